import Testing

import Stagehand

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("Lable", ["Button", "Label", "Stack"], "Label"),
        ("tittle", ["text", "title", "subtitle"], "title"),
        ("dataSorces", ["views", "dataSources", "bindings"], "dataSources"),
        ("addButon", ["addButton", "removeButton"], "addButton"),
        ("TextBindng", ["TextField", "TextBinding"], "TextBinding"),
        ("colr", ["colour", "color"], "color"),
        ("LABEL", ["label", "Label"], "Label"),
        ("url", ["URL", "Url"], "Url"),
        ("hieght", ["width", "height"], "height"),
        ("onTap", ["onTap"], "onTap"),
        ("bakground", ["background", "foreground"], "background"),
    ])
    func suggests(_ word: String, _ candidates: [String], _ expected: String) {
        #expect(Suggestion.closest(to: word, in: candidates) == expected)
    }

    @Test(arguments: [
        ("x", ["view", "dataSource"]),
        ("foo", ["views", "bindings"]),
        ("x", ["y"]),
        ("ab", ["cd"]),
        ("", ["a", ""]),
        ("anything", [String]()),
        ("spacing", ["padding"]),
        ("dataSources", ["views", "bindings", "scene"]),
    ])
    func findsNothingFar(_ word: String, _ candidates: [String]) {
        #expect(Suggestion.closest(to: word, in: candidates) == nil)
    }

    @Test func tieBreaksBySequenceOrder() {
        #expect(Suggestion.closest(to: "cat", in: ["bat", "cab", "cut"]) == "bat")
        #expect(Suggestion.closest(to: "cat", in: ["cut", "bat"]) == "cut")
        // A closer candidate later in the sequence still wins.
        #expect(Suggestion.closest(to: "titel", in: ["tile", "title"]) == "title")
    }

    @Test func caseInsensitiveMatchWins() {
        #expect(Suggestion.closest(to: "Title", in: ["titles", "title"]) == "title")
        #expect(Suggestion.closest(to: "x", in: ["X"]) == "X")
    }

    @Test func acceptsAnySequence() {
        let keys: Set<String> = ["height"]
        #expect(Suggestion.closest(to: "heigth", in: keys) == "height")
        #expect(Suggestion.closest(to: "heigth", in: ["height"].lazy.map { $0 }) == "height")
    }

    @Test func hints() {
        #expect(Suggestion.hint(for: "Lable", in: ["Label"]) == "did you mean 'Label'?")
        #expect(Suggestion.hint(for: "Label", in: ["Label"]) == nil)
        #expect(Suggestion.hint(for: "label", in: ["Label"]) == "did you mean 'Label'?")
        #expect(Suggestion.hint(for: "foo", in: ["views"]) == nil)
    }

    @Test func distances() {
        func d(_ a: String, _ b: String, limit: Int = 10) -> Int? {
            Suggestion.distance(Array(a), Array(b), limit: limit)
        }
        #expect(d("", "") == 0)
        #expect(d("abc", "") == 3)
        #expect(d("ca", "ac") == 1)
        #expect(d("abc", "ca") == 3)  // optimal string alignment, not full Damerau–Levenshtein
        #expect(d("kitten", "sitting") == 3)
        #expect(d("kitten", "sitting", limit: 2) == nil)
        #expect(d("abcdef", "abcxyz", limit: 1) == nil)
        #expect(Suggestion.threshold(forLength: 1) == 1)
        #expect(Suggestion.threshold(forLength: 6) == 2)
        #expect(Suggestion.threshold(forLength: 30) == 3)
    }
}
