import Stagehand
import Testing
import StagehandLanguageServer

/// The pieces that let a burst of changes to a large document cost little: lines indexed again
/// only where an edit falls, long strings read without being decoded, and changes a later
/// whole text replaces dropped unread.
@Suite struct IncrementalTextTests {
    /// A small deterministic generator (64-bit LCG), so a failure replays.
    private struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func anEditInPlaceIndexesLinesAsReadingTheWholeTextAgainWould() {
        // Line breaks of every kind, and pieces that make or break a CR LF pair at an edit's edges.
        let pieces: [[UInt8]] = ["a", "bc", "\n", "\r", "\r\n", "é", "😀", "\n\n", "x\r"].map { Array($0.utf8) }
        var random = Random(state: 0x1DEA)
        var offsets = SourceOffsets([])
        for step in 0..<3_000 {
            let bytes = offsets.bytes
            let from = random.next(bytes.count + 1)
            let to = from + random.next(min(8, bytes.count - from) + 1)
            var replacement: [UInt8] = []
            for _ in 0..<random.next(4) { replacement += pieces[random.next(pieces.count)] }
            offsets.replaceSubrange(from..<to, with: replacement)
            let expected = Array(bytes[..<from]) + replacement + Array(bytes[to...])
            #expect(offsets.bytes == expected, "step \(step)")
            #expect(offsets.lineStarts == SourceOffsets(expected).lineStarts, "step \(step): \(from)..<\(to) with \(replacement)")
            if offsets.lineStarts != SourceOffsets(expected).lineStarts { return }
        }
    }

    @Test func rangeChangesAfterAWholeTextApplyToThatText() {
        let document = OpenDocument(uri: "file:///t/a.scene.yaml", path: "/t/a.scene.yaml", text: Array("one\ntwo\n".utf8), version: 1)
        let at = { (line: Int, character: Int) in TextChange.Position(line: line, character: character) }
        document.apply([
            .replace(start: at(1, 0), end: at(1, 3), text: Array("2".utf8)),
            .replaceAll(Array("a\r\nb\r\nc".utf8)),
            .replace(start: at(1, 1), end: at(2, 0), text: Array("!".utf8)),
            .replace(start: at(9, 0), end: at(9, 0), text: Array("\nd".utf8)),  // past the end: appended
        ], version: 7)
        #expect(document.text == Array("a\r\nb!c\nd".utf8))
        #expect(document.lines.offsets.lineStarts == SourceOffsets(Array("a\r\nb!c\nd".utf8)).lineStarts)
        #expect(document.version == 7)
    }

    @Test func skimmingReadsTheShapeAndLeavesLongStringsUndecoded() throws {
        let long = String(repeating: "line \"quoted\" \\ é\n", count: 500)
        let message: JSON = ["method": "textDocument/didChange", "params": ["contentChanges": [["text": .string(long)]], "short": "kept"]]
        let skimmed = try JSONParser.skim(message.serialized, elidingStringsLongerThan: 4096)
        #expect(skimmed.elided)
        #expect(skimmed.value["params"]?["contentChanges"]?.array?.first?["text"] == .string(""))
        #expect(skimmed.value["params"]?["short"] == .string("kept"))
        #expect(skimmed.value["method"] == .string("textDocument/didChange"))
        let whole = try JSONParser.skim(message.serialized, elidingStringsLongerThan: 1 << 20)
        #expect(!whole.elided)
        #expect(whole.value == message)
    }

    @Test(arguments: [#""abc"#, #""a\qb""#, #""a\u12G4""#, "\"a\u{1}b\"", #""a\"#, #"["x" "y"]"#, #""ok" trailing"#])
    func skimmingRefusesWhatParsingRefuses(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(bytes) }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.skim(bytes, elidingStringsLongerThan: 0) }
    }

    private static func change(_ uri: String, version: Int, _ change: JSON) -> [UInt8] {
        JSON.object(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
            "textDocument": ["uri": .string(uri), "version": JSON(version)], "contentChanges": [change],
        ]]).serialized
    }

    private static func versions(_ messages: [PendingChanges.Message]) -> [Int] {
        messages.compactMap { message in
            switch message {
            case .parsed(let json): json["params"]?["textDocument"]?["version"]?.int
            case .bytes(let bytes): (try? JSONParser.parse(bytes))?["params"]?["textDocument"]?["version"]?.int
            }
        }
    }

    @Test func aWholeTextDropsTheHeldChangesToItsDocumentOnly() {
        var pending = PendingChanges()
        let range: JSON = ["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "x"]
        let big = String(repeating: "y", count: PendingChanges.elisionLimit + 1)
        #expect(pending.take(Self.change("file:///a", version: 2, range)).isEmpty)
        #expect(pending.take(Self.change("file:///b", version: 2, range)).isEmpty)
        #expect(pending.take(Self.change("file:///a", version: 3, ["text": .string(big)])).isEmpty)
        #expect(pending.take(Self.change("file:///a", version: 4, range)).isEmpty)
        // A malformed change is refused when handled, so it replaces nothing.
        #expect(pending.take(Self.change("file:///b", version: 3, ["text": "z", "range": ["start": ["line": 0, "character": 0]]])).isEmpty)
        let request = JSON.object(["jsonrpc": "2.0", "id": 1, "method": "textDocument/hover"]).serialized
        let released = pending.take(request)
        #expect(Self.versions(released) == [2, 3, 4, 3])
        #expect(released.count == 5, "the request comes last, after every held change")
        #expect(pending.isEmpty)
    }
}
