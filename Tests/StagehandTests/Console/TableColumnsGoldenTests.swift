import Foundation
import Testing
import Stagehand
import StagehandConsole

/// The layout rules for tables that line up and text that reads as text (`Docs/Layout.md`, rules
/// 10 and 16 to 19): column headings over their cells at any width, right-aligned numbers, the
/// marks of a table whose rows run past it, wrapped lines that keep their indentation, and a
/// text area drawn as one box.
@Suite("Console: columns, alignment, table marks, wrapped indentation, text area box")
struct TableColumnsGoldenTests {
    private func frame(_ body: String, columns: Int = 30, rows: Int = 8, keys: [Key] = []) throws -> String {
        try LayoutRuleFrames.frame(body, columns: columns, rows: rows, keys: keys)
    }

    private func check(_ rule: Int, _ text: String, variant: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try LayoutRuleFrames.check(rule, text, variant: variant, sourceLocation: sourceLocation)
    }

    /// A process list: a name that takes the room left, numbers on the right.
    static let processes = """
        dataSources:
          - id: procs
            type: StaticDataSource
            properties:
              value:
                - { name: stagehand, pid: 4121, cpu: "12.5", rss: "48M" }
                - { name: sh, pid: 7, cpu: "0.1", rss: "1M" }
                - { name: swift-frontend, pid: 31337, cpu: "187.0", rss: "1.2G" }
        views:
          - id: list
            type: Table
            properties: { columns: [Command, PID, "CPU %", Memory] }
            prototype:
              type: HStack
              properties: { spacing: 2 }
              children:
                - { id: name, type: Label }
                - { id: pid, type: Label, properties: { align: right } }
                - { id: cpu, type: Label, properties: { align: right } }
                - { id: rss, type: Label, properties: { align: right } }
              bindings:
                - { type: TextBinding, outlets: { dataSource: item, view: name }, properties: { path: name } }
                - { type: TextBinding, outlets: { dataSource: item, view: pid }, properties: { path: pid } }
                - { type: TextBinding, outlets: { dataSource: item, view: cpu }, properties: { path: cpu } }
                - { type: TextBinding, outlets: { dataSource: item, view: rss }, properties: { path: rss } }
        bindings:
          - { type: TableBinding, outlets: { dataSource: procs, view: list } }
        """

    @Test("16: column headings sit over their cells, at 40 and at 120 columns")
    func columnHeadings() throws {
        let narrow = try frame(Self.processes, columns: 40)
        try check(16, narrow)
        try check(16, try frame(Self.processes, columns: 120), variant: "wide")
        // The heading starts where the cells start, not two columns left of them.
        let lines = narrow.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = try #require(lines.first { $0.contains("Command") })
        let row = try #require(lines.first { $0.contains("stagehand") })
        #expect(heading.distance(of: "Command") == row.distance(of: "stagehand"))
    }

    @Test("16: a title wider than its cells widens the column; a title over cells of a set width is cut")
    func headingWidths() throws {
        let text = try frame("""
            dataSources:
              - { id: items, type: StaticDataSource, properties: { value: [{ a: x, b: y }] } }
            views:
              - id: list
                type: Table
                properties: { columns: [A long title, Short title cut] }
                prototype:
                  type: HStack
                  children:
                    - { id: a, type: Label }
                    - { id: b, type: Label, properties: { width: 5 } }
                  bindings:
                    - { type: TextBinding, outlets: { dataSource: item, view: a }, properties: { path: a } }
                    - { type: TextBinding, outlets: { dataSource: item, view: b }, properties: { path: b } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: items, view: list } }
            """)
        #expect(text.contains("A long title Shor…"), "\(text)")
        #expect(text.contains("x            y"), "\(text)")
    }

    @Test("16: over a row that is one right-aligned label, the title is on the right too")
    func headingOverOneCell() throws {
        let text = try frame("""
            dataSources:
              - { id: items, type: StaticDataSource, properties: { value: ["12", "345"] } }
            views:
              - id: list
                type: Table
                properties: { columns: [Total] }
                prototype: { id: cell, type: Label, properties: { align: right }, bindings: [{ type: TextBinding, outlets: { dataSource: item, view: cell } }] }
            bindings:
              - { type: TableBinding, outlets: { dataSource: items, view: list } }
            """)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("Total") } && lines.contains { $0.hasSuffix("345") }, "\(text)")
    }

    @Test("17: align puts a label's text on the right or in the middle of its room")
    func alignment() throws {
        try check(17, try frame("""
            views:
              - { type: Label, properties: { text: left } }
              - { type: Label, properties: { text: right, align: right } }
              - { type: Label, properties: { text: center, align: center } }
              - { type: Label, properties: { text: "wrapped on the right side", wrap: true, width: 12, align: right } }
            """, rows: 10))
        let numbers = try frame(Self.processes, columns: 40)
        // Right-aligned numbers end in the same column, whatever their length.
        let lines = numbers.split(separator: "\n").map(String.init)
        let ends = ["4121", "31337", "7 "].compactMap { number in
            lines.first { $0.contains(" " + number) }.map { $0.distance(of: number.trimmingCharacters(in: .whitespaces)) + number.trimmingCharacters(in: .whitespaces).count }
        }
        #expect(ends.count == 3 && Set(ends).count == 1, "\(numbers)")
    }

    private static let longList = """
        dataSources:
          - { id: items, type: StaticDataSource, properties: { value: [one, two, three, four, five, six, seven, eight] } }
        views:
          - { id: top, type: Button, properties: { title: Top } }
          - id: list
            type: Table
            properties: { height: 3 }
            prototype:
              type: HStack
              children: [{ id: cell, type: Label }]
              bindings: [{ type: TextBinding, outlets: { dataSource: item, view: cell } }]
        bindings:
          - { type: TableBinding, outlets: { dataSource: items, view: list } }
        """

    @Test("18: a table whose rows run past its top or bottom marks it as a scene does")
    func tableMarks() throws {
        let atTop = try frame(Self.longList)
        #expect(atTop.contains("▼") && !atTop.contains("▲"), "\(atTop)")
        let middle = try frame(Self.longList, keys: [.named(.tab)] + Array(repeating: .named(.down), count: 4))
        try check(18, middle)
        #expect(middle.contains("▲") && middle.contains("▼"))
        let atEnd = try frame(Self.longList, keys: [.named(.tab), .named(.end)])
        #expect(atEnd.contains("▲") && !atEnd.contains("▼"), "\(atEnd)")
    }

    @Test("10: a wrapped line continues under its own first character, after its indentation")
    func wrappedIndentation() throws {
        try check(10, try frame("""
            views:
              - { type: Label, properties: { text: "commit 1a2b3c\\n    Tables line up their headings with their cells at any width\\n README.md | 12 ++++++++----", wrap: true } }
            """, rows: 12), variant: "indent")
        let lines = WrappedText.lines("    one two three four", width: 12)
        #expect(lines == ["    one two", "    three", "    four"])
        // Indentation deeper than half the room is not kept on the lines wrapped onto.
        #expect(WrappedText.lines("        abc def", width: 12) == ["        abc", "def"])
    }

    @Test("19: a text area is one box around its lines, not a stack of fields")
    func textAreaBox() throws {
        let text = try frame("""
            views:
              - { id: note, type: TextArea, properties: { text: "First line\\nsecond line", height: 3 } }
              - { id: empty, type: TextArea, properties: { placeholder: Write here, height: 2 } }
            """, rows: 12)
        try check(19, text)
        #expect(!text.contains("["), "\(text)")
        #expect(text.contains("┌") && text.contains("└"))
    }
}

private extension String {
    /// The column (in characters) where `part` starts, or -1.
    func distance(of part: String) -> Int {
        guard let range = range(of: part) else { return -1 }
        return self.distance(from: startIndex, to: range.lowerBound)
    }
}
