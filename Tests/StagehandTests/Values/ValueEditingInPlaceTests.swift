import Testing
import Stagehand

/// Editing a value held once changes its storage in place: an edit of one row of a long list
/// must not copy the list, or every edit costs the whole list.
@Suite struct ValueEditingInPlaceTests {
    private static func listStorage(_ value: Value) -> UnsafeRawPointer? {
        guard case .list(let items) = value else { return nil }
        return items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    private static func rowsStorage(_ value: Value) -> UnsafeRawPointer? {
        guard case .mapping(let members) = value, let rows = members["rows"] else { return nil }
        return listStorage(rows)
    }

    @Test func replacingAnItemKeepsTheListsStorage() throws {
        var value = Value.list((0..<1_000).map { .int($0) })
        let before = try #require(Self.listStorage(value))
        try value.replace(at: ["5"], with: .int(-1))
        #expect(Self.listStorage(value) == before)
        #expect(value.value(atPath: "5") == .int(-1))
    }

    @Test func editsThroughAMappingKeepTheNestedListsStorage() throws {
        var value = Value.mapping(["rows": .list((0..<1_000).map { .mapping(["n": .int($0)]) })])
        let before = try #require(Self.rowsStorage(value))
        try value.replace(at: ["rows", "7", "n"], with: .int(70))
        try value.remove(at: ["rows", "999"])
        #expect(Self.rowsStorage(value) == before)
    }
}
