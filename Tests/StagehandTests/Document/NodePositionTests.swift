import Testing
import Stagehand

/// Node records pack line and column into one word; positions that do not fit are kept exactly
/// beside the records.
@Suite struct NodePositionTests {
    @Test func aNodeFarToTheRightKeepsItsExactColumn() throws {
        // A flow mapping on one line whose last key starts past column 1,023: "top: { a: " is 10
        // columns, the filler 2,000, ", " 2 more, so "far" is at column 2,013.
        let filler = String(repeating: "x", count: 2_000)
        let text = "top: { a: \(filler), far: 1 }\nnext: 2\n"
        let document = try #require(DocumentLoader.parse(Array(text.utf8), file: "wide.yaml").document)
        let root = try #require(document.root)
        let top = try #require(root["top"])
        let far = try #require(top.pairs?.first { $0.key.hasScalarText("far") })
        #expect(far.key.location == SourceLocation(file: "wide.yaml", line: 1, column: 2_013))
        #expect(far.value.location == SourceLocation(file: "wide.yaml", line: 1, column: 2_018))
        #expect(root["next"]?.location == SourceLocation(file: "wide.yaml", line: 2, column: 7))
    }

    @Test func anAliasFarToTheRightKeepsItsOwnColumn() throws {
        let filler = String(repeating: "y", count: 1_500)
        let text = "base: &b { k: v }\nuse: [\(filler), *b]\n"
        let document = try #require(DocumentLoader.parse(Array(text.utf8), file: "alias.yaml").document)
        let items = try #require(document.root?["use"]?.items)
        #expect(items.count == 2)
        #expect(items[1].location == SourceLocation(file: "alias.yaml", line: 2, column: 1_509))
        #expect(items[1]["k"]?.scalarText == "v")
    }

    @Test func everyNodeOfLongLinesKeepsItsExactPlace() throws {
        // Two long JSON lines of rows, a short line between them: past column 1,023 every node
        // overflows, one run of nodes per line.
        func row(_ i: Int) -> String { #"{"id":\#(i),"name":"N\#(i)"}"# }
        let first = (0..<120).map(row).joined(separator: ",")
        let second = (120..<240).map(row).joined(separator: ",")
        let text = "[" + first + ",\n" + row(999) + ",\n" + second + "]"
        let document = try #require(DocumentLoader.parse(Array(text.utf8), file: "rows.json").document)
        let items = try #require(document.root?.items)
        #expect(items.count == 241)
        // Where each row starts, found in the text itself.
        var expected: [(line: Int, column: Int)] = []
        var line = 1, column = 1, depth = 0
        for character in text {
            if character == "{", depth == 1 { expected.append((line, column)) }
            if character == "[" || character == "{" { depth += 1 }
            if character == "]" || character == "}" { depth -= 1 }
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        #expect(expected.count == 241)
        for (item, place) in zip(items, expected) {
            #expect(item.location == SourceLocation(file: "rows.json", line: place.line, column: place.column))
            // The value of "name" starts 7 columns after the key's opening quote.
            let name = try #require(item.pairs?.last)
            #expect(name.value.location.line == name.key.location.line)
            #expect(name.value.location.column == name.key.location.column + 7)
        }
    }

    @Test func packedPositionsRoundTrip() {
        for (line, column) in [(1, 1), (4_194_302, 1_023), (123_456, 17)] {
            let word = NodeStorage.Position.pack(line: line, column: column)
            #expect(word != NodeStorage.Position.overflow)
            #expect(NodeStorage.Position.unpack(word) == (line, column))
        }
        #expect(NodeStorage.Position.pack(line: 4_194_303, column: 1) == NodeStorage.Position.overflow)
        #expect(NodeStorage.Position.pack(line: 1, column: 1_024) == NodeStorage.Position.overflow)
    }
}
