import Stagehand

/// A text control that takes the editing keys every line editor has; `TextField` and `TextArea`
/// share them and add their own (Enter, and Up and Down for many lines).
protocol TextEditingKeys: AnyObject {
    /// Types text at the insertion point.
    func type(_ typed: String)
    /// Inserts pasted text at the insertion point in one edit.
    func paste(_ pasted: String)
    /// Moves the insertion point by `delta` characters.
    func moveCursor(by delta: Int)
    /// Moves to the start of the insertion point's line.
    func moveToLineStart()
    /// Moves to the end of the insertion point's line.
    func moveToLineEnd()
    /// Moves to the start of the word before the insertion point.
    func moveWordBackward()
    /// Moves past the end of the word after the insertion point.
    func moveWordForward()
    /// Deletes the character before the insertion point.
    func deleteBackward()
    /// Deletes the character after the insertion point.
    func deleteForward()
    /// Deletes from the start of the line to the insertion point.
    func deleteToStart()
    /// Deletes from the insertion point to the end of the line.
    func deleteToEnd()
    /// Deletes the word before the insertion point.
    func deleteWordBackward()
}

extension TextEditingKeys {
    /// Acts on the editing keys: arrows, Home and End (Ctrl-A, Ctrl-E), word moves, Backspace and
    /// Delete, Ctrl-U, Ctrl-K, Ctrl-W, typed and pasted text. False for any other key.
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
