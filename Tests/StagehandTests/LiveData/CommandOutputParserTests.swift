import Testing
import Stagehand

/// How a command's standard output becomes a value in each `format`.
@Suite("Command output formats")
struct CommandOutputParserTests {
    func parse(_ text: String, _ format: CommandOutputFormat) -> Result<Value, CommandOutputProblem> {
        CommandOutputParser.parse(Array(text.utf8), format: format, limits: .default)
    }

    @Test("JSON output becomes a value")
    func json() throws {
        let value = try parse(#"{"name": "Fern", "water": 0.8, "tags": ["green", null, true, -1.5e2]}"#, .json).get()
        #expect(value == ["name": "Fern", "water": 0.8, "tags": ["green", nil, true, -150.0]])
    }

    @Test("text that YAML would take is not JSON", arguments: [
        "hello there", "name: Fern", "[a, b]", "{'a': 1}", "- 1", "0x10",
        #"{"a": 1,}"#, "[1, 2,]", "{\"a\": 1}\n# c", #"{"a": !!str 1}"#, #"{"a": &x 1, "b": *x}"#,
    ])
    func notJSON(_ text: String) {
        guard case .failure(let problem) = parse(text, .json) else {
            Issue.record("'\(text)' was accepted as JSON")
            return
        }
        #expect(problem.description.hasPrefix("printed something that is not JSON"))
    }

    @Test("broken JSON says where")
    func brokenJSON() {
        guard case .failure(let problem) = parse("[1, 2", .json) else {
            Issue.record("accepted")
            return
        }
        #expect(problem.description.hasPrefix("printed something that is not JSON ("))
        #expect(problem.description.contains("did not find expected"))
    }

    @Test("nothing at all is not a value")
    func empty() {
        guard case .failure(let problem) = parse("  \n", .json) else {
            Issue.record("accepted")
            return
        }
        #expect(problem.description == "printed nothing, not JSON")
    }

    @Test("YAML output becomes a value")
    func yaml() throws {
        #expect(try parse("name: Fern\nwater: 0.8\n", .yaml).get() == ["name": "Fern", "water": 0.8])
    }

    @Test("lines become a list of strings, without the final newline")
    func lines() throws {
        #expect(try parse("one\ntwo words\r\n\nfour\n", .lines).get() == ["one", "two words", "", "four"])
        #expect(try parse("", .lines).get() == [])
    }
}
