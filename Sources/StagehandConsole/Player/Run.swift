import Stagehand

extension ScriptPlayer {
    /// The state of one scripted run: the stage, the frames printed so far, what failed.
    struct Run {
        let stage: Stage
        let size: TerminalSize
        let options: Options
        let steps: Int
        /// The script being played, which `expect: { frame: }` paths are relative to.
        let scriptFile: String
        var output = ""
        var diagnostics: [Diagnostic] = []
        /// Frame files written because they were missing or differed (``Options/updatesFrames``).
        var framesWritten: [String] = []
        /// The frame drawn since the scene last changed: a step renders once, and printing the
        /// frame and checking it against `screen` and `frame` expectations reuse that drawing.
        private var drawn: ConsoleFrame? {
            didSet { drawnText = nil }
        }
        /// ``drawn`` as printed text: an `expect: { screen: }` and the printed frame after it
        /// read the same drawing, which is turned into text once.
        private var drawnText: String?

        init(stage: Stage, size: TerminalSize, options: Options, steps: Int, scriptFile: String) {
            self.stage = stage
            self.scriptFile = scriptFile
            self.size = size
            self.options = options
            self.steps = steps
        }

        /// Prepares and draws the current frame, once for each state of the scene.
        mutating func render() -> ConsoleFrame {
            if let drawn { return drawn }
            let frame = FrameRenderer(size: size).render(stage)
            drawn = frame
            return frame
        }

        /// The current frame as text.
        mutating func frame() -> String {
            guard stage.current != nil else { return "" }
            let buffer = render().buffer
            if let drawnText { return drawnText }
            let text = options.color ? ANSIRenderer().render(buffer) : PlainTextRenderer().render(buffer)
            drawnText = text
            return text
        }

        mutating func printFrame(header: String?) {
            if let header { output += "── \(header)\n" }
            output += frame()
            if !output.hasSuffix("\n") { output += "\n" }
        }

        /// Performs one step; the diagnostic when it fails.
        mutating func perform(_ step: ScriptStep) -> Diagnostic? {
            guard let scene = stage.current else {
                return Diagnostic(.stepFailed, "no scene is showing", at: step.location)
            }
            func fail(_ code: DiagnosticCode, _ message: String) -> Diagnostic {
                Diagnostic(code, message, at: step.viewID?.location ?? step.location)
            }
            /// Hands a step's input to the view it names, as a person reaching it would: the
            /// view must be there, visible and enabled; it gets focus first when it can take it.
            func act(on id: Located<String>, _ input: ConsoleInput) -> Diagnostic? {
                guard let view = scene.objectsByID[id.value] as? View else {
                    return Self.unknownView(id, in: scene)
                }
                guard let console = view as? ConsoleView else {
                    return Diagnostic(.unsupportedInput, "'\(step.keyword)' needs \(input.need), but '\(id.value)' is a \(Swift.type(of: view))", at: id.location)
                }
                if view.isEffectivelyHidden {
                    return Diagnostic(.stepFailed, "cannot \(step.keyword) '\(id.value)': it is hidden", at: id.location)
                }
                if !view.enabled {
                    return Diagnostic(.stepFailed, "cannot \(step.keyword) '\(id.value)': it is disabled", at: id.location)
                }
                let previousFocus = scene.focusedView
                scene.focus(view)
                switch console.perform(input) {
                case .done:
                    return nil
                case .unsupported:
                    if let previousFocus { scene.focus(previousFocus) }
                    return Diagnostic(.unsupportedInput, "'\(step.keyword)' needs \(input.need), but '\(id.value)' is a \(Swift.type(of: view))", at: id.location)
                case .failed(let reason):
                    // A row that does not exist is the row's fault, not the table's.
                    if case .select(_, let row) = step.action { return Diagnostic(.stepFailed, reason, at: row.location) }
                    return Diagnostic(.stepFailed, reason, at: id.location)
                }
            }

            /// A click on a view that only takes focus (a field, a table): the view must be there,
            /// visible, enabled and focusable.
            func focusByClick(_ id: Located<String>) -> Diagnostic? {
                guard let view = scene.objectsByID[id.value] as? View else {
                    return Self.unknownView(id, in: scene)
                }
                if view.isEffectivelyHidden {
                    return Diagnostic(.stepFailed, "cannot click '\(id.value)': it is hidden", at: id.location)
                }
                if !view.enabled {
                    return Diagnostic(.stepFailed, "cannot click '\(id.value)': it is disabled", at: id.location)
                }
                guard scene.focus(view) else {
                    return Diagnostic(.unsupportedInput, "'click' needs a view that takes a click (a button, switch, field or table), but '\(id.value)' is a \(Swift.type(of: view))", at: id.location)
                }
                return nil
            }

            /// A click on a shortcut: as a person's, on its hint in a shown view of hints
            /// (`KeyHints`), which fires it when it can fire.
            func clickHint(_ id: Located<String>) -> Diagnostic? {
                // A hidden shortcut is drawn nowhere, a disabled one dimmed: neither fires, as with `press`.
                if let shortcut = scene.objectsByID[id.value] as? any KeyShortcut, !shortcut.canFire {
                    return Diagnostic(.stepFailed, "cannot click '\(id.value)': it is \(shortcut.hidden ? "hidden" : "disabled")", at: id.location)
                }
                let hints = scene.rootViews.lazy.flatMap(\.subtree).filter { !$0.isEffectivelyHidden }
                    .compactMap { view -> (any HintClicking, Int)? in
                        guard let hints = view as? any HintClicking, let column = hints.hintColumn(ofShortcut: id.value) else { return nil }
                        return (hints, column)
                    }.first
                guard let (view, column) = hints else {
                    return Diagnostic(.stepFailed, "cannot click '\(id.value)': no shown KeyHints view draws it; 'press: \(id.value)' fires it by id", at: id.location)
                }
                guard view.clickHint(atColumn: column) != nil else {
                    return Diagnostic(.stepFailed, "cannot click '\(id.value)': the view that draws its hint is disabled", at: id.location)
                }
                return nil
            }

            // The open command palette takes every key and click, as at the terminal: a step that
            // reaches past it to a view or a shortcut fails rather than act behind it.
            if stage.palette != nil, let id = step.viewID {
                switch step.action {
                case .expect: break
                default:
                    return Diagnostic(.stepFailed, "cannot \(step.keyword) '\(id.value)': the command palette is open and takes every key and click; close it with 'key: escape' first, or choose a command with keys", at: id.location)
                }
            }
            // A person's next action dismisses the last error, as at the terminal.
            switch step.action {
            case .expect, .snapshot: break
            // Any other step may change what is on screen: it is drawn again when next needed.
            default: drawn = nil
            }
            switch step.action {
            case .expect, .snapshot, .wait: break
            default:
                scene.clearStatus()
                stage.hint = nil
            }
            switch step.action {
            case .tap(let id):
                if let failure = act(on: id, .tap) { return failure }
            case .type(let id, let text):
                if let failure = act(on: id, .type(text)) { return failure }
            case .submit(let id):
                if let failure = act(on: id, .submit) { return failure }
            case .toggle(let id):
                if let failure = act(on: id, .toggle) { return failure }
            case .clear(let id):
                if let failure = act(on: id, .clear) { return failure }
            case .select(let id, let row):
                if let failure = act(on: id, .select(row: row.value)) { return failure }
            case .click(let id, let row?):
                if let failure = act(on: id, .select(row: row.value)) { return failure }
            case .click(let id, nil) where scene.objectsByID[id.value] is any KeyShortcut:
                if let failure = clickHint(id) { return failure }
            case .click(let id, nil):
                // A click taps what taps, toggles what toggles, and otherwise only focuses.
                let view = scene.objectsByID[id.value] as? View
                let events = view.map { type(of: $0).events } ?? []
                if events.contains("tap") || events.contains("toggle") {
                    if let failure = act(on: id, events.contains("tap") ? .tap : .toggle) { return failure }
                } else if let failure = focusByClick(id) {
                    return failure
                } else if let console = view as? ConsoleView {
                    // A view that does more with a click (a Select opens its list) does it now.
                    _ = console.perform(.click)
                }
            case .key(let name):
                guard let key = Key(scriptName: name.value) else {
                    return Diagnostic(.invalidStep, "unknown key '\(name.value)'", at: name.location)
                }
                KeyRouter(stage: stage).press(key)
            case .press(let id):
                guard let object = scene.objectsByID[id.value] else { return Self.unknownView(id, in: scene) }
                guard let shortcut = object as? any KeyShortcut else {
                    return Diagnostic(.unsupportedInput, "'press' needs a shortcut (an entry of the scene's 'keys'), but '\(id.value)' is a \(Swift.type(of: object))", at: id.location)
                }
                if shortcut.hidden {
                    return Diagnostic(.stepFailed, "cannot press '\(id.value)': it is hidden", at: id.location)
                }
                if !shortcut.enabled {
                    return Diagnostic(.stepFailed, "cannot press '\(id.value)': it is disabled", at: id.location)
                }
                shortcut.press()
            case .wait(let duration):
                // Time is exact in a script: the clock advances (timers, debounces and
                // refreshes fire), then the work started so far is waited for and applied in
                // the order it started.
                stage.clock.advance(by: duration.milliseconds)
                stage.settleWork()
                // Outside changes to watched files are taken here only, so a script's frames never
                // depend on when the file system happens to be looked at.
                stage.dataFiles.checkForOutsideChanges()
            case .back:
                stage.hint = nil
                guard stage.goBack() else {
                    return Diagnostic(.stepFailed, "cannot go back: '\(scene.title)' is the first scene", at: step.location)
                }
            case .expect(let expectation):
                if let file = expectation.frame, let failure = checkFrame(file) { return failure }
                if let file = expectation.file, let equals = expectation.equals, let failure = checkFile(file, equals: equals, in: scene) {
                    return failure
                }
                return check(expectation, in: scene, at: step.location)
            case .snapshot:
                break
            }
            stage.current?.repairFocus()
            // Lay the frame out, as the terminal does after every key: tables learn how many
            // rows fit (for PageUp and PageDown) and scroll to their cursor.
            _ = render()
            return nil
        }

        /// Checks an expectation against the current scene and frame.
        mutating func check(_ e: Expectation, in scene: LiveScene, at location: SourceLocation) -> Diagnostic? {
            if let screen = e.screen {
                let text = frame()
                if !text.contains(screen.value) {
                    let notes = options.showsFrameInFailures ? [Diagnostic.Note("the screen was:\n" + text)] : []
                    return Diagnostic(.expectationFailed, "expected the screen to contain \"\(screen.value)\", but it does not", at: screen.location, notes: notes)
                }
            }
            if let status = e.status {
                let shown = scene.statusMessage ?? ""
                let matches = status.value.isEmpty ? shown.isEmpty : shown.contains(status.value)
                if !matches {
                    let saw = shown.isEmpty ? "it is empty" : "it shows \(quoted(shown))"
                    let wanted = status.value.isEmpty ? "to be empty" : "to show \(quoted(status.value))"
                    return Diagnostic(.expectationFailed, "expected the status line \(wanted), but \(saw)", at: status.location)
                }
            }
            if let tree = e.tree, let failure = checkTree(tree, in: scene) { return failure }
            guard let id = e.view else { return nil }
            guard let view = scene.objectsByID[id.value] as? View else { return Self.unknownView(id, in: scene) }
            /// `what` is "to be" or "to have"; what was seen is said with the matching verb.
            func mismatch(_ what: String, saw: String, wanted: String, at place: SourceLocation) -> Diagnostic {
                let verb = what == "to have" ? "has" : "is"
                return Diagnostic(.expectationFailed, "expected '\(id.value)' \(what) \(wanted), but it \(verb) \(saw)", at: place)
            }
            if let text = e.text, view.displayedText != text.value {
                return mismatch("text to be", saw: quoted(view.displayedText), wanted: quoted(text.value), at: text.location)
            }
            if let enabled = e.enabled, view.enabled != enabled.value {
                return mismatch("to be", saw: view.enabled ? "enabled" : "disabled", wanted: enabled.value ? "enabled" : "disabled", at: enabled.location)
            }
            if let hidden = e.hidden, view.isEffectivelyHidden != hidden.value {
                return mismatch("to be", saw: view.isEffectivelyHidden ? "hidden" : "visible", wanted: hidden.value ? "hidden" : "visible", at: hidden.location)
            }
            if let focused = e.focused, view.isFocused != focused.value {
                let holder = scene.focusedView.map { "'\($0.id ?? String(describing: type(of: $0)))' has it" } ?? "nothing has it"
                return mismatch("to be", saw: view.isFocused ? "focused" : "not focused (\(holder))", wanted: focused.value ? "focused" : "not focused", at: focused.location)
            }
            if let checked = e.checked {
                guard let toggle = view as? any Toggling else {
                    return Diagnostic(.unsupportedInput, "'checked' needs a switch or checkbox, but '\(id.value)' is a \(type(of: view))", at: id.location)
                }
                if toggle.on != checked.value {
                    return mismatch("to be", saw: toggle.on ? "checked" : "not checked", wanted: checked.value ? "checked" : "not checked", at: checked.location)
                }
            }
            if let wanted = e.value {
                guard let choice = view as? any Choosing else {
                    return Diagnostic(.unsupportedInput, "'value' needs a select or radio group, but '\(id.value)' is a \(type(of: view))", at: id.location)
                }
                if !Self.sameChoice(choice.selected, wanted.value) {
                    let saw = choice.selected == .null ? "nothing chosen" : quoted(choice.selected.displayText)
                    let want = wanted.value == .null ? "nothing chosen" : quoted(wanted.value.displayText)
                    return mismatch("to have", saw: saw, wanted: want, at: wanted.location)
                }
            }
            if e.rows != nil || e.selected != nil {
                guard let table = view as? RowDisplaying else {
                    return Diagnostic(.unsupportedInput, "'rows' and 'selected' need a table, but '\(id.value)' is a \(type(of: view))", at: id.location)
                }
                if let rows = e.rows, table.rowCount != rows.value {
                    let loading = table.loadingHint
                    return mismatch("to have", saw: Self.rowCount(table.rowCount) + loading, wanted: Self.rowCount(rows.value), at: rows.location)
                }
                if let selected = e.selected, table.selectedRow != selected.value {
                    let saw = table.selectedRow.map { "row \($0) selected" } ?? "nothing selected"
                    let wanted = selected.value.map { "row \($0) selected" } ?? "nothing selected"
                    return mismatch("to have", saw: saw, wanted: wanted, at: selected.location)
                }
            }
            return nil
        }

        private func quoted(_ text: String) -> String { "\"\(text)\"" }

        /// Whether a chosen value is the one a script wrote: equal values, or scalars with the
        /// same text (a script's `value: 2` matches an option whose value is the text "2").
        static func sameChoice(_ chosen: Value, _ written: Value) -> Bool {
            if chosen == written { return true }
            switch (chosen, written) {
            case (.list, _), (.mapping, _), (_, .list), (_, .mapping), (.null, _), (_, .null): return false
            default: return chosen.displayText == written.displayText
            }
        }

        private static func rowCount(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }

        /// A step named a view the scene showing now does not have.
        static func unknownView(_ id: Located<String>, in scene: LiveScene) -> Diagnostic {
            let views = scene.objectsByID.filter { $0.value is View }.keys.sorted()
            let hint = Suggestion.hint(for: id.value, in: views).map { "; \($0)" } ?? ""
            return Diagnostic(.unknownView, "scene '\(scene.title)' has no view '\(id.value)'\(hint)", at: id.location)
        }
    }
}
