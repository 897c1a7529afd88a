#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand
import StagehandLanguageServer

/// Part of 7: an editor that sends `didChange` on every keystroke. 1,000 full-text changes to a
/// scene, then a completion request, written to a real `MessageLoop` over pipes; the figure is
/// the time from the last change leaving the writer to the completion's answer arriving.
enum ChangeBurstBenchmark {
    /// Seconds from the last change to the completion's answer, or nil when it never came.
    static func measure(text: String, path: String, changes: Int) -> Double? {
        var toServer: [Int32] = [-1, -1], fromServer: [Int32] = [-1, -1]
        guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else { return nil }
        let uri = "file://" + path
        func frame(_ message: JSON) -> [UInt8] {
            let body = message.serialized
            return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        var pending: [[UInt8]] = [frame(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": .string(uri), "languageId": "yaml", "version": 1, "text": .string(text)],
        ]])]
        for version in 0..<changes {
            pending.append(frame(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": .string(uri), "version": JSON(version + 2)],
                "contentChanges": [["text": .string(text + "# edit \(version)\n")]],
            ]]))
        }
        let messages = pending
        let completion = frame(["jsonrpc": "2.0", "id": 1, "method": "textDocument/completion", "params": [
            "textDocument": ["uri": .string(uri)], "position": ["line": JSON(lineCount), "character": 0],
        ]])
        let ending = frame(["jsonrpc": "2.0", "id": 2, "method": "shutdown"]) + frame(["jsonrpc": "2.0", "method": "exit"])
        // The server runs here; the editor's two ends run on threads of their own.
        let writeEnd = toServer[1], readEnd = fromServer[0]
        let writer = BenchThread { () -> ContinuousClock.Instant? in
            for message in messages { writeAll(message, to: writeEnd) }
            let lastChange = ContinuousClock.now
            writeAll(completion + ending, to: writeEnd)
            return lastChange
        }
        let reader = BenchThread { () -> ContinuousClock.Instant? in
            var framer = MessageFramer()
            var chunk = [UInt8](repeating: 0, count: 65536)
            var answered: ContinuousClock.Instant?
            while true {
                let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                guard count > 0 else { return answered }
                for case .message(let body) in framer.feed(Array(chunk[..<count])) {
                    if answered == nil, let reply = try? JSONParser.parse(body), reply["id"]?.int == 1 { answered = ContinuousClock.now }
                }
            }
        }
        _ = MessageLoop(server: LanguageServer(), input: toServer[0], output: fromServer[1]).run()
        close(fromServer[1])
        let lastChange = writer.join()
        let answered = reader.join()
        close(toServer[0]); close(toServer[1]); close(fromServer[0])
        guard let lastChange, let answered else { return nil }
        return Bench.seconds(answered - lastChange)
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
