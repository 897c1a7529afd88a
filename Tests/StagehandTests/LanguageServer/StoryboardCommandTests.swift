import Foundation
import Stagehand
import StagehandCLI
import StagehandConsole
import StagehandLanguageServer
import Testing

/// The language server's `stagehand.storyboard` command: advertised when the server can draw,
/// it answers with the path of the SVG drawn for the open file's folder.
@Suite("Language server: the storyboard command")
struct StoryboardCommandTests {
    static func execute(_ server: LanguageServer, _ arguments: JSON, command: String = "stagehand.storyboard") -> JSON? {
        server.handle(["jsonrpc": "2.0", "id": 7, "method": "workspace/executeCommand", "params": ["command": .string(command), "arguments": arguments]]).first
    }

    static func capabilities(_ server: LanguageServer) -> JSON? {
        server.handle(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]).first?["result"]?["capabilities"]
    }

    @Test("advertised only when the server can draw, and answered with the drawn file's path")
    func command() throws {
        let server = LanguageServer(registry: Registry())
        #expect(Self.capabilities(server)?["executeCommandProvider"]?["commands"]?.array?.isEmpty == true)
        let asked = LockedFolders()
        server.storyboardDrawer = { folder in
            asked.append(folder)
            return folder + "/storyboard.svg"
        }
        #expect(Self.capabilities(server)?["executeCommandProvider"]?["commands"]?.array?.compactMap(\.string) == ["stagehand.storyboard"])
        let answer = Self.execute(server, ["file:///work/app/Scenes/people.scene.yaml"])
        #expect(answer?["result"]?.string == "/work/app/Scenes/storyboard.svg")
        #expect(asked.folders == ["/work/app/Scenes"])
        #expect(Self.execute(server, [], command: "stagehand.storyboard")?["error"]?["code"]?.int == -32602)
        #expect(Self.execute(server, ["file:///a.scene.yaml"], command: "other")?["error"]?["code"]?.int == -32602)
        server.storyboardDrawer = { _ in throw CommandFailure("dot is missing") }
        let failed = Self.execute(server, ["file:///work/app/Scenes/people.scene.yaml"])
        #expect(failed?["error"]?["code"]?.int == -32803)
        #expect(failed?["error"]?["message"]?.string?.contains("dot is missing") == true)
    }

    @Test("the stagehand lsp command draws an SVG file for the folder",
          .enabled(if: ExternalTools.available(.dot), "dot is not installed (Debian: graphviz)"))
    func drawsFile() throws {
        let temporary = try TemporaryFiles.folder("tmpdir")
        defer { TemporaryFiles.remove(temporary) }
        let environment = ["TMPDIR": temporary]
        let path = try StoryboardFile.draw(Repository.path("Scenes/Contacts"), with: StoryboardMaker(registry: Registry()),
                                           environment: { environment[$0] })
        #expect(path.hasSuffix(".svg") && path.hasPrefix(temporary + "/stagehand-\(geteuid())/storyboards/Contacts-"))
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("<g id=\"scene1\" class=\"node\""))
    }
}

/// Folders a drawer was asked for, kept behind a lock (the drawer is a plain closure).
final class LockedFolders: @unchecked Sendable {
    // Safe: `folders` is only read and written while `lock` is held.
    private let lock = NSLock()
    private var stored: [String] = []
    var folders: [String] { lock.withLock { stored } }
    func append(_ folder: String) { lock.withLock { stored.append(folder) } }
}
