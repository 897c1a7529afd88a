import Foundation
import Testing
import Stagehand

/// Loading with libyaml on a thread of its own gives the very document and diagnostics that
/// loading on one thread gives: the same nodes, text, tags, positions, and the same failure.
@Suite struct PipelinedLoadTests {
    /// Every node, depth first: its kind, position, tag and text.
    static func dump(_ node: Node?, into lines: inout [String]) {
        guard let node else { return lines.append("no root") }
        let at = "\(node.location.line):\(node.location.column)"
        switch node.content {
        case .scalar(let scalar): lines.append("scalar \(at) \(scalar.style) \(scalar.tag ?? "-") \(scalar.text)")
        case .sequence(let items):
            lines.append("sequence \(at) \(items.count)")
            for item in items { dump(item, into: &lines) }
        case .mapping(let pairs):
            lines.append("mapping \(at) \(pairs.count)")
            for pair in pairs {
                dump(pair.key, into: &lines)
                dump(pair.value, into: &lines)
            }
        }
    }

    static func expectSame(_ text: String, limits: LoadLimits = .default, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        expectSame(bytes: Array(text.utf8), limits: limits, sourceLocation: sourceLocation)
    }

    static func expectSame(bytes: [UInt8], limits: LoadLimits = .default, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let alone = DocumentLoader.parse(bytes, file: "t.yaml", limits: limits, pipelined: false)
        let pipelined = DocumentLoader.parse(bytes, file: "t.yaml", limits: limits, pipelined: true)
        #expect(pipelined.diagnostics == alone.diagnostics, sourceLocation: sourceLocation)
        var expected: [String] = [], actual: [String] = []
        if let document = alone.document { dump(document.root, into: &expected) }
        if let document = pipelined.document { dump(document.root, into: &actual) }
        #expect((alone.document == nil) == (pipelined.document == nil), sourceLocation: sourceLocation)
        #expect(actual == expected, sourceLocation: sourceLocation)
    }

    /// A document of many batches: anchors, aliases, merges, tags, every scalar style, unicode.
    static func large(items: Int) -> String {
        var text = "base: &base { kind: plain, n: 1 }\nitems:\n"
        for i in 0..<items {
            switch i % 6 {
            case 0: text += "  - { <<: *base, name: \"Ada \(i)\", city: 'São Paulo' }\n"
            case 1: text += "  - !!str \(i)\n"
            case 2: text += "  - &a\(i) [x, y, \(i).5, true, ~]\n"
            case 3: text += "  - *a\(i - 1)\n"
            case 4: text += "  - |\n    line \(i)\n    ünïcode ✓\n"
            default: text += "  - >\n    folded \(i)\n    text\n"
            }
        }
        return text
    }

    @Test func largeDocumentsMatch() {
        Self.expectSame(Self.large(items: 20_000))
    }

    @Test func failuresInLaterBatchesMatch() {
        let text = Self.large(items: 12_000)
        Self.expectSame(text + "  - [unclosed\n")
        Self.expectSame(text + "bad: : :\n")
        Self.expectSame(text + "---\nsecond: document\n")
        Self.expectSame(text + "\u{0}binary")
    }

    @Test func limitsStopAtTheSamePlace() {
        let text = Self.large(items: 12_000)
        Self.expectSame(text, limits: LoadLimits(maxDepth: 2))
        Self.expectSame(text, limits: LoadLimits(maxAliasExpansion: 50))
        Self.expectSame(text + "long: \(String(repeating: "x", count: 5_000))\n", limits: LoadLimits(maxScalarLength: 4_000))
    }

    @Test func smallAndEmptyInputsMatch() {
        for text in ["", "a: 1", "[", "- x\n- &a y\n- *a\n", "key: !custom value", "? complex\n: key"] {
            Self.expectSame(text)
        }
    }

    @Test func everyBrokenFixtureMatches() throws {
        for file in Repository.files(under: "Tests/StagehandTests/Fixtures/Broken", endingWith: [".yaml", ".json"]) {
            let bytes = try #require(FileManager.default.contents(atPath: file))
            Self.expectSame(bytes: Array(bytes))
        }
    }
}
