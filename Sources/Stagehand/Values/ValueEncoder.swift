/// Encodes `Encodable` types as a ``Value``, the inverse of ``ValueDecoder``: what a responder
/// builds to replace a data source's value, or what a tool writes out as YAML or JSON.
///
/// The result is the value a scene author would have written for the same data:
///
/// - A struct becomes a mapping whose keys keep the order they were encoded in, so synthesized
///   `Codable` conformances list fields in declaration order. Optional fields that are `nil`
///   are left out, as synthesized conformances ask; `encodeNil` writes null.
/// - Arrays and other unkeyed containers become lists.
/// - Every integer type becomes ``Value/int(_:)``; a `UInt` or `UInt64` too large for `Int` is
///   an error, never a wrapped number. `Float` and `Double` become ``Value/double(_:)``.
/// - `[String: T]` becomes a mapping with its keys sorted, because a dictionary's own order
///   changes from run to run and the same data should always encode the same way. `[Int: T]`
///   keys sort by number.
/// - ``Value`` encodes as it stands, wherever it appears, and ``SceneDuration`` as its text.
///
/// ```swift
/// struct Person: Codable { var name: String; var height: Double? }
/// let value = try ValueEncoder().encode([Person(name: "Ada", height: nil)])
/// // [["name": "Ada"]]
/// ```
public struct ValueEncoder: Sendable {
    /// Context handed to the encoded types' `encode(to:)` as the encoder's `userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    /// Creates an encoder with empty `userInfo`.
    public init() {
        self.userInfo = [:]
    }

    /// Encodes `value` as a ``Value``.
    ///
    /// - Parameter value: The Swift value to encode.
    /// - Returns: The value as a data source holds it.
    /// - Throws: An `EncodingError.invalidValue` whose context's coding path leads to the value
    ///   that could not be encoded: an integer out of `Int`'s range, a type that encoded nothing
    ///   at all, or a type that misused the `Encoder` API (two single values, or a single value
    ///   and a container, in one place). Errors the encoded types throw themselves pass through.
    public func encode<T: Encodable>(_ value: T) throws -> Value {
        let state = ValueEncodingState(userInfo: userInfo)
        let root = ValueEncodingNode()
        try ValueTreeEncoder(node: root, codingPath: [], state: state).encodeValue(value)
        if let misuse = state.misuse { throw misuse }
        if case .empty = root.content {
            // Nested, an empty type is an empty mapping; at the top there is no value to return
            // that the type asked for, so refuse as `JSONEncoder` does.
            throw EncodingError.invalidValue(
                value, .init(codingPath: [], debugDescription: "\(T.self) did not encode any value"))
        }
        return root.resolved()
    }
}
