/// A coding key made at run time: a mapping key, a list index, or `super`.
///
/// Decoding paths need keys the decoded type never declared (list indices, a dictionary's keys),
/// and encoding a mapping needs one key per entry, so both sides share this one type.
package struct ValueCodingKey: CodingKey, Hashable, Sendable {
    package let stringValue: String
    package let intValue: Int?

    package init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// An index key spells itself as the bare number, so a path reads `people.2.height`
    /// rather than `people.Index 2.height`.
    package init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    /// The key `superDecoder()` uses, as `JSONDecoder` names it.
    static let `super` = ValueCodingKey(stringValue: "super")
}
