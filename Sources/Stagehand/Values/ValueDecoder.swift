/// Decodes `Decodable` types from a ``Value``, as a scene's data and a view's properties hold them.
///
/// The conversions are the ones a scene author expects from YAML:
///
/// - An integer decodes as a `Double` or `Float`; a double with no fraction (`2.0`) decodes as
///   any integer type. Every integer width is range-checked, so `300` for a `UInt8` is an error,
///   never a trap or a wrapped value.
/// - A `String` decodes from a string and also from an integer, number or boolean, because YAML
///   resolves a plain `zip: 12345` to an integer while the author meant the text they typed.
/// - A `Bool` decodes only from `true` or `false`.
/// - An optional that is missing or null decodes as `nil`.
/// - Arrays decode from lists, `[String: T]` from mappings, and ``Value`` as it stands.
///
/// Errors are `DecodingError`s whose coding paths lead to the offending value;
/// ``describe(_:)`` turns one into a one-line message.
///
/// ```swift
/// struct Person: Decodable { var name: String; var height: Double? }
/// let people = try ValueDecoder().decode([Person].self, from: value)
/// ```
public struct ValueDecoder: Sendable {
    /// Context handed to the decoded types' `init(from:)` as the decoder's `userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    /// Creates a decoder with empty `userInfo`.
    public init() {
        self.userInfo = [:]
    }

    /// Decodes a value of the given type from `value`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - value: The value to decode it from.
    /// - Returns: The decoded value.
    /// - Throws: A `DecodingError` whose context's coding path leads to the value that could not
    ///   be decoded, and whose debug description says what was expected and what was found.
    public func decode<T: Decodable>(_ type: T.Type, from value: Value) throws -> T {
        try ValueTreeDecoder(value: value, options: userInfo).unbox(type)
    }

    /// A one-line message for a decoding error, such as
    /// `at 'people.2.height': expected a number, found a string "tall"`.
    ///
    /// The path is written as dot-separated keys and list indices, as ``Value/value(atPath:)``
    /// reads them. An error at the top level has no `at` prefix. Errors other than
    /// `DecodingError` are described as they describe themselves.
    ///
    /// - Parameter error: The error a decode threw.
    /// - Returns: The message.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        let path: [any CodingKey]
        let message: String
        switch error {
        case .typeMismatch(let type, let context):
            path = context.codingPath
            message = context.debugDescription.isEmpty ? "expected \(type)" : context.debugDescription
        case .valueNotFound(let type, let context):
            path = context.codingPath
            message = context.debugDescription.isEmpty ? "expected \(type), found nothing" : context.debugDescription
        case .keyNotFound(let key, let context):
            path = context.codingPath
            // Other decoders word this as "No value associated with key CodingKeys(…)";
            // keep this decoder's own wording, which may carry a misspelling hint.
            message = context.debugDescription.hasPrefix("missing required key")
                ? context.debugDescription : "missing required key '\(key.stringValue)'"
        case .dataCorrupted(let context):
            path = context.codingPath
            message = context.debugDescription
        @unknown default:
            return String(describing: error)
        }
        guard !path.isEmpty else { return message }
        return "at '\(pathText(path))': \(message)"
    }

    /// Keys joined with dots; an index key from another decoder (`Index 2`) is written as its number.
    package static func pathText(_ path: [any CodingKey]) -> String {
        path.map { key in
            if let index = key.intValue, key.stringValue == "Index \(index)" { return String(index) }
            return key.stringValue
        }.joined(separator: ".")
    }
}
