import Foundation
import Stagehand
import Testing

/// Every example in `Scenes/` lints clean with the registry its app uses, and validates against
/// the JSON Schema its `# yaml-language-server: $schema=` line names, with Python's `jsonschema`.
@Suite("Example scenes lint and validate", .serialized)
struct ExampleSceneCheckTests {
    static let files = Repository.files(under: "Scenes", endingWith: [".scene.yaml", ".script.yaml"])

    @Test("every example lints clean with the example registry")
    func lintsClean() throws {
        let report = Linter(registry: try ExampleScriptTests.exampleRegistry()).lint(paths: [Repository.path("Scenes")])
        #expect(report.filesChecked == Self.files.count)
        #expect(report.diagnostics.map(\.formatted) == [])
        #expect(report.exitStatus(strict: true) == 0)
    }

    @Test("every example names its schema on its first line", arguments: files)
    func namesSchema(_ file: String) throws {
        let text = try String(contentsOfFile: Repository.path(file), encoding: .utf8)
        #expect(text.hasPrefix("# yaml-language-server: $schema="), "\(file) should start with its schema line")
    }

    @Test("every example validates against the schema it names")
    func validatesAgainstSchema() throws {
        var bySchema: [String: [String]] = [:]
        for file in Self.files {
            let path = Repository.path(file)
            let firstLine = try String(contentsOfFile: path, encoding: .utf8).prefix { $0 != "\n" }
            guard let range = firstLine.range(of: "$schema=") else { continue }
            let schema = PathResolver.resolve(String(firstLine[range.upperBound...]), against: PathResolver.directory(of: path))
            bySchema[schema, default: []].append(path)
        }
        #expect(!bySchema.isEmpty)
        let work = URL(fileURLWithPath: TemporaryFiles.path("stagehand-schema"))
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let validator = work.appendingPathComponent("validate.py").path
        try SchemaValidationTests.validatorScript.write(toFile: validator, atomically: true, encoding: .utf8)
        for (schema, files) in bySchema.sorted(by: { $0.key < $1.key }) {
            let result = try ExternalTools.run("python3", [validator, schema] + files)
            if result.status == 127 || result.status == 3 {
                Issue.record("validating examples needs python3 with jsonschema and PyYAML; run `pip install jsonschema pyyaml`")
                return
            }
            #expect(result.status == 0, "validator failed: \(result.error)")
            for line in result.output.split(separator: "\n") {
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                let errors = object?["errors"] as? [String] ?? ["unreadable validator output"]
                #expect(errors.isEmpty, "\(object?["file"] ?? line) does not validate against \(schema): \(errors)")
            }
        }
    }
}
