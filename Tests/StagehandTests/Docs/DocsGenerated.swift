import Stagehand

/// The parts of the docs generated from the code: the type tables of `Docs/SceneFormat.md` and
/// the code list of `Docs/Diagnostics.md`. Run the Docs tests with `STAGEHAND_UPDATE_DOCS=1` to
/// rewrite them after a change in the code, then review the diff.
enum DocsGenerated {
    // MARK: SceneFormat.md

    /// Properties every view has, listed once instead of under each view.
    static let viewBaseProperties = ["hidden", "enabled", "width", "height"]

    /// Markdown tables for every standard type, by role.
    static func typeTables(_ registry: Registry = Registry()) -> String {
        var out = ""
        let standard = registry.declarations.filter(\.isStandard)
        for role in Role.allCases {
            let types = standard.filter { $0.role == role }
            out += "### \(heading(role))\n\n"
            if types.isEmpty { out += "None in the standard library.\n\n" }
            if role == .view, let view = types.first {
                out += "Every view takes these properties, besides its own; where each view goes, and how much room it takes, follows the numbered rules of [Layout](Layout.md):\n\n"
                out += propertyTable(view.properties.filter { viewBaseProperties.contains($0.name) })
                out += "\n"
            }
            for type in types {
                out += "#### `\(type.name)`\n\n"
                out += type.summary + "."
                if !type.events.isEmpty { out += " Events: " + type.events.map { "`\($0)`" }.joined(separator: ", ") + "." }
                if !type.capabilities.isEmpty {
                    out += " Capabilities: " + type.capabilities.sorted().map { "`\($0.name)`" }.joined(separator: ", ") + "."
                }
                if type.acceptsChildren { out += " Takes `children`." }
                if type.acceptsPrototype { out += " Takes a `prototype`." }
                out += "\n\n"
                let properties = type.properties.filter { role != .view || !viewBaseProperties.contains($0.name) }
                if !properties.isEmpty { out += propertyTable(properties) + "\n" }
                if !type.outlets.isEmpty { out += outletTable(type.outlets) + "\n" }
            }
        }
        return out
    }

    static func heading(_ role: Role) -> String {
        switch role {
        case .dataSource: "Data sources"
        case .view: "Views"
        case .binding: "Bindings"
        case .bindingSet: "Binding sets"
        case .responder: "Responders"
        }
    }

    static func propertyTable(_ properties: [PropertySpec]) -> String {
        var out = "| property | kind | default | meaning |\n|---|---|---|---|\n"
        for p in properties {
            let kind = p.choices.map { $0.map { "`\($0)`" }.joined(separator: " \\| ") } ?? p.kind.rawValue
            let value = p.isRequired ? "required" : (p.defaultValue.map { "`\($0.jsonText(pretty: false))`" } ?? "`null`")
            out += "| `\(p.name)` | \(kind) | \(value) | \(cell(p.summary)) |\n"
        }
        return out
    }

    static func outletTable(_ outlets: [OutletSpec]) -> String {
        var out = "| outlet | accepts | | meaning |\n|---|---|---|---|\n"
        for o in outlets {
            let need = o.isRequired ? "required" : "optional"
            out += "| `\(o.name)` | \(o.targetDescription) | \(need) | \(cell(o.summary)) |\n"
        }
        return out
    }

    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    // MARK: Diagnostics.md

    /// A section per diagnostic code: severity, meaning, bad example and fix, from `documentation`.
    static func codeSections() -> String {
        var out = ""
        for code in DiagnosticCode.allCases {
            let doc = code.documentation
            let severity = code.defaultSeverity == .warning ? "Warning" : "Error"
            out += "### `\(code.rawValue)`\n\n"
            out += "\(severity). \(doc.meaning)\n\n"
            out += "```text\n\(doc.badExample)\n```\n\n"
            out += "Fix: \(doc.fix)\n\n"
        }
        return out
    }
}
