import Foundation
import Testing
import StagehandLanguageServer

/// The language server knows a scene's styles: it completes their names wherever a style is
/// named and shows what a style sets, with its contrast, on hover.
@Suite struct StyleLanguageServerTests {
    static let scene = """
        stagehand: 1
        scene: t
        theme: theme.yaml
        styles:
          danger: { fg: "#ff5555", bold: true }
        dataSources:
          - { id: jobs, type: StaticDataSource, properties: { value: { state: failed } } }
        views:
          - id: banner
            type: Label
            properties: { style: danger }
        bindings:
          - type: StyleBinding
            outlets: { dataSource: jobs, view: banner }
            properties: { path: state, map: { failed: danger }, default: plain }
        """

    static let theme = """
        background: "#ffffff"
        styles:
          muted: { fg: "#595959" }
        """

    @Test func styleNamesCompleteFromTheSceneTheThemeAndTheBuiltIns() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        try harness.write("theme.yaml", Self.theme)
        let names = harness.completions(Self.scene.replacingOccurrences(of: "properties: { style: danger }", with: "properties: { style: | }"))
        // The scene's own, the theme's, and the built-ins.
        #expect(names.contains("danger"), "\(names)")
        #expect(names.contains("muted"), "\(names)")
        for builtIn in ["plain", "bold", "dim", "title", "error", "success", "warning", "accent"] {
            #expect(names.contains(builtIn), "\(builtIn) in \(names)")
        }
        // A name that is not a style is not offered.
        #expect(!names.contains("banner"))
        // A StyleBinding's default names a style too.
        let defaults = harness.completions(Self.scene.replacingOccurrences(of: "default: plain", with: "default: |"))
        #expect(defaults.contains("danger") && defaults.contains("muted") && defaults.contains("error"), "\(defaults)")
    }

    @Test func hoverOnAStyleShowsItsColoursAndContrast() throws {
        var harness = try LanguageServerHarness()
        defer { harness.remove() }
        try harness.write("theme.yaml", Self.theme)
        let declared = harness.request("textDocument/hover", "test.scene.yaml",
                                       Self.scene.replacingOccurrences(of: "properties: { style: danger }", with: "properties: { style: dan|ger }"))
        let text = try #require(declared["contents"]?["value"]?.string)
        #expect(text.contains("**style danger**"), "\(text)")
        #expect(text.contains("fg `#ff5555`"), "\(text)")
        #expect(text.contains("bold"), "\(text)")
        // Measured on the theme's background, as lint's low-contrast is.
        #expect(text.contains("Contrast ") && text.contains("#ffffff"), "\(text)")
        // A style the theme declares, named in a StyleBinding's map.
        let mapped = harness.request("textDocument/hover", "test.scene.yaml",
                                     Self.scene.replacingOccurrences(of: "map: { failed: danger }", with: "map: { failed: mu|ted }"))
        let mappedText = try #require(mapped["contents"]?["value"]?.string)
        #expect(mappedText.contains("**style muted**") && mappedText.contains("#595959"), "\(mappedText)")
    }
}
