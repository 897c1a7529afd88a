import Foundation
import Stagehand
import Testing

/// `Docs/Editors.md` gives VS Code and Helix settings for every file name lint reads, each
/// pointing at the schema for its kind.
@Suite("Docs: editor settings")
struct EditorSettingsDocsTests {
    /// Every file name lint finds in a folder, as a glob, and the schema file for its kind.
    static var fileNames: [(glob: String, schema: String)] {
        SceneFileNames.sceneSuffixes.map { ("*" + $0, "Schemas/scene.schema.json") }
            + SceneFileNames.scriptSuffixes.map { ("*" + $0, "Schemas/script.schema.json") }
    }

    private static func block(_ language: String, containing text: String) throws -> DocsSupport.Block {
        try #require(try DocsSupport.blocks(in: "Docs/Editors.md").first { $0.language == language && $0.text.contains(text) },
                     "Docs/Editors.md has no \(language) block with \(text)")
    }

    @Test("VS Code's yaml.schemas and json.schemas map every file name to its schema")
    func visualStudioCode() throws {
        let block = try Self.block("json", containing: "yaml.schemas")
        let settings = try #require(try JSONSerialization.jsonObject(with: Data(block.text.utf8)) as? [String: Any])
        var schemaOf: [String: String] = [:]
        for (schema, globs) in settings["yaml.schemas"] as? [String: [String]] ?? [:] {
            for glob in globs { schemaOf[glob] = schema }
        }
        for entry in settings["json.schemas"] as? [[String: Any]] ?? [] {
            for glob in entry["fileMatch"] as? [String] ?? [] { schemaOf[glob] = entry["url"] as? String }
        }
        for name in Self.fileNames {
            #expect(schemaOf[name.glob] == "./" + name.schema, "\(name.glob) is not mapped to \(name.schema)")
            #expect(FileManager.default.fileExists(atPath: Repository.path(name.schema)))
        }
        #expect(settings["glspc.server.command"] as? String == "stagehand")
    }

    @Test("Helix's languages give every file name to the language server, and YAML ones their schema")
    func helix() throws {
        let block = try Self.block("toml", containing: "[language-server.stagehand]")
        for name in Self.fileNames {
            #expect(block.text.contains("{ glob = \"\(name.glob)\" }"), "Helix settings miss \(name.glob)")
            if !name.glob.hasSuffix(".json") {
                let line = block.text.split(separator: "\n").first { $0.hasPrefix("\"\(name.schema)\" = ") }
                #expect(line?.contains("\"\(name.glob)\"") == true, "Helix's YAML schemas miss \(name.glob)")
            }
        }
    }
}
