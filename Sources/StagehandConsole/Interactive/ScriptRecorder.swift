import Stagehand

/// Writes what a person did at the terminal as a script: every key as a `key` step, and the
/// time between keys as `wait` steps, so replaying it reaches the same final frame — debounces
/// included, since they run on the same virtual clock.
struct ScriptRecorder {
    private(set) var steps: [String] = []
    private var lastTime = 0

    /// Records a key pressed at virtual time `now` (milliseconds).
    ///
    /// Keys scripts have no name for (the word and line editing shortcuts, a paste) are
    /// written as the steps that leave the focused field the same: a paste as `type` (which
    /// types at the insertion point too), an editing shortcut as `clear`, `type` of the text it
    /// left, and `left` keys back to the insertion point. Call it after the key took effect.
    mutating func record(_ key: Key, at now: Int, focused: View?) {
        if now > lastTime { steps.append("wait: \(SceneDuration(milliseconds: now - lastTime))") }
        lastTime = now
        if let name = key.scriptName {
            steps.append("key: " + quoted(name))
            return
        }
        guard let field = focused as? any TextEditing, let id = field.id else { return }
        switch key {
        case .paste(let text):
            steps.append("type: { into: \(quoted(id)), text: \(quoted(text)) }")
        case .interrupt:
            break
        default:
            steps.append("clear: " + quoted(id))
            if !field.text.isEmpty { steps.append("type: { into: \(quoted(id)), text: \(quoted(field.text)) }") }
            for _ in 0..<(field.text.count - field.cursor) { steps.append("key: " + quoted("left")) }
        }
    }

    /// Records the time that passed after the last key, so trailing debounces fire on replay.
    mutating func finish(at now: Int) {
        if now > lastTime { steps.append("wait: \(SceneDuration(milliseconds: now - lastTime))") }
        lastTime = now
    }

    /// The script's text; its comment names `command`, the executable that recorded it.
    func script(scene: String, size: Stagehand.TerminalSize, command: String = "stagehand") -> String {
        var text = "# Recorded with `\(command) run --record`; replay with `\(command) run --script`.\n"
        text += "scene: \(quoted(scene))\nsize: \(size)\nsteps:\n"
        if steps.isEmpty { return text + "  []\n" }
        for step in steps { text += "  - \(step)\n" }
        return text
    }

    /// A string as a YAML double-quoted scalar: JSON's string syntax is valid YAML, escapes included.
    private func quoted(_ text: String) -> String {
        Value.string(text).jsonText(pretty: false)
    }
}
