import Testing
import StagehandLanguageServer

/// The message reader survives any bytes; JSON round-trips; positions count UTF-16 code units.
@Suite struct ProtocolTests {
    private func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    @Test func framesSplitAcrossReadsArriveWhole() {
        var framer = MessageFramer()
        let bytes = frame(#"{"a":1}"#) + frame(#"{"b":"é"}"#)
        var messages: [[UInt8]] = []
        for byte in bytes {
            for case .message(let body) in framer.feed([byte]) { messages.append(body) }
        }
        #expect(messages.map { String(decoding: $0, as: UTF8.self) } == [#"{"a":1}"#, #"{"b":"é"}"#])
    }

    @Test func malformedHeadersAreSkippedAndReadingGoesOn() {
        var framer = MessageFramer()
        let bytes = Array("Content-Length: x\r\n\r\n".utf8) + Array("Nothing: here\r\n\r\n".utf8) + frame("{}")
        let frames = framer.feed(bytes)
        // What follows a refused header, up to the next one, is its body.
        #expect(frames == [
            .malformed("a Content-Length that is not a number", body: Array("Nothing: here\r\n\r\n".utf8)),
            .message(Array("{}".utf8)),
        ])
        var huge = MessageFramer()
        // Refused when the next header shows where its body ends.
        #expect(huge.feed(Array("Content-Length: 99999999999\r\n\r\n".utf8)) == [])
        #expect(huge.feed(frame("{}")) == [.malformed("a Content-Length over \(MessageFramer.maxContentLength) bytes"), .message(Array("{}".utf8))])
    }

    @Test func randomBytesNeverCrashTheReaderOrTheServer() {
        var random = SeededGenerator(state: 0x15B)
        let server = LanguageServer()
        let pieces: [[UInt8]] = [
            Array("Content-Length: ".utf8), Array("\r\n\r\n".utf8), Array("12".utf8), Array("{\"jsonrpc\":\"2.0\",".utf8),
            Array("\"method\":\"textDocument/didOpen\",".utf8), Array("\"id\":1,".utf8), Array("[[[[".utf8), [0xFF, 0xC3, 0],
            Array("\"params\":{\"textDocument\":{\"uri\":\"file:///tmp/x.scene.yaml\",\"text\":\"a: [\"}}}".utf8),
        ]
        for _ in 0..<400 {
            var framer = MessageFramer()
            var input: [UInt8] = []
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                if Bool.random(using: &random) {
                    input += pieces.randomElement(using: &random) ?? []
                } else {
                    input += (0..<Int.random(in: 1...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                }
            }
            var offset = 0
            while offset < input.count {
                let size = Int.random(in: 1...64, using: &random)
                let chunk = Array(input[offset..<min(input.count, offset + size)])
                offset += size
                for case .message(let body) in framer.feed(chunk) {
                    for reply in server.handle(bytes: body) { _ = reply.serialized }
                }
            }
        }
        // Still answering after all that.
        let reply = server.handle(bytes: Array(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#.utf8))
        #expect(reply.first?["id"]?.int == 7)
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = Array(String(repeating: "[", count: 100_000).utf8)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(deep) }
        #expect(LanguageServer().handle(bytes: deep).first?["error"]?["code"]?.int == -32700)
    }

    @Test func jsonRoundTrips() throws {
        let value: JSON = ["text": "a\"b\\c\n\u{1}é😀", "n": 3, "list": [true, false, nil], "x": .number(1.5)]
        #expect(try JSONParser.parse(value.serialized) == value)
        #expect(try JSONParser.parse(Array(#""\ud83d\ude00""#.utf8)) == .string("😀"))
    }

    @Test func positionsCountUTF16CodeUnits() {
        let lines = LineMap(Array("a: é😀x\nb\r\nc".utf8))
        // `é` is 2 bytes and 1 unit, `😀` 4 bytes and 2 units.
        #expect(lines.offset(line: 0, character: 6) == 9)
        #expect(lines.position(of: 9) == (0, 6))
        #expect(lines.offset(line: 1, character: 1) == 12)
        #expect(lines.offset(line: 2, character: 0) == 14)
        #expect(lines.position(of: 14) == (2, 0))
    }

    @Test func unknownRequestsGetMethodNotFoundAndExitFollowsShutdown() {
        let server = LanguageServer()
        let reply = server.handle(["jsonrpc": "2.0", "id": 3, "method": "workspace/frobnicate"])
        #expect(reply.first?["error"]?["code"]?.int == -32601)
        _ = server.handle(["jsonrpc": "2.0", "id": 4, "method": "shutdown"])
        _ = server.handle(["jsonrpc": "2.0", "method": "exit"])
        #expect(server.exitStatus == 0)
    }
}
