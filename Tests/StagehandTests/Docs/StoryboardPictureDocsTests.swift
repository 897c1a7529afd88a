import Foundation
import Stagehand
import StagehandConsole
import Testing

/// The README shows the demo's storyboard, and the system dashboard's, as SVGs: each is exactly
/// what `stagehand storyboard SCENE --format svg` draws today. `STAGEHAND_UPDATE_DOCS=1` redraws them.
@Suite("Docs: the README's storyboard picture",
       .enabled(if: ExternalTools.available(.dot), "dot is not installed (Debian: graphviz)"))
struct StoryboardPictureDocsTests {
    /// Each picture the README shows, and the scene it is the storyboard of.
    static let pictures = [
        ("Docs/Images/people-storyboard.svg", "Scenes/people.scene.yaml"),
        ("Docs/Images/system-storyboard.svg", "Scenes/System/system.scene.yaml"),
    ]

    @Test("the README shows the picture", arguments: pictures)
    func shown(_ picture: String, _ scene: String) throws {
        let readme = try DocsSupport.read("README.md")
        #expect(readme.contains("](\(picture))"))
    }

    @Test("the picture is what the storyboard command draws", arguments: pictures)
    func current(_ picture: String, _ scene: String) throws {
        let made = try StoryboardMaker(registry: Registry()).make(Repository.path(scene), as: .svg).get()
        // dot writes a `-` in a title as `&#45;`: the checkout's folder may hold one.
        let escapedRoot = Repository.root.replacingOccurrences(of: "-", with: "&#45;") + "/"
        let svg = Repository.relativize(String(decoding: made, as: UTF8.self))
            .replacingOccurrences(of: escapedRoot, with: "")
        if DocsSupport.updating {
            try svg.write(toFile: Repository.path(picture), atomically: true, encoding: .utf8)
        }
        let expected = try DocsSupport.read(picture)
        #expect(svg == expected, "\(picture) is stale; rerun with STAGEHAND_UPDATE_DOCS=1 and look at the picture")
    }
}
