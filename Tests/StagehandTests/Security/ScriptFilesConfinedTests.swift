import Foundation
import Testing
import Stagehand

/// What a script names and what `stagehand test` copies stay inside their folder through every
/// symbolic link: the built executable, run as CI runs it, in the folder a person runs it from.
@Suite struct ScriptFilesConfinedTests {
    /// A value outside every scene folder: it must never appear in any output.
    static let secret = #"{"secret": "TOPSECRET-1"}"#

    static let savingScene = """
        stagehand: 1
        scene: save
        dataSources:
          - { id: people, type: FileDataSource, properties: { path: list.json, save: true } }
        views:
          - { id: nameField, type: TextField }
          - id: table
            type: Table
            prototype:
              type: Label
              id: name
              bindings:
                - { type: TextBinding, outlets: { dataSource: item, view: name }, properties: { path: name } }
        bindings:
          - { type: TableBinding, outlets: { dataSource: people, view: table } }
        responders:
          - { id: add, type: AppendResponder, on: [nameField.submit], outlets: { field: nameField, list: people }, properties: { key: name } }
        """

    static let secretScene = """
        stagehand: 1
        scene: s
        dataSources:
          - { id: d, type: FileDataSource, properties: { path: data.json } }
        views:
          - { id: o, type: Label }
        bindings:
          - { type: TextBinding, outlets: { dataSource: d, view: o }, properties: { path: secret } }
        """

    /// A scene whose one command a script stands in for: `lsblk -J`.
    static let commandScene = """
        stagehand: 1
        scene: s
        dataSources:
          - { id: disks, type: CommandDataSource, properties: { command: [lsblk, -J] } }
        views: [{ id: label, type: Label }]
        bindings:
          - { type: TextBinding, outlets: { dataSource: disks, view: label }, properties: { path: secret } }
        """

    private func stagehand(_ arguments: [String], in directory: String) throws -> (output: String, status: Int32) {
        try RefusedCommands.stagehand(arguments, in: directory)
    }

    private func expectRefused(_ commandLines: [[String]], in folder: String, code: String,
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try RefusedCommands.expectRefused(commandLines, in: folder, code: code, sourceLocation: sourceLocation)
    }

    private func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    /// A scene name in a folder someone else wrote may be a link to a file of yours: searching
    /// the folder neither quotes it (lint) nor rewrites it (format).
    @Test func aFolderSearchLeavesSceneLinksLeadingOutsideAlone() throws {
        try TemporaryFiles.withFolder { root in
            let victim = "user_setting: TOPSECRET-2\n"
            let outside = try TemporaryFiles.write(victim, to: "outside/config.yaml", in: root)
            let folder = root + "/scene"
            _ = try TemporaryFiles.write("stagehand: 1\nscene: a\nviews:\n  - { type: Label }\n", to: "a.scene.yaml", in: folder)
            try link(folder + "/c.scene.yaml", to: "../outside/config.yaml")
            try link(folder + "/b.scene.yaml", to: "a.scene.yaml")
            for arguments in [["lint", "."], ["lint", folder], ["format", "."], ["format", "--check", "."]] {
                let run = try stagehand(arguments, in: folder)
                #expect(run.status == 1, "\(arguments): \(run.output)")
                #expect(run.output.contains("c.scene.yaml:1:1: error: "), "\(arguments): \(run.output)")
                #expect(run.output.contains("[file-outside-folder]"), "\(arguments): \(run.output)")
                #expect(!run.output.contains("TOPSECRET"), "\(arguments): \(run.output)")
                #expect(try String(contentsOfFile: outside, encoding: .utf8) == victim, "\(arguments) wrote through the link")
            }
            // A link that stays inside the folder is searched like any file.
            let lint = try stagehand(["lint", "."], in: folder)
            #expect(lint.output.contains("b.scene.yaml:"), "\(lint.output)")
        }
    }

    @Test func testSavesIntoTheScratchCopyWhenTheScriptIsNamedFromItsOwnFolder() throws {
        try TemporaryFiles.withFolder { folder in
            let original = #"[{"name": "Ada"}]"# + "\n"
            let list = try TemporaryFiles.write(original, to: "list.json", in: folder)
            _ = try TemporaryFiles.write(Self.savingScene, to: "s.scene.yaml", in: folder)
            _ = try TemporaryFiles.write("""
                scene: s.scene.yaml
                steps:
                  - type: { into: nameField, text: Bob }
                  - submit: nameField
                  - expect: { file: list.json, equals: after.json }
                """, to: "b.script.yaml", in: folder)
            _ = try TemporaryFiles.write(#"[{"name": "Ada"}, {"name": "Bob"}]"#, to: "after.json", in: folder)
            for arguments in [["test", "b.script.yaml"], ["test", "."], ["test"]] {
                let run = try stagehand(arguments, in: folder)
                #expect(run.status == 0, "\(arguments): \(run.output)")
                #expect(run.output.contains("PASS b.script.yaml"), "\(arguments): \(run.output)")
                #expect(try String(contentsOfFile: list, encoding: .utf8) == original, "\(arguments) changed the original")
            }
        }
    }

    @Test func testDiagnosticsNameTheFilesAsTheyWereGiven() throws {
        try TemporaryFiles.withFolder { folder in
            _ = try TemporaryFiles.write("[]\n", to: "list.json", in: folder)
            _ = try TemporaryFiles.write(Self.savingScene, to: "s.scene.yaml", in: folder)
            _ = try TemporaryFiles.write("""
                scene: s.scene.yaml
                steps:
                  - expect: { view: nameField, text: nope }
                """, to: "z.script.yaml", in: folder)
            let run = try stagehand(["test", "z.script.yaml"], in: folder)
            #expect(run.status == 1)
            #expect(run.output.contains("\nz.script.yaml:3:"), "\(run.output)")
            #expect(!run.output.contains("stagehand-test-"), "no path of the scratch copy is shown: \(run.output)")
        }
    }

    @Test func testRefusesADataFileLinkedOutsideAsRunDoes() throws {
        try TemporaryFiles.withFolder { root in
            let outside = try TemporaryFiles.write(Self.secret, to: "outside/data.json", in: root)
            let folder = root + "/scene"
            _ = try TemporaryFiles.write(Self.secretScene, to: "s.scene.yaml", in: folder)
            _ = try TemporaryFiles.write("""
                scene: s.scene.yaml
                steps:
                  - expect: { view: o, text: zz }
                """, to: "a.script.yaml", in: folder)
            try link(folder + "/data.json", to: "../outside/data.json")
            #expect(FileManager.default.fileExists(atPath: outside))
            try expectRefused([["test", folder], ["test", "a.script.yaml"], ["run", "--script", "a.script.yaml"]],
                              in: folder, code: "data-file-outside-scene")
        }
    }

    @Test func testKeepsAFolderLinkedOutsideALinkInTheCopy() throws {
        try TemporaryFiles.withFolder { root in
            _ = try TemporaryFiles.write(Self.secret, to: "outside/data.json", in: root)
            let folder = root + "/scene"
            _ = try TemporaryFiles.write(Self.secretScene.replacingOccurrences(of: "path: data.json", with: "path: sub/data.json"),
                                         to: "s.scene.yaml", in: folder)
            _ = try TemporaryFiles.write("""
                scene: s.scene.yaml
                steps:
                  - expect: { view: o, text: zz }
                """, to: "a.script.yaml", in: folder)
            try link(folder + "/sub", to: "../outside")
            let run = try stagehand(["test", "."], in: folder)
            #expect(run.output.contains("[data-file-outside-scene]"), "\(run.output)")
            #expect(!run.output.contains("TOPSECRET"), "\(run.output)")
        }
    }

    @Test func testCopiesAFIFODataFileAsAFIFOAndNeverOpensIt() throws {
        try TemporaryFiles.withFolder { folder in
            _ = try TemporaryFiles.write(Self.secretScene, to: "s.scene.yaml", in: folder)
            _ = try TemporaryFiles.write("scene: s.scene.yaml\nsteps:\n  - expect: { view: o, text: zz }\n", to: "a.script.yaml", in: folder)
            #expect(mkfifo(folder + "/data.json", 0o600) == 0)
            let run = try stagehand(["test", "a.script.yaml"], in: folder)
            #expect(run.status == 1)
            #expect(run.output.contains("[not-a-regular-file]"), "\(run.output)")
        }
    }

    @Test func expectFilesLinkedOutsideAreNeverRead() throws {
        try TemporaryFiles.withFolder { root in
            _ = try TemporaryFiles.write(Self.secret, to: "outside/data.json", in: root)
            let folder = root + "/scene"
            _ = try TemporaryFiles.write(Self.secretScene.replacingOccurrences(of: "path: data.json", with: "path: real.json"),
                                         to: "s.scene.yaml", in: folder)
            _ = try TemporaryFiles.write(#"{"secret": "mine"}"#, to: "real.json", in: folder)
            _ = try TemporaryFiles.write(#"{"secret": "mine"}"#, to: "fx/mine.json", in: folder)
            try link(folder + "/fx/theirs.json", to: "../../outside/data.json")
            try link(folder + "/linked.json", to: "../outside/data.json")
            let cases = [("equals.script.yaml", "{ file: real.json, equals: fx/theirs.json }"),
                         ("file.script.yaml", "{ file: linked.json, equals: fx/mine.json }")]
            for (name, expectation) in cases {
                _ = try TemporaryFiles.write("scene: s.scene.yaml\nsteps:\n  - expect: \(expectation)\n", to: name, in: folder)
                try expectRefused([["lint", name], ["run", "--script", name], ["test", name]], in: folder, code: "file-outside-folder")
            }
        }
    }

    /// Lint holds `expect: { file:, equals: }` to what the run holds them to, and says when the
    /// expected data is missing, before anything plays.
    @Test func lintChecksTheFilesAnExpectStepCompares() throws {
        try TemporaryFiles.withFolder { root in
            let folder = root + "/scene"
            _ = try TemporaryFiles.write(Self.secretScene, to: "s.scene.yaml", in: folder)
            _ = try TemporaryFiles.write(#"{"secret": "mine"}"#, to: "fx/mine.json", in: folder)
            let cases = [("{ file: ../up.json, equals: fx/mine.json }", "script.yaml:3:21: error: saved file '../up.json' leads outside the scene's folder", "file-outside-folder"),
                         ("{ file: data.json, equals: ../up.json }", "script.yaml:3:40: error: file '../up.json' leads outside the script's folder", "file-outside-folder"),
                         ("{ file: data.json, equals: fx/mien.json }", "script.yaml:3:40: error: file 'fx/mien.json' does not exist", "file-not-found")]
            for (expectation, message, code) in cases {
                _ = try TemporaryFiles.write("scene: s.scene.yaml\nsteps:\n  - expect: \(expectation)\n", to: "a.script.yaml", in: folder)
                let lint = try stagehand(["lint", "a.script.yaml"], in: folder)
                #expect(lint.status == 1, "\(expectation): \(lint.output)")
                #expect(lint.output.contains("a." + message), "\(expectation): \(lint.output)")
                #expect(lint.output.contains("[\(code)]"), "\(expectation): \(lint.output)")
            }
        }
    }

    @Test func fixtureAndStandInFilesLinkedOutsideAreRefusedByLintAndRun() throws {
        try TemporaryFiles.withFolder { root in
            _ = try TemporaryFiles.write(Self.secret, to: "outside/data.json", in: root)
            let folder = root + "/scene"
            _ = try TemporaryFiles.write(Self.commandScene, to: "s.scene.yaml", in: folder)
            try link(folder + "/out.json", to: "../outside/data.json")
            let standIn = "scene: s.scene.yaml\ncommands:\n  - { match: [lsblk, -J], stdout: out.json }\nsteps:\n  - wait: 10ms\n"
            let fixture = "scene: s.scene.yaml\nfixtures: { disks: out.json }\nsteps:\n  - wait: 10ms\n"
            for (name, text) in [("standin.script.yaml", standIn), ("fixture.script.yaml", fixture)] {
                _ = try TemporaryFiles.write(text, to: name, in: folder)
                try expectRefused([["lint", name], ["run", "--script", name]], in: folder, code: "file-outside-folder")
            }
        }
    }

    @Test func aFIFOStandInFileIsNotARegularFileForLintAndRun() throws {
        try TemporaryFiles.withFolder { folder in
            _ = try TemporaryFiles.write(Self.commandScene, to: "s.scene.yaml", in: folder)
            #expect(mkfifo(folder + "/out.json", 0o600) == 0)
            _ = try TemporaryFiles.write("scene: s.scene.yaml\ncommands:\n  - { match: [lsblk, -J], stdout: out.json }\nsteps:\n  - wait: 10ms\n",
                                         to: "a.script.yaml", in: folder)
            for arguments in [["lint", "a.script.yaml"], ["run", "--script", "a.script.yaml"]] {
                let run = try stagehand(arguments, in: folder)
                #expect(run.output.contains("is a FIFO, not a regular file"), "\(arguments): \(run.output)")
                #expect(run.output.contains("[not-a-regular-file]"), "\(arguments): \(run.output)")
            }
        }
    }

    @Test func theJUnitReportEscapesControlCharactersInItsAttributes() throws {
        try TemporaryFiles.withFolder { folder in
            _ = try TemporaryFiles.write(#"{"secret": "a\u001b[31mRED\u0007 b\u009b"}"#, to: "data.json", in: folder)
            _ = try TemporaryFiles.write(Self.secretScene, to: "s.scene.yaml", in: folder)
            _ = try TemporaryFiles.write("scene: s.scene.yaml\nsteps:\n  - expect: { view: o, text: zz }\n", to: "a.script.yaml", in: folder)
            let run = try stagehand(["test", "--junit", "report.xml", "a.script.yaml"], in: folder)
            #expect(run.status == 1)
            let report = try String(contentsOfFile: folder + "/report.xml", encoding: .utf8)
            let message = try #require(report.split(separator: "\n").first { $0.contains("<failure message=") })
            #expect(message.contains(#"a\e[31mRED\u{07} b\u{9b}"#), "\(message)")
            #expect(!report.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0xFFFD }, "\(report)")
        }
    }
}
