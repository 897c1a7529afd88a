/// One character cell of a ``CellBuffer``.
///
/// A cell either shows a character (one grapheme cluster, 1 or 2 columns wide) or is the
/// *continuation* of the double-width character in the cell to its left. Continuation
/// cells carry no character of their own: renderers skip them, because the terminal
/// advances the cursor two columns when it draws the wide character.
package struct Cell: Hashable, Sendable {
    /// The character drawn here; a space for blank and continuation cells.
    package private(set) var character: Character
    /// Whether this cell is covered by the wide character to its left.
    package private(set) var isContinuation: Bool
    /// How the character is drawn.
    package var style: CellStyle
    /// Columns taken, cached because the buffer checks it on every write: 0, 1 or 2.
    private var storedWidth: UInt8

    /// A cell showing `character`.
    ///
    /// Characters that take no room on a console (controls such as `"\n"` and `"\t"`,
    /// lone combining marks, zero-width spaces) become a space, so every non-continuation
    /// cell draws something one or two columns wide and the grid stays aligned.
    package init(_ character: Character = " ", style: CellStyle = .plain) {
        let width = DisplayWidth.of(character)
        self.character = width == 0 ? " " : character
        self.storedWidth = UInt8(max(1, width))
        self.isContinuation = false
        self.style = style
    }

    /// The right half of a wide character, drawn with `style`.
    static func continuation(style: CellStyle = .plain) -> Cell {
        var cell = Cell(" ", style: style)
        cell.isContinuation = true
        cell.storedWidth = 0
        return cell
    }

    /// A space in the plain style: what a new buffer is filled with.
    package static let blank = Cell()

    /// Columns the cell's character takes: 0 for a continuation, else 1 or 2.
    package var width: Int { Int(storedWidth) }

    /// Whether the cell is an unstyled space (trailing ones are trimmed from plain frames).
    var isBlank: Bool {
        !isContinuation && character == " " && style.isPlain
    }
}
