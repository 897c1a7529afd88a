import Stagehand

/// How the console shows key hints: `r Refresh  q Quit` on one line, each key bold, a disabled
/// shortcut dimmed; a click on a hint fires its shortcut.
extension KeyHints: ConsoleView, HintClicking {
    /// The hints on one line, as wide as they are.
    public func measureWidth(_ context: ConsoleContext) -> Int? { DisplayWidth.of(displayedText) }

    /// Each hint: its key in bold, then its title; dimmed when the shortcut cannot fire.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        var x = 0
        for (shortcut, span) in hintSpans() {
            x = span.lowerBound
            let dim = !shortcut.canFire || !enabled
            let key = shortcut.chord?.label ?? ""
            x += canvas.write(key, x: x, y: 0, style: CellStyle(dim ? [.dim] : [.bold]))
            if !shortcut.title.isEmpty {
                _ = canvas.write(" " + shortcut.title, x: x, y: 0, style: dim ? CellStyle([.dim]) : .plain)
            }
        }
    }

    /// The shortcuts drawn and the columns each hint takes, left to right.
    func hintSpans() -> [(shortcut: any KeyShortcut, columns: Range<Int>)] {
        var x = 0
        var spans: [(shortcut: any KeyShortcut, columns: Range<Int>)] = []
        for shortcut in shownShortcuts {
            let width = DisplayWidth.of(Self.hint(for: shortcut))
            spans.append((shortcut, x..<(x + width)))
            x += width + DisplayWidth.of(Self.separator)
        }
        return spans
    }

    /// Fires the shortcut whose hint is at `column`; its id when it fired.
    public func clickHint(atColumn column: Int) -> String? {
        guard enabled, let hit = hintSpans().first(where: { $0.columns.contains(column) }) else { return nil }
        return hit.shortcut.press() ? hit.shortcut.id : nil
    }

    /// The first column of the hint of the shortcut with this id, if it is drawn.
    public func hintColumn(ofShortcut id: String) -> Int? {
        hintSpans().first { $0.shortcut.id == id }?.columns.lowerBound
    }
}

/// A view that is not focused by a click but acts on where the click landed (`KeyHints`).
public protocol HintClicking: View {
    /// Acts on a click at `column` of the view's first line; the id of the shortcut it fired,
    /// for a recording's `press` step.
    func clickHint(atColumn column: Int) -> String?
    /// The column of the view's first line where a click fires the shortcut with this id; `nil`
    /// when the view does not show it. What a script's `click: shortcutId` clicks.
    func hintColumn(ofShortcut id: String) -> Int?
}

extension HintClicking {
    /// No column: a view that does not say where its hints are cannot be clicked by a script.
    public func hintColumn(ofShortcut id: String) -> Int? { nil }
}
