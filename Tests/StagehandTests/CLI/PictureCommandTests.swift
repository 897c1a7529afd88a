import Foundation
import Testing

/// `stagehand render` and `stagehand storyboard` as a person runs them: the built executable,
/// from the repository root.
@Suite("CLI: render and storyboard")
struct PictureCommandTests {
    static func temporaryFile(_ name: String) -> String {
        TemporaryFiles.path("stagehand", suffix: "-" + name)
    }

    @Test("render prints the first frame as text by default, at --size")
    func text() throws {
        let result = try DocsSupport.run("stagehand render Scenes/Contacts/contact.scene.yaml --size 30x6")
        #expect(result.status == 0)
        #expect(result.output == "Contact\n" + String(repeating: "─", count: 30) + "\n\n Phone: no number\n ▸[ Back ]\n\n")
    }

    @Test("render --script --step N draws the frame after N steps, at the script's size")
    func step() throws {
        let first = try DocsSupport.run("stagehand render Scenes/people.scene.yaml --script Scenes/people.script.yaml --step 0")
        #expect(first.status == 0)
        #expect(first.output.contains("4 people"))
        #expect(first.output.split(separator: "\n", omittingEmptySubsequences: false).count == 21, "the script's 60x20, and a closing line break")
        let later = try DocsSupport.run("stagehand render Scenes/people.scene.yaml --script Scenes/people.script.yaml --step 5")
        #expect(later.output.contains("5 people"))
        let past = try DocsSupport.run("stagehand render Scenes/people.scene.yaml --script Scenes/people.script.yaml --step 99")
        #expect(past.status == 2)
        #expect(past.output.contains("--step 99: Scenes/people.script.yaml has 19 steps"))
        let alone = try DocsSupport.run("stagehand render Scenes/people.scene.yaml --step 1")
        #expect(alone.status == 2)
    }

    @Test("render runs no command without --commands: a data source shows its loading state; with it, the results")
    func commandsOnlyWhenAsked() throws {
        let result = try DocsSupport.run("stagehand render Scenes/Commands/commands.scene.yaml")
        #expect(result.status == 0)
        #expect(result.output.contains("Climate: Loading…"))
        #expect(!result.output.contains("21.5°C"))
        let run = try DocsSupport.run("stagehand render Scenes/Commands/commands.scene.yaml --commands")
        #expect(run.status == 0)
        #expect(run.output.contains("21.5°C"))
    }

    @Test("render without --commands shows a command's sample, ready, and runs nothing; storyboards neither")
    func samplesInsteadOfCommands() throws {
        let folder = try TemporaryFiles.folder("stagehand-render-sample")
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("#!/bin/sh\ntouch ran.marker\necho '{\"name\": \"from the command\"}'\n", to: "run.sh", in: folder)
        try TemporaryFiles.write("{\"name\": \"from the sample\"}\n", to: "sample.json", in: folder)
        try TemporaryFiles.write("""
            stagehand: 1
            scene: sampled
            dataSources:
              - { id: info, type: CommandDataSource, properties: { command: [sh, run.sh], sample: sample.json } }
            views:
              - { id: name, type: Label }
              - { id: status, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: info, view: name }, properties: { format: "Name: {name}" } }
              - { type: StatusBinding, outlets: { dataSource: info, view: status } }
            """, to: "sampled.scene.yaml", in: folder)
        let drawn = try DocsSupport.run("stagehand render \(folder)/sampled.scene.yaml --size 40x4")
        #expect(drawn.status == 0)
        #expect(drawn.output.contains("Name: from the sample"), "\(drawn.output)")
        #expect(!drawn.output.contains("Loading"))
        let storyboard = try DocsSupport.run("stagehand storyboard \(folder) --format text")
        #expect(storyboard.status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder + "/ran.marker"), "no command ran")
        let ran = try DocsSupport.run("stagehand render \(folder)/sampled.scene.yaml --size 40x4 --commands")
        #expect(ran.output.contains("Name: from the command"), "\(ran.output)")
        #expect(FileManager.default.fileExists(atPath: folder + "/ran.marker"))
    }

    @Test("render --script without --commands: a command no stand-in answers shows its sample, not unmatched-command")
    func samplesForCommandsNoStandInAnswers() throws {
        try TemporaryFiles.withFolder { folder in
            _ = try TemporaryFiles.write("#!/bin/sh\ntouch ran.marker\n", to: "run.sh", in: folder)
            _ = try TemporaryFiles.write("{\"name\": \"from the sample\"}\n", to: "sample.json", in: folder)
            _ = try TemporaryFiles.write("""
                stagehand: 1
                scene: two
                dataSources:
                  - { id: answered, type: CommandDataSource, properties: { command: [sh, run.sh, one] } }
                  - { id: sampled, type: CommandDataSource, properties: { command: [sh, run.sh, two], sample: sample.json } }
                views:
                  - { id: first, type: Label }
                  - { id: second, type: Label }
                bindings:
                  - { type: TextBinding, outlets: { dataSource: answered, view: first }, properties: { path: name } }
                  - { type: TextBinding, outlets: { dataSource: sampled, view: second }, properties: { path: name } }
                """, to: "two.scene.yaml", in: folder)
            _ = try TemporaryFiles.write("""
                scene: two.scene.yaml
                commands:
                  - match: [sh, run.sh, one]
                    output: '{"name": "from the stand-in"}'
                steps:
                  - wait: 1s
                """, to: "two.script.yaml", in: folder)
            let drawn = try DocsSupport.run("stagehand", ["render", "--script", "two.script.yaml", "--size", "40x8"], in: folder)
            #expect(drawn.status == 0, "\(drawn.output)")
            #expect(drawn.output.contains("from the stand-in"), "\(drawn.output)")
            #expect(drawn.output.contains("from the sample"), "\(drawn.output)")
            #expect(!drawn.output.contains("unmatched-command"), "\(drawn.output)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/ran.marker"), "no command ran")
            // Playing the script still asks for a stand-in for every command.
            let played = try DocsSupport.run("stagehand", ["run", "--script", "two.script.yaml"], in: folder)
            #expect(played.status == 1)
            #expect(played.output.contains("[unmatched-command]"), "\(played.output)")
        }
    }

    @Test("every command's help says whether it runs a scene's programs")
    func helpSaysWhoRunsPrograms() throws {
        /// Help as words, however it was wrapped.
        func help(_ command: String) throws -> String {
            try DocsSupport.run("stagehand \(command) --help").output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        for command in ["lint", "format", "storyboard", "types", "schema", "lsp"] {
            let text = try help(command)
            #expect(text.contains("Runs no program of") || text.contains("never run a scene's commands"), "\(command): \(text)")
        }
        for command in ["run", "test", "mcp"] {
            let text = try help(command)
            #expect(text.contains("only folders you trust"), "\(command): \(text)")
        }
        #expect(try help("render").contains("Runs no program of the scene unless given --commands"))
    }

    @Test("-o's extension picks the format; another extension is refused")
    func formatFromExtension() throws {
        let svg = Self.temporaryFile("frame.svg")
        defer { try? FileManager.default.removeItem(atPath: svg) }
        let drawn = try DocsSupport.run("stagehand render Scenes/Contacts/contacts.scene.yaml -o \(svg)")
        #expect(drawn.status == 0 && drawn.output.isEmpty)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"432\""))
        let refused = try DocsSupport.run("stagehand render Scenes/Contacts/contacts.scene.yaml -o \(Self.temporaryFile("frame.jpg"))")
        #expect(refused.status == 2)
        #expect(refused.output.contains("cannot tell the format"))
        let mermaid = Self.temporaryFile("app.mmd")
        defer { try? FileManager.default.removeItem(atPath: mermaid) }
        #expect(try DocsSupport.run("stagehand storyboard Scenes/Songs -o \(mermaid)").status == 0)
        #expect(try String(contentsOfFile: mermaid, encoding: .utf8).hasPrefix("flowchart LR\n"))
    }

    @Test("a scene or folder that is not there: exit 2")
    func missing() throws {
        let scene = try DocsSupport.run("stagehand render Scenes/nothing.scene.yaml")
        #expect(scene.status == 2)
        #expect(scene.output.contains("Scenes/nothing.scene.yaml:1:1: error:"))
        let folder = try DocsSupport.run("stagehand storyboard Scenes/Nothing")
        #expect(folder.status == 2)
        #expect(folder.output == "error: Scenes/Nothing: no such file or folder\n")
    }

    @Test("render --format png writes a PNG of the frame's size",
          .enabled(if: ExternalTools.available(.rsvgConvert), "rsvg-convert is not installed (Debian: librsvg2-bin)"))
    func png() throws {
        let file = Self.temporaryFile("frame.png")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try DocsSupport.run("stagehand render Scenes/Songs/songs.scene.yaml --size 100x30 -o \(file)")
        #expect(result.status == 0)
        let png = try #require(PNGFile(Array(try Data(contentsOf: URL(fileURLWithPath: file)))))
        #expect(png.width == 900 && png.height == 540)
    }
}
