/// Turns a ``CellBuffer`` into an SVG picture of the terminal showing it: a grid of cells in a
/// monospace font, with the palette's colours and the cells' bold, dim, inverse and underline.
///
/// The picture is a pure function of the cells (and the caret, drawn as a terminal's block
/// cursor), so the same frame always gives the same bytes. Text stays text (`<text>` elements a
/// person can select and search), grouped into runs of cells of one style; a run breaks at a
/// double-width character, which is centred over its two cells, and at a gap of two or more
/// spaces, so columns line up even where a renderer's font is not exactly the cell's width.
/// Backgrounds (cells with a background colour, inverse cells) and underlines are rectangles on the grid, not font effects.
package struct SVGFrameRenderer: Sendable {
    /// Pixels per cell, across.
    package static let cellWidth = 9
    /// Pixels per cell, down.
    package static let cellHeight = 18
    /// The font size that gives a common monospace font (DejaVu Sans Mono, advance 0.602 em) a
    /// 9-pixel advance.
    static let fontSize = "14.95"
    /// From a cell's top to the text's baseline.
    static let baseline = 14
    /// The fonts tried in order: those most terminals and systems have, then any monospace.
    package static let fontFamily = "'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, 'Courier New', monospace"

    /// The colours to paint with.
    package var palette: TerminalPalette

    /// A renderer painting with `palette`.
    package init(palette: TerminalPalette = .dark) {
        self.palette = palette
    }

    /// The picture's size in pixels for a buffer of `columns` × `rows` cells.
    package static func pixelSize(columns: Int, rows: Int) -> (width: Int, height: Int) {
        (columns * cellWidth, rows * cellHeight)
    }

    /// The whole frame as a standalone SVG document (an `<svg>` element with its namespace).
    ///
    /// - Parameters:
    ///   - buffer: the cells to draw.
    ///   - caret: where the terminal's cursor is, drawn as a block over that cell; `nil` for none.
    ///   - title: a title for the picture (shown by viewers, read by screen readers); none when empty.
    package func render(_ buffer: CellBuffer, caret: (x: Int, y: Int)? = nil, title: String = "") -> String {
        let (width, height) = Self.pixelSize(columns: buffer.width, rows: buffer.height)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
        svg += " class=\"stagehand-frame\" font-family=\"\(Self.fontFamily)\" font-size=\"\(Self.fontSize)\" xml:space=\"preserve\">\n"
        if !title.isEmpty { svg += "<title>\(XMLText.escape(title))</title>\n" }
        svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(palette.background)\"/>\n"
        svg += body(buffer, caret: caret)
        svg += "</svg>\n"
        return svg
    }

    /// The frame as an `<svg>` element to place inside another SVG picture, scaled to the box
    /// `width` × `height` at (`x`, `y`) of the picture around it (a storyboard's thumbnail).
    ///
    /// - Parameters:
    ///   - buffer: the cells to draw.
    ///   - x: the box's left edge, in the outer picture's units.
    ///   - y: the box's top edge.
    ///   - width: the box's width; the frame is scaled to fit it.
    ///   - height: the box's height.
    package func nested(_ buffer: CellBuffer, x: String, y: String, width: String, height: String) -> String {
        let (pixelWidth, pixelHeight) = Self.pixelSize(columns: buffer.width, rows: buffer.height)
        var svg = "<svg x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(pixelWidth) \(pixelHeight)\""
        svg += " class=\"stagehand-frame\" font-family=\"\(Self.fontFamily)\" font-size=\"\(Self.fontSize)\" xml:space=\"preserve\">\n"
        svg += "<rect width=\"\(pixelWidth)\" height=\"\(pixelHeight)\" fill=\"\(palette.background)\"/>\n"
        svg += body(buffer, caret: nil)
        svg += "</svg>\n"
        return svg
    }

    /// The frame's elements without the enclosing `<svg>`: backgrounds, underlines, then text,
    /// row by row.
    func body(_ buffer: CellBuffer, caret: (x: Int, y: Int)?) -> String {
        var out = ""
        for y in 0..<buffer.height {
            var cells = Array(buffer.row(y))
            if let caret, caret.y == y, cells.indices.contains(caret.x) {
                // A block cursor: the cell under it is drawn the other way round.
                cells[caret.x].style.attributes.formSymmetricDifference(.inverse)
            }
            for segment in Self.segments(cells) {
                draw(segment, row: y, into: &out)
            }
        }
        return out
    }

    /// A stretch of one row whose cells share a style.
    struct Segment {
        /// The first column.
        var x: Int
        /// Columns covered, continuation cells included.
        var width: Int
        var style: CellStyle
        /// The cells' characters with the column each starts at (continuations left out).
        var characters: [(x: Int, character: Character, wide: Bool)]
    }

    /// A row's cells cut where the style changes; a wide character's continuation cell belongs
    /// to its head's segment.
    static func segments(_ cells: [Cell]) -> [Segment] {
        var result: [Segment] = []
        for (x, cell) in cells.enumerated() {
            if cell.isContinuation {
                if var last = result.last, last.x + last.width == x {
                    last.width += 1
                    result[result.count - 1] = last
                    continue
                }
                // A continuation without its head (never in a well-formed buffer) is a blank.
                result.append(Segment(x: x, width: 1, style: cell.style, characters: []))
                continue
            }
            let entry = (x: x, character: cell.character, wide: cell.width == 2)
            if var last = result.last, last.style == cell.style, last.x + last.width == x {
                last.width += 1
                last.characters.append(entry)
                result[result.count - 1] = last
            } else {
                result.append(Segment(x: x, width: 1, style: cell.style, characters: [entry]))
            }
        }
        return result
    }

    /// The colour text of `style` is drawn in, and the colour behind it (`nil`: the background
    /// shows through).
    func colors(of style: CellStyle) -> (text: String, back: String?) {
        var ink = palette.rgb(style.foreground)
        let paper = style.background.map { palette.rgb($0) }
        if style.attributes.contains(.dim) { ink = Self.mix(ink, paper ?? palette.background) }
        if style.attributes.contains(.inverse) { return (paper ?? palette.background, ink) }
        return (ink, paper)
    }

    private func draw(_ segment: Segment, row: Int, into out: inout String) {
        let (ink, back) = colors(of: segment.style)
        let top = row * Self.cellHeight
        let left = segment.x * Self.cellWidth
        let span = segment.width * Self.cellWidth
        if let back {
            out += "<rect x=\"\(left)\" y=\"\(top)\" width=\"\(span)\" height=\"\(Self.cellHeight)\" fill=\"\(back)\"/>\n"
        }
        if segment.style.attributes.contains(.underline) {
            out += "<rect x=\"\(left)\" y=\"\(top + Self.cellHeight - 2)\" width=\"\(span)\" height=\"1\" fill=\"\(ink)\"/>\n"
        }
        let bold = segment.style.attributes.contains(.bold) ? " font-weight=\"bold\"" : ""
        for run in Self.runs(segment.characters) {
            let text = XMLText.escape(String(run.text))
            let y = top + Self.baseline
            if run.wide {
                // Centred over its two cells, whatever the font's own width for it.
                let centre = run.x * Self.cellWidth + Self.cellWidth
                out += "<text x=\"\(centre)\" y=\"\(y)\" text-anchor=\"middle\" fill=\"\(ink)\"\(bold)>\(text)</text>\n"
            } else {
                let length = run.columns * Self.cellWidth
                out += "<text x=\"\(run.x * Self.cellWidth)\" y=\"\(y)\" textLength=\"\(length)\" lengthAdjust=\"spacing\" fill=\"\(ink)\"\(bold)>\(text)</text>\n"
            }
        }
    }

    /// Text drawn as one element: narrow characters in a row, or one wide character.
    struct TextRun {
        var x: Int
        var columns: Int
        var text: [Character]
        var wide: Bool
    }

    /// A segment's characters cut into runs: at each wide character (a run of its own), and at
    /// every gap of two or more spaces; spaces at a run's ends are left out.
    static func runs(_ characters: [(x: Int, character: Character, wide: Bool)]) -> [TextRun] {
        var result: [TextRun] = []
        var current: TextRun?
        func finish() {
            guard var run = current else { return }
            while run.text.last == " " {
                run.text.removeLast()
                run.columns -= 1
            }
            if !run.text.isEmpty { result.append(run) }
            current = nil
        }
        for entry in characters {
            if entry.wide {
                finish()
                result.append(TextRun(x: entry.x, columns: 2, text: [entry.character], wide: true))
                continue
            }
            if entry.character == " " {
                // A second space in a row ends the run; a single one stays inside it.
                if current == nil || current?.text.last == " " {
                    finish()
                    continue
                }
            }
            if current == nil {
                current = TextRun(x: entry.x, columns: 0, text: [], wide: false)
            }
            current?.text.append(entry.character)
            current?.columns += 1
        }
        finish()
        return result
    }

    /// Half of one `#rrggbb` colour and half of another: how terminals draw faint text.
    package static func mix(_ a: String, _ b: String) -> String {
        guard let x = rgbComponents(a), let y = rgbComponents(b) else { return a }
        let mixed = zip(x, y).map { ($0 + $1) / 2 }
        return "#" + mixed.map { hex2($0) }.joined()
    }

    private static func rgbComponents(_ color: String) -> [Int]? {
        let digits = Array(color.utf8.dropFirst())
        guard color.hasPrefix("#"), digits.count == 6 else { return nil }
        var values: [Int] = []
        for index in stride(from: 0, to: 6, by: 2) {
            guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else { return nil }
            values.append(high * 16 + low)
        }
        return values
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    private static func hex2(_ value: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[(value >> 4) & 15], digits[value & 15]])
    }
}
