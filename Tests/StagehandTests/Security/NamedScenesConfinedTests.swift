import Foundation
import Testing
import Stagehand
import StagehandConsole

/// A scene that a script or a segue names may lie beside the folder (`../app.scene.yaml`), but a
/// file outside that is not named as a scene, or a FIFO anywhere, is never read: the built
/// executable, run in the folder a person runs it from.
@Suite struct NamedScenesConfinedTests {
    /// A file of the user's outside the folder; its text must never appear in any output.
    static let secret = "user_setting: TOPSECRET-3\nmore: x\n"

    /// A scene whose button performs a segue to `destination`.
    static func sceneLeading(to destination: String) -> String {
        """
        stagehand: 1
        scene: main
        views:
          - { id: go, type: Button, properties: { title: Go } }
        segues:
          - { id: next, to: "\(destination)" }
        responders:
          - { type: SegueResponder, on: [go.tap], properties: { segue: next } }
        """
    }

    private func stagehand(_ arguments: [String], in directory: String) throws -> (output: String, status: Int32) {
        try RefusedCommands.stagehand(arguments, in: directory)
    }

    private func expectRefused(_ commandLines: [[String]], in folder: String, code: String,
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try RefusedCommands.expectRefused(commandLines, in: folder, code: code, sourceLocation: sourceLocation)
    }

    @Test func aScriptsSceneOutsideThatIsNoSceneIsNeverRead() throws {
        try TemporaryFiles.withFolder { root in
            _ = try TemporaryFiles.write(Self.secret, to: "outside/settings.yaml", in: root)
            let folder = root + "/app"
            _ = try TemporaryFiles.write("scene: ../outside/settings.yaml\nsteps:\n  - wait: 1ms\n", to: "dots.script.yaml", in: folder)
            // A link named as a scene is judged by where it leads.
            try FileManager.default.createSymbolicLink(atPath: folder + "/linked.scene.yaml", withDestinationPath: "../outside/settings.yaml")
            _ = try TemporaryFiles.write("scene: linked.scene.yaml\nsteps:\n  - wait: 1ms\n", to: "link.script.yaml", in: folder)
            for name in ["dots.script.yaml", "link.script.yaml"] {
                try expectRefused([["lint", name], ["run", "--script", name], ["test", name]], in: folder, code: "file-outside-folder")
            }
        }
    }

    @Test func aSceneBesideTheFolderNamedAsASceneIsStillPlayed() throws {
        try TemporaryFiles.withFolder { root in
            _ = try TemporaryFiles.write("stagehand: 1\nscene: a\nviews:\n  - { id: l, type: Label, properties: { text: Hello } }\n",
                                         to: "app/a.scene.yaml", in: root)
            let scripts = root + "/scripts"
            _ = try TemporaryFiles.write("scene: ../app/a.scene.yaml\nsteps:\n  - expect: { view: l, text: Hello }\n", to: "a.script.yaml", in: scripts)
            for arguments in [["lint", "a.script.yaml"], ["test", "a.script.yaml"]] {
                let run = try stagehand(arguments, in: scripts)
                #expect(run.status == 0, "\(arguments): \(run.output)")
            }
        }
    }

    @Test func aSegueToAFileOutsideThatIsNoSceneIsNeverRead() throws {
        try TemporaryFiles.withFolder { root in
            _ = try TemporaryFiles.write(Self.secret, to: "outside/settings.yaml", in: root)
            let folder = root + "/app"
            _ = try TemporaryFiles.write(Self.sceneLeading(to: "../outside/settings.yaml"), to: "main.scene.yaml", in: folder)
            _ = try TemporaryFiles.write("scene: main.scene.yaml\nsteps:\n  - click: go\n", to: "go.script.yaml", in: folder)
            // Lint's error keeps the scene from being played at all.
            try expectRefused([["lint", "main.scene.yaml"], ["lint", "."], ["run", "--script", "go.script.yaml"]],
                              in: folder, code: "file-outside-folder")
            for format in ["text", "svg", "mermaid"] {
                let picture = try stagehand(["storyboard", "main.scene.yaml", "--format", format], in: folder)
                #expect(!picture.output.contains("TOPSECRET"), "\(format): \(picture.output)")
                #expect(!picture.output.contains("user_setting"), "\(format): \(picture.output)")
                // The drawing says why the destination is not drawn: it is there, but not read.
                #expect(picture.output.contains("outside the folder, not a scene file"), "\(format): \(picture.output)")
                #expect(!picture.output.contains("missing file"), "\(format): \(picture.output)")
            }
        }
    }

    @Test func aFIFONamedAsASceneIsNotARegularFile() throws {
        try TemporaryFiles.withFolder { folder in
            #expect(mkfifo(folder + "/pipe.scene.yaml", 0o600) == 0)
            _ = try TemporaryFiles.write("scene: pipe.scene.yaml\nsteps:\n  - wait: 1ms\n", to: "a.script.yaml", in: folder)
            _ = try TemporaryFiles.write(Self.sceneLeading(to: "pipe.scene.yaml"), to: "main.scene.yaml", in: folder)
            try expectRefused([["lint", "a.script.yaml"], ["run", "--script", "a.script.yaml"], ["lint", "main.scene.yaml"]],
                              in: folder, code: "not-a-regular-file")
            let outline = try stagehand(["storyboard", "main.scene.yaml", "--format", "text"], in: folder)
            #expect(outline.output.contains("not a regular file"), "\(outline.output)")
        }
    }

    @Test func anEntryOutsideTheSettingsFolderIsReported() throws {
        try TemporaryFiles.withFolder { root in
            _ = try TemporaryFiles.write(Self.secret, to: "outside/settings.yaml", in: root)
            let folder = root + "/app"
            _ = try TemporaryFiles.write("stagehand: 1\nscene: a\nviews:\n  - { type: Label }\n", to: "a.scene.yaml", in: folder)
            _ = try TemporaryFiles.write("entry: ../outside/settings.yaml\n", to: ".stagehand.yaml", in: folder)
            try expectRefused([["lint", "."]], in: folder, code: "file-outside-folder")
        }
    }

    /// A destination swapped for a link after the scene was checked is refused when performed,
    /// and the runtime problem quotes nothing of where it leads.
    @Test func performingASegueToALinkSwappedInAfterLintReadsNothing() throws {
        try TemporaryFiles.withFolder { root in
            _ = try TemporaryFiles.write(Self.secret, to: "outside/settings.yaml", in: root)
            let folder = root + "/app"
            let main = try TemporaryFiles.write(Self.sceneLeading(to: "next.scene.yaml"), to: "main.scene.yaml", in: folder)
            _ = try TemporaryFiles.write("stagehand: 1\nscene: next\nviews:\n  - { type: Label }\n", to: "next.scene.yaml", in: folder)
            let stage = Stage(registry: Registry())
            #expect(stage.start(sceneFile: main).filter { $0.severity == .error }.isEmpty)
            let first = try #require(stage.current)
            let segue = try #require(first.description.segues.first)
            try FileManager.default.removeItem(atPath: folder + "/next.scene.yaml")
            try FileManager.default.createSymbolicLink(atPath: folder + "/next.scene.yaml", withDestinationPath: "../outside/settings.yaml")
            let error = #expect(throws: ResponderError.self) { try stage.perform(segue, value: .null, from: first) }
            #expect(error?.message.contains("it is not read") == true, "\(String(describing: error))")
            #expect(error?.message.contains("TOPSECRET") == false)
            #expect(stage.depth == 1)
        }
    }
}
