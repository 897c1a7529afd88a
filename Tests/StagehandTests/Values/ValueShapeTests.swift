import Testing
import Stagehand

/// A ``ValueShape`` from an example value, an `Encodable` example, or a `Decodable` type alone.
@Suite("Value shapes")
struct ValueShapeTests {
    /// A block device, decoded by the data source that declares its shape.
    struct Disk: Decodable {
        enum Kind: String, Decodable, CaseIterable { case disk, part }
        var name: String
        var kind: Kind
        var size: Double
        var removable: Bool
        var mountpoint: String?
        var labels: [String]
    }

    /// A type that holds a list of itself.
    struct Tree: Decodable {
        var name: String
        var children: [Tree]
    }

    /// A type that holds several of itself.
    struct Wide: Decodable {
        var a: [Wide]
        var b: [Wide]
        var c: [Wide]
        var d: [Wide]
    }

    /// A type that refuses the placeholders.
    struct Strict: Decodable {
        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard !text.isEmpty else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "empty")) }
        }
    }

    @Test("a Decodable type's keys, kinds, optional keys, lists and CaseIterable enums")
    func decodable() throws {
        let shape = try #require(ValueShape(decoding: [Disk].self))
        #expect(shape.summary == "[{name: string, kind: string, size: number, removable: boolean, mountpoint: string, labels: [string]}]")
        #expect(shape.example.value(atPath: "0.kind") == "disk")
    }

    @Test("a type that holds itself ends at the depth limit")
    func recursive() throws {
        let shape = try #require(ValueShape(decoding: Tree.self))
        #expect(shape.summary.hasPrefix("{name: string, children: [{name: string, children: [{name: string"))
        #expect(shape.example.value(atPath: "children.0.children.0.name") == "")
    }

    @Test("a type that holds several of itself stays small")
    func wide() throws {
        let shape = try #require(ValueShape(decoding: Wide.self))
        #expect(shape.summary.count < 200_000)
        // Every key of the type is there at the top, however the budget was spent below.
        #expect(["a", "b", "c", "d"].allSatisfy { shape.example.value(atPath: $0) != nil })
        #expect(shape.example.value(atPath: "a.0.d") != nil)
    }

    @Test("a type that refuses the placeholders gives no shape")
    func refused() {
        #expect(ValueShape(decoding: Strict.self) == nil)
    }

    @Test("an Encodable example and a Value literal give the same shape")
    func examples() throws {
        let encoded = try #require(ValueShape(encoding: DeviceListSource.example))
        let literal = ValueShape(example: [["name": "sda", "size": 0, "children": [["name": "sda1", "mountpoint": "/"]]]])
        #expect(encoded == literal)
        #expect(literal.summary == "[{name: string, size: integer, children: [{name: string, mountpoint: string}]}]")
    }
}
