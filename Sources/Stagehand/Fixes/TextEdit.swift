/// A replacement of one byte range of a file's text.
public struct TextEdit: Hashable, Sendable {
    /// The bytes replaced (empty for an insertion).
    public var range: Range<Int>
    /// The text put in their place.
    public var replacement: String

    /// Creates an edit.
    ///
    /// - Parameters:
    ///   - range: The bytes to replace.
    ///   - replacement: The text to put there.
    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// `bytes` with the edits applied; edits that overlap an earlier one are skipped, so the
    /// result is always well defined.
    ///
    /// - Parameters:
    ///   - edits: The edits, in any order.
    ///   - bytes: The text to edit.
    /// - Returns: The edited text.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            guard edit.range.lowerBound >= position, edit.range.upperBound <= bytes.count else { continue }
            result += bytes[position..<edit.range.lowerBound]
            result += Array(edit.replacement.utf8)
            position = edit.range.upperBound
        }
        result += bytes[position...]
        return result
    }
}
