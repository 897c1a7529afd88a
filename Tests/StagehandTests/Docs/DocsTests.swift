import Foundation
import Stagehand
import StagehandConsole
import Testing

/// Scenes and scripts written in the docs are valid (or broken exactly as they say).
@Suite("Docs: YAML blocks")
struct DocsYAMLBlockTests {
    enum Kind { case scene, script, other }

    static func kind(of block: DocsSupport.Block) -> Kind {
        let (document, _) = DocumentLoader.parse(Array(block.text.utf8), file: "block.yaml")
        guard let root = document?.root, root.pairs != nil else { return .other }
        if root["stagehand"] != nil { return .scene }
        if root["steps"] != nil { return .script }
        return .other
    }

    static var yamlBlocks: [DocsSupport.Block] {
        ((try? DocsSupport.allBlocks()) ?? []).filter { $0.language == "yaml" }
    }

    @Test("the docs hold scenes and scripts to check")
    func blocksExist() {
        let kinds = Self.yamlBlocks.map(Self.kind(of:))
        #expect(kinds.filter { $0 == .scene }.count >= 3)
        #expect(kinds.filter { $0 == .script }.count >= 2)
    }

    @Test("every scene block lints without errors, or with the code it is marked broken with", arguments: yamlBlocks)
    func sceneBlock(_ block: DocsSupport.Block) {
        guard Self.kind(of: block) == .scene else { return }
        let file = block.commentValue("lint-as").map(Repository.path)
            ?? Repository.path((block.file as NSString).deletingLastPathComponent + "/block.scene.yaml")
        let diagnostics = Linter().lintScene(source: block.text, file: file)
        let errors = diagnostics.filter { $0.severity == .error }
        if let code = block.commentValue("broken") {
            #expect(diagnostics.contains { $0.code.rawValue == code }, "\(block) is marked broken: \(code) but gives \(diagnostics.map(\.formatted))")
        } else {
            #expect(errors.isEmpty, "\(block): \(errors.map(\.formatted))")
        }
    }

    @Test("every script block decodes without errors, or with the code it is marked broken with", arguments: yamlBlocks)
    func scriptBlock(_ block: DocsSupport.Block) {
        guard Self.kind(of: block) == .script else { return }
        let (document, loadDiagnostics) = DocumentLoader.parse(Array(block.text.utf8), file: block.description)
        var diagnostics = loadDiagnostics
        if let document { diagnostics += ScriptDecoder.decode(document).diagnostics }
        if let code = block.commentValue("broken") {
            #expect(diagnostics.contains { $0.code.rawValue == code }, "\(block) is marked broken: \(code) but gives \(diagnostics.map(\.formatted))")
        } else {
            #expect(!diagnostics.containsErrors, "\(block): \(diagnostics.map(\.formatted))")
        }
    }
}

/// Output shown in the docs is what the commands print.
@Suite("Docs: command output")
struct DocsOutputTests {
    /// The blocks whose command is one of this package's executables; the garden example's
    /// package checks those of its own `garden` the same way.
    static var outputBlocks: [DocsSupport.Block] {
        ((try? DocsSupport.allBlocks()) ?? []).filter { block in
            guard let marker = block.info.range(of: "output-of:") else { return false }
            let command = block.info[marker.upperBound...].trimmingCharacters(in: .whitespaces)
            return command.split(separator: " ").first == "stagehand"
        }
    }

    @Test("the getting-started guide shows real output")
    func blocksExist() {
        #expect(Self.outputBlocks.filter { $0.file == "Docs/GettingStarted.md" }.count >= 4)
    }

    @Test("a block marked output-of shows exactly what its command prints", arguments: outputBlocks)
    func output(_ block: DocsSupport.Block) throws {
        guard let marker = block.info.range(of: "output-of:") else { return }
        let command = block.info[marker.upperBound...].trimmingCharacters(in: .whitespaces)
        var status: Int32 = 0
        for word in block.info[..<marker.lowerBound].split(separator: " ") where word.hasPrefix("exit=") {
            status = Int32(word.dropFirst(5)) ?? -1
        }
        let result = try DocsSupport.run(command)
        if DocsSupport.updating, result.output != block.text { try DocsSupport.rewrite(block, with: result.output) }
        let same = DocsSupport.updating || result.output == block.text
        #expect(same, "\(block): `\(command)` printed:\n\(result.output)")
        #expect(result.status == status, "\(block): `\(command)` exited with \(result.status), the docs say \(status)")
    }
}

/// The scripts under `Docs/Examples` play without a failed step; those under `Broken/` fail.
@Suite("Docs: example scripts")
struct DocsExampleScriptTests {
    static let scripts = Repository.files(under: "Docs/Examples", endingWith: [".script.yaml"])

    @Test("there are example scripts")
    func exist() { #expect(Self.scripts.contains("Docs/Examples/todo.script.yaml")) }

    @Test("plays to the end, or fails where it is meant to", arguments: scripts)
    func plays(_ script: String) {
        let result = ScriptPlayer().play(scriptFile: Repository.path(script))
        let errors = result.diagnostics.filter { $0.severity == .error }
        if script.contains("/Broken/") {
            #expect(errors.map(\.code) == [.expectationFailed], "\(script): \(errors.map(\.formatted))")
        } else {
            #expect(errors.isEmpty, "\(script): \(errors.map(\.formatted))")
            #expect(result.exitStatus == 0)
        }
    }

    @Test("example scenes outside Broken/ lint clean, those inside do not")
    func lint() {
        for scene in Repository.files(under: "Docs/Examples", endingWith: [".scene.yaml"]) {
            let diagnostics = Linter().lintFile(Repository.path(scene))
            if scene.contains("/Broken/") {
                #expect(diagnostics.containsErrors, "\(scene) should be broken")
            } else {
                #expect(diagnostics.isEmpty, "\(scene): \(diagnostics.map(\.formatted))")
            }
        }
    }
}

/// `Docs/SceneFormat.md` lists every standard type with every property and outlet, as declared.
@Suite("Docs: scene format reference")
struct DocsSceneFormatTests {
    static let file = "Docs/SceneFormat.md"

    @Test("the type tables match the registry byte for byte")
    func generatedTables() throws {
        let expected = DocsGenerated.typeTables()
        let actual = try DocsSupport.generatedRegion("types", in: Self.file, expected: expected)
        #expect(actual != nil, "\(Self.file) needs <!-- generated:types:begin --> … <!-- generated:types:end -->")
        let same = actual == expected
        #expect(same, "the type tables of \(Self.file) are stale; rerun with STAGEHAND_UPDATE_DOCS=1")
    }

    @Test("every standard type, property and outlet is named")
    func everyName() throws {
        let text = try DocsSupport.read(Self.file)
        for declaration in Registry().declarations {
            let hasName = text.contains("`\(declaration.name)`")
            #expect(hasName, "\(declaration.name) is missing")
            for property in declaration.properties {
                let has = text.contains("| `\(property.name)` |")
                #expect(has, "property \(declaration.name).\(property.name) is missing")
            }
            for outlet in declaration.outlets {
                let has = text.contains("| `\(outlet.name)` |")
                #expect(has, "outlet \(declaration.name).\(outlet.name) is missing")
            }
            for event in declaration.events {
                let has = text.contains("`\(event)`")
                #expect(has, "event \(declaration.name).\(event) is missing")
            }
        }
    }

    @Test("every script step, key name, expect field and limit flag is named")
    func everyStepAndFlag() throws {
        let text = try DocsSupport.read(Self.file)
        for word in StepKeyword.allCases.map(\.rawValue) + KeyName.allCases.map(\.rawValue) + ScriptDecoder.expectKeys {
            let has = text.contains("`\(word)`")
            #expect(has, "\(word) is missing")
        }
        for flag in ["--max-file-size", "--max-depth", "--max-alias-expansion", "--max-scalar-length"] {
            let has = text.contains(flag)
            #expect(has, "\(flag) is missing")
        }
        for key in SceneDecoder.topLevelKeys + SceneDecoder.objectKeys + SceneDecoder.segueKeys + SceneDecoder.prototypeKeys {
            let has = text.contains("`\(key)`")
            #expect(has, "key \(key) is missing")
        }
    }
}

/// `Docs/Diagnostics.md` documents every code with the text of `DiagnosticCode.documentation`.
@Suite("Docs: diagnostics reference")
struct DocsDiagnosticsTests {
    static let file = "Docs/Diagnostics.md"

    @Test("the code sections match the code byte for byte")
    func generatedSections() throws {
        let expected = DocsGenerated.codeSections()
        let actual = try DocsSupport.generatedRegion("codes", in: Self.file, expected: expected)
        #expect(actual != nil, "\(Self.file) needs <!-- generated:codes:begin --> … <!-- generated:codes:end -->")
        let same = actual == expected
        #expect(same, "the codes of \(Self.file) are stale; rerun with STAGEHAND_UPDATE_DOCS=1")
    }

    @Test("every code is a heading")
    func headings() throws {
        let lines = try DocsSupport.read(Self.file).components(separatedBy: "\n")
        for code in DiagnosticCode.allCases {
            #expect(lines.contains("### `\(code.rawValue)`"), "\(code.rawValue) has no heading")
        }
    }
}

/// Swift snippets of the docs are copied from real, compiled files.
@Suite("Docs: Swift snippets")
struct DocsSwiftSnippetTests {
    static var swiftBlocks: [DocsSupport.Block] {
        ((try? DocsSupport.allBlocks()) ?? []).filter { $0.language == "swift" }
    }

    @Test("every Swift block of CustomTypes.md names its source")
    func customTypesBlocksHaveSources() {
        let blocks = Self.swiftBlocks.filter { $0.file == "Docs/CustomTypes.md" }
        #expect(blocks.count >= 5)
        for block in blocks {
            #expect(block.info.contains("from:"), "\(block) has no `from:`")
        }
    }

    @Test("a snippet marked from: FILE appears verbatim in FILE", arguments: swiftBlocks)
    func verbatim(_ block: DocsSupport.Block) throws {
        guard let marker = block.info.range(of: "from:") else { return }
        let source = block.info[marker.upperBound...].trimmingCharacters(in: .whitespaces)
        let text = try DocsSupport.read(source)
        let found = text.contains(block.text)
        #expect(found, "\(block) is not a verbatim part of \(source)")
    }
}

/// The custom data source and view that CustomTypes.md shows register and work.
@Suite("Docs: custom type examples")
struct DocsCustomTypesTests {
    static let scene = """
        stagehand: 1
        scene: shout
        dataSources:
          - id: typed
            type: TextInputDataSource
            outlets: { field: input }
          - id: loud
            type: CapitalsDataSource
            outlets: { source: typed }
        views:
          - id: input
            type: TextField
          - id: badge
            type: Badge
        bindings:
          - type: TextBinding
            outlets: { dataSource: loud, view: badge }

        """

    @Test("the example types register, lint and run")
    func examples() throws {
        let registry = Registry()
        try registry.register(CapitalsDataSource.self)
        try registry.register(Badge.self)
        let file = Repository.path("Docs/Examples/shout.scene.yaml")
        #expect(Linter(registry: registry).lintScene(source: Self.scene, file: file) == [])
        let (document, _) = DocumentLoader.parse(Array(Self.scene.utf8), file: file)
        let description = SceneDecoder.decode(try #require(document)).scene
        let live = LiveScene(description: description, registry: registry)
        let field = try #require(live.objectsByID["input"] as? TextField)
        let badge = try #require(live.objectsByID["badge"] as? Badge)
        field.type("hi")
        #expect(badge.displayedText == "[HI]")
        #expect(live.diagnostics == [])
    }
}
