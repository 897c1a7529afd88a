import Stagehand

/// What a screen reader should say about a stage since it last looked: the lines of
/// `run --screen-reader`.
///
/// It compares what it sees now with what it saw on the last look: the scene on top (its title
/// and focused view on arrival), the focused view (its role, name, value and state on each focus
/// change; its value and state again when they change), the data sources' states, the
/// notification and the status line. Lines are plain text, one thing each, without box drawing,
/// escapes or colour; text from the scene is shown on one line with control characters escaped.
package struct ScreenReaderAnnouncer {
    private var scene: ObjectIdentifier?
    private var focused: ObjectIdentifier?
    private var focusedValue = ""
    private var sourceStates: [ObjectIdentifier: String] = [:]
    private var notification: SceneNotification?
    private var status: String?

    /// An announcer that has seen nothing yet: its first look announces the scene.
    package init() {}

    /// The lines to say about `stage` as it is now, laid out at `size`.
    package mutating func lines(for stage: Stage, size: TerminalSize) -> [String] {
        guard let current = stage.current else { return [] }
        // The frame is drawn (not shown) for what it lays out: a table's rows in view.
        let bounds = DrawnBounds()
        _ = FrameRenderer(size: size).render(stage, recording: bounds)
        var lines: [String] = []
        let arrived = scene != ObjectIdentifier(current)
        if arrived {
            scene = ObjectIdentifier(current)
            focused = nil
            sourceStates = [:]
            lines.append("scene: " + Self.spoken(current.title))
        }
        let view = current.focusedView
        let describedNow = view.map { Self.describe($0, rows: bounds.rows(of: $0)) }
        if view.map(ObjectIdentifier.init) != focused || arrived {
            focused = view.map(ObjectIdentifier.init)
            if let view, let describedNow {
                lines.append("focus: \(type(of: view).semanticRole.rawValue) \(Self.name(of: view)): \(describedNow)")
            } else if !arrived {
                lines.append("focus: nothing")
            }
        } else if let view, let describedNow, describedNow != focusedValue {
            lines.append("\(Self.name(of: view)): \(describedNow)")
        }
        focusedValue = describedNow ?? ""
        for object in current.objects {
            guard let source = object as? DataSource else { continue }
            let state = Self.state(of: source)
            let key = ObjectIdentifier(source)
            // On arrival only what is not ready is news.
            let before = sourceStates[key] ?? (arrived ? "ready" : nil)
            sourceStates[key] = state
            if state != before, let id = source.id {
                lines.append("\(Self.spoken(id)) \(state)")
            }
        }
        let shown = stage.notification?.shown
        if let shown, shown != notification { lines.append("notification: " + Self.spoken(shown.text)) }
        notification = shown
        if current.statusMessage != status, let message = current.statusMessage {
            lines.append("problem: " + Self.spoken(message))
        }
        status = current.statusMessage
        return lines
    }

    /// A view's name: its id, else its type.
    private static func name(of view: View) -> String {
        spoken(view.id ?? String(describing: type(of: view)))
    }

    /// A view's value and state, as said after its name.
    package static func describe(_ view: View, rows: [DrawnBounds.Row]) -> String {
        var parts: [String] = []
        if let table = view as? RowDisplaying {
            let count = table.rowCount
            // A tab bar's rows are its pages.
            let noun = type(of: view).semanticRole == .tabs ? "page" : "row"
            parts.append(count == 1 ? "1 \(noun)" : "\(count) \(noun)s")
            // The row the frame marks: a focused table's cursor starts on its selection, else
            // on its first row (as `TablePainter` draws it); a view that marks none, its selection.
            let cursor = (view as? any RowCursorShowing).map { $0.markedRow } ?? table.selectedRow
            if let cursor, let row = rows.first(where: { $0.index == cursor }) {
                var line = "row \(cursor + 1) of \(count), " + spoken(row.text)
                if row.selected { line += ", selected" }
                if let expanded = row.expanded { line += expanded ? ", expanded" : ", collapsed" }
                parts.append(line)
            } else if let selected = table.selectedRow, !view.displayedText.isEmpty {
                // Rows not drawn as rows (a tab bar's titles): the selected one, by its text.
                parts.append("\(noun) \(selected + 1) of \(count), " + spoken(view.displayedText))
            }
        } else if let value = view.semanticValue {
            parts.append(value == .null ? "nothing chosen" : spoken(value.displayText))
            if let choice = view as? any OptionMarking { parts += marked(in: choice) }
        } else {
            let text = view.displayedText
            if text.isEmpty, let field = view as? any TextEditing {
                parts.append(field.placeholder.isEmpty ? "empty" : "empty, " + spoken(field.placeholder))
            } else {
                parts.append(text.isEmpty ? "empty" : spoken(text))
            }
        }
        if let toggle = view as? Toggling { parts.append(toggle.on ? "checked" : "not checked") }
        if !view.enabled { parts.append("disabled") }
        return parts.joined(separator: ", ")
    }

    /// The option a choice's frame marks, as Enter or Space would choose it: `option 2 of 3,
    /// Large`; in a list that opens over the scene (a select's), `open, Large` while it is open.
    private static func marked(in choice: any OptionMarking) -> [String] {
        let all = choice.choices
        let open = (choice as? any ConsoleOverlaying)?.isOverlayOpen
        if open == false { return [] }
        guard let index = choice.markedOption, all.indices.contains(index) else { return open == true ? ["open, no match"] : [] }
        let title = spoken(all[index].title)
        return open == true ? ["open", title] : ["option \(index + 1) of \(all.count), " + title]
    }

    private static func state(of source: DataSource) -> String {
        switch source.state {
        case .ready: "ready"
        case .loading: "loading"
        case .failed(let message): "failed: " + spoken(message)
        }
    }

    /// Text from a scene or its data, on one line, control characters escaped.
    private static func spoken(_ text: String) -> String { TerminalText.oneLine(text) }
}
