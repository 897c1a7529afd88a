import Testing
import Stagehand

/// A duration that is not one gets a message listing the units and the nearest valid form, and
/// `5 s` (a space before the unit) is a duration, as the docs say.
@Suite("Duration messages")
struct DurationSuggestionTests {
    @Test("the nearest valid form of a duration written another way", arguments: [
        ("5 secs", "5s"), ("5 seconds", "5s"), ("1.5 sec", "1.5s"), ("2 minutes", "2m"), ("10min", "10m"),
        ("250 millis", "250ms"), ("2h", "120m"), ("1.5 hours", "90m"), ("5 S", "5s"),
    ])
    func suggestion(_ written: String, _ suggested: String) {
        #expect(SceneDuration.suggestion(for: written) == suggested)
        #expect(SceneDuration(parsing: suggested) != nil)
    }

    @Test("nothing is suggested when nothing is near", arguments: ["soon", "5 parsecs", "-1s", ""])
    func noSuggestion(_ written: String) {
        #expect(SceneDuration.suggestion(for: written) == nil)
    }

    @Test("a space before the unit is allowed, as documented")
    func spaceBeforeUnit() {
        #expect(SceneDuration(parsing: "5 s")?.milliseconds == 5_000)
        #expect(SceneDuration(parsing: " 300 ms ")?.milliseconds == 300)
    }

    @Test("lint's message lists the units and suggests the nearest form")
    func lintMessage() throws {
        let diagnostics = CheckTestSupport.lint("""
            dataSources:
              - { id: list, type: CommandDataSource, properties: { command: [ls], refresh: 5 secs } }
            """)
        let problem = try #require(diagnostics.first { $0.code == .invalidProperty })
        #expect(problem.message.contains("ms, s or m"), "\(problem.message)")
        #expect(problem.message.hasSuffix("not '5 secs'; did you mean '5s'?"), "\(problem.message)")
    }
}
