/// A key a decoder knows, as an enum whose raw values are the keys' spellings.
///
/// ``NodeReader/knownKey(of:as:misplaced:in:)`` matches a mapping's keys against the cases by
/// their bytes, so reading a large scene makes no string for a key it knows.
package protocol DecoderKey: CaseIterable, Hashable, RawRepresentable where RawValue == String {
    /// Every case, in declaration order, made once (`allCases` makes a new array each call).
    static var cases: [Self] { get }
    /// The UTF-8 bytes of every case's spelling, in the order of ``cases``, made once: what a
    /// key in a file is compared with.
    static var spellings: [[UInt8]] { get }
}

/// The keys of an object entry in a scene section.
package enum ObjectKey: String, DecoderKey {
    case type, id, properties, outlets, children, prototype, on
    /// Only beside the row view of a table's one-view `prototype`.
    case bindings, bindingSets

    package static let cases = allCases
    package static let spellings = cases.map { Array($0.rawValue.utf8) }
}
