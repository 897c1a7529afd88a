#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Connects a ``LanguageServer`` to file descriptors: reads framed messages from one, writes
/// framed messages to the other, and nothing else. Logs go to standard error.
public struct MessageLoop {
    /// The server answering messages.
    public let server: LanguageServer
    let input: Int32
    let output: Int32

    /// A loop on standard input and output by default.
    public init(server: LanguageServer, input: Int32 = 0, output: Int32 = 1) {
        self.server = server
        self.input = input
        self.output = output
    }

    /// How long the input must be quiet before stale diagnostics are published, in
    /// milliseconds: a burst of keystrokes is linted once, after it.
    public static let debounce: Int32 = 25

    /// Reads and answers messages until `exit` or the end of input; returns the exit status
    /// (0 after `shutdown` then `exit`, 1 otherwise).
    ///
    /// Every message read is handled at once, a request answered against the latest text;
    /// diagnostics wait until no input is pending for ``debounce`` milliseconds, so changes
    /// queued behind one another are applied, not linted one by one, and a document is linted
    /// only as it last reads. A header that cannot be read is logged, and reading goes on at the
    /// next `Content-Length`; a request behind it is answered with an error.
    public func run() -> Int32 {
        server.defersDiagnostics = true
        var framer = MessageFramer()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if server.hasStaleDiagnostics && !inputIsPending(waiting: Self.debounce) {
                for outgoing in server.publishStaleDiagnostics(until: { inputIsPending(waiting: 0) }) { send(outgoing) }
                continue
            }
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return server.exitStatus ?? 1 }
            for frame in framer.feed(Array(chunk[..<count])) {
                switch frame {
                case .message(let bytes):
                    for outgoing in server.handle(bytes: bytes) { send(outgoing) }
                case .malformed(let reason, let body):
                    log("skipped malformed input: \(reason)")
                    for outgoing in server.answerMalformed(body: body, reason: reason) { send(outgoing) }
                }
                if let status = server.exitStatus { return status }
            }
        }
    }

    /// Whether input can be read within `milliseconds` (0: now).
    private func inputIsPending(waiting milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&entry, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            // An error or hang-up is "pending" too: the read that follows reports it.
            return ready != 0
        }
    }

    /// Writes one message with its `Content-Length` header.
    func send(_ message: JSON) {
        let body = message.serialized
        writeAll(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body, to: output)
    }

    private func log(_ text: String) {
        writeAll(Array("stagehand lsp: \(text)\n".utf8), to: 2)
    }

    private func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return }
            written += n
        }
    }
}
