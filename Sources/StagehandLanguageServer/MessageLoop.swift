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

    /// Reads and answers messages until `exit` or the end of input; returns the exit status
    /// (0 after `shutdown` then `exit`, 1 otherwise).
    public func run() -> Int32 {
        var framer = MessageFramer()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return server.exitStatus ?? 1 }
            for frame in framer.feed(Array(chunk[..<count])) {
                switch frame {
                case .message(let bytes):
                    for outgoing in server.handle(bytes: bytes) { send(outgoing) }
                case .malformed(let reason):
                    log("skipped malformed input: \(reason)")
                }
                if let status = server.exitStatus { return status }
            }
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
