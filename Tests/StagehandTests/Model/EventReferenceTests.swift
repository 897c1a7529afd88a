import Testing
import Stagehand

/// Lint and the runtime read `on` entries by the same rule, so what lint accepts is exactly what
/// the scene listens to.
@Suite struct EventReferenceTests {
    @Test func readsViewAndEvent() {
        #expect(EventReference("addButton.tap") == EventReference("addButton.tap"))
        #expect(EventReference("addButton.tap")?.view == "addButton")
        #expect(EventReference("addButton.tap")?.event == "tap")
    }

    @Test func refusesEverythingElse() {
        for text in ["addButton", "addButton.", ".tap", "a.b.c", "", "."] {
            #expect(EventReference(text) == nil, "'\(text)' should not read as viewId.event")
        }
    }

    @Test func lintRefusesWhatTheRuntimeWouldIgnore() {
        let diagnostics = CheckTestSupport.lint("""
            views: [{ id: a, type: Button }]
            responders: [{ type: BackResponder, on: [a.tap.twice] }]
            """)
        #expect(diagnostics.first(.unknownEvent)?.message.contains("viewId.event") == true)
    }
}
