import Stagehand

/// How the console shows a text view: the lines in view, cut at the right edge or wrapped.
/// Scrolling is applied when the view is laid out, where its height is known; only the lines in
/// view are wrapped and drawn, so a text of any length scrolls at the cost of a screenful.
extension TextView: ConsoleView {
    /// Texts longer than this are not measured line by line when wrapped.
    static let measuredLines = 2_000

    /// Takes the room it is given.
    public func measureWidth(_ context: ConsoleContext) -> Int? { nil }

    /// Without a `height`, a share of what its stack has left, up to a line per line of text
    /// (wrapped, when it wraps a text short enough to count), and at least one line.
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        guard wrap else { return .flexible(minimum: 1, maximum: max(1, lineCount)) }
        guard lineCount <= Self.measuredLines else { return .flexible(minimum: 1) }
        let total = lines.reduce(0) { $0 + pieces(of: $1, width: width).count }
        return .flexible(minimum: 1, maximum: max(1, total))
    }

    /// The pieces a line takes at a width: itself, or its wrapped lines.
    func pieces(of line: String, width: Int) -> [String] {
        wrap ? WrappedText.lines(line, width: width) : [line]
    }

    /// Where the view starts when its last line ends at the bottom: (line, piece).
    private func endPosition(width: Int, height: Int) -> (line: Int, piece: Int) {
        guard wrap else { return (max(0, lineCount - height), 0) }
        var room = height
        var line = lineCount - 1
        while line > 0 {
            let count = pieces(of: lines[line], width: width).count
            if count >= room { return (line, count - room) }
            room -= count
            line -= 1
        }
        return (0, max(0, pieces(of: lines[0], width: width).count - room))
    }

    /// Applies Home, End and the scroll the keys and the wheel asked for; keeps the end in view
    /// while following it.
    public func prepare(width: Int, height: Int, _ context: ConsoleContext) {
        pageSize = max(1, height)
        let end = endPosition(width: width, height: height)
        var position = (line: min(firstLine, lineCount - 1), piece: firstPiece)
        switch pendingJump {
        case .start?: position = (0, 0)
        case .end?: position = end
        case nil: break
        }
        pendingJump = nil
        var delta = pendingScroll
        pendingScroll = 0
        while delta > 0, Self.isBefore(position, end) {
            if position.piece + 1 < pieces(of: lines[position.line], width: width).count {
                position.piece += 1
            } else {
                position = (position.line + 1, 0)
            }
            delta -= 1
        }
        while delta < 0, Self.isBefore((0, 0), position) {
            if position.piece > 0 {
                position.piece -= 1
            } else {
                position.line -= 1
                position.piece = max(0, pieces(of: lines[position.line], width: width).count - 1)
            }
            delta += 1
        }
        if Self.isBefore(end, position) { position = end }
        if follow, isPinnedToEnd { position = end }
        isPinnedToEnd = !Self.isBefore(position, end)
        firstLine = position.line
        firstPiece = position.piece
    }

    /// Whether a position (line, piece) comes before another.
    private static func isBefore(_ a: (line: Int, piece: Int), _ b: (line: Int, piece: Int)) -> Bool {
        a.line != b.line ? a.line < b.line : a.piece < b.piece
    }

    /// The lines in view, from the first line's first piece in view.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        let style = enabled ? CellStyle.plain : CellStyle([.dim])
        var y = 0
        var line = max(0, min(firstLine, lineCount - 1))
        var skip = firstPiece
        while y < canvas.height, line < lineCount {
            for piece in pieces(of: lines[line], width: canvas.width).dropFirst(skip) {
                guard y < canvas.height else { break }
                canvas.write(piece, x: 0, y: y, style: style)
                y += 1
            }
            skip = 0
            line += 1
        }
    }

    /// Up and Down scroll a line, PageUp and PageDown a page, Home and End to the start and
    /// the end.
    public func handle(_ key: Key) -> Bool {
        handleMotion(key)
    }
}

/// How a text view takes the wheel: it scrolls its lines.
extension TextView: WheelScrolling {
    /// Scrolls by `lines` lines.
    ///
    /// - Parameter lines: how far the wheel turned, in lines.
    public func scroll(wheelLines lines: Int) { scroll(by: lines) }
}

/// The text scrolls; a page is the lines in view, less one.
extension TextView: LineMotionKeys {
    var linesPerPage: Int { max(1, pageSize - 1) }
    func move(byLines lines: Int) { scroll(by: lines) }
    func move(toEnd: Bool) { jump(toEnd ? .end : .start) }
}
