import Foundation
import Testing
import Stagehand

@Suite struct DocumentLimitsTests {
    typealias Support = DocumentTestSupport

    @Test func tenThousandDeepFlowNestingStopsAtTheLimit() throws {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let (document, diagnostics) = Support.parse(text)
        #expect(document == nil)
        #expect(diagnostics.map(\.code) == [.nestingTooDeep])
        // The 257th bracket is the first past the default limit of 256.
        #expect(diagnostics.first?.docPos == "1:257")
    }

    @Test func tenThousandDeepBlockNestingStopsAtTheLimit() throws {
        let text = String(repeating: "- ", count: 10_000) + "x\n"
        let (document, diagnostics) = Support.parse(text)
        #expect(document == nil)
        #expect(diagnostics.map(\.code) == [.nestingTooDeep])
        #expect(diagnostics.first?.docPos == "1:513")
    }

    @Test func deepMappingsCountToo() {
        var text = ""
        for level in 0..<20 { text += String(repeating: " ", count: level) + "k:\n" }
        let limits = LoadLimits(maxDepth: 10)
        let (_, diagnostics) = Support.parse(text, limits: limits)
        #expect(diagnostics.map(\.code) == [.nestingTooDeep])
        #expect(diagnostics.first?.docPos == "11:11")
        #expect(Support.parse(text, limits: LoadLimits(maxDepth: 20)).diagnostics.isEmpty)
    }

    @Test func exactlyTheLimitIsAllowed() {
        let text = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(Support.parse(text).diagnostics.isEmpty)
    }

    @Test func anAliasLandingDeepCountsTheAnchoredHeight() {
        let text = "a: &a [[[[x]]]]\nb: [[*a]]\n"
        let ok = Support.parse(text, limits: LoadLimits(maxDepth: 7))
        #expect(ok.diagnostics.isEmpty)
        let (document, diagnostics) = Support.parse(text, limits: LoadLimits(maxDepth: 6))
        #expect(document == nil)
        #expect(diagnostics.map(\.code) == [.nestingTooDeep])
        #expect(diagnostics.first?.docPos == "2:6")
    }

    @Test func billionLaughsIsRefusedQuickly() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<10 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [" + Array(repeating: previous, count: 10).joined(separator: ", ") + "]\n"
        }
        let (document, diagnostics) = Support.parse(text)
        #expect(document == nil)
        #expect(diagnostics.map(\.code) == [.aliasExpansion])
        // Levels 1–3 add 12,330 nodes; the eighth alias of level 4 (11,111 nodes each) passes 100,000.
        #expect(diagnostics.first?.docPos == "5:" + String(10 + 7 * 5))
    }

    @Test func aliasExpansionWithinTheLimitIsAllowed() throws {
        let text = "a: &a [1, 2, 3]\nb: [*a, *a, *a]\n"
        let root = try #require(Support.cleanRoot(text))
        #expect(root["b"]?.items?.count == 3)
        let tight = Support.parse(text, limits: LoadLimits(maxAliasExpansion: 11))
        #expect(tight.diagnostics.map(\.code) == [.aliasExpansion])
        #expect(tight.diagnostics.first?.docPos == "2:13")
    }

    @Test func twoMegabyteScalarIsRefused() throws {
        let text = "title: " + String(repeating: "a", count: 2 << 20) + "\nscene: s\n"
        let (document, diagnostics) = Support.parse(text)
        #expect(diagnostics.map(\.code) == [.scalarTooLong])
        #expect(diagnostics.first?.docPos == "1:8")
        // The rest of the file is still read; the long text is left out.
        #expect(document?.root?["scene"]?.scalarText == "s")
        #expect(document?.root?["title"]?.scalarText == "")
    }

    @Test func scalarLimitCountsBytes() {
        let text = "a: ééé"  // six bytes
        #expect(Support.parse(text, limits: LoadLimits(maxScalarLength: 6)).diagnostics.isEmpty)
        #expect(Support.parse(text, limits: LoadLimits(maxScalarLength: 5)).diagnostics.map(\.code) == [.scalarTooLong])
    }

    @Test func fileOverTheSizeLimitIsRefusedBeforeReading() throws {
        let directory = URL(fileURLWithPath: try TemporaryFiles.folder("stagehand-doc"))
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("huge.scene.yaml").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("a: 1\n".utf8)))
        // A sparse file: 33 MiB in size without writing 33 MiB.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 33 << 20)
        try handle.close()
        let (document, diagnostics) = DocumentLoader.load(contentsOf: path)
        #expect(document == nil)
        #expect(diagnostics.map(\.code) == [.fileTooLarge])
        #expect(diagnostics.first?.location == SourceLocation(file: path, line: 1, column: 1))
        #expect(diagnostics.first?.message.contains("34603008") == true)
    }

    @Test func parseRefusesOversizedBytesToo() {
        let (document, diagnostics) = DocumentLoader.parse(Array(repeating: 0x61, count: 100), file: "f",
                                                          limits: LoadLimits(maxFileSize: 99))
        #expect(document == nil)
        #expect(diagnostics.map(\.code) == [.fileTooLarge])
    }
}
