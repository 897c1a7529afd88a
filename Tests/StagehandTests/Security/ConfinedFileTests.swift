import Foundation
import Testing
import Stagehand
import StagehandConsole

/// Every file a scene or script names stays in the folder tree of the file that names it,
/// through symbolic links, and is a regular file: otherwise it is never read or written, and
/// nothing of it appears in any output. A FIFO never hangs anything.
@Suite struct ConfinedFileTests {
    /// A secret outside every scene folder: its keys must never be printed.
    static let secret = "leakedSecretKey: 42\notherSecretKey: 7\n"

    static let dataScene = """
        stagehand: 1
        scene: data
        dataSources:
          - { id: items, type: FileDataSource, properties: { path: data.yaml } }
        views: [{ id: label, type: Label }]
        bindings:
          - { type: TextBinding, outlets: { dataSource: items, view: label }, properties: { path: missingKey } }
        """

    static let minimalScene = """
        stagehand: 1
        scene: minimal
        views: [{ id: label, type: Label, properties: { text: hello } }]
        """

    func lint(_ path: String) -> [Diagnostic] {
        Linter(registry: Registry()).lint(paths: [path]).diagnostics
    }

    func everything(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { ([$0.formatted] + $0.notes.map(\.message)).joined(separator: "\n") }.joined(separator: "\n")
    }

    @Test func aDataFileLinkedToAFileOutsideIsNeverRead() throws {
        try TemporaryFiles.withFolder { root in
            let outside = try TemporaryFiles.write(Self.secret, to: "private/secret.yaml", in: root)
            let folder = root + "/scenes"
            let scene = try TemporaryFiles.write(Self.dataScene, to: "a.scene.yaml", in: folder)
            try FileManager.default.createSymbolicLink(atPath: folder + "/data.yaml", withDestinationPath: outside)
            let diagnostics = lint(scene)
            #expect(diagnostics.map(\.code).contains(.dataFileOutsideScene))
            #expect(!diagnostics.map(\.code).contains(.pathNotInData), "no key list of a file that was never read")
            #expect(!everything(diagnostics).contains("SecretKey"))
            // At run time too: nothing loads, nothing shows.
            let live = try RuntimeTestSupport.scene(String(Self.dataScene.split(separator: "\n").dropFirst(2).joined(separator: "\n")),
                                                    file: scene, expectErrors: true)
            let items = try live.object("items", as: DataSource.self)
            #expect(items.value == .null)
            #expect(!everything(live.diagnostics).contains("SecretKey"))
        }
    }

    @Test func aDataFileLinkedInsideTheFolderIsRead() throws {
        try TemporaryFiles.withFolder { folder in
            try TemporaryFiles.write("missingKey: here\n", to: "real/data.yaml", in: folder)
            let scene = try TemporaryFiles.write(Self.dataScene, to: "a.scene.yaml", in: folder)
            try FileManager.default.createSymbolicLink(atPath: folder + "/data.yaml", withDestinationPath: "real/data.yaml")
            #expect(lint(scene).filter { $0.severity == .error }.isEmpty)
        }
    }

    @Test func aFIFODataFileIsNotARegularFileAndNothingHangs() throws {
        try TemporaryFiles.withFolder { folder in
            let scene = try TemporaryFiles.write(Self.dataScene, to: "a.scene.yaml", in: folder)
            #expect(mkfifo(folder + "/data.yaml", 0o644) == 0)
            let diagnostics = lint(scene)
            #expect(diagnostics.map(\.code).contains(.notARegularFile))
            #expect(!diagnostics.map(\.code).contains(.missingDataFile))
            let live = try RuntimeTestSupport.scene(String(Self.dataScene.split(separator: "\n").dropFirst(2).joined(separator: "\n")),
                                                    file: scene, expectErrors: true)
            #expect(try live.object("items", as: DataSource.self).value == .null)
        }
    }

    /// A scene and a script beside it whose only step expects the frame to equal `frame`.
    func scriptFolder(frame: String, in folder: String) throws -> String {
        try TemporaryFiles.write(Self.minimalScene, to: "minimal.scene.yaml", in: folder)
        return try TemporaryFiles.write("scene: minimal.scene.yaml\nsize: 20x4\nsteps:\n  - expect: { frame: \(frame) }\n",
                                        to: "frame.script.yaml", in: folder)
    }

    func play(_ script: String, updating: Bool) -> ScriptPlayer.Result {
        var options = ScriptPlayer.Options()
        options.updatesFrames = updating
        return ScriptPlayer().play(scriptFile: script, options: options)
    }

    @Test(arguments: ["/etc/passwd", "../outside.txt"])
    func aFramePathOutsideTheFolderIsNeitherReadNorWritten(frame: String) throws {
        try TemporaryFiles.withFolder { root in
            let outside = try TemporaryFiles.write("root:x:0:0:outside\n", to: "outside.txt", in: root)
            let script = try scriptFolder(frame: frame, in: root + "/suite")
            #expect(lint(script).map(\.code).contains(.fileOutsideFolder))
            for updating in [false, true] {
                let result = play(script, updating: updating)
                #expect(result.exitStatus == 1)
                #expect(result.diagnostics.map(\.code).contains(.fileOutsideFolder))
                #expect(!(everything(result.diagnostics) + result.output).contains("root:x:0:0"))
                #expect(result.framesWritten.isEmpty)
            }
            #expect(try String(contentsOfFile: outside, encoding: .utf8) == "root:x:0:0:outside\n")
        }
    }

    @Test func aFrameFileLinkedOutsideIsNeitherReadNorOverwritten() throws {
        try TemporaryFiles.withFolder { root in
            let outside = try TemporaryFiles.write("root:x:0:0:outside\n", to: "outside.txt", in: root)
            let script = try scriptFolder(frame: "frames/link.txt", in: root + "/suite")
            try FileManager.default.createDirectory(atPath: root + "/suite/frames", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root + "/suite/frames/link.txt", withDestinationPath: outside)
            #expect(lint(script).map(\.code).contains(.fileOutsideFolder))
            for updating in [false, true] {
                let result = play(script, updating: updating)
                #expect(result.diagnostics.map(\.code).contains(.fileOutsideFolder))
                #expect(!(everything(result.diagnostics) + result.output).contains("root:x:0:0"))
            }
            #expect(try String(contentsOfFile: outside, encoding: .utf8) == "root:x:0:0:outside\n")
        }
    }

    @Test func aFramesFolderLinkedOutsideIsNotWrittenThrough() throws {
        try TemporaryFiles.withFolder { root in
            let elsewhere = try TemporaryFiles.folder("elsewhere")
            defer { TemporaryFiles.remove(elsewhere) }
            let script = try scriptFolder(frame: "frames/new.txt", in: root + "/suite")
            try FileManager.default.createSymbolicLink(atPath: root + "/suite/frames", withDestinationPath: elsewhere)
            let result = play(script, updating: true)
            #expect(result.diagnostics.map(\.code).contains(.fileOutsideFolder))
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == [])
        }
    }

    @Test func aFIFOFrameFileFailsWithoutHanging() throws {
        try TemporaryFiles.withFolder { folder in
            let script = try scriptFolder(frame: "frame.txt", in: folder)
            #expect(mkfifo(folder + "/frame.txt", 0o644) == 0)
            #expect(lint(script).map(\.code).contains(.notARegularFile))
            for updating in [false, true] {
                let result = play(script, updating: updating)
                #expect(result.exitStatus == 1)
                #expect(result.diagnostics.map(\.code).contains(.notARegularFile))
            }
        }
    }

    @Test func aFrameInsideTheFolderIsStillWrittenAndRead() throws {
        try TemporaryFiles.withFolder { folder in
            let script = try scriptFolder(frame: "frames/ok.txt", in: folder)
            let written = play(script, updating: true)
            #expect(written.exitStatus == 0, "\(written.diagnostics.map(\.formatted))")
            #expect(written.framesWritten.count == 1)
            #expect(play(script, updating: false).exitStatus == 0)
        }
    }
}

/// A sample, a stand-in's output and any file other than a data source's own data that leads
/// outside its folder is `file-outside-folder`; a data source's data file stays
/// `data-file-outside-scene`.
@Suite struct OtherFilesOutsideTests {
    @Test func aSampleOutsideTheFolderIsFileOutsideFolder() throws {
        try TemporaryFiles.withFolder { root in
            _ = try TemporaryFiles.write("[]\n", to: "private/sample.json", in: root)
            let scene = try TemporaryFiles.write("""
                stagehand: 1
                scene: s
                dataSources:
                  - { id: disks, type: CommandDataSource, properties: { command: [ls], sample: ../private/sample.json } }
                  - { id: notes, type: FileDataSource, properties: { path: ../private/sample.json } }
                views: [{ id: label, type: Label }]
                bindings:
                  - { type: TextBinding, outlets: { dataSource: disks, view: label } }
                  - { type: TextBinding, outlets: { dataSource: notes, view: label } }
                """, to: "scenes/s.scene.yaml", in: root)
            let codes = Linter(registry: Registry()).lint(paths: [scene]).diagnostics.map(\.code)
            #expect(codes.contains(.fileOutsideFolder), "\(codes)")
            #expect(codes.contains(.dataFileOutsideScene), "\(codes)")
        }
    }

    @Test func aStandInFileOutsideTheScriptsFolderIsFileOutsideFolder() throws {
        try TemporaryFiles.withFolder { root in
            _ = try TemporaryFiles.write("[]\n", to: "private/out.json", in: root)
            _ = try TemporaryFiles.write("""
                stagehand: 1
                scene: s
                dataSources:
                  - { id: disks, type: CommandDataSource, properties: { command: [lsblk, -J] } }
                views: [{ id: label, type: Label }]
                bindings:
                  - { type: TextBinding, outlets: { dataSource: disks, view: label } }
                """, to: "scenes/s.scene.yaml", in: root)
            let script = try TemporaryFiles.write("""
                scene: s.scene.yaml
                commands:
                  - { match: [lsblk, -J], stdout: ../private/out.json }
                steps:
                  - wait: 10ms
                """, to: "scenes/s.script.yaml", in: root)
            let codes = Linter(registry: Registry()).lint(paths: [script]).diagnostics.map(\.code)
            #expect(codes.contains(.fileOutsideFolder), "\(codes)")
            #expect(!codes.contains(.dataFileOutsideScene), "\(codes)")
        }
    }
}
