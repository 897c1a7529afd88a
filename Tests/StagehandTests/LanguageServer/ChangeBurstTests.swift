import Foundation
import Stagehand
import Testing
import StagehandLanguageServer

/// A burst of keystrokes written to a real message loop over pipes, as an editor sends them:
/// changes queued behind one another are coalesced, yet a request meets the text as it reads at
/// that point, and the last diagnostics published are those of the last version.
@Suite struct ChangeBurstTests {
    /// How the editor sends each keystroke.
    enum Sync: String, CaseIterable {
        case ranges, fullText, mixed
    }

    private static let lines = [
        "stagehand: 1",
        "scene: burst",
        "dataSources:",
        "  - id: people",
        "    type: StaticDataSource",
        "    properties: { value: [] }",
        "views:",
        "  - id: title",
        "    type: Label",
        "bindings:",
        "  - type: TextBinding",
        "    outlets:",
        "      dataSource: people",
        "      view: title",
        "",
    ]
    /// Typed at the end of the data source's id, then at the end of the label's type.
    private static let idSuffix = (0..<150).map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) }
    private static let typeSuffix = (0..<50).map { String(UnicodeScalar(UInt8(ascii: "A") + UInt8($0 % 26))) }

    /// The text after `typed` keystrokes.
    private static func text(after typed: Int) -> String {
        var lines = Self.lines
        lines[3] += idSuffix.prefix(typed).joined()
        lines[8] += typeSuffix.prefix(max(0, typed - idSuffix.count)).joined()
        return lines.joined(separator: "\n")
    }

    /// Keystroke `k` (0-based) as a change: where it goes and what it is.
    private static func change(_ k: Int, sync: Sync) -> JSON {
        if sync == .fullText || (sync == .mixed && k % 3 == 0) { return ["text": .string(text(after: k + 1))] }
        let onID = k < idSuffix.count
        let line = onID ? 3 : 8
        let character = lines[line].utf16.count + (onID ? k : k - idSuffix.count)
        let position: JSON = ["line": JSON(line), "character": JSON(character)]
        return ["range": ["start": position, "end": position], "text": .string(onID ? idSuffix[k] : typeSuffix[k - idSuffix.count])]
    }

    @Test(arguments: Sync.allCases)
    func aBurstIsAnsweredAgainstTheTextAtEachRequestAndLintedAsItLastReads(_ sync: Sync) throws {
        try check(sync, pausing: [:])
    }

    /// The editor pauses now and then, shorter and longer than the server waits before applying
    /// and linting what it held back: the answers and the last diagnostics are the same.
    @Test(arguments: Sync.allCases)
    func aBurstWithPausesIsAnsweredAndLintedTheSame(_ sync: Sync) throws {
        var pauses: [Int: UInt32] = [:]
        for frame in stride(from: 3, to: 200, by: 9) { pauses[frame] = frame % 2 == 0 ? 2_000 : 40_000 }
        try check(sync, pausing: pauses)
    }

    /// Types the keystrokes as `sync` says, pausing after the frames `pauses` names (for that
    /// many microseconds), with a completion halfway through the id and one at the end.
    private func check(_ sync: Sync, pausing pauses: [Int: UInt32]) throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let uri = "file://" + folder + "/burst.scene.yaml"
        let keystrokes = Self.idSuffix.count + Self.typeSuffix.count
        let lastVersion = keystrokes + 1
        let outletValue = ["line": JSON(12), "character": JSON("      dataSource: ".utf16.count)] as JSON
        var burst: [JSON] = [["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]]
        burst.append(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": .string(uri), "languageId": "yaml", "version": 1, "text": .string(Self.text(after: 0))],
        ]])
        for k in 0..<keystrokes {
            burst.append(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": .string(uri), "version": JSON(k + 2)], "contentChanges": [Self.change(k, sync: sync)],
            ]])
            // Halfway through the id, a completion: it meets the id as typed so far.
            if k + 1 == 75 {
                burst.append(["jsonrpc": "2.0", "id": 2, "method": "textDocument/completion", "params": [
                    "textDocument": ["uri": .string(uri)], "position": outletValue,
                ]])
            }
        }
        burst.append(["jsonrpc": "2.0", "id": 3, "method": "textDocument/completion", "params": [
            "textDocument": ["uri": .string(uri)], "position": outletValue,
        ]])

        let received = try EditorOverPipes.run(burst, pausing: pauses) { message in
            message["method"]?.string == "textDocument/publishDiagnostics" && message["params"]?["version"]?.int == lastVersion
        }

        func labels(_ id: Int) -> [String]? {
            received.first { $0["id"]?.int == id }?["result"]?["items"]?.array?.compactMap { $0["label"]?.string }
        }
        #expect(labels(2) == ["people" + Self.idSuffix.prefix(75).joined()], "\(sync)")
        #expect(labels(3) == ["people" + Self.idSuffix.joined()], "\(sync)")
        let published = received.filter { $0["method"]?.string == "textDocument/publishDiagnostics" }
        let versions = published.compactMap { $0["params"]?["version"]?.int }
        #expect(versions.last == lastVersion, "\(sync): \(versions)")
        #expect(versions == versions.sorted(), "\(sync): diagnostics went back to an older version: \(versions)")
        let last = published.last?["params"]?["diagnostics"]?.array ?? []
        let finalType = "Label" + Self.typeSuffix.joined()
        #expect(last.contains { $0["code"]?.string == "unknown-type" && $0["message"]?.string?.contains("'\(finalType)'") == true },
                "\(sync): \(last)")
    }
}

/// An editor on the other end of two pipes from a ``MessageLoop`` running on the test's thread:
/// one thread writes every message at once, another reads what the server sends.
enum EditorOverPipes {
    /// Messages the reading thread collected. Unchecked: only the reading thread appends, and the
    /// test reads them after `DispatchGroup.wait()` has returned, which orders the two.
    private final class Received: @unchecked Sendable {
        var bodies: [[UInt8]] = []
    }

    /// Writes `messages`, waits (at most a minute) for a message `done` accepts, then sends
    /// `shutdown` and `exit`; returns every message the server sent, in order. After the
    /// message at each index `pauses` names, the writer waits that many microseconds.
    static func run(_ messages: [JSON], pausing pauses: [Int: UInt32] = [:], until done: @escaping @Sendable (JSON) -> Bool) throws -> [JSON] {
        var toServer: [Int32] = [-1, -1], fromServer: [Int32] = [-1, -1]
        guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else { throw POSIXError(.EMFILE) }
        let frames = messages.map(frame)
        let ending = frame(["jsonrpc": "2.0", "id": 999, "method": "shutdown"]) + frame(["jsonrpc": "2.0", "method": "exit"])
        let writeEnd = toServer[1], readEnd = fromServer[0]
        let seen = DispatchSemaphore(value: 0)
        let received = Received()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            for (index, frame) in frames.enumerated() {
                writeAll(frame, to: writeEnd)
                if let pause = pauses[index] { usleep(pause) }
            }
            _ = seen.wait(timeout: .now() + 60)
            writeAll(ending, to: writeEnd)
        }
        DispatchQueue.global().async(group: group) {
            var framer = MessageFramer()
            var chunk = [UInt8](repeating: 0, count: 65536)
            var signalled = false
            while true {
                let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                for case .message(let body) in framer.feed(Array(chunk[..<count])) {
                    received.bodies.append(body)
                    if !signalled, let message = try? JSONParser.parse(body), done(message) {
                        signalled = true
                        seen.signal()
                    }
                }
            }
            if !signalled { seen.signal() }
        }
        let status = MessageLoop(server: LanguageServer(), input: toServer[0], output: fromServer[1]).run()
        close(fromServer[1])
        group.wait()
        for fd in [toServer[0], toServer[1], fromServer[0]] { close(fd) }
        #expect(status == 0)
        return received.bodies.compactMap { try? JSONParser.parse($0) }
    }

    private static func frame(_ message: JSON) -> [UInt8] {
        let body = message.serialized
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return }
            written += n
        }
    }
}
