import Foundation
import Testing
import Stagehand

/// The text a document keeps for its diagnostics' lines: which line is which, when there are
/// none, and a large file read back through the descriptor it was parsed from.
@Suite struct SourceTextTests {
    typealias Support = DocumentTestSupport

    private func source(_ text: String) -> SourceText {
        SourceText(file: Support.file, bytes: Array(text.utf8))
    }

    private func lines(of text: String, _ numbers: Set<Int>) -> [Int: String] {
        source(text).lines(numbers).mapValues(\.text)
    }

    private func temporaryDirectory() throws -> URL {
        URL(fileURLWithPath: try TemporaryFiles.folder("stagehand-source"))
    }

    // MARK: Lines

    @Test func linesEndWhereLibYAMLCountsABreak() {
        // LF, CR LF, a lone CR, NEL, LS and PS each end a line, as libyaml's marks count them.
        let text = "a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}g"
        #expect(lines(of: text, Set(1...8)) == [1: "a", 2: "b", 3: "c", 4: "d", 5: "e", 6: "f", 7: "g"])
    }

    @Test func aFinalLineBreakStartsAnEmptyLastLine() {
        #expect(lines(of: "a\nb\n", [2, 3, 4]) == [2: "b", 3: ""])
        #expect(lines(of: "", [1]) == [1: ""])
    }

    @Test func theLineOfEveryNodeHoldsTheNode() throws {
        // Whatever the breaks, the line a node's location names is the line it is written on.
        let text = "a: 1\r\nb: 2\rc: 3\u{85}d: \"x\u{2028}y\"\ne: 5\n"
        let (document, diagnostics) = Support.parse(text)
        #expect(diagnostics.isEmpty)
        let root = try #require(document?.root)
        let source = try #require(document?.source)
        for key in ["a", "b", "c", "e"] {
            let node = try #require(root[key])
            let line = try #require(source.line(node.location.line))
            #expect(line.text.hasPrefix("\(key): "), "line \(node.location.line) is '\(line.text)'")
        }
    }

    @Test func piecesGiveTheSameLinesAsTheWhole() {
        // A break cut between two pieces (CR | LF, or inside LS) is still one break.
        let bytes = Array("one\r\ntwo\u{2028}three\u{85}four\rfive\n".utf8)
        var whole = LineCollector(wanted: Set(1...6))
        _ = bytes.withUnsafeBufferPointer { whole.scan($0, isLast: true) }
        for size in 1...4 {
            var collector = LineCollector(wanted: Set(1...6))
            var pending: [UInt8] = []
            var offset = 0
            while offset < bytes.count || !pending.isEmpty {
                let next = bytes[offset..<min(bytes.count, offset + size)]
                offset += next.count
                pending += next
                let isLast = offset >= bytes.count
                let used = pending.withUnsafeBufferPointer { collector.scan($0, isLast: isLast) }
                pending.removeFirst(used)
                if isLast { break }
            }
            #expect(collector.found == whole.found, "pieces of \(size) bytes")
        }
        #expect(whole.found.mapValues { String(decoding: $0, as: UTF8.self) } == [1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: ""])
    }

    @Test func textThatIsNotUTF8GivesNoLines() {
        let bytes: [UInt8] = Array("a: 1\nb: ".utf8) + [0xE9] + Array("\n".utf8)
        #expect(SourceText(file: Support.file, bytes: bytes).lines([1, 2]).isEmpty)
    }

    @Test func aVeryLongLineKeepsOnlyWhatIsShown() {
        let text = "a: " + String(repeating: "é", count: 100_000) + "\nb: 2\n"
        let found = source(text).lines([1, 2])
        #expect(found[1]?.text == "a: " + String(repeating: "é", count: SourceLine.maxCharacters - 3))
        #expect(found[2]?.text == "b: 2")
    }

    // MARK: The loader

    @Test func theLoaderGivesItsDiagnosticsTheirLines() throws {
        let (_, diagnostics) = Support.parse("stagehand: 1\nviews: { a: 1, a: 2 }\n")
        let duplicate = try #require(diagnostics.first)
        #expect(duplicate.code == .duplicateKey)
        #expect(duplicate.sourceLine?.text == "views: { a: 1, a: 2 }")
        #expect(duplicate.notes.first?.sourceLine?.text == "views: { a: 1, a: 2 }")
    }

    @Test func aSyntaxErrorShowsItsLine() throws {
        let (document, diagnostics) = Support.parse("a: 1\nb: [1, 2\n")
        #expect(document == nil)
        let error = try #require(diagnostics.first)
        #expect(error.code == .yamlSyntax)
        #expect(error.sourceLine?.text == "")
        #expect(error.notes.last?.sourceLine?.text == "b: [1, 2")
    }

    @Test func invalidUTF8ShowsNoLineAndAControlCharacterShowsItsLine() throws {
        let invalid: [UInt8] = Array("a: 1\nb: caf".utf8) + [0xE9] + Array("\n".utf8)
        let encoding = try #require(DocumentLoader.parse(invalid, file: Support.file).diagnostics.first)
        #expect(encoding.code == .invalidEncoding)
        #expect(encoding.sourceLine == nil)
        // A NUL is valid UTF-8 that YAML refuses: the line is shown, as it is in the file.
        let nul: [UInt8] = Array("a: 1\nb: x".utf8) + [0] + Array("\n".utf8)
        let control = try #require(DocumentLoader.parse(nul, file: Support.file).diagnostics.first)
        #expect(control.code == .invalidEncoding)
        #expect(control.sourceLine?.text == "b: x\u{0}")
        // It is named for what it is, not as text that is not UTF-8.
        #expect(control.message.hasPrefix("the file holds a control character (U+0000)"), "\(control.message)")
        #expect(encoding.message.hasPrefix("the file is not valid UTF-8 text"), "\(encoding.message)")
    }

    @Test func theDecoderAndChecksGetLinesFromTheDocument() throws {
        let text = "stagehand: 1\nscene: s\nviews:\n  - type: Lable\n"
        let diagnostics = Linter().lintScene(source: text, file: "lines.scene.yaml")
        let unknown = try #require(diagnostics.first { $0.code == .unknownType })
        #expect(unknown.sourceLine?.text == "  - type: Lable")
    }

    // MARK: Large files

    /// A valid scene of more than ``SourceText/inMemoryLimit`` bytes whose line 3 is `title: First`.
    private func largeScene(title: String = "First") -> String {
        let filler = String(repeating: "# filler line to pass the in-memory limit\n", count: SourceText.inMemoryLimit / 40 + 1)
        return "stagehand: 1\nscene: big\ntitle: \(title)\n" + filler
    }

    @Test func aLargeFileIsReadBackThroughItsDescriptor() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("big.scene.yaml").path
        try Data(largeScene().utf8).write(to: URL(fileURLWithPath: path))
        let document = try #require(DocumentLoader.load(contentsOf: path).document)
        let source = try #require(document.source)
        #expect(source.line(3)?.text == "title: First")

        // Saved the way editors do, a new file renamed over the path: the descriptor still
        // reads the text that was parsed.
        let replacement = directory.appendingPathComponent("big.scene.yaml.new").path
        try Data(largeScene(title: "Other").utf8).write(to: URL(fileURLWithPath: replacement))
        #expect(rename(replacement, path) == 0)
        #expect(source.line(3)?.text == "title: First")
    }

    @Test func aLargeFileChangedInPlaceGivesNoLines() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("big.scene.yaml").path
        try Data(largeScene().utf8).write(to: URL(fileURLWithPath: path))
        let source = try #require(DocumentLoader.load(contentsOf: path).document?.source)
        // Rewritten in place: the same file and size, other text. The modification time is set
        // apart explicitly, as the file system's clock may not have moved since the first write.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data(largeScene(title: "Other").utf8))
        try handle.close()
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(source.line(3) == nil)
    }

    @Test func aLargeFileWithAProblemShowsItsLine() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("big.scene.yaml").path
        try Data((largeScene() + "views:\n  - type: Lable\n").utf8).write(to: URL(fileURLWithPath: path))
        let diagnostics = Linter().lintFile(path)
        let unknown = try #require(diagnostics.first { $0.code == .unknownType })
        #expect(unknown.sourceLine?.text == "  - type: Lable")
    }
}
