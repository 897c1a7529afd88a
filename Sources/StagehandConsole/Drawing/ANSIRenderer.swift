/// Turns a ``CellBuffer`` into text with SGR escape codes for its styles: the output of
/// `--color always`, and the building block ``TerminalDiff`` uses for the live screen.
///
/// Like ``PlainTextRenderer`` it joins rows with `"\n"` and skips continuation cells. A
/// row's trailing spaces are trimmed only where they are unstyled (an inverse space is
/// visible), and every row that changed the style ends with a reset, so rows stand alone.
package struct ANSIRenderer: Sendable {
    /// The escape sequence introducer, `ESC [`.
    static let csi = "\u{1B}["
    /// Resets every attribute and color: `ESC [ 0 m`.
    static let reset = "\u{1B}[0m"

    /// A renderer.
    package init() {}

    /// The frame as text with escape codes.
    package func render(_ buffer: CellBuffer) -> String {
        (0..<buffer.height).map { line(buffer.row($0)) }.joined(separator: "\n")
    }

    /// One row with escape codes, starting from and returning to the plain style.
    func line(_ cells: ArraySlice<Cell>) -> String {
        // Trim only unstyled trailing blanks: a styled space is visible.
        let end = cells.lastIndex(where: { !$0.isBlank }).map { $0 + 1 } ?? cells.startIndex
        var text = ""
        var current = CellStyle.plain
        for cell in cells[cells.startIndex..<end] where !cell.isContinuation {
            if cell.style != current {
                text += Self.sgr(cell.style)
                current = cell.style
            }
            text.append(cell.character)
        }
        if !current.isPlain { text += Self.reset }
        return text
    }

    /// The SGR sequence that sets exactly `style`, from any previous state: it starts
    /// with a reset (`0`), then the attributes and the colours, e.g. `ESC[0;1;31m`.
    package static func sgr(_ style: CellStyle) -> String {
        var parameters = "0"
        for (attribute, parameter) in CellAttributes.sgrParameters where style.attributes.contains(attribute) {
            parameters += ";\(parameter)"
        }
        if let color = style.foreground {
            parameters += ";" + color.sgrParameters(foreground: true)
        }
        if let color = style.background {
            parameters += ";" + color.sgrParameters(foreground: false)
        }
        return csi + parameters + "m"
    }

    /// The shortest SGR sequence this renderer knows that turns style `old` into `new`: where
    /// `new` only adds attributes to `old` or changes its colours, just those parameters (a
    /// 24-bit colour is long, and a redraw that only dims text should not resend it); otherwise
    /// ``sgr(_:)``, which starts from a reset. Empty when the styles are equal.
    package static func transition(from old: CellStyle?, to new: CellStyle) -> String {
        guard let old else { return sgr(new) }
        guard old != new else { return "" }
        guard old.attributes.isSubset(of: new.attributes) else { return sgr(new) }
        var parameters: [String] = []
        for (attribute, parameter) in CellAttributes.sgrParameters where new.attributes.contains(attribute) && !old.attributes.contains(attribute) {
            parameters.append("\(parameter)")
        }
        if old.foreground != new.foreground {
            parameters.append(new.foreground.map { $0.sgrParameters(foreground: true) } ?? "39")
        }
        if old.background != new.background {
            parameters.append(new.background.map { $0.sgrParameters(foreground: false) } ?? "49")
        }
        let short = csi + parameters.joined(separator: ";") + "m"
        let full = sgr(new)
        return short.utf8.count < full.utf8.count ? short : full
    }
}
