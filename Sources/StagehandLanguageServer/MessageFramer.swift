/// Splits the bytes an editor sends into JSON-RPC messages framed by `Content-Length` headers.
///
/// Survives any bytes: a header block that is too long, lacks a usable `Content-Length` or
/// announces an absurd length is reported as malformed and skipped, and reading goes on with
/// the next header. Memory stays bounded by ``maxContentLength`` plus ``maxHeaderLength``.
struct MessageFramer {
    /// What the stream held next.
    enum Frame: Equatable {
        /// A message's content bytes.
        case message([UInt8])
        /// Bytes that were not a message, and why.
        case malformed(String)
    }

    /// The longest header block read before it is refused.
    static let maxHeaderLength = 8 * 1024
    /// The largest message content accepted.
    static let maxContentLength = 64 * 1024 * 1024

    private var buffer: [UInt8] = []
    private var start = 0
    /// The content length of the message whose header has been read, while its body arrives.
    private var pendingLength: Int?

    /// Creates a framer with nothing buffered.
    init() {}

    /// Takes the next bytes of the stream and returns every frame they complete.
    mutating func feed(_ bytes: [UInt8]) -> [Frame] {
        buffer += bytes
        var frames: [Frame] = []
        while true {
            if let length = pendingLength {
                guard buffer.count - start >= length else { break }
                frames.append(.message(Array(buffer[start..<(start + length)])))
                start += length
                pendingLength = nil
                continue
            }
            guard let end = headerEnd() else {
                if buffer.count - start > Self.maxHeaderLength {
                    frames.append(.malformed("a header longer than \(Self.maxHeaderLength) bytes"))
                    // Keep the last bytes: they may begin the separator of the next header.
                    start = buffer.count - 3
                }
                break
            }
            let header = buffer[start..<end]
            start = end + 4
            switch Self.contentLength(in: header) {
            case .success(let length): pendingLength = length
            case .failure(let problem): frames.append(.malformed(problem.reason))
            }
        }
        compact()
        return frames
    }

    /// Where the `\r\n\r\n` ending the header block starts, if it has arrived.
    private func headerEnd() -> Int? {
        var i = start
        let limit = min(buffer.count, start + Self.maxHeaderLength + 4)
        while i + 3 < limit {
            if buffer[i] == 13, buffer[i + 1] == 10, buffer[i + 2] == 13, buffer[i + 3] == 10 { return i }
            i += 1
        }
        return nil
    }

    private static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, MalformedHeader> {
        let text = String(decoding: header, as: UTF8.self)
        var length: Int?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(MalformedHeader("a header line without ':'"))
            }
            let name = line[..<colon].lowercased()
            let value = String(line[line.index(after: colon)...]).trimmingSpaces
            if name == "content-length" {
                guard let parsed = Int(value), parsed >= 0 else {
                    return .failure(MalformedHeader("a Content-Length that is not a number"))
                }
                guard parsed <= maxContentLength else {
                    return .failure(MalformedHeader("a Content-Length over \(maxContentLength) bytes"))
                }
                length = parsed
            }
        }
        guard let length else { return .failure(MalformedHeader("a header without Content-Length")) }
        return .success(length)
    }

    /// Drops consumed bytes once they are most of the buffer, so reading stays linear.
    private mutating func compact() {
        if start > 0, start >= buffer.count / 2 || start > 1 << 20 {
            buffer.removeFirst(min(start, buffer.count))
            start = 0
        }
    }
}
