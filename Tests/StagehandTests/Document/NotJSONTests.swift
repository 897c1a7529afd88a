import Testing
import Stagehand

/// A `.json` file (a scene, a script, a data file) is held to JSON: what YAML alone would take
/// is `not-json` at its position. The same text in a `.yaml` file is fine.
@Suite("JSON is JSON")
struct NotJSONTests {
    static func problems(_ text: String, file: String) -> [Diagnostic] {
        DocumentLoader.parse(Array(text.utf8), file: file).diagnostics.filter { $0.severity == .error }
    }

    @Test("what JSON does not have is not-json at its position", arguments: [
        ("{\"a\": [1, 2,]}", 1, 13, "trailing comma"),
        ("{\"a\": 1,\n \"b\": 2,\n}", 3, 1, "trailing comma"),
        ("{\"a\": 1 # note\n}", 1, 9, "comment"),
        ("{\"a\": 'x'}", 1, 7, "single quotes"),
        ("{\"a\": yes}", 1, 7, "without double quotes"),
        ("{a: 1}", 1, 2, "without double quotes"),
        ("stagehand: 1\nscene: x\n", 1, 1, "without double quotes"),
    ])
    func notJSON(_ text: String, _ line: Int, _ column: Int, _ words: String) throws {
        for file in ["people.scene.json", "people.script.json", "data/books.json"] {
            let found = Self.problems(text, file: file)
            let problem = try #require(found.first, "\(file) accepted: \(text)")
            #expect(problem.code == .notJSON)
            #expect(problem.location.line == line && problem.location.column == column, "\(problem.location)")
            #expect(problem.message.contains(words), "\(problem.message)")
        }
        #expect(Self.problems(text, file: "people.scene.yaml") == [])
    }

    @Test("a comment YAML cannot read either is not-json at the comment, the only error", arguments: [
        ("{\"stagehand\": 1, \"scene\": \"j\", // c\n \"views\": []}", 1, 32),
        ("{\"views\": [] /* c */}", 1, 14),
        ("// header\n{\"a\": 1}", 1, 1),
        ("{\n  // comment\n  \"a\": 1\n}", 2, 3),
        ("[1, 2] // c\n", 1, 8),
    ])
    func commentYAMLRefuses(_ text: String, _ line: Int, _ column: Int) throws {
        try Self.expectOnlyNotJSON(text, in: ["people.scene.json", "data/books.json"], at: line, column, saying: "a comment")
    }

    /// Expects `text`, in each of `files`, to give one error: `not-json` at `line`:`column`, its
    /// message holding `words`.
    static func expectOnlyNotJSON(_ text: String, in files: [String], at line: Int, _ column: Int, saying words: String,
                                  sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for file in files {
            let found = problems(text, file: file)
            #expect(found.count == 1, "\(file): \(found.map(\.message))", sourceLocation: sourceLocation)
            let problem = try #require(found.first, "\(file) accepted: \(text)", sourceLocation: sourceLocation)
            #expect(problem.code == .notJSON, sourceLocation: sourceLocation)
            #expect(problem.location.line == line && problem.location.column == column, "\(problem.location)", sourceLocation: sourceLocation)
            #expect(problem.message.contains(words), "\(problem.message)", sourceLocation: sourceLocation)
        }
    }

    @Test("a second document after --- is not-json where it starts, the only error; in YAML it is multiple-documents", arguments: [
        ("{\"stagehand\": 1, \"scene\": \"a\"}\n---\n", 2, 1),
        ("{\"a\": 1}\n---\n{\"b\": 2}\n", 2, 1),
        ("[1, 2]\n\n---\n[3]\n", 3, 1),
    ])
    func secondDocument(_ text: String, _ line: Int, _ column: Int) throws {
        try Self.expectOnlyNotJSON(text, in: ["people.scene.json", "people.script.json", "data/books.json"], at: line, column, saying: "YAML form")
        #expect(Self.problems(text, file: "people.scene.yaml").map(\.code) == [.multipleDocuments])
    }

    @Test("JSON stays fine")
    func json() {
        #expect(Self.problems(#"{"stagehand": 1, "scene": "x", "views": [{"type": "Label", "properties": {"text": "a, b"}}], "n": -1.5e3, "ok": true, "none": null}"#,
                              file: "x.scene.json") == [])
    }

    @Test("a data file that is not JSON is not-json where it stops, once, with a note where the scene reads it")
    func dataFileOfAScene() throws {
        try TemporaryFiles.withFolder { root in
            let data = try TemporaryFiles.write("{\"a\": 1,}\n", to: "data.json", in: root)
            let scene = try TemporaryFiles.write("""
                stagehand: 1
                scene: s
                dataSources:
                  - { id: one, type: FileDataSource, properties: { path: data.json } }
                  - { id: two, type: FileDataSource, properties: { path: ./data.json } }
                views: [{ id: label, type: Label }]
                bindings:
                  - { type: TextBinding, outlets: { dataSource: one, view: label }, properties: { path: a } }
                  - { type: TextBinding, outlets: { dataSource: two, view: label }, properties: { path: a } }
                """, to: "s.scene.yaml", in: root)
            let errors = Linter(registry: Registry()).lint(paths: [scene]).diagnostics.filter { $0.severity == .error }
            #expect(errors.map(\.code) == [.notJSON], "\(errors.map(\.formatted))")
            let error = try #require(errors.first)
            #expect(error.location.file == data && error.location.line == 1 && error.location.column == 9, "\(error.location)")
            #expect(error.message.contains("trailing comma"), "\(error.message)")
            let note = try #require(error.notes.first)
            #expect(note.location?.file == scene && note.location?.line == 4, "\(String(describing: note.location))")
        }
    }

    @Test("two scenes reading one data file that is not JSON: one error, with a note for each scene")
    func dataFileOfTwoScenes() throws {
        try TemporaryFiles.withFolder { root in
            _ = try TemporaryFiles.write("[1, 2,]\n", to: "data.json", in: root)
            for name in ["one", "two"] {
                _ = try TemporaryFiles.write("""
                    stagehand: 1
                    scene: \(name)
                    dataSources:
                      - { id: file, type: FileDataSource, properties: { path: data.json } }
                    views: [{ id: label, type: Label }]
                    bindings:
                      - { type: TextBinding, outlets: { dataSource: file, view: label } }
                    """, to: "\(name).scene.yaml", in: root)
            }
            let errors = Linter(registry: Registry()).lint(paths: [root]).diagnostics.filter { $0.severity == .error }
            #expect(errors.map(\.code) == [.notJSON], "\(errors.map(\.formatted))")
            let notes = try #require(errors.first).notes.compactMap(\.location?.file)
            #expect(notes.map { $0.hasSuffix("one.scene.yaml") } == [true, false] && notes.last?.hasSuffix("two.scene.yaml") == true, "\(notes)")
        }
    }

    @Test("the finding: a scene with a trailing comma fails lint")
    func sceneLint() {
        let diagnostics = Linter(registry: Registry()).lintScene(source: "{\"stagehand\": 1, \"scene\": \"x\",}", file: "x.scene.json")
        #expect(diagnostics.contains { $0.code == .notJSON })
    }
}
