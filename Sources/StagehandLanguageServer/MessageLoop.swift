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

    /// How long the input must be quiet before held-back changes are applied and stale
    /// diagnostics published, in milliseconds: a burst of keystrokes is applied and linted
    /// once, after it, even when the editor takes a moment between one message and the next.
    public static let debounce: Int32 = 25

    /// The most read from the input at once.
    static let chunkSize = 1 << 20

    /// Reads and answers messages until `exit` or the end of input; returns the exit status
    /// (0 after `shutdown` then `exit`, 1 otherwise).
    ///
    /// Every message is handled in order, a request answered against the latest text. Until
    /// the input pauses, `didChange` notifications are held back (``PendingChanges``): one that a
    /// later whole-text change to the same document replaces is dropped unread. Once no input
    /// has come for ``debounce`` milliseconds, what was held back is applied and the changed
    /// documents linted, so changes queued behind one another, or written a moment apart, are
    /// applied once and linted once, as the document last reads; any other message lets the
    /// held changes through first, so it meets the text as it would have. A header that cannot
    /// be read is logged, and reading goes on at the next `Content-Length`; a request behind it
    /// is answered with an error.
    public func run() -> Int32 {
        server.defersDiagnostics = true
        Self.widenPipe(input)
        var framer = MessageFramer()
        var pending = PendingChanges()
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            if !pending.isEmpty || server.hasStaleDiagnostics, !inputIsPending(waiting: Self.debounce) {
                // The editor paused: what was held back is applied, then linted.
                if let status = deliver(pending.flush()) { return status }
                for outgoing in server.publishStaleDiagnostics(until: { inputIsPending(waiting: 0) }) { send(outgoing) }
                continue
            }
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return deliver(pending.flush()) ?? server.exitStatus ?? 1 }
            let frames = chunk.withUnsafeBufferPointer { framer.feed(UnsafeBufferPointer(rebasing: $0[..<count])) }
            for frame in frames {
                switch frame {
                case .message(let bytes):
                    if let status = deliver(pending.take(bytes)) { return status }
                case .malformed(let reason, let body):
                    if let status = deliver(pending.flush()) { return status }
                    log("skipped malformed input: \(reason)")
                    for outgoing in server.answerMalformed(body: body, reason: reason) { send(outgoing) }
                }
            }
        }
    }

    /// Handles messages in order and sends what they cause; the exit status once one was `exit`
    /// (what follows it is not handled).
    private func deliver(_ messages: [PendingChanges.Message]) -> Int32? {
        for message in messages {
            let outgoing: [JSON]
            switch message {
            case .parsed(let json): outgoing = server.handle(json)
            case .bytes(let bytes): outgoing = server.handle(bytes: bytes)
            }
            for reply in outgoing { send(reply) }
            if let status = server.exitStatus { return status }
        }
        return nil
    }

    /// Asks for a pipe buffer of ``chunkSize`` on the input when it is a pipe (Linux; anything
    /// else refuses, and nothing changes): a megabyte-long full-text change then passes in one
    /// read instead of sixteen, and the editor writing it is held up less.
    private static func widenPipe(_ descriptor: Int32) {
        #if os(Linux)
        let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ in <fcntl.h>, which the Glibc module does not export
        _ = fcntl(descriptor, setPipeSize, Int32(chunkSize))
        #endif
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
