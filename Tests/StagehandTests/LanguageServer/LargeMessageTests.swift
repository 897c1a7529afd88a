import Stagehand
import Testing
import StagehandLanguageServer

/// What a megabyte-long message goes through, read the fast way: framed however the input is
/// cut, its strings scanned eight bytes at a time, and the result the same as reading it byte
/// by byte.
@Suite struct LargeMessageTests {
    private static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// Bodies of every size around the input's cuts: empty, small, and long ones.
    private static let bodies: [[UInt8]] = [0, 1, 17, 4_095, 70_000, 1, 300_001, 64].map { size in
        (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ size) }
    }

    @Test(arguments: [1, 7, 64, 4_096, 65_536, 1 << 20, 1 << 22])
    func messagesAreFramedTheSameHoweverTheInputIsCut(_ cut: Int) {
        let stream = Self.bodies.flatMap(Self.frame)
        var framer = MessageFramer()
        var read: [[UInt8]] = []
        var at = 0
        while at < stream.count {
            let end = min(stream.count, at + cut)
            stream[at..<end].withUnsafeBufferPointer { chunk in
                for frame in framer.feed(chunk) {
                    guard case .message(let body) = frame else {
                        Issue.record("cut \(cut): \(frame)")
                        continue
                    }
                    read.append(body)
                }
            }
            at = end
        }
        #expect(read.count == Self.bodies.count, "cut \(cut)")
        #expect(read == Self.bodies, "cut \(cut)")
    }

    @Test func aMalformedHeaderAfterALongBodyIsStillFoundAndSkipped() {
        let long = Array(repeating: UInt8(ascii: "x"), count: 200_000)
        let request = Array(#"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#.utf8)
        let stream = Self.frame(long) + Array("Content-Length: twelve\r\n\r\n".utf8) + request + Self.frame(request)
        var framer = MessageFramer()
        var frames: [MessageFramer.Frame] = []
        for start in stride(from: 0, to: stream.count, by: 50_000) {
            frames += framer.feed(Array(stream[start..<min(stream.count, start + 50_000)]))
        }
        #expect(frames.count == 3)
        #expect(frames.first == .message(long))
        if case .malformed(_, let body)? = frames.dropFirst().first { #expect(body == request) } else { Issue.record("\(frames.dropFirst().first.debugDescription)") }
        #expect(frames.last == .message(request))
    }

    /// A word holds a byte that ends a run exactly when one of its bytes is a quote, a
    /// backslash or a control character, wherever it sits among any other bytes.
    @Test func aWordIsSkippedOnlyWhenNoneOfItsBytesEndsARun() {
        let ends = { (byte: UInt8) in byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 }
        var wrong: [[UInt8]] = []
        for filler in [UInt8(ascii: "a"), 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF] {
            for byte in UInt8.min...UInt8.max {
                for position in 0..<8 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = byte
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    if JSONParser.mayEndRun(word) != bytes.contains(where: ends) { wrong.append(bytes) }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test func stringsReadTheSameWhereverTheirEscapesFall() throws {
        for special in ["\"", "\\", "\n", "\t", "\u{1}", "é", "😀", "\u{7F}"] {
            for offset in 0..<20 {
                let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: 37 - offset) + special
                let message: JSON = ["text": .string(text), "after": .string(String(repeating: "c", count: offset))]
                let bytes = message.serialized
                #expect(try JSONParser.parse(bytes) == message, "\(special.unicodeScalars.map(\.value)) at \(offset)")
                let skimmed = try JSONParser.skim(bytes, elidingStringsLongerThan: 8)
                #expect(skimmed.value["text"] == .string(""))
                #expect(skimmed.value["after"] == .string(offset > 8 ? "" : String(repeating: "c", count: offset)))
            }
        }
    }
}
