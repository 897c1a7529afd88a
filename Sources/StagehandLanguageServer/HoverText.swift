import Stagehand

/// The catalog's documentation of types, properties, outlets and events, as Markdown for hover
/// and completion; written from the registry's declarations, so custom types get theirs too.
enum HoverText {
    static func type(_ declaration: TypeDeclaration) -> String {
        var lines = ["**\(declaration.name)** — \(declaration.role.displayName)"]
        if !declaration.summary.isEmpty { lines += ["", declaration.summary] }
        if let shape = declaration.valueShape { lines += ["", "Value: `\(shape.summary)`"] }
        if !declaration.properties.isEmpty {
            lines += ["", "Properties:"] + declaration.properties.map { "- `\($0.name)`: \($0.kind.displayName)\($0.summary.isEmpty ? "" : " — \($0.summary)")" }
        }
        if !declaration.outlets.isEmpty {
            lines += ["", "Outlets:"] + declaration.outlets.map { "- `\($0.name)`: \($0.targetDescription)\($0.isRequired ? " (required)" : "")" }
        }
        if !declaration.events.isEmpty {
            lines += ["", "Events: " + declaration.events.map { "`\($0)`" }.joined(separator: ", ")]
        }
        return lines.joined(separator: "\n")
    }

    static func property(_ property: PropertySpec, of type: TypeDeclaration) -> String {
        var lines = ["**\(property.name)** — property of \(type.name): \(property.kind.displayName)\(property.isRequired ? ", required" : "")"]
        if !property.summary.isEmpty { lines += ["", property.summary] }
        if let meaning = property.meaning.displayName { lines += ["", "Read as: \(meaning)"] }
        if let choices = property.choices { lines += ["", "One of " + choices.map { "`\($0)`" }.joined(separator: ", ")] }
        if let value = property.defaultValue, value != .null { lines += ["", "Default: `\(value.displayText)`"] }
        return lines.joined(separator: "\n")
    }

    static func outlet(_ outlet: OutletSpec, of type: TypeDeclaration) -> String {
        var lines = ["**\(outlet.name)** — outlet of \(type.name): needs \(outlet.targetDescription)\(outlet.isRequired ? ", required" : "")"]
        if !outlet.summary.isEmpty { lines += ["", outlet.summary] }
        return lines.joined(separator: "\n")
    }

    static func event(_ event: String, of type: TypeDeclaration, view: String) -> String {
        "**\(event)** — event \(type.name) '\(view)' publishes; a responder listing `\(view).\(event)` in `on` runs when it happens"
    }

    /// A style's name with what it sets (colours with their `#rrggbb`) and its contrast on the
    /// theme's background; an unknown name says so.
    static func style(named name: String, in sheet: StyleSheet) -> String {
        guard let style = sheet.style(named: name) else { return "unknown style '\(name)'" }
        var parts: [String] = []
        if let fg = style.foreground { parts.append("fg `\(fg.text)` (\(fg.rgb.hex))") }
        if let bg = style.background { parts.append("bg `\(bg.text)` (\(bg.rgb.hex))") }
        for (flag, word) in [(style.bold, "bold"), (style.dim, "dim"), (style.italic, "italic"), (style.underline, "underline"), (style.reverse, "reverse")] where flag {
            parts.append(word)
        }
        var text = "**style \(name)** — " + (parts.isEmpty ? "nothing set: the terminal's own text" : parts.joined(separator: ", "))
        if let ratio = style.contrast(on: sheet.measuringBackground) {
            text += "\n\nContrast \((ratio * 100).rounded() / 100):1 on \((style.background ?? sheet.measuringBackground).text)"
        }
        return text
    }
}
