import Stagehand

extension BufferedTextEditing {
    /// Acts on the editing keys every line editor has: arrows, Home and End (Ctrl-A, Ctrl-E),
    /// word moves, Backspace and Delete, Ctrl-U, Ctrl-K, Ctrl-W, typed and pasted text. False
    /// for any other key; `TextField` and `TextArea` add their own (Enter, Up and Down).
    func handleEditingKey(_ key: Key) -> Bool {
        switch key {
        case .character(let c): type(String(c))
        case .paste(let text): paste(text)
        case .named(.left): moveCursor(by: -1)
        case .named(.right): moveCursor(by: 1)
        case .named(.home): moveToLineStart()
        case .named(.end): moveToLineEnd()
        case .wordLeft: moveWordBackward()
        case .wordRight: moveWordForward()
        case .named(.backspace): deleteBackward()
        case .named(.delete): deleteForward()
        case .deleteToStart: deleteToStart()
        case .deleteToEnd: deleteToEnd()
        case .deleteWordBackward: deleteWordBackward()
        default: return false
        }
        return true
    }
}
