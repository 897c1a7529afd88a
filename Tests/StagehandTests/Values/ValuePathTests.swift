import Testing
@testable import Stagehand

/// `value(atPath:)` reads the segments between the dots in place; it must find exactly what
/// splitting the path at every dot and walking the pieces finds.
@Suite struct ValuePathTests {
    /// The walk as the documentation states it: split at every dot, empty pieces included.
    private static func walked(_ value: Value, _ path: String) -> Value? {
        if path.isEmpty { return value }
        var current = value
        for segment in path.split(separator: ".", omittingEmptySubsequences: false) {
            switch current {
            case .mapping(let m):
                guard let next = m[String(segment)] else { return nil }
                current = next
            case .list(let items):
                if segment == "count" {
                    current = .int(items.count)
                } else {
                    guard let index = Int(segment), items.indices.contains(index) else { return nil }
                    current = items[index]
                }
            default:
                return nil
            }
        }
        return current
    }

    static let value: Value = .mapping([
        "name": "Ada",
        "": .mapping(["": "empty keys", "x": 1]),
        "café": .mapping(["ü": "non-ASCII"]),
        "people": .list([.mapping(["name": "Bo", "tags": .list(["a", "b"])]), .mapping(["name": "Cy"])]),
        "a": .mapping(["": .mapping(["b": "between two dots"])]),
        "count": 7,
    ])

    @Test(arguments: [
        "", "name", "name.first", "people", "people.0", "people.1.name", "people.2", "people.-1",
        "people.count", "people.count.x", "people.0.tags.count", "people.0.tags.1", "people.01",
        "count", ".", "..", ".x", "x.", "a..b", "a.", "café.ü", "café", "ü", "people.0.",
        "people. 0", "name.", "missing.name",
    ])
    func findsWhatSplittingAtEveryDotFinds(path: String) {
        #expect(Self.value.value(atPath: path) == Self.walked(Self.value, path))
    }

    @Test func readsThroughMappingsListsAndCounts() {
        #expect(Self.value.value(atPath: "people.1.name") == "Cy")
        #expect(Self.value.value(atPath: "people.count") == 2)
        #expect(Self.value.value(atPath: "a..b") == "between two dots")
        #expect(Self.value.value(atPath: ".x") == 1)
        #expect(Self.value.value(atPath: "café.ü") == "non-ASCII")
        #expect(Self.value.value(atPath: "people.5") == nil)
    }
}
