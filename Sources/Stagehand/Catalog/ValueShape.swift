/// The shape of the value a data source holds, declared by its type in Swift: an example value
/// whose keys, lists and kinds stand for every value the data source may hold.
///
/// One declaration serves lint (every dot path and `{placeholder}` that reads the data source is
/// checked against it, as against a data file), `stagehand types` (which shows it), the JSON
/// Schema (in the type's description) and the language server (which completes paths from it).
/// A type declares it by overriding ``SceneObject/valueShape``, or at registration
/// (``Registry/register(_:as:valueShape:)``):
///
/// ```swift
/// override public class var valueShape: ValueShape? {
///     ValueShape(example: ["name": "sda", "size": 0, "children": [["name": "sda1"]]])
/// }
/// ```
///
/// or from a `Codable` type's example, `ValueShape(encoding: Device.example)`, or from a
/// `Decodable` type alone, `ValueShape(decoding: Device.self)`. A list stands for
/// lists whose items look like its items; `null` stands for a value that may hold anything.
public struct ValueShape: Sendable, Hashable {
    /// The example value.
    public let example: Value
    /// The example as a parsed node, for the checks that walk data files' nodes.
    let node: Node?

    /// A shape from an example value.
    ///
    /// - Parameter example: a value of the shape every value of the data source has; its
    ///   scalars' kinds count, their contents do not.
    public init(example: Value) {
        self.init(example: example, file: ValueShape.file)
    }

    /// A shape whose nodes name `file` as theirs.
    private init(example: Value, file: String) {
        self.example = example
        let text = Array(example.jsonText(pretty: false).utf8)
        node = DocumentLoader.parse(text, file: file).document?.root
    }

    /// The same shape with nodes of its own, named for the type that declares it: lint keeps what
    /// it worked out about a value by where its nodes are, so two types' shapes must not share a place.
    func declared(by typeName: String) -> ValueShape {
        ValueShape(example: example, file: "<value of \(typeName)>")
    }

    /// A shape from an example of a Swift type, encoded as the data source encodes its values;
    /// `nil` when the example does not encode.
    ///
    /// - Parameter example: a value of the type the data source's values are encoded from.
    public init?<T: Encodable>(encoding example: T) {
        guard let value = try? ValueEncoder().encode(example) else { return nil }
        self.init(example: value)
    }

    /// The shape of a `Decodable` type, learned by decoding one value of it from placeholders
    /// (every key present, lists of one item, empty strings, zeros, an enum's first case when it
    /// is `CaseIterable`); `nil` when the type refuses them (a `URL` or a `UUID` from an empty
    /// string, a value it validates): give an example with ``init(encoding:)`` then.
    ///
    /// - Parameter type: the type the data source's values are decoded as.
    public init?<T: Decodable>(decoding type: T.Type) {
        let probe = ShapeProbe()
        guard (try? probe.decode(type, codingPath: [])) != nil else { return nil }
        self.init(example: probe.value)
    }

    /// What the shape's nodes name as their file.
    static let file = "<declared value shape>"

    /// The shape in one line: `{name: string, size: integer, children: [{name: string}]}`.
    public var summary: String { Self.summary(of: example) }

    private static func summary(of value: Value) -> String {
        switch value {
        case .null: "any"
        case .bool: "boolean"
        case .int: "integer"
        case .double: "number"
        case .string: "string"
        case .list(let items): "[" + (items.first.map(summary(of:)) ?? "any") + "]"
        case .mapping(let pairs): "{" + pairs.map { "\($0.key): \(summary(of: $0.value))" }.joined(separator: ", ") + "}"
        }
    }

    /// Two shapes are the same when their examples are.
    public static func == (lhs: ValueShape, rhs: ValueShape) -> Bool { lhs.example == rhs.example }

    /// Hashes the example.
    ///
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) { hasher.combine(example) }
}
