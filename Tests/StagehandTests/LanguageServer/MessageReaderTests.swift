import Foundation
import Testing
import Stagehand
import StagehandLanguageServer

/// The message reader resynchronises on the next `Content-Length` after any malformed header,
/// a request behind a refused header is answered with an error, a malformed range change is
/// refused and leaves the text as it was, diagnostics wait for a pause in the input, and no
/// feature reads a document lint refuses as too large.
@Suite struct MessageReaderTests {
    private func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    private let request = #"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#

    /// Feeds `bytes` whole, then byte by byte, and returns the messages each way.
    private func messages(_ bytes: [UInt8]) -> [[String]] {
        var whole = MessageFramer()
        var single = MessageFramer()
        let first = whole.feed(bytes).compactMap { frame -> String? in
            if case .message(let body) = frame { return String(decoding: body, as: UTF8.self) }
            return nil
        }
        var second: [String] = []
        for byte in bytes {
            for case .message(let body) in single.feed([byte]) { second.append(String(decoding: body, as: UTF8.self)) }
        }
        return [first, second]
    }

    @Test(arguments: [
        ("bad Content-Length with a body", "Content-Length: twelve\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\"}"),
        ("a header without Content-Length", "Content-Type: application/json\r\n\r\n{\"id\":2}"),
        ("a Content-Length too short for its body", "Content-Length: 3\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":3}"),
        ("a header over 8 KB", "X-Padding: " + String(repeating: "a", count: 9_000) + "\r\n\r\n{}"),
        ("garbage", "\u{1}\u{2}\r\n\r\n\r\nnot a header at all"),
    ])
    func readingResumesAtTheNextHeader(_ case: (String, String)) {
        let bytes = Array(`case`.1.utf8) + frame(request) + frame(request)
        for each in messages(bytes) {
            #expect(each.suffix(2) == [request, request], "\(`case`.0): \(each.map { $0.prefix(40) })")
        }
    }

    @Test func lineFeedOnlyHeadersAreRead() {
        let bytes = Array("Content-Length: \(request.utf8.count)\n\n\(request)".utf8) + frame(request)
        for each in messages(bytes) { #expect(each == [request, request]) }
    }

    @Test func aRequestBehindARefusedHeaderGetsAnError() {
        var framer = MessageFramer()
        let frames = framer.feed(Array("Content-Length: x\r\n\r\n\(request)".utf8) + frame("{}"))
        guard case .malformed(let reason, let body)? = frames.first else {
            Issue.record("no malformed frame: \(frames)")
            return
        }
        let reply = LanguageServer().answerMalformed(body: body, reason: reason)
        #expect(reply.first?["id"]?.int == 5)
        #expect(reply.first?["error"]?["code"]?.int == -32600)
        #expect(frames.last == .message(Array("{}".utf8)))
    }

    @Test(arguments: [
        ("reversed", ["start": ["line": 1, "character": 0], "end": ["line": 0, "character": 0]] as JSON),
        ("a string line", ["start": ["line": "0", "character": 0], "end": ["line": 0, "character": 1]] as JSON),
        ("no end", ["start": ["line": 0, "character": 0]] as JSON),
        ("negative", ["start": ["line": -1, "character": 0], "end": ["line": 0, "character": 1]] as JSON),
    ])
    func malformedRangesAreRefusedAndTheTextKept(_ case: (String, JSON)) throws {
        let harness = try LanguageServerHarness()
        let text = "stagehand: 1\nscene: kept\n"
        harness.open("a.scene.yaml", text)
        let reply = harness.server.handle(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
            "textDocument": ["uri": .string(harness.uri("a.scene.yaml")), "version": 2],
            "contentChanges": [["range": `case`.1, "text": "REPLACED"]],
        ]])
        #expect(reply.first?["method"]?.string == "window/logMessage", "\(`case`.0)")
        #expect(harness.server.documents[harness.uri("a.scene.yaml")]?.text == Array(text.utf8), "\(`case`.0)")
    }

    @Test func aValidRangeChangeEditsInPlace() throws {
        let harness = try LanguageServerHarness()
        harness.open("a.scene.yaml", "stagehand: 1\nscene: old\n")
        _ = harness.server.handle(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
            "textDocument": ["uri": .string(harness.uri("a.scene.yaml")), "version": 2],
            "contentChanges": [["range": ["start": ["line": 1, "character": 7], "end": ["line": 1, "character": 10]], "text": "new"]],
        ]])
        #expect(harness.server.documents[harness.uri("a.scene.yaml")]?.text == Array("stagehand: 1\nscene: new\n".utf8))
    }

    @Test func deferredDiagnosticsAreLintedOnceAgainstTheLatestText() throws {
        let harness = try LanguageServerHarness()
        harness.server.defersDiagnostics = true
        #expect(harness.open("a.scene.yaml", "stagehand: 1\nscene: a\nviews: [{ id: x, type: Nope }]\n").isEmpty)
        for version in 2..<50 {
            #expect(harness.change("a.scene.yaml", "stagehand: 1\nscene: a\nviews: [{ id: x, type: Nope\(version) }]\n", version: version).isEmpty)
        }
        harness.change("a.scene.yaml", "stagehand: 1\nscene: a\n", version: 50)
        #expect(harness.server.hasStaleDiagnostics)
        #expect(harness.server.publishStaleDiagnostics(until: { true }).isEmpty)
        let published = harness.server.publishStaleDiagnostics(until: { false })
        #expect(published.count == 1)
        #expect(published.first?["params"]?["version"]?.int == 50)
        #expect(published.first?["params"]?["diagnostics"]?.array?.isEmpty == true)
        #expect(!harness.server.hasStaleDiagnostics)
    }

    @Test func noFeatureReadsADocumentTooLargeToLint() throws {
        let server = LanguageServer(limits: LoadLimits(maxFileSize: 1_000))
        let uri = "file:///tmp/large.scene.yaml"
        let text = "stagehand: 1\nscene: big\nviews:\n" + String(repeating: "  - { id: v, type: Label }\n", count: 100)
        _ = server.handle(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": .string(uri), "languageId": "yaml", "version": 1, "text": .string(text)],
        ]])
        for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/references"] {
            let reply = server.handle(["jsonrpc": "2.0", "id": 9, "method": .string(method), "params": [
                "textDocument": ["uri": .string(uri)], "position": ["line": 3, "character": 20], "context": ["includeDeclaration": true],
            ]])
            #expect(reply.first?["id"]?.int == 9)
            #expect(reply.first?["result"] == .null, "\(method)")
        }
    }
}
