/// Reads a `didChange` notification's content changes, refusing the whole notification when any
/// change is malformed, so that nothing is applied unless everything can be.
///
/// A change with a `range` needs `start` and `end`, each with whole, non-negative `line` and
/// `character` numbers, and `start` not after `end`; a change without `range` replaces the whole
/// text. Positions past the end of a line or of the text are clamped, as the protocol says, when
/// the change is applied (``OpenDocument/apply(_:version:)``).
package enum TextChange {
    /// Why a change was refused.
    struct Refusal: Error {
        let reason: String
    }

    /// A protocol position: a 0-based line and UTF-16 code units into it.
    package struct Position {
        let line: Int
        let character: Int

        /// The position at a 0-based line and UTF-16 character.
        package init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }
    }

    /// One change, read.
    package enum Edit {
        /// The whole text is now this.
        case replaceAll([UInt8])
        /// The text from `start` to `end` (as the text reads after the changes before) is now this.
        case replace(start: Position, end: Position, text: [UInt8])
    }

    /// Every change, in order; or why one was refused.
    static func edits(_ changes: [JSON]) -> Result<[Edit], Refusal> {
        var edits: [Edit] = []
        edits.reserveCapacity(changes.count)
        for (index, change) in changes.enumerated() {
            let which = changes.count == 1 ? "the change" : "change \(index + 1)"
            guard let newText = change["text"]?.string else {
                return .failure(Refusal(reason: "\(which) has no text"))
            }
            guard let range = change["range"] else {
                edits.append(.replaceAll(Array(newText.utf8)))
                continue
            }
            guard case .object = range else { return .failure(Refusal(reason: "\(which) has a range that is not an object")) }
            guard let start = position(range["start"]) else {
                return .failure(Refusal(reason: "\(which) has a range without a valid start (whole line and character numbers)"))
            }
            guard let end = position(range["end"]) else {
                return .failure(Refusal(reason: "\(which) has a range without a valid end (whole line and character numbers)"))
            }
            guard (start.line, start.character) <= (end.line, end.character) else {
                return .failure(Refusal(reason: "\(which) has a range that ends before it starts"))
            }
            edits.append(.replace(start: start, end: end, text: Array(newText.utf8)))
        }
        return .success(edits)
    }

    /// Whether reading `changes` would succeed with one of them replacing the whole text: then
    /// every change to the same document before it no longer matters.
    static func replacesWholeText(_ changes: [JSON]) -> Bool {
        guard case .success(let edits) = Self.edits(changes) else { return false }
        return edits.contains { if case .replaceAll = $0 { true } else { false } }
    }

    private static func position(_ json: JSON?) -> Position? {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else { return nil }
        return Position(line: line, character: character)
    }
}
