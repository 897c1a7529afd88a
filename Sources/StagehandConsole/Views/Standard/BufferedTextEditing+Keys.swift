import Stagehand

extension BufferedTextEditing {
    /// Acts on the editing keys every line editor has: arrows, Home and End (Ctrl-A, Ctrl-E),
    /// word moves, Backspace and Delete, Ctrl-U, Ctrl-K, Ctrl-W, typed and pasted text. False
    /// for any other key; `TextField` and `TextArea` add their own (Enter, Up and Down).
    func handleEditingKey(_ key: Key) -> Bool {
        switch key {
        case .character(let c): type(String(c))
        case .paste(let text): paste(text)
        case .left: moveCursor(by: -1)
        case .right: moveCursor(by: 1)
        case .home: moveToLineStart()
        case .end: moveToLineEnd()
        case .wordLeft: moveWordBackward()
        case .wordRight: moveWordForward()
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .deleteToStart: deleteToStart()
        case .deleteToEnd: deleteToEnd()
        case .deleteWordBackward: deleteWordBackward()
        default: return false
        }
        return true
    }
}
