import Testing
import Stagehand

/// A diagnostic about a placeholder points at the placeholder, not at the start of its text.
@Suite("Lint: placeholder carets")
struct PlaceholderCaretTests {
    /// The 1-based column of `part` on line `line` of the scene text (the header included).
    private func column(of part: String, onLine line: Int, in body: String) -> Int {
        let lines = (CheckTestSupport.header + body).split(separator: "\n", omittingEmptySubsequences: false)
        let text = String(lines[line - 1])
        guard let range = text.range(of: part) else { return -1 }
        return text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: range.lowerBound) + 1
    }

    @Test func aPlaceholderThatFindsNothingIsPointedAt() {
        let body = """
            dataSources:
              - { id: person, type: StaticDataSource, properties: { value: { name: Ada } } }
            views:
              - { id: shown, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: person, view: shown }, properties: { format: "Hi {name}, it's {nmae}" } }
            """
        let found = CheckTestSupport.lint(body).filter { $0.code == .pathNotInData }
        #expect(found.map(\.checkPos) == ["8:\(column(of: "{nmae}", onLine: 8, in: body))"], "\(found.map(\.formatted))")
    }

    @Test func aFormatProblemIsPointedAtItsBrace() {
        let body = """
            dataSources:
              - { id: person, type: StaticDataSource, properties: { value: { name: Ada } } }
            views:
              - { id: shown, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: person, view: shown }, properties: { format: 'It''s {name} }' } }
            """
        let found = CheckTestSupport.lint(body).filter { $0.code == .invalidProperty }
        // The lone '}' after the placeholder; the quoted quote before it is two columns as written.
        let lone = column(of: "{name} }", onLine: 8, in: body) + "{name} ".count
        #expect(found.map(\.checkPos) == ["8:\(lone)"], "\(found.map(\.formatted))")
    }

    @Test func aPathPlaceholderWithoutInputIsPointedAt() {
        let body = """
            dataSources:
              - { id: people, type: StaticDataSource, properties: { value: { a: 1 } } }
            views:
              - { id: go, type: Button, properties: { title: Go } }
            responders:
              - { type: SetResponder, on: [go.tap], outlets: { target: people }, properties: { path: "rows.{id}.done", to: true } }
            """
        let found = CheckTestSupport.lint(body).filter { $0.code == .placeholderWithoutInput }
        #expect(found.map(\.checkPos) == ["8:\(column(of: "{id}", onLine: 8, in: body))"], "\(found.map(\.formatted))")
    }

    @Test func textFormatKnowsWhereEachPlaceholderIs() {
        let format = TextFormat("héllo {a} {{x}} {b|one|other} }")
        #expect(format.placeholders.map(\.path) == ["a", "b"])
        #expect(format.placeholders.map(\.offset) == [6, 16])
        #expect(format.problemOffsets == [30])
    }
}
