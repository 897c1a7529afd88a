import Stagehand

/// What a key press does, the same for a person at a terminal and a script's `key` step:
/// Tab and Shift-Tab move focus, Escape goes back (or closes a modal), Ctrl-P opens the command
/// palette (which then takes every key until it closes); every other key goes to the focused
/// view (``ConsoleView/handle(_:)``), and a key the view leaves fires the scene's shortcut
/// bound to it (an enabled, shown one), else an up or down arrow moves focus to the nearest view
/// above or below on screen (``SpatialFocus``).
package struct KeyRouter {
    let stage: Stage

    /// A router for the keys of `stage`'s top scene.
    package init(stage: Stage) { self.stage = stage }

    /// Applies a key to the current scene. Returns false for a key that did nothing.
    @discardableResult
    package func press(_ key: Key) -> Bool {
        guard let scene = stage.current else { return false }
        stage.hint = nil
        stage.firedShortcut = nil
        if stage.palette != nil {
            handleInPalette(key, scene: scene)
            stage.current?.repairFocus()
            return true
        }
        switch key {
        case .chord(let chord) where chord == Self.paletteKey:
            stage.palette = CommandPalette()
        case .named(.tab), .named(.shiftTab):
            (scene.focusedView as? any ConsoleOverlaying)?.dismissOverlay()
            moveFocus(in: scene, backwards: key == .named(.shiftTab))
        case .named(.escape):
            // An open list (a Select's) closes first; only then does Escape go back.
            if let overlay = scene.focusedView as? any ConsoleOverlaying, overlay.isOverlayOpen {
                overlay.dismissOverlay()
                stage.scroll(of: scene).memo.forget()
                break
            }
            guard stage.goBack() else {
                stage.hint = Stage.quitHint
                return false
            }
        case .interrupt:
            return false
        case .mouse:
            // A mouse event needs the layout: the session hands it to a MouseRouter.
            return false
        default:
            let paging = scene.focusedView as? any RowCursorPaging
            let cursorBefore = paging?.cursorRow
            let handled = (scene.focusedView as? ConsoleView)?.handle(key) ?? false
            // A view may change state of its own, which no property tells of, with a key: it is
            // measured again, and the rest of the scene keeps what was measured of it.
            if handled { scene.focusedView?.markChanged() }
            // A table (any view paging a cursor through rows) whose cursor is already at its end
            // passes a page key on to the scene, so what lies past it can be reached.
            let pagedPastTable = paging != nil && paging?.cursorRow == cursorBefore
            if !handled, !Self.takesAsText(key, scene.focusedView),
                let shortcut = key.chords.lazy.compactMap({ scene.shortcut(for: $0) }).first
            {
                fire(shortcut, in: scene)
            } else if key == .named(.pageUp) || key == .named(.pageDown), !handled || pagedPastTable {
                // Not a table: the page keys scroll the scene.
                stage.scroll(of: scene).pendingPages += key == .named(.pageUp) ? -1 : 1
            } else if !handled {
                guard key == .named(.up) || key == .named(.down) else { return false }
                guard moveFocusOnScreen(in: scene, up: key == .named(.up)) else { return false }
            }
        }
        // After a segue or back, the scene on top keeps the focus it had; on the same scene,
        // focus stays with the view the person was on if it can still take it.
        stage.current?.repairFocus()
        return true
    }

    /// Tab and Shift-Tab: focus to the next (or previous) view that can take it, wrapping
    /// around, as `LiveScene.moveFocus(backwards:)` does, but through the Tab order the console
    /// keeps between keys, so a scene of many views costs no more than one of a few.
    private func moveFocus(in scene: LiveScene, backwards: Bool) {
        let (order, positions) = stage.scroll(of: scene).memo.focusOrder(of: scene)
        guard !order.isEmpty else {
            scene.moveFocus(backwards: backwards)
            return
        }
        let next: View
        if let current = scene.focusedView, let index = positions[ObjectIdentifier(current)] {
            next = order[backwards ? (index - 1 + order.count) % order.count : (index + 1) % order.count]
        } else {
            next = backwards ? order[order.count - 1] : order[0]
        }
        // The order kept may be older than a change no property told of: check, as the scene would.
        if !scene.focus(next) { scene.moveFocus(backwards: backwards) }
    }

    /// Up and Down a focused view leaves: focus to the nearest view that can take it above or
    /// below on screen, laid out as the last frame was. Before any frame, through the Tab order.
    /// False when no view lies that way.
    private func moveFocusOnScreen(in scene: LiveScene, up: Bool) -> Bool {
        let scroll = stage.scroll(of: scene)
        guard scroll.shownWidth > 0, let current = scene.focusedView else {
            scene.moveFocus(backwards: up)
            return true
        }
        let layout = SpatialFocus(scene: scene, width: scroll.shownWidth, height: scroll.shownHeight)
        guard let next = layout.next(from: current, up: up) else { return false }
        return scene.focus(next)
    }

    /// Whether a view that takes typed text has focus and the key is printable: such a view
    /// takes every printable key, even one it could not insert (a full field), so `r` never
    /// fires a shortcut while a person types.
    static func takesAsText(_ key: Key, _ view: View?) -> Bool {
        guard let view, Swift.type(of: view).capabilities.contains(.textInput) else { return false }
        switch key {
        case .character, .paste: return true
        default: return false
        }
    }

    /// Ctrl-P, which opens the command palette.
    static let paletteKey = KeyChord(.character("p"), modifiers: .ctrl)

    /// Fires a shortcut, noting it for a recording (as a `press` step).
    private func fire(_ shortcut: any KeyShortcut, in scene: LiveScene) {
        stage.firedShortcut = shortcut.id
        shortcut.press()
        stage.scroll(of: scene).memo.forget()
    }

    /// A key while the palette is open: it filters, moves, runs or closes.
    private func handleInPalette(_ key: Key, scene: LiveScene) {
        guard var palette = stage.palette else { return }
        let (entry, closes) = palette.handle(key, in: scene)
        stage.palette = closes ? nil : palette
        guard let entry else { return }
        run(entry, in: scene)
    }

    /// Runs a palette entry: fires its shortcut, or runs the responder that performs its segue.
    func run(_ entry: CommandPalette.Entry, in scene: LiveScene) {
        switch entry.action {
        case .shortcut(let shortcut): fire(shortcut, in: scene)
        case .segue(let segue): scene.perform(segue)
        }
        stage.scroll(of: scene).memo.forget()
    }
}
