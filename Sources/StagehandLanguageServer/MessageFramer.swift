/// Splits the bytes an editor sends into JSON-RPC messages framed by `Content-Length` headers.
///
/// Survives any bytes: a header block that is too long, lacks a usable `Content-Length` or
/// announces an absurd length is reported as malformed, and reading resynchronises on the next
/// `Content-Length` header, wherever it starts (the bytes up to it are the refused message's
/// body, handed back so that a request among them can still be answered). Header lines may end
/// with `\r\n`, as the protocol says, or with a bare `\n`. Memory stays bounded by
/// ``maxContentLength`` plus ``maxHeaderLength``.
package struct MessageFramer {
    /// What the stream held next.
    package enum Frame: Equatable {
        /// A message's content bytes.
        case message([UInt8])
        /// Bytes that were not a message, and why; `body` holds what followed the refused header,
        /// up to the next header, when it was there to see (at most ``maxContentLength`` bytes).
        case malformed(String, body: [UInt8] = [])
    }

    /// The longest header block read before it is refused.
    package static let maxHeaderLength = 8 * 1024
    /// The largest message content accepted.
    package static let maxContentLength = 64 * 1024 * 1024

    private var buffer: [UInt8] = []
    private var start = 0
    /// The content length of the message whose header has been read, while its body arrives.
    private var pendingLength: Int?
    /// That message's content so far, once the header buffer held no more of it: the rest is
    /// copied here straight from the input, so a megabyte-long message is copied once, not
    /// into the buffer and out again.
    private var body: [UInt8] = []
    /// After a refused header: the reason, and where its body starts, until the next
    /// `Content-Length` shows where the next message begins.
    private var resync: (reason: String, bodyStart: Int)?

    /// `content-length:`, which every header block has; lower case, compared ignoring case.
    private static let marker = Array("content-length:".utf8)

    /// Creates a framer with nothing buffered.
    package init() {}

    /// Takes the next bytes of the stream and returns every frame they complete.
    package mutating func feed(_ bytes: [UInt8]) -> [Frame] {
        bytes.withUnsafeBufferPointer { feed($0) }
    }

    /// Takes the next bytes of the stream, read into memory the caller keeps (copied as
    /// needed), and returns every frame they complete.
    package mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) -> [Frame] {
        var frames: [Frame] = []
        var input = bytes[...]
        if let length = pendingLength, start == buffer.count {
            // A body is arriving and the buffer holds none of it: straight into the body.
            let taken = min(length - body.count, input.count)
            body.append(contentsOf: input.prefix(taken))
            input = input.dropFirst(taken)
            guard body.count == length else { return [] }
            frames.append(.message(body))
            body = []
            pendingLength = nil
        }
        buffer.append(contentsOf: input)
        while true {
            if let length = pendingLength {
                guard buffer.count - start >= length - body.count else {
                    // The body is still arriving: what came of it moves out of the buffer, the
                    // rest will go straight to it.
                    if body.isEmpty { body.reserveCapacity(length) }
                    body.append(contentsOf: buffer[start...])
                    start = buffer.count
                    break
                }
                let end = start + length - body.count
                if body.isEmpty {
                    frames.append(.message(Array(buffer[start..<end])))
                } else {
                    body.append(contentsOf: buffer[start..<end])
                    frames.append(.message(body))
                    body = []
                }
                start = end
                pendingLength = nil
                continue
            }
            if let (reason, bodyStart) = resync {
                guard let next = Self.find(Self.marker, in: buffer, from: max(start, bodyStart)) else {
                    // Keep what may be the beginning of the marker, and the body while it is small
                    // enough to be a message.
                    let keep = max(start, buffer.count - Self.marker.count)
                    if keep - bodyStart > Self.maxContentLength {
                        frames.append(.malformed(reason))
                        resync = (reason, keep)
                    }
                    start = keep
                    break
                }
                let body = bodyStart < next ? Array(buffer[bodyStart..<next]) : []
                frames.append(.malformed(reason, body: body.count > Self.maxContentLength ? [] : body))
                resync = nil
                start = next
                continue
            }
            guard let (end, bodyStart) = headerEnd() else {
                if buffer.count - start > Self.maxHeaderLength {
                    // Look for the next header from just after this one's start.
                    resync = ("a header longer than \(Self.maxHeaderLength) bytes", start + 1)
                    start += 1
                    continue
                }
                break
            }
            switch Self.contentLength(in: buffer[start..<end]) {
            case .success(let length):
                start = bodyStart
                pendingLength = length
            case .failure(let problem):
                // A header that does not begin the block (left-over body bytes before it) is
                // found by the search, which starts just after this block's first byte.
                if let inside = Self.find(Self.marker, in: buffer, from: start + 1), inside < end {
                    frames.append(.malformed(problem.reason, body: []))
                    start = inside
                } else {
                    resync = (problem.reason, bodyStart)
                    start = bodyStart
                }
            }
        }
        compact()
        return frames
    }

    /// Where the header block ends (its blank line) and where the body begins, if it has
    /// arrived: the first `\n` followed by `\n` or `\r\n`.
    private func headerEnd() -> (end: Int, bodyStart: Int)? {
        var i = start
        let limit = min(buffer.count, start + Self.maxHeaderLength + 4)
        while i + 1 < limit {
            if buffer[i] == 10 {
                if buffer[i + 1] == 10 { return (i, i + 2) }
                if buffer[i + 1] == 13 {
                    guard i + 2 < buffer.count else { return nil }
                    if buffer[i + 2] == 10 { return (i, i + 3) }
                }
            }
            i += 1
        }
        return nil
    }

    /// The first place at or after `from` where `pattern` (lower case) occurs, ignoring ASCII case.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard let first = pattern.first, from >= 0 else { return nil }
        var i = from
        let last = bytes.count - pattern.count
        while i <= last {
            if bytes[i] | 0x20 == first {
                var j = 1
                while j < pattern.count, Self.lower(bytes[i + j]) == pattern[j] { j += 1 }
                if j == pattern.count { return i }
            }
            i += 1
        }
        return nil
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte | 0x20 : byte
    }

    private static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, MalformedHeader> {
        var length: Int?
        // Split on bytes: as `Character`s, `\r\n` is one and would not split on `\n`.
        for rawLine in header.split(separator: 10, omittingEmptySubsequences: true) {
            let line = rawLine.last == 13 ? rawLine.dropLast() : rawLine
            if line.isEmpty { continue }
            guard let colon = line.firstIndex(of: 58) else {
                return .failure(MalformedHeader("a header line without ':'"))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
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

    /// Drops consumed bytes once they are most of the buffer, so reading stays linear; the body
    /// of a refused message, while its end is looked for, is kept.
    private mutating func compact() {
        let removable = min(start, resync?.bodyStart ?? start)
        if removable > 0, removable >= buffer.count / 2 || removable > 1 << 20 {
            buffer.removeFirst(min(removable, buffer.count))
            start -= removable
            if let pending = resync { resync = (pending.reason, pending.bodyStart - removable) }
        }
    }
}
