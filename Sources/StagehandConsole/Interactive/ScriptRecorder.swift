import Stagehand

/// Writes what a person did at the terminal as a script: characters typed into a field one
/// after another as one `type` step, clicks as `click` steps (an option chosen with a click as
/// `select`, a click on a key hint as `press`, a click on a tree's `▸` or `▾` as `click` and the
/// keys that reach and open or close the node), other keys as `key` steps, and the
/// time between them as `wait` steps, so replaying it reaches the same final frame — debounces
/// included, since they run on the same virtual clock.
package struct ScriptRecorder {
    private var recorded: [String] = []
    private var lastTime = 0
    /// Text typed into a field with no pause or other key since: the `type` step being written.
    private var typing: (id: String, text: String)?

    /// A recorder with nothing recorded.
    package init() {}

    /// The steps so far.
    package var steps: [String] {
        guard let typing else { return recorded }
        return recorded + [typeStep(typing.id, typing.text)]
    }

    /// Records a click made at virtual time `now`.
    package mutating func record(_ click: MouseRouter.Click, at now: Int) {
        noteTime(now)
        finishTyping()
        if click.isPress {
            recorded.append("press: " + quoted(click.id))
        } else if let row = click.row, click.isChoice {
            recorded.append("select: { table: \(quoted(click.id)), row: \(row) }")
        } else if let row = click.row {
            recorded.append("click: { table: \(quoted(click.id)), row: \(row) }")
        } else {
            recorded.append("click: " + quoted(click.id))
        }
        // What the click did beyond focusing, where no step says it: a tree's expander.
        for key in click.keys { recorded.append("key: " + quoted(key)) }
    }

    /// Records a shortcut a key fired at virtual time `now`, as `press: id`.
    mutating func recordPress(_ id: String, at now: Int) {
        noteTime(now)
        finishTyping()
        recorded.append("press: " + quoted(id))
    }

    /// Records a key as a `key` step whatever has focus (the command palette's keys); a key
    /// scripts have no name for is left out.
    mutating func recordKeyStep(_ key: Key, at now: Int) {
        noteTime(now)
        finishTyping()
        if let name = key.scriptName { recorded.append("key: " + quoted(name)) }
    }

    private mutating func noteTime(_ now: Int) {
        if now > lastTime {
            finishTyping()
            recorded.append("wait: \(SceneDuration(milliseconds: now - lastTime))")
        }
        lastTime = now
    }

    private mutating func finishTyping() {
        if let typing { recorded.append(typeStep(typing.id, typing.text)) }
        typing = nil
    }

    private func typeStep(_ id: String, _ text: String) -> String {
        "type: { into: \(quoted(id)), text: \(quoted(text)) }"
    }

    /// Records a key pressed at virtual time `now` (milliseconds).
    ///
    /// Keys scripts have no name for (the word and line editing shortcuts, a paste) are
    /// written as the steps that leave the focused field the same: a paste as `type` (which
    /// types at the insertion point too), an editing shortcut as `clear`, `type` of the text it
    /// left, and `left` keys back to the insertion point. Call it after the key took effect.
    package mutating func record(_ key: Key, at now: Int, focused: View?) {
        noteTime(now)
        if case .character(let character) = key, let field = focused as? any TextEditing, let id = field.id {
            // Typed into a field: one `type` step for the run of characters (it types at the
            // insertion point, as the keys did).
            if typing?.id == id {
                typing?.text.append(character)
            } else {
                finishTyping()
                typing = (id, String(character))
            }
            return
        }
        finishTyping()
        if let name = key.scriptName {
            recorded.append("key: " + quoted(name))
            return
        }
        guard let field = focused as? any TextEditing, let id = field.id else { return }
        switch key {
        case .paste(let text):
            recorded.append(typeStep(id, text))
        case .interrupt, .mouse:
            break
        default:
            recorded.append("clear: " + quoted(id))
            if !field.text.isEmpty { recorded.append(typeStep(id, field.text)) }
            for _ in 0..<(field.text.count - field.cursor) { recorded.append("key: " + quoted("left")) }
        }
    }

    /// Records the time that passed after the last key, so trailing debounces fire on replay.
    mutating func finish(at now: Int) {
        noteTime(now)
        finishTyping()
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
