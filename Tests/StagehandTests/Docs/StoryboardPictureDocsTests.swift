import Foundation
import Stagehand
@testable import StagehandConsole
import Testing

/// The README shows the demo's storyboard as an SVG: it is exactly what `stagehand storyboard
/// Scenes/people.scene.yaml --format svg` draws today. `STAGEHAND_UPDATE_DOCS=1` redraws it.
@Suite("Docs: the README's storyboard picture",
       .enabled(if: ExternalTools.available(.dot), "dot is not installed (Debian: graphviz)"))
struct StoryboardPictureDocsTests {
    static let picture = "Docs/Images/people-storyboard.svg"

    @Test("the README shows the picture")
    func shown() throws {
        let readme = try DocsSupport.read("README.md")
        #expect(readme.contains("](\(Self.picture))"))
    }

    @Test("the picture is what the storyboard command draws")
    func current() throws {
        let made = try StoryboardMaker(registry: Registry()).make(Repository.path("Scenes/people.scene.yaml"), as: .svg).get()
        // dot writes a `-` in a title as `&#45;`: the checkout's folder may hold one.
        let escapedRoot = Repository.root.replacingOccurrences(of: "-", with: "&#45;") + "/"
        let svg = Repository.relativize(String(decoding: made, as: UTF8.self))
            .replacingOccurrences(of: escapedRoot, with: "")
        if DocsSupport.updating {
            try svg.write(toFile: Repository.path(Self.picture), atomically: true, encoding: .utf8)
        }
        let expected = try DocsSupport.read(Self.picture)
        #expect(svg == expected, "\(Self.picture) is stale; rerun with STAGEHAND_UPDATE_DOCS=1 and look at the picture")
    }
}
