import Testing
import Stagehand

/// `value(atPath:)` reads the segments between the dots in place; it must find exactly what
/// splitting the path at every dot and walking the pieces finds.
@Suite struct ValuePathTests {
    /// The walk as the documentation states it: split at every dot, empty pieces included, then
    /// one piece at a time.
    private static func walked(_ value: Value, _ path: String) -> Value? {
        path.isEmpty ? value : walked(value, path.split(separator: ".", omittingEmptySubsequences: false)[...])
    }

    private static func walked(_ value: Value, _ pieces: ArraySlice<Substring>) -> Value? {
        guard let piece = pieces.first else { return value }
        let next: Value?
        if case .mapping(let members) = value {
            next = members[String(piece)]
        } else if case .list(let items) = value, piece == "count" {
            next = .int(items.count)
        } else if case .list(let items) = value, let position = Int(piece), items.indices.contains(position) {
            next = items[position]
        } else {
            next = nil
        }
        return next.flatMap { walked($0, pieces.dropFirst()) }
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
