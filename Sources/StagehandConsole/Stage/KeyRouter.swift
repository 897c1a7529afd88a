import Stagehand

/// What a key press does, the same for a person at a terminal and a script's `key` step:
/// Tab moves focus, Enter activates the focused view, arrows move in tables, Escape goes back,
/// typing edits the focused field.
struct KeyRouter {
    let stage: Stage

    /// Applies a key to the current scene. Returns false for a key that did nothing.
    @discardableResult
    func press(_ key: Key) -> Bool {
        guard let scene = stage.current else { return false }
        let focused = scene.focusedView
        switch key {
        case .tab:
            scene.moveFocus()
        case .shiftTab:
            scene.moveFocus(backwards: true)
        case .escape:
            return stage.goBack()
        case .enter:
            switch focused {
            case let button as Button: return button.tap()
            case let field as TextField: field.submit()
            case let toggle as Switch: toggle.toggle()
            case let table as Table: return table.selectCursorRow()
            default: return false
            }
        case .up, .down:
            guard let table = focused as? Table else {
                scene.moveFocus(backwards: key == .up)
                return true
            }
            table.moveCursor(by: key == .up ? -1 : 1)
        case .left, .right:
            return false
        case .backspace:
            guard let field = focused as? TextField else { return false }
            field.deleteBackward()
        case .character(let c):
            switch focused {
            case let field as TextField: field.type(String(c))
            case let button as Button where c == " ": return button.tap()
            case let toggle as Switch where c == " ": toggle.toggle()
            default: return false
            }
        case .interrupt:
            return false
        }
        stage.current?.repairFocus()
        return true
    }
}
