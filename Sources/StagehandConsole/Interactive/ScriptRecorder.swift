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
        steps.append("key: " + YAMLText.quoted(name))
    }

    /// Records the time that passed after the last key, so trailing debounces fire on replay.
    mutating func finish(at now: Int) {
        if now > lastTime { steps.append("wait: \(SceneDuration(milliseconds: now - lastTime))") }
        lastTime = now
    }

    /// The script's text.
    func script(scene: String, size: Stagehand.TerminalSize) -> String {
        var text = "# Recorded with `stagehand run --record`; replay with `stagehand run --script`.\n"
        text += "scene: \(YAMLText.quoted(scene))\nsize: \(size)\nsteps:\n"
        if steps.isEmpty { return text + "  []\n" }
        for step in steps { text += "  - \(step)\n" }
        return text
    }
}

/// Quoting for the few strings recorded scripts write.
enum YAMLText {
    /// The text as a double-quoted YAML scalar, with `"`, `\` and control characters escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
