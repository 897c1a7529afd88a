import Foundation
import Testing
import Stagehand
import StagehandCLI
import StagehandConsole

/// What `stagehand lint` and `run` print for a diagnostic: its line and caret come from the bytes
/// that were parsed, exactly as they were printed when the printer read the file again.
@Suite struct DiagnosticPrinterTests {
    private final class Folder {
        let path: String
        init() throws {
            path = try TemporaryFiles.folder("stagehand-printer")
        }
        deinit { TemporaryFiles.remove(path) }

        /// Writes `bytes` to `name` in the folder and returns the file's path.
        func write(_ name: String, _ bytes: [UInt8]) throws -> String {
            let file = path + "/" + name
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            return file
        }

        func write(_ name: String, _ text: String) throws -> String {
            try write(name, Array(text.utf8))
        }
    }

    private func printed(_ path: String) -> String {
        DiagnosticPrinter(color: false).text(Linter().lint(paths: [path]).diagnostics)
    }

    private func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    @Test func tabsAreKeptUnderTheLine() throws {
        let folder = try Folder()
        let file = try folder.write("tab.scene.yaml", "stagehand: 1\nscene: x\nviews: [ {\ttype: Lable } ]\n")
        #expect(printed(file) == """
            \(file):3:18: error: unknown type 'Lable'; did you mean 'Label'? [unknown-type]
                views: [ {\ttype: Lable } ]
            \(spaces(14))\t\(spaces(6))^

            """)
    }

    @Test func longLinesAreCut() throws {
        let folder = try Folder()
        let text = String(repeating: "x", count: 250)
        let file = try folder.write("long.scene.yaml", "stagehand: 1\nscene: x\nviews: [ { type: Lable, text: \"\(text)\" } ]\n")
        let line = "views: [ { type: Lable, text: \"\(text)\" } ]"
        #expect(printed(file) == """
            \(file):3:18: error: unknown type 'Lable'; did you mean 'Label'? [unknown-type]
                \(line.prefix(200))
            \(spaces(4 + 17))^
            \(file):3:25: error: unknown key 'text' in a view [unknown-key]
                \(line.prefix(200))
            \(spaces(4 + 24))^

            """)
    }

    @Test func crLFLinesAreShownWithoutTheirCarriageReturn() throws {
        let folder = try Folder()
        let file = try folder.write("crlf.scene.yaml", "stagehand: 2\r\nscene: x\r\nviews:\r\n  - type: Lable\r\n")
        #expect(printed(file) == """
            \(file):1:12: error: format version 2 is not supported; this runtime reads version 1 [unsupported-version]
                stagehand: 2
            \(spaces(4 + 11))^
            \(file):4:11: error: unknown type 'Lable'; did you mean 'Label'? [unknown-type]
                  - type: Lable
            \(spaces(4 + 10))^

            """)
    }

    @Test func invalidUTF8ShowsNoLine() throws {
        let folder = try Folder()
        let file = try folder.write("latin1.scene.yaml", Array("stagehand: 1\nscene: x\ntitle: caf".utf8) + [0xE9] + Array("\n".utf8))
        #expect(printed(file) == """
            \(file):3:11: error: the file is not valid UTF-8 text: incomplete UTF-8 octet sequence [invalid-encoding]

            """)
    }

    @Test func aCaretPastTheEndOfTheLineFollowsIt() throws {
        let folder = try Folder()
        let file = try folder.write("open.scene.yaml", "stagehand: 1\nscene: x\ntitle: \"abc\n")
        #expect(printed(file) == """
            \(file):4:1: error: found unexpected end of stream [yaml-syntax]
            \(spaces(4))
                ^
            \(file):4:1: note: likely cause: the file ends inside a quoted string or a '[' or '{': close it
            \(file):3:8: note: while scanning a quoted scalar
                title: "abc
            \(spaces(4 + 7))^

            """)
    }

    @Test func aNoteInADataFileShowsTheDataFilesLine() throws {
        let folder = try Folder()
        let data = try folder.write("bad.json", "[1, 2\n")
        let file = try folder.write("data.scene.yaml", """
            stagehand: 1
            scene: x
            dataSources:
              - { id: d, type: FileDataSource, properties: { path: bad.json } }
            bindings:
              - { type: TextBinding, outlets: { dataSource: d, view: l } }
            views:
              - { type: Label, id: l }

            """)
        #expect(printed(file) == """
            \(file):4:56: error: data file 'bad.json' cannot be loaded: did not find expected ',' or ']' [invalid-data-file]
                  - { id: d, type: FileDataSource, properties: { path: bad.json } }
            \(spaces(4 + 55))^
            \(data):2:1: note: did not find expected ',' or ']' [yaml-syntax]
            \(spaces(4))
                ^

            """)
    }

    @Test func aNoteOnAnotherLineShowsItsOwnLine() throws {
        let folder = try Folder()
        let file = try folder.write("dup.scene.yaml", "stagehand: 1\nscene: x\ntitle: a\ntitle: b\n")
        #expect(printed(file) == """
            \(file):4:1: error: duplicate key 'title' in this mapping [duplicate-key]
                title: b
                ^
            \(file):3:1: note: first defined here
                title: a
                ^

            """)
    }

    @Test func aStepThatFailsShowsTheScriptsLine() throws {
        let folder = try Folder()
        _ = try folder.write("s.scene.yaml", "stagehand: 1\nscene: s\nviews:\n  - { type: Label, id: title, properties: { text: Hi } }\n")
        let script = try folder.write("s.script.yaml", "scene: s.scene.yaml\nsteps:\n  - expect: { view: title, text: Bye }\n")
        let result = ScriptPlayer().play(scriptFile: script)
        #expect(DiagnosticPrinter(color: false).text(result.diagnostics) == """
            \(script):3:34: error: expected 'title' text to be "Bye", but it is "Hi" [expectation-failed]
                  - expect: { view: title, text: Bye }
            \(spaces(4 + 33))^

            """)
    }

    @Test func aProblemWhileRunningShowsTheScenesLine() throws {
        let folder = try Folder()
        let scene = try folder.write("p.scene.yaml", """
            stagehand: 1
            scene: problems
            dataSources:
              - { id: levels, type: StaticDataSource, properties: { value: [{ level: 0.5 }, { level: high }] } }
            views:
              - id: bars
                type: Table
                prototype:
                  id: bar
                  type: ProgressBar
                  bindings:
                    - { type: ProgressBinding, outlets: { dataSource: item, view: bar }, properties: { path: level } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: levels, view: bars } }

            """)
        let script = try folder.write("p.script.yaml", "scene: p.scene.yaml\nsteps:\n  - snapshot\n")
        let result = ScriptPlayer().play(scriptFile: script)
        #expect(DiagnosticPrinter(color: false).text(result.runtimeProblems) == """
            \(scene):12:11: error: ProgressBinding cannot use the value of 'item' (RowItemDataSource): a progress bar needs a number, not a string [value-conversion]
                        - { type: ProgressBinding, outlets: { dataSource: item, view: bar }, properties: { path: level } }
            \(spaces(4 + 10))^

            """)
    }
}
