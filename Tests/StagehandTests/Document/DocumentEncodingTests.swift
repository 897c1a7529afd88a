import Testing
import Stagehand

@Suite struct DocumentEncodingTests {
    private func parse(_ bytes: [UInt8]) -> (document: Document?, diagnostics: [Diagnostic]) {
        DocumentLoader.parse(bytes, file: "bad.yaml")
    }

    @Test func invalidByteIsReportedAtItsLineAndColumn() throws {
        // "é" is two bytes but one column, so 0xFF sits at column 6 of line 3.
        let bytes = Array("a: 1\nb: 2\nc: éx".utf8) + [0xFF] + Array("y\n".utf8)
        let (document, diagnostics) = parse(bytes)
        #expect(document == nil)
        let d = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(d.code == .invalidEncoding)
        #expect(d.docPos == "3:6")
        #expect(d.message.contains("0xFF"))
    }

    @Test func invalidBytesBeforeTheOffsetCountOneColumnEach() {
        // "a: " then a two-byte lead without its trailing byte: libyaml points at the byte after the
        // lead, and the lone lead counts as one column.
        let bytes: [UInt8] = [0x61, 0x3A, 0x20, 0xC3, 0x28]
        let (_, diagnostics) = parse(bytes)
        #expect(diagnostics.map(\.code) == [.invalidEncoding])
        #expect(diagnostics.first?.docPos == "1:5")
        let mark = Array("x\r\ny\rz\u{FF}".utf8).withUnsafeBufferPointer {
            TextPosition.mark(atByteOffset: 6, in: $0)
        }
        #expect(mark.line == 3 && mark.column == 2)
        let broken: [UInt8] = [0x80, 0x80, 0xE2, 0x82, 0x41, 0x0A, 0x42]
        let afterBroken = broken.withUnsafeBufferPointer { TextPosition.mark(atByteOffset: 5, in: $0) }
        #expect(afterBroken.line == 1 && afterBroken.column == 6)
    }

    @Test func nulByteIsAControlCharacter() throws {
        let bytes = Array("a: b\nc: d".utf8) + [0] + Array("e\n".utf8)
        let (document, diagnostics) = parse(bytes)
        #expect(document == nil)
        let d = try #require(diagnostics.first)
        #expect(d.code == .invalidEncoding)
        #expect(d.docPos == "2:5")
        #expect(d.message.contains("U+0000"))
    }

    @Test func utf16IsRefused() {
        let (document, diagnostics) = parse([0xFF, 0xFE, 0x61, 0x00])
        #expect(document == nil)
        #expect(diagnostics.map(\.code) == [.invalidEncoding])
        #expect(diagnostics.first?.docPos == "1:1")
    }

    @Test func invalidByteAfterByteOrderMark() {
        let (_, diagnostics) = parse([0xEF, 0xBB, 0xBF, 0x61, 0x3A, 0x20, 0xFE])
        #expect(diagnostics.map(\.code) == [.invalidEncoding])
        #expect(diagnostics.first?.docPos == "1:4")
    }
}
