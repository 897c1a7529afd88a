/// Which part of a field's text is in view, and how a line of a field is drawn: `[text___]`.
enum FieldWindow {
    /// The first character to show so that the insertion point stays in `room` columns, moving
    /// the window from `previous` as little as possible. When text is scrolled out on the left,
    /// a `…` takes the first column; the insertion point needs one column of its own at the end.
    static func firstVisible(_ characters: [Character], cursor: Int, previous: Int, room: Int) -> Int {
        guard room > 1 else { return min(max(0, cursor), characters.count) }
        let cursor = min(max(0, cursor), characters.count)
        var first = min(max(0, previous), cursor)
        func fits(from start: Int, to end: Int) -> Bool {
            let lead = start > 0 ? 1 : 0
            var width = 0
            for index in start..<end {
                width += DisplayWidth.of(characters[index])
                if width > room - 1 - lead { return false }
            }
            return true
        }
        // Right: until the text before the insertion point fits.
        while first < cursor, !fits(from: first, to: cursor) { first += 1 }
        // Left: show more of the start while everything up to the end still fits.
        while first > 0, fits(from: first - 1, to: characters.count) { first -= 1 }
        return first
    }

    /// What one line of a field shows.
    enum Row {
        /// The placeholder, dimmed (the text is empty).
        case placeholder(String)
        /// `characters` from `first` on, after a `…` when `first` is past the start.
        case text([Character], first: Int)
        /// Nothing: only the underscores.
        case empty
    }

    /// Draws `row` on line `y` of `canvas` as `[text___]`: brackets and text dimmed when the
    /// field is not `enabled`, the placeholder and the underscores always dimmed.
    static func draw(_ row: Row, y: Int, enabled: Bool, on canvas: inout ConsoleCanvas) {
        let inner = max(0, canvas.width - 2)
        let style = enabled ? CellStyle.plain : CellStyle([.dim])
        canvas.write("[", x: 0, y: y, style: style)
        var used = 0
        switch row {
        case .placeholder(let placeholder):
            used = canvas.write(placeholder, x: 1, y: y, maxWidth: inner, style: CellStyle([.dim]))
        case .text(let characters, let first):
            if first > 0 { used = canvas.write("…", x: 1, y: y, style: style) }
            used += canvas.write(String(characters[first...]), x: 1 + used, y: y, maxWidth: inner - used, style: style)
        case .empty:
            break
        }
        if used < inner {
            canvas.fill(Rect(x: 1 + used, y: y, width: inner - used, height: 1), with: "_", style: CellStyle([.dim]))
        }
        canvas.write("]", x: 1 + inner, y: y, style: style)
    }

    /// Puts the terminal's caret on line `y` before character `column` of `characters`, shown
    /// from `first` on (after a `…` when `first` is past the start), inside the brackets.
    static func placeCaret(in characters: [Character], first: Int, column: Int, y: Int, on canvas: inout ConsoleCanvas) {
        let inner = max(0, canvas.width - 2)
        let lead = first > 0 ? 1 : 0
        let before = DisplayWidth.of(String(characters[first..<min(max(first, column), characters.count)]))
        canvas.placeCaret(x: 1 + lead + min(before, inner - 1 - lead), y: y)
    }

    /// The character a click at column `x` of a field's line points at: `characters` shown from
    /// `first` on (after a `…` when `first` is past the start), `x` counted from the `[`.
    static func column(at x: Int, in characters: [Character], first: Int) -> Int {
        let lead = first > 0 ? 1 : 0
        var used = 0
        var count = 0
        for character in characters[first...] {
            let width = DisplayWidth.of(character)
            if used + width > max(0, x - 1 - lead) { break }
            used += width
            count += 1
        }
        return first + count
    }
}
