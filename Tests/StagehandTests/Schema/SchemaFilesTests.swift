import Foundation
import Testing

import Stagehand

/// The committed `Schemas/*.schema.json` files are exactly what the generator makes for the
/// standard registry. Run with `STAGEHAND_UPDATE_SCHEMAS=1` to rewrite them after a change.
@Suite struct SchemaFilesTests {
    @Test func sceneSchemaFileIsUpToDate() throws {
        try check("scene.schema.json", SchemaGenerator(registry: Registry()).sceneSchema())
    }

    @Test func scriptSchemaFileIsUpToDate() throws {
        try check("script.schema.json", SchemaGenerator(registry: Registry()).scriptSchema())
    }

    /// Compares (or with the environment variable set, rewrites) one file. The file is what
    /// `stagehand schema` prints: the pretty JSON and a final newline.
    private func check(_ name: String, _ schema: Value) throws {
        let url = SchemaTestSupport.schemaFile(name)
        let expected = schema.jsonText(pretty: true) + "\n"
        if ProcessInfo.processInfo.environment["STAGEHAND_UPDATE_SCHEMAS"] == "1" {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(expected.utf8).write(to: url, options: .atomic)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("Schemas/\(name) is missing; run STAGEHAND_UPDATE_SCHEMAS=1 swift test --filter SchemaFilesTests")
            return
        }
        let committed = String(decoding: data, as: UTF8.self)
        if committed != expected {
            let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
            let new = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = Array(zip(old, new)).firstIndex { $0 != $1 } ?? min(old.count, new.count)
            let shown = (old.indices.contains(line) ? old[line] : "(end)", new.indices.contains(line) ? new[line] : "(end)")
            Issue.record("Schemas/\(name) is out of date at line \(line + 1): the file has \(shown.0), the generator \(shown.1); run STAGEHAND_UPDATE_SCHEMAS=1 swift test --filter SchemaFilesTests")
        }
    }
}
