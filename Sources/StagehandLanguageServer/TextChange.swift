/// Applies a `didChange` notification's content changes to a document's text, refusing the
/// whole notification when any change is malformed.
///
/// A change with a `range` needs `start` and `end`, each with whole, non-negative `line` and
/// `character` numbers, and `start` not after `end`; a change without `range` replaces the whole
/// text. Positions past the end of a line or of the text are clamped, as the protocol says.
enum TextChange {
    /// Why a change was refused.
    struct Refusal: Error {
        let reason: String
    }

    /// The text after every change, in order; or why one was refused.
    static func apply(_ changes: [JSON], to text: [UInt8]) -> Result<[UInt8], Refusal> {
        var text = text
        for (index, change) in changes.enumerated() {
            let which = changes.count == 1 ? "the change" : "change \(index + 1)"
            guard let newText = change["text"]?.string else {
                return .failure(Refusal(reason: "\(which) has no text"))
            }
            guard let range = change["range"] else {
                text = Array(newText.utf8)
                continue
            }
            let lines = LineMap(text)
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
            let from = lines.offset(line: start.line, character: start.character)
            let to = lines.offset(line: end.line, character: end.character)
            text = Array(text[..<from]) + Array(newText.utf8) + Array(text[to...])
        }
        return .success(text)
    }

    private static func position(_ json: JSON?) -> (line: Int, character: Int)? {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else { return nil }
        return (line, character)
    }
}
