import Testing
import Stagehand

/// `SortDataSource`'s `order`: `text` (the default) and `natural`, where runs of digits inside
/// text compare as numbers.
@Suite("Natural sort order")
struct NaturalSortTests {
    /// The values sorted by a `SortDataSource` with the given properties.
    static func sorted(_ values: [String], _ properties: String) throws -> [String] {
        let list = values.map { "\"\($0)\"" }.joined(separator: ", ")
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - { id: list, type: StaticDataSource, properties: { value: [\(list)] } }
              - { id: sorted, type: SortDataSource, outlets: { source: list }, properties: \(properties) }
            """)
        return try scene.object("sorted", as: DataSource.self).value.list?.map(\.displayText) ?? []
    }

    @Test("versions sort as people read them")
    func versions() throws {
        let versions = ["9.0.3", "65.5.0", "2.0", "10.2.0"]
        #expect(try Self.sorted(versions, "{ order: natural }") == ["2.0", "9.0.3", "10.2.0", "65.5.0"])
        #expect(try Self.sorted(versions, "{ order: natural, descending: true }") == ["65.5.0", "10.2.0", "9.0.3", "2.0"])
        // The finding: as text, 10.2.0 sorts before 2.0.
        #expect(try Self.sorted(versions, "{}") == ["10.2.0", "2.0", "65.5.0", "9.0.3"])
        #expect(try Self.sorted(versions, "{ order: text }") == ["10.2.0", "2.0", "65.5.0", "9.0.3"])
    }

    @Test("file names with numbers")
    func fileNames() throws {
        let names = ["file10.txt", "File2.txt", "file1.txt", "file02.txt", "file.txt", "file100.txt"]
        #expect(try Self.sorted(names, "{ order: natural }")
            == ["file.txt", "file1.txt", "File2.txt", "file02.txt", "file10.txt", "file100.txt"])
    }

    @Test("mixed text: case ignored, numbers longer than any integer, text without digits as text")
    func mixedText() throws {
        let values = ["beta", "Alpha 12", "alpha 3", "item 123456789012345678901234567890", "item 99", "Gamma", "7 dwarves", "12 angry men"]
        #expect(try Self.sorted(values, "{ order: natural }")
            == ["7 dwarves", "12 angry men", "alpha 3", "Alpha 12", "beta", "Gamma", "item 99", "item 123456789012345678901234567890"])
    }

    @Test("natural order is a total order: equal numbers with more leading zeros come after")
    func leadingZeros() {
        let a = SortKey("v007", order: .natural), b = SortKey("v7", order: .natural)
        #expect(b < a)
        #expect(!(a < b))
        #expect(a != b)
    }

    @Test("an order that is not text or natural is an error naming the choices")
    func unknownOrder() {
        let diagnostics = CheckTestSupport.lint("""
            dataSources:
              - { id: list, type: StaticDataSource, properties: { value: [] } }
              - { id: sorted, type: SortDataSource, outlets: { source: list }, properties: { order: numeric } }
            """)
        #expect(diagnostics.contains { $0.code == .invalidProperty && $0.message.contains("'text', 'natural'") })
    }
}
