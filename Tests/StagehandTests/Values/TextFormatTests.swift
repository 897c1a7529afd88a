import Testing
import Stagehand

/// Formats fill placeholders, choose plural forms, show `empty` rather than half a sentence, and
/// tell lint what is malformed.
@Suite struct TextFormatTests {
    func fill(_ format: String, _ value: Value, missing: String = "(none)") -> String {
        TextFormat(format).fill(from: value, missing: missing)
    }

    @Test func placeholdersFillFromPathsAndTheValueItself() {
        #expect(fill("{name} of {city}", ["name": "Ada", "city": "London"]) == "Ada of London")
        #expect(fill("{} items", 3) == "3 items")
        #expect(fill("{{literal}} {a.b}", ["a": ["b": 1]]) == "{literal} 1")
    }

    @Test func aMissingPlaceholderShowsEmptyInsteadOfHalfASentence() {
        #expect(fill("Published {year}", ["title": "Dune"], missing: "Year unknown") == "Year unknown")
        #expect(fill("{name} of {city}", ["name": "Ada", "city": nil]) == "(none)")
    }

    @Test func pluralsChooseByNumberOrListLength() {
        let books = "{count|# book|# books}"
        #expect(fill(books, ["count": 0]) == "0 books")
        #expect(fill(books, ["count": 1]) == "1 book")
        #expect(fill(books, ["count": 2]) == "2 books")
        #expect(fill("{count|no books|# book|# books}", ["count": 0]) == "no books")
        #expect(fill("{count|no books|# book|# books}", ["count": 1]) == "1 book")
        #expect(fill("{count} {count|person|people}", ["a", "b"]) == "2 people")
        #expect(fill("{items|# item|# items}", ["items": ["x"]]) == "1 item")
        #expect(fill("{n|# point|# points}", ["n": 1.5]) == "1.5 points")
        #expect(fill("{n|# point|# points}", ["n": "many"]) == "(none)")
    }

    @Test func malformedFormatsAreProblemsForLint() {
        #expect(TextFormat("{name} ({year})").problems == [])
        #expect(TextFormat("{year:04}").problems.first?.contains("format spec ':04'") == true)
        #expect(TextFormat("{price,number}").problems.count == 1)
        #expect(TextFormat("Hello {name").problems.first?.contains("never closed") == true)
        #expect(TextFormat("a } b").problems.first?.contains("lone '}'") == true)
        #expect(TextFormat("{count|book}").problems.first?.contains("1 plural form") == true)
        #expect(TextFormat("{count|a|b|c|d}").problems.count == 1)
    }

    @Test func lintReportsAMalformedFormatAtTheProperty() throws {
        let diagnostics = CheckTestSupport.lint("""
            dataSources: [{ id: book, type: StaticDataSource, properties: { value: { year: 1965 } } }]
            views: [{ id: year, type: Label }]
            bindings:
              - { type: TextBinding, outlets: { dataSource: book, view: year }, properties: { format: "{year:04}" } }
            """)
        let problem = try #require(diagnostics.first(.invalidProperty))
        #expect(problem.message.contains("property 'format'"))
        #expect(problem.location.line == 6)
    }
}
