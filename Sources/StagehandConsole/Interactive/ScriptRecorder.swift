import Stagehand

/// Writes what a person did at the terminal as a script: every key as a `key` step, and the
/// time between keys as `wait` steps, so replaying it reaches the same final frame — debounces
/// included, since they run on the same virtual clock.
struct ScriptRecorder {
    private(set) var steps: [String] = []
    private var lastTime = 0

    /// Records a key pressed at virtual time `now` (milliseconds).
    mutating func record(_ key: Key, at now: Int) {
        guard let name = key.scriptName else { return }
        if now > lastTime { steps.append("wait: \(SceneDuration(milliseconds: now - lastTime))") }
        lastTime = now
        steps.append("key: " + quoted(name))
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
