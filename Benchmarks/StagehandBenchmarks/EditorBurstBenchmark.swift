#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand
import StagehandLanguageServer

/// Part of 7, as an editor meets it: `stagehand lsp` as a process of its own (the release
/// executable built next to this one, or `$STAGEHAND_EXECUTABLE`), a large scene open in it,
/// 1,000 changes of one character each written as fast as the pipe takes them, then a
/// completion. Once as range changes (incremental sync), once as full-text changes (full sync:
/// the whole text every time). Timed from the first change leaving the editor to the
/// completion's answer arriving, and to the diagnostics of the last version arriving.
enum EditorBurstBenchmark {
    /// How the editor sends its changes.
    enum Sync: String {
        case ranges = "range"
        case fullText = "full-text"
    }

    /// One burst, timed.
    struct Outcome {
        /// Seconds from the first change to the completion's answer.
        let completion: Double
        /// Seconds from the first change to the diagnostics of the last version.
        let diagnostics: Double
        /// Completion items offered, and whether the typed-at scene's row view was among them.
        let items: Int
        let offersRowView: Bool
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The `stagehand` executable to run.
    static func executable() -> String {
        if let chosen = getenv("STAGEHAND_EXECUTABLE") { return String(cString: chosen) }
        return Spawn.sibling("stagehand")
    }

    /// Types `changes` characters at the end of the scene's `title:` line, one change each, then
    /// asks for completion at the first table row's `view:` outlet.
    static func measure(executable: String, scenePath: String, text: String, sync: Sync, changes: Int) throws -> Outcome {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let titleLine = lines.firstIndex(of: "title: Teams"),
            let rowLine = lines.firstIndex(where: { $0.hasSuffix("outlets: { dataSource: item, view: rowName0 }") })
        else { throw Failure(description: "the generated scene has no title line or no row binding") }
        let rowCharacter = lines[rowLine].utf16.count - " }".utf16.count
        let insertAt = lines[..<titleLine].reduce(0) { $0 + $1.utf8.count + 1 } + lines[titleLine].utf8.count
        let bytes = Array(text.utf8)
        let typed = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        let uri = "file://" + scenePath

        let server = try Server(executable: executable)
        defer { server.finish() }
        server.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        _ = try server.await { $0["id"]?.int == 1 }
        server.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        server.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": .string(uri), "languageId": "yaml", "version": 1, "text": .string(text)],
        ]])
        _ = try server.await { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["version"]?.int == 1 }

        // The full text of version v, cut where the typing goes: escaped once, joined per message.
        let escapedBefore = Array(JSON.string(String(decoding: bytes[..<insertAt], as: UTF8.self)).serialized.dropLast())
        let escapedAfter = Array(JSON.string(String(decoding: bytes[insertAt...], as: UTF8.self)).serialized.dropFirst())
        let escapedURI = JSON.string(uri).serialized
        let lastVersion = changes + 1
        let completion = Server.frame(["jsonrpc": "2.0", "id": 2, "method": "textDocument/completion", "params": [
            "textDocument": ["uri": .string(uri)], "position": ["line": JSON(rowLine), "character": JSON(rowCharacter)],
        ]])
        let input = server.input
        let writer = BenchThread { () -> ContinuousClock.Instant? in
            let first = ContinuousClock.now
            var typedSoFar: [UInt8] = []
            for k in 0..<changes {
                let character = typed[k % typed.count]
                let version = k + 2
                let body: [UInt8]
                switch sync {
                case .ranges:
                    let column = JSON(lines[titleLine].utf16.count + k)
                    let position: JSON = ["line": JSON(titleLine), "character": column]
                    body = JSON.object(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                        "textDocument": ["uri": .string(uri), "version": JSON(version)],
                        "contentChanges": [["range": ["start": position, "end": position], "text": .string(String(UnicodeScalar(character)))]],
                    ]]).serialized
                case .fullText:
                    typedSoFar.append(character)
                    var whole = Array(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"#.utf8)
                    whole.reserveCapacity(escapedBefore.count + escapedAfter.count + typedSoFar.count + 256)
                    whole += escapedURI
                    whole += Array(#","version":\#(version)},"contentChanges":[{"text":"#.utf8)
                    whole += escapedBefore
                    whole += typedSoFar
                    whole += escapedAfter
                    whole += Array("}]}}".utf8)
                    body = whole
                }
                Server.writeAll(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body, to: input)
            }
            Server.writeAll(completion, to: input)
            return first
        }
        var answered: ContinuousClock.Instant?, published: ContinuousClock.Instant?
        var items: [JSON] = []
        while answered == nil || published == nil {
            let message = try server.next()
            if message["id"]?.int == 2 {
                answered = ContinuousClock.now
                items = message["result"]?["items"]?.array ?? []
            } else if message["method"]?.string == "textDocument/publishDiagnostics", message["params"]?["version"]?.int == lastVersion {
                published = ContinuousClock.now
            }
        }
        guard let first = writer.join(), let answered, let published else { throw Failure(description: "the editor never wrote") }
        server.send(["jsonrpc": "2.0", "id": 3, "method": "shutdown"])
        _ = try server.await { $0["id"]?.int == 3 }
        server.send(["jsonrpc": "2.0", "method": "exit"])
        return Outcome(completion: Bench.seconds(answered - first), diagnostics: Bench.seconds(published - first),
                       items: items.count, offersRowView: items.contains { $0["label"]?.string == "rowName0" })
    }

    /// `stagehand lsp` running, with a pipe each way.
    final class Server {
        let input: Int32
        private let output: Int32
        private let pid: pid_t
        private var framer = MessageFramer()
        private var queue: [[UInt8]] = []

        init(executable: String) throws {
            var toServer: [Int32] = [-1, -1], fromServer: [Int32] = [-1, -1]
            guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else { throw Failure(description: "pipe: errno \(errno)") }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, toServer[0], 0)
            posix_spawn_file_actions_adddup2(&actions, fromServer[1], 1)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            for fd in toServer + fromServer { posix_spawn_file_actions_addclose(&actions, fd) }
            let argv: [UnsafeMutablePointer<CChar>?] = [strdup(executable), strdup("lsp"), nil]
            defer { for p in argv { free(p) } }
            var child = pid_t()
            let spawned = posix_spawn(&child, executable, &actions, nil, argv, environ)
            close(toServer[0])
            close(fromServer[1])
            guard spawned == 0 else {
                close(toServer[1])
                close(fromServer[0])
                throw Failure(description: "cannot start \(executable): error \(spawned)")
            }
            pid = child
            input = toServer[1]
            output = fromServer[0]
        }

        static func frame(_ message: JSON) -> [UInt8] {
            let body = message.serialized
            return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }

        func send(_ message: JSON) { Self.writeAll(Self.frame(message), to: input) }

        /// The next message from the server.
        func next() throws -> JSON {
            var chunk = [UInt8](repeating: 0, count: 65536)
            while queue.isEmpty {
                let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { throw Failure(description: "the server closed its output") }
                for case .message(let body) in framer.feed(Array(chunk[..<count])) { queue.append(body) }
            }
            let body = queue.removeFirst()
            do {
                return try JSONParser.parse(body)
            } catch {
                throw Failure(description: "the server wrote what is not JSON: \(error)")
            }
        }

        /// Reads messages until one satisfies `wanted`, and returns it.
        func await(_ wanted: (JSON) -> Bool) throws -> JSON {
            while true {
                let message = try next()
                if wanted(message) { return message }
            }
        }

        /// Closes the server's input and waits for it to end.
        func finish() {
            close(input)
            var chunk = [UInt8](repeating: 0, count: 65536)
            while chunk.withUnsafeMutableBytes({ read(output, $0.baseAddress, $0.count) }) > 0 {}
            close(output)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        }

        static func writeAll(_ bytes: [UInt8], to fd: Int32) {
            var written = 0
            while written < bytes.count {
                let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress.map { $0 + written }, bytes.count - written) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return }
                written += n
            }
        }
    }
}
