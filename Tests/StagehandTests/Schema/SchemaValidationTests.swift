import Foundation
import Testing

import Stagehand

/// Validates sample files against the generated schemas with Python's `jsonschema`, a validator
/// written independently of this project, so the schemas are checked as editors will use them.
@Suite(.serialized) struct SchemaValidationTests {
    /// Loads each file as YAML and prints one JSON line per file: its path and the validator's
    /// error messages. Exits 3 when a module is missing, so the test can say what to install.
    static let validatorScript = #"""
        import json, re, sys
        try:
            import jsonschema, yaml
        except ImportError as error:
            print(f"missing module: {error}")
            sys.exit(3)

        # Read YAML as Stagehand and editors do (YAML 1.2 booleans): `on:` is a key, not true.
        class Loader(yaml.SafeLoader):
            pass
        Loader.yaml_implicit_resolvers = {
            key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
            for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
        }
        Loader.add_implicit_resolver(
            "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))

        with open(sys.argv[1], encoding="utf-8") as f:
            schema = json.load(f)
        jsonschema.Draft7Validator.check_schema(schema)
        validator = jsonschema.Draft7Validator(schema)
        for path in sys.argv[2:]:
            with open(path, encoding="utf-8") as f:
                document = yaml.load(f, Loader=Loader)
            errors = [error.message for error in validator.iter_errors(document)]
            print(json.dumps({"file": path, "errors": errors}))
        """#

    @Test func standardSceneSchemaAcceptsValidScenesAndRejectsInvalidOnes() throws {
        let samples = SchemaSamples.validScenes + SchemaSamples.invalidScenes + [SchemaSamples.customScene]
        let valid = Set(SchemaSamples.validScenes.map(\.name))
        try validate(samples, against: SchemaGenerator(registry: Registry()).sceneSchema()) { name in valid.contains(name) }
    }

    @Test func customSceneSchemaAcceptsTheCustomType() throws {
        let registry = try SchemaTestSupport.customRegistry()
        let samples = [SchemaSamples.customScene, SchemaSamples.badCustomScene] + SchemaSamples.validScenes
        try validate(samples, against: SchemaGenerator(registry: registry).sceneSchema()) { name in
            name != SchemaSamples.badCustomScene.name
        }
    }

    @Test func scriptSchemaAcceptsValidScriptsAndRejectsInvalidOnes() throws {
        let samples = SchemaSamples.validScripts + SchemaSamples.invalidScripts
        let valid = Set(SchemaSamples.validScripts.map(\.name))
        try validate(samples, against: SchemaGenerator(registry: Registry()).scriptSchema()) { name in valid.contains(name) }
    }

    /// The samples the schema accepts are exactly the ones lint finds no error in, so the schema
    /// says what the runtime says (for what a schema can see).
    @Test func lintAgreesWithTheSamples() throws {
        let directory = try SchemaTestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let all = SchemaSamples.validScenes + SchemaSamples.invalidScenes + SchemaSamples.validScripts
            + SchemaSamples.invalidScripts
        try write(all, to: directory)
        let valid = Set((SchemaSamples.validScenes + SchemaSamples.validScripts).map(\.name))
        for sample in all {
            let errors = Linter().lintFile(directory.appendingPathComponent(sample.name).path)
                .filter { $0.severity == .error }
            if valid.contains(sample.name) {
                #expect(errors.isEmpty, "\(sample.name): \(errors.map(\.message))")
            } else {
                #expect(!errors.isEmpty, "\(sample.name) should not lint clean")
            }
        }
    }

    // MARK: - Running the validator

    private func write(_ samples: [SchemaSamples.Sample], to directory: URL) throws {
        for sample in samples {
            try Data(sample.text.utf8).write(to: directory.appendingPathComponent(sample.name))
        }
    }

    /// Validates every sample in one run of Python and checks each verdict against `isValid`.
    private func validate(
        _ samples: [SchemaSamples.Sample], against schema: Value, isValid: (String) -> Bool
    ) throws {
        let directory = try SchemaTestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schemaURL = directory.appendingPathComponent("schema.json")
        let scriptURL = directory.appendingPathComponent("validate.py")
        try Data(schema.jsonText().utf8).write(to: schemaURL)
        try Data(Self.validatorScript.utf8).write(to: scriptURL)
        try write(samples, to: directory)

        let paths = samples.map { directory.appendingPathComponent($0.name).path }
        let result = try ExternalTools.run("python3", [scriptURL.path, schemaURL.path] + paths)
        // 127: `env` found no python3; 3: the script found no jsonschema or yaml module.
        if result.status == 127 || result.status == 3 {
            let why = result.status == 3 ? result.output.trimmingCharacters(in: .whitespacesAndNewlines) : "no python3"
            Issue.record("the schema validation tests need python3 with jsonschema and PyYAML (\(why)); run `pip install jsonschema pyyaml`")
            return
        }
        guard result.status == 0 else {
            Issue.record("the validator failed (exit \(result.status)): \(result.error)")
            return
        }

        var verdicts: [String: [String]] = [:]
        for line in result.output.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            guard let file = object?["file"] as? String, let errors = object?["errors"] as? [String] else {
                Issue.record("unexpected validator output: \(line)")
                continue
            }
            verdicts[URL(fileURLWithPath: file).lastPathComponent] = errors
        }
        for sample in samples {
            guard let errors = verdicts[sample.name] else {
                Issue.record("the validator said nothing about \(sample.name)")
                continue
            }
            if isValid(sample.name) {
                #expect(errors.isEmpty, "\(sample.name) should be valid: \(errors)")
            } else {
                #expect(!errors.isEmpty, "\(sample.name) should be invalid")
            }
        }
    }
}
