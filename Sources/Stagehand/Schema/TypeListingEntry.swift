/// The text lines ``TypeListing`` prints for one type:
///
/// ```
///   Label — One line of text
///     properties:
///       text   string, default "" — The text shown
///       style  string, default "plain" — How the text is drawn [style name]
///     capabilities: text
/// ```
struct TypeListingEntry {
    let declaration: TypeDeclaration
    let width: Int
    /// The types' catalog, to tell the services the app provided from those it did not.
    let catalog: TypeCatalog

    func lines() -> [String] {
        var heading = declaration.name
        if !declaration.isStandard { heading += " (custom)" }
        if !declaration.summary.isEmpty { heading += " — " + declaration.summary }
        var lines = TextWrapper.wrap(heading, prefix: "  ", indent: 6, width: width)

        // One name column for properties and outlets alike, so the two tables line up.
        let names = declaration.properties.map(\.name) + declaration.outlets.map(\.name)
        let column = (names.map(\.count).max() ?? 0) + 2
        if !declaration.properties.isEmpty {
            lines.append("    properties:")
            for property in declaration.properties {
                lines += member(property.name, details: details(of: property), summary: summary(of: property), column: column)
            }
        }
        if !declaration.outlets.isEmpty {
            lines.append("    outlets:")
            for outlet in declaration.outlets {
                let details = outlet.targetDescription + (outlet.isRequired ? ", required" : "")
                lines += member(outlet.name, details: details, summary: outlet.summary, column: column)
            }
        }
        if let shape = declaration.valueShape { lines += list("value", [shape.summary]) }
        if !declaration.events.isEmpty { lines += list("events", declaration.events) }
        if !declaration.capabilities.isEmpty { lines += list("capabilities", declaration.capabilities.sorted().map(\.name)) }
        var takes: [String] = []
        if declaration.acceptsChildren { takes.append("children") }
        if declaration.acceptsPrototype { takes.append("prototype (a row view with its bindings beside its keys, or views and bindings)") }
        if !takes.isEmpty { lines += list("takes", takes) }
        if !declaration.serviceNeeds.isEmpty {
            lines += list("services", declaration.serviceNeeds.map { catalog.hasService($0.id) ? $0.name : $0.name + " (not provided)" })
        }
        return lines
    }

    /// `string, default ""`, `plain|bold|dim, default "plain"`, `string, required`.
    private func details(of property: PropertySpec) -> String {
        var text = property.choices.map { $0.joined(separator: "|") } ?? property.kind.rawValue
        if property.isRequired { text += ", required" }
        if let value = property.declaredDefault { text += ", default " + value.jsonText(pretty: false) }
        return text
    }

    /// The summary, then what lint reads the text as, if anything: `The path [dot path]`. The
    /// bracket's words are joined by no-break spaces, so wrapping moves it to the next line whole.
    private func summary(of property: PropertySpec) -> String {
        guard let meaning = property.meaning.displayName else { return property.summary }
        let tag = "[" + meaning.split(separator: " ").joined(separator: String(Self.unbroken)) + "]"
        return property.summary.isEmpty ? tag : property.summary + " " + tag
    }

    /// Joins words that wrapping must keep on one line; printed as a plain space.
    private static let unbroken: Character = "\u{00A0}"

    /// `      name   details — summary`, wrapped under the details column.
    private func member(_ name: String, details: String, summary: String, column: Int) -> [String] {
        let prefix = "      " + name + String(repeating: " ", count: max(1, column - name.count))
        let text = summary.isEmpty ? details : details + " — " + summary
        return TextWrapper.wrap(text, prefix: prefix, indent: prefix.count, width: width)
            .map { String($0.map { $0 == Self.unbroken ? " " : $0 }) }
    }

    /// `    events: tap, submit`, wrapped under the first item.
    private func list(_ label: String, _ items: [String]) -> [String] {
        let prefix = "    \(label): "
        return TextWrapper.wrap(items.joined(separator: ", "), prefix: prefix, indent: prefix.count, width: width)
    }
}
