import Testing
import Stagehand

/// `stagehand format`'s fixes: only what lint is sure of, edited in place by byte ranges.
@Suite struct FixerTests {
    private func format(_ text: String, file: String = "test.scene.yaml") -> String? {
        Fixer.format(Array(text.utf8), file: file, linter: Linter()).map { String(decoding: $0.text, as: UTF8.self) }
    }

    @Test func misspellingsWithOneCandidateAreFixedAndCommentsStay() {
        let text = """
            # keep me
            stagehand: 1
            scene: demo   # the name
            titel: Demo
            views:
              - id: hello
                type: "Lable"        # quoted on purpose
                properties: { txt: Hi, style: dim }
              - id: go
                type: Button
            responders:
              - type: BackResponder
                on: [go.tapp]

            """
        let expected = """
            # keep me
            stagehand: 1
            scene: demo   # the name
            title: Demo
            views:
              - id: hello
                type: "Label"        # quoted on purpose
                properties: { text: Hi, style: dim }
              - id: go
                type: Button
            responders:
              - type: BackResponder
                on: [go.tap]

            """
        #expect(format(text) == expected)
    }

    @Test func aMissingVersionIsAddedInBlockAndFlowStyle() {
        #expect(format("# top\nscene: a\n") == "# top\nstagehand: 1\nscene: a\n")
        #expect(format("{\"scene\": \"a\"}", file: "a.scene.json") == "{\"stagehand\": 1, \"scene\": \"a\"}")
        #expect(format("{}", file: "a.scene.json") == "{\"stagehand\": 1}")
    }

    @Test func idsBeforeEventsAreFixedAndAmbiguousOnesAreNot() {
        let text = "stagehand: 1\nscene: t\nviews:\n  - { id: addButton, type: Button }\nresponders:\n  - type: BackResponder\n    on: [addButon.tap]\n"
        #expect(format(text) == text.replacingOccurrences(of: "addButon.tap", with: "addButton.tap"))
        // Nothing close: lint names no candidate, so nothing changes.
        let unknown = "stagehand: 1\nscene: t\nviews:\n  - { id: x, type: Zebra }\n"
        #expect(format(unknown) == unknown)
    }

    @Test func textThatDoesNotParseIsNeverRewritten() {
        #expect(format("stagehand: 1\nscene: [unclosed\ntitel: x\n") == nil)
    }

    @Test func fixesOfScriptsToo() {
        #expect(format("steps:\n  - snapshott\n", file: "a.script.yaml") == "steps:\n  - snapshot\n")
    }

    @Test func quotedWordsAndSuggestionsAreReadFromMessages() {
        #expect(Fixer.quotedWords(in: "unknown event 'tapp' of 'go' (Button publishes 'tap'); did you mean 'tap'?") == ["tapp", "go", "tap", "tap"])
        #expect(Fixer.suggestion(in: "unknown type 'Lable'; did you mean 'Label'?") == "Label")
        #expect(Fixer.suggestion(in: "no hint here") == nil)
    }
}
