import Foundation
import Testing
import StagehandLanguageServer

/// Every request at every position of real and mangled scenes answers, never crashes.
@Suite struct LanguageServerRobustnessTests {
    private static let methods = ["textDocument/completion", "textDocument/hover", "textDocument/definition",
                                  "textDocument/references", "textDocument/prepareRename", "textDocument/codeAction"]

    private func askEverywhere(_ server: LanguageServer, uri: String, text: String, stride step: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var id = 1
        var unanswered: [Int] = []
        for (line, content) in lines.enumerated() {
            for character in Swift.stride(from: 0, through: content.utf16.count + 2, by: step) {
                // Quick fixes lint the whole file: once per line is enough.
                for method in Self.methods where method != "textDocument/codeAction" || character == 0 {
                    id += 1
                    let position: JSON = ["line": JSON(line), "character": JSON(character)]
                    let reply = server.handle(["jsonrpc": "2.0", "id": JSON(id), "method": .string(method), "params": [
                        "textDocument": ["uri": .string(uri)], "position": position,
                        "range": ["start": position, "end": position], "context": ["diagnostics": [], "includeDeclaration": true],
                    ]])
                    if reply.first?["id"]?.int != id { unanswered.append(id) }
                }
            }
        }
        #expect(unanswered.isEmpty, "requests without an answer: \(unanswered.prefix(10))")
    }

    @Test func everyPositionOfTheExampleScenesAnswers() throws {
        let server = LanguageServer()
        for name in ["people.scene.yaml", "people.script.yaml", "Contacts/contacts.scene.yaml"] {
            let path = Repository.path("Scenes/" + name)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let uri = "file://" + path
            _ = server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
                "textDocument": ["uri": .string(uri), "languageId": "yaml", "version": 1, "text": .string(text)],
            ]])
            askEverywhere(server, uri: uri, text: text, stride: 15)
        }
    }

    @Test func mangledScenesAnswerEverywhere() throws {
        var random = SeededGenerator(state: 0x1E5)
        let original = Array(try String(contentsOfFile: Repository.path("Scenes/people.scene.yaml"), encoding: .utf8).utf8)
        let alphabet = Array("{}[]:,-'\"#\n .aZé".utf8) + [0xFF, 0xC3, 0xF0, 0x9F]
        let server = LanguageServer()
        for round in 0..<5 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...10, using: &random) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = alphabet.randomElement(using: &random) ?? 0
                case 1: bytes.remove(at: at)
                default: bytes.insert(alphabet.randomElement(using: &random) ?? 0, at: at)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let uri = "file://" + Repository.path("Scenes/mangled\(round).scene.yaml")
            _ = server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
                "textDocument": ["uri": .string(uri), "languageId": "yaml", "version": 1, "text": .string(text)],
            ]])
            askEverywhere(server, uri: uri, text: text, stride: 23)
        }
    }
}
