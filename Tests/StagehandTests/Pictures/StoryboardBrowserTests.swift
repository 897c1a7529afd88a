import Foundation
import Stagehand
import StagehandConsole
import Testing

/// The storyboard's HTML page in a real browser: headless Chromium loads it, runs its script, and
/// the DOM it dumps holds every scene and arrow; a screenshot is kept under `.build/artifacts`.
@Suite("Pictures: the storyboard page in Chromium",
       .enabled(if: ExternalTools.available(ExternalTools.chromium) && ExternalTools.available(.dot),
                "chromium or dot is not installed (Debian: chromium, graphviz)"))
struct StoryboardBrowserTests {
    /// Chromium's flags for a run without a display, as root, without touching the user's profile.
    static func flags(profile: String) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--user-data-dir=\(profile)", "--hide-scrollbars", "--window-size=1400,800"]
    }

    /// Writes the contacts app's storyboard page to the artifacts folder, under a name of the
    /// test's own: the tests run at once, and one rewriting the page while Chromium reads it
    /// for the other would hand the browser half a page.
    static func page(named name: String) throws -> (path: String, storyboard: Storyboard) {
        let registry = try ExampleScriptTests.exampleRegistry()
        let storyboard = try StoryboardReader(compiler: SceneCompiler(registry: registry)).read(Repository.path("Scenes/Contacts")).get()
        let html = try StoryboardMaker(registry: registry).draw(storyboard, as: .html).get()
        let path = try ExternalTools.artifactsFolder() + "/\(name).html"
        try Data(html).write(to: URL(fileURLWithPath: path), options: .atomic)
        return (path, storyboard)
    }

    @Test("the page's DOM holds every scene and arrow, and a selected arrow shows its file:line")
    func dom() throws {
        let (path, storyboard) = try Self.page(named: "storyboard-contacts-dom")
        let profile = TemporaryFiles.path("stagehand-chromium")
        defer { try? FileManager.default.removeItem(atPath: profile) }
        // The fragment selects the first arrow, as a click on it would.
        let url = URL(fileURLWithPath: path).absoluteString + "#" + StoryboardDOT.segueID(0)
        let result = try ExternalTools.run("chromium", Self.flags(profile: profile) + ["--virtual-time-budget=5000", "--dump-dom", url])
        #expect(result.status == 0, "chromium failed: \(result.error)")
        let dom = result.output
        #expect(dom.contains("data-ready=\"true\""), "the page's script did not finish")
        for (index, scene) in storyboard.scenes.enumerated() {
            #expect(dom.contains("<g id=\"\(StoryboardDOT.sceneID(index))\" class=\"node"), "scene \(scene.label) is not drawn")
            #expect(dom.contains(scene.label))
        }
        #expect(storyboard.arrows.count == 1)
        for (index, arrow) in storyboard.arrows.enumerated() {
            #expect(dom.contains("<g id=\"\(StoryboardDOT.segueID(index))\" class=\"edge"), "segue \(arrow.segue.id) is not drawn")
            #expect(dom.contains(arrow.segue.label))
        }
        let segue = try #require(storyboard.arrows.first).segue
        #expect(dom.contains("data-selected=\"\(StoryboardDOT.segueID(0))\""))
        #expect(dom.contains("<code>\(segue.location.description)</code>"), "the details do not show where the segue is written")
    }

    @Test("a screenshot of the page is kept as a test artifact")
    func screenshot() throws {
        let (path, _) = try Self.page(named: "storyboard-contacts")
        let profile = TemporaryFiles.path("stagehand-chromium")
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let shot = try ExternalTools.artifactsFolder() + "/storyboard-contacts.png"
        try? FileManager.default.removeItem(atPath: shot)
        let url = URL(fileURLWithPath: path).absoluteString
        let result = try ExternalTools.run("chromium", Self.flags(profile: profile) + ["--virtual-time-budget=5000", "--screenshot=\(shot)", url])
        #expect(result.status == 0, "chromium failed: \(result.error)")
        let png = try #require(PNGFile(Array(try Data(contentsOf: URL(fileURLWithPath: shot)))), "no screenshot at \(shot)")
        #expect(png.width == 1400 && png.height == 800)
        #expect(try png.distinctPixels() > 1, "the screenshot is blank")
    }
}
