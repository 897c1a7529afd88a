import Stagehand

/// Steps in words, for the headers of `--frames each` and for recorded scripts.
enum StepDescription {
    static func text(of step: ScriptStep) -> String {
        switch step.action {
        case .tap(let v): "tap \(v.value)"
        case .type(let v, let text): "type \"\(text)\" into \(v.value)"
        case .submit(let v): "submit \(v.value)"
        case .select(let t, let row): "select row \(row.value) of \(t.value)"
        case .toggle(let v): "toggle \(v.value)"
        case .clear(let v): "clear \(v.value)"
        case .key(let k): "key \(k.value)"
        case .wait(let d): "wait \(d)"
        case .back: "back"
        case .expect(let e): "expect " + expectationText(e)
        case .snapshot: "snapshot"
        case .press(let v): "press \(v.value)"
        case .click(let v, let row): row.map { "click row \($0.value) of \(v.value)" } ?? "click \(v.value)"
        }
    }

    private static func expectationText(_ e: Expectation) -> String {
        var parts: [String] = []
        if let v = e.view { parts.append(v.value) }
        if let s = e.screen { parts.append("screen \"\(s.value)\"") }
        if let f = e.frame { parts.append("frame \(f.value)") }
        if let s = e.status { parts.append(s.value.isEmpty ? "no status" : "status \"\(s.value)\"") }
        if let t = e.text { parts.append("text \"\(t.value)\"") }
        if let b = e.enabled { parts.append(b.value ? "enabled" : "disabled") }
        if let b = e.hidden { parts.append(b.value ? "hidden" : "visible") }
        if let b = e.focused { parts.append(b.value ? "focused" : "not focused") }
        if let r = e.rows { parts.append(r.value == 1 ? "1 row" : "\(r.value) rows") }
        if let s = e.selected { parts.append(s.value.map { "row \($0) selected" } ?? "nothing selected") }
        return parts.joined(separator: ", ")
    }
}
