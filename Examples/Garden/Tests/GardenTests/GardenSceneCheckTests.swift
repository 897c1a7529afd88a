import Foundation
import GardenKit
@testable import Stagehand
import Testing

/// Every garden scene and script lints clean with the garden's types registered, and validates
/// against the JSON Schema its `# yaml-language-server: $schema=` line names, with Python's
/// `jsonschema`; the garden's schema is what `garden schema` writes today.
@Suite("Garden scenes lint and validate", .serialized)
struct GardenSceneCheckTests {
    static let files = GardenPackage.files(under: Garden.scenes, endingWith: [".scene.yaml", ".script.yaml"])

    @Test("there are scenes and scripts to check")
    func filesExist() {
        #expect(Self.files.count >= 4)
    }

    @Test("every garden scene and script lints clean under --strict")
    func lintsClean() throws {
        let report = Linter(registry: try Garden.registry()).lint(paths: [GardenPackage.path(Garden.scenes)])
        #expect(report.filesChecked == Self.files.count)
        #expect(report.diagnostics.map(\.formatted) == [])
        #expect(report.exitStatus(strict: true) == 0)
    }

    @Test("every garden scene and script names its schema on its first line", arguments: files)
    func namesSchema(_ file: String) throws {
        let text = try String(contentsOfFile: GardenPackage.path(file), encoding: .utf8)
        #expect(text.hasPrefix("# yaml-language-server: $schema="), "\(file) should start with its schema line")
    }

    @Test("the garden's schema is up to date with its registry")
    func schemaCurrent() throws {
        let generated = SchemaGenerator(registry: try Garden.registry()).sceneSchema().jsonText() + "\n"
        let file = GardenPackage.path("Schemas/garden.schema.json")
        if ProcessInfo.processInfo.environment["STAGEHAND_UPDATE_SCHEMAS"] == "1" {
            try generated.write(toFile: file, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == generated, "run `swift run garden schema > Schemas/garden.schema.json` in Examples/Garden")
    }

    @Test("every garden scene and script validates against the schema it names")
    func validatesAgainstSchema() throws {
        var bySchema: [String: [String]] = [:]
        for file in Self.files {
            let path = GardenPackage.path(file)
            let firstLine = try String(contentsOfFile: path, encoding: .utf8).prefix { $0 != "\n" }
            guard let range = firstLine.range(of: "$schema=") else { continue }
            let schema = PathResolver.resolve(String(firstLine[range.upperBound...]), against: PathResolver.directory(of: path))
            bySchema[schema, default: []].append(path)
        }
        // The garden's own schema for its scenes, Stagehand's for its scripts.
        #expect(bySchema.keys.map { ($0 as NSString).lastPathComponent }.sorted() == ["garden.schema.json", "script.schema.json"])
        let work = try GardenPackage.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let validator = work + "/validate.py"
        try SchemaValidator.script.write(toFile: validator, atomically: true, encoding: .utf8)
        for (schema, files) in bySchema.sorted(by: { $0.key < $1.key }) {
            let result = try Command.run("python3", [validator, schema] + files)
            if result.status == 127 || result.status == 3 {
                Issue.record("validating the garden's scenes needs python3 with jsonschema and PyYAML; run `pip install jsonschema pyyaml`")
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
