import Foundation
import Stagehand
import StagehandLanguageServer

/// Drives a language server in process: opens documents, asks at a cursor marked `|` in text.
struct LanguageServerHarness {
    let server: LanguageServer
    let folder: String
    private var nextID = 1

    init(registry: Registry = Registry()) throws {
        server = LanguageServer(registry: registry)
        folder = try TemporaryFiles.folder()
        _ = server.handle(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["capabilities": [:]]])
    }

    func uri(_ name: String) -> String { "file://" + folder + "/" + name }

    /// Writes a file to the harness's folder (for segue destinations and data files).
    func write(_ name: String, _ text: String) throws {
        _ = try TemporaryFiles.write(text, to: name, in: folder)
    }

    /// Opens a document and returns the diagnostics published for it.
    @discardableResult
    func open(_ name: String, _ text: String) -> [JSON] {
        let out = server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": .string(uri(name)), "languageId": "yaml", "version": 1, "text": .string(text)],
        ]])
        return out.first?["params"]?["diagnostics"]?.array ?? []
    }

    /// Replaces a document's text and returns the diagnostics published for it.
    @discardableResult
    func change(_ name: String, _ text: String, version: Int = 2) -> [JSON] {
        let out = server.handle(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
            "textDocument": ["uri": .string(uri(name)), "version": JSON(version)],
            "contentChanges": [["text": .string(text)]],
        ]])
        return out.first?["params"]?["diagnostics"]?.array ?? []
    }

    /// The protocol position of the `|` marker, and the text without it.
    static func cursor(in marked: String) -> (text: String, line: Int, character: Int) {
        let parts = marked.components(separatedBy: "|")
        let before = parts[0]
        let lines = before.components(separatedBy: "\n")
        return (parts.joined(), lines.count - 1, lines.last?.utf16.count ?? 0)
    }

    /// Opens `marked` (a cursor at `|`) and sends `method` at the cursor.
    mutating func request(_ method: String, _ name: String, _ marked: String, extra: [String: JSON] = [:]) -> JSON {
        let (text, line, character) = Self.cursor(in: marked)
        open(name, text)
        var params: [String: JSON] = [
            "textDocument": ["uri": .string(uri(name))],
            "position": ["line": JSON(line), "character": JSON(character)],
        ]
        params.merge(extra) { _, new in new }
        nextID += 1
        let out = server.handle(["jsonrpc": "2.0", "id": JSON(nextID), "method": .string(method), "params": .object(params)])
        return out.first?["result"] ?? .null
    }

    /// The labels completion offers at the `|` in `marked`.
    mutating func completions(_ marked: String, name: String = "test.scene.yaml") -> [String] {
        request("textDocument/completion", name, marked)["items"]?.array?.compactMap { $0["label"]?.string } ?? []
    }

    func remove() { TemporaryFiles.remove(folder) }
}
