import Foundation
import Testing
import Stagehand

/// `# stagehand-ignore`, `# stagehand-ignore-file` and `.stagehand.yaml`: what they silence,
/// what they leave, and the ignores that silence nothing. The not-silenced and unused forms are
/// broken fixtures of the corpus; the silenced forms are here.
@Suite struct SuppressionTests {
    static let folder = CheckTestSupport.fixtures + "/Suppression"

    static let silenced = ["silenced-line.scene.yaml", "silenced-above.scene.yaml", "silenced-file.scene.yaml", "silenced.script.yaml"]

    @Test(arguments: silenced)
    func silencedFixtureLintsClean(_ name: String) throws {
        let path = Self.folder + "/" + name
        #expect(Linter().lintFile(path).map(\.formatted) == [])
        // Without its comments the file does have the problems they silence.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let bare = text.replacingOccurrences(of: "stagehand-ignore", with: "just-a-comment")
        #expect(!Linter().lint(bytes: Array(bare.utf8), file: path).isEmpty)
        // The language server's diagnostics are lint's.
        #expect(Linter().lint(bytes: Array(text.utf8), file: path).isEmpty)
    }

    @Test func settingsSilenceByCodeAndByGlob() {
        let report = Linter().lint(paths: [Self.folder + "/settings"])
        #expect(report.diagnostics.map(\.formatted) == [])
        #expect(report.filesChecked == 2)
        // One file alone follows the same settings.
        #expect(Linter().lintFile(Self.folder + "/settings/generated/made.scene.yaml").isEmpty)
    }

    @Test func aSettingThatSilencesNothingIsReportedWhenItsFolderIsLinted() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("ignore: [unused-object, dependency-cycle]\npaths:\n  \"old/**\": [unknown-type]\n", to: ".stagehand.yaml", in: folder)
        let scene = try TemporaryFiles.write(
            "stagehand: 1\nscene: s\ndataSources:\n  - { id: leftover, type: StaticDataSource }\n", to: "s.scene.yaml", in: folder)
        let report = Linter().lint(paths: [folder])
        #expect(report.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue)" } == ["1:25 unused-ignore", "3:14 unused-ignore"])
        #expect(report.diagnostics.allSatisfy { $0.location.file == folder + "/.stagehand.yaml" && $0.sourceLine != nil })
        #expect(report.diagnostics.first?.message.contains("'dependency-cycle' in 'ignore' silences nothing") == true)
        // A single file is not the whole folder: its settings are not judged.
        #expect(Linter().lint(paths: [scene]).diagnostics.isEmpty)
        #expect(Linter().lintFile(scene).isEmpty)
    }

    @Test func settingsProblemsAreReportedOnceWithPlaces() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("ignroe: [unused-object]\nentry: mian.scene.yaml\n", to: ".stagehand.yaml", in: folder)
        for name in ["main", "other"] {
            try TemporaryFiles.write("stagehand: 1\nscene: \(name)\nviews: [{ id: t, type: Label }]\n", to: "\(name).scene.yaml", in: folder)
        }
        let report = Linter().lint(paths: [folder])
        let settings = report.diagnostics.filter { $0.location.file.hasSuffix(".stagehand.yaml") }
        #expect(settings.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue)" } == ["1:1 unknown-key", "2:8 missing-entry"])
        #expect(settings.first?.message.contains("did you mean 'ignore'?") == true)
        #expect(settings.last?.message.contains("did you mean 'main.scene.yaml'?") == true, "\(settings.map(\.message))")
    }

    @Test func unreachableScenesAreSilencedByAFileComment() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("entry: main.scene.yaml\n", to: ".stagehand.yaml", in: folder)
        try TemporaryFiles.write("stagehand: 1\nscene: main\nviews: [{ id: t, type: Label }]\n", to: "main.scene.yaml", in: folder)
        try TemporaryFiles.write("# stagehand-ignore-file: unreachable-scene\nstagehand: 1\nscene: tool\nviews: [{ id: t, type: Label }]\n",
                                   to: "tool.scene.yaml", in: folder)
        try TemporaryFiles.write("stagehand: 1\nscene: orphan   # stagehand-ignore: unreachable-scene\nviews: [{ id: t, type: Label }]\n",
                                   to: "orphan.scene.yaml", in: folder)
        let loud = try TemporaryFiles.write("stagehand: 1\nscene: loud\nviews: [{ id: t, type: Label }]\n", to: "loud.scene.yaml", in: folder)
        let report = Linter().lint(paths: [folder])
        #expect(report.diagnostics.map(\.code) == [.unreachableScene])
        #expect(report.diagnostics.first?.location == SourceLocation(file: loud, line: 2, column: 8))
        #expect(report.diagnostics.first?.sourceLine?.text == "scene: loud")
        // Linting one file checks no navigation, so the comments there would silence nothing;
        // they are judged only when the folder is.
        #expect(Linter().lintFile(loud).isEmpty)
        let tool = folder + "/tool.scene.yaml"
        #expect(Linter().lintFile(tool).isEmpty)
        #expect(Linter().lint(paths: [tool]).diagnostics.isEmpty)
        // Linted with its folder, a navigation ignore that silences nothing is reported.
        try TemporaryFiles.write("stagehand: 1\nscene: main   # stagehand-ignore: unreachable-scene\nviews: [{ id: t, type: Label }]\n",
                                   to: "main.scene.yaml", in: folder)
        let judged = Linter().lint(paths: [folder]).diagnostics.filter { $0.location.file.hasSuffix("main.scene.yaml") }
        #expect(judged.map(\.code) == [.unusedIgnore])
    }

    @Test func commentsAreFoundOnlyWhereTheyAreComments() {
        let text = """
            # stagehand-ignore-file: unused-object
            # a note
            stagehand: 1
            title: "# stagehand-ignore: unused-segue"
            label: don't # stagehand-ignore: unknown-id, unknown-type because it is generated
            format: a#stagehand-ignore: nope

            \t# stagehand-ignore: invalid-id
            \r
            next: 1\r
            # stagehand-ignore-file: too-late
            """
        let comments = IgnoreCommentScanner.comments(in: Array(text.utf8), file: "f")
        #expect(comments.map(\.scope) == [.file, .line(5), .line(10), .misplacedFile])
        #expect(comments.map { $0.codes.map(\.value) } == [["unused-object"], ["unknown-id", "unknown-type"], ["invalid-id"], ["too-late"]])
        #expect(comments[1].codes.map(\.location.column) == [34, 46])
        #expect(comments[1].location.column == 14)
        #expect(IgnoreCommentScanner.comments(in: Array("a: 1 # plain comment\n".utf8), file: "f").isEmpty)
    }

    @Test func ignoreHereWritesTheCommentWhereItBelongs() throws {
        func fixed(_ text: String, line: Int, _ code: DiagnosticCode = .unusedObject, file: String = "s.scene.yaml") -> String? {
            let diagnostic = Diagnostic(code, "x", at: SourceLocation(file: file, line: line, column: 1))
            return IgnoreFix.edit(ignoring: diagnostic, in: Array(text.utf8)).map {
                String(decoding: TextEdit.apply([$0], to: Array(text.utf8)), as: UTF8.self)
            }
        }
        #expect(fixed("a: 1\nb: 2   \n", line: 2) == "a: 1\nb: 2  # stagehand-ignore: unused-object\n")
        #expect(fixed("a: 1\nb: 2  # stagehand-ignore: unused-segue\n", line: 2)
                == "a: 1\nb: 2  # stagehand-ignore: unused-segue, unused-object\n")
        #expect(fixed("a: 1\n  b: 2 # the author's note\n", line: 2) == "a: 1\n  # stagehand-ignore: unused-object\n  b: 2 # the author's note\n")
        #expect(fixed("{\"a\": 1}", line: 1, file: "s.scene.json") == nil)
        #expect(fixed("a: 1", line: 7) == nil)
    }
}
