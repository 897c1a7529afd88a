/// Checks what a scene says about styles: every style name a property gives (a view's `style`,
/// a `StyleBinding`'s `map` and `default`, any property declared with the `styleName` meaning)
/// is defined (`unknown-style`, with did-you-mean), and every style the scene or its theme
/// declares with a text colour can be read on its background (`low-contrast`). Colours that are
/// not colours were reported when the styles were read (`bad-colour`).
package struct StyleCheck {
    /// The types scenes may name.
    let catalog: TypeCatalog
    /// The styles the scene can name: its own, its theme's and the built-in ones.
    let sheet: StyleSheet

    /// A check of names against `sheet`.
    package init(catalog: TypeCatalog, sheet: StyleSheet) {
        self.catalog = catalog
        self.sheet = sheet
    }

    /// Every unknown style name of the scene's objects (prototypes included), and every style
    /// of the scene and of `theme` whose colours contrast too little.
    package func check(_ scene: SceneDescription, theme: ThemeDescription?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var objects = scene.allObjects
        var styled = StyledTypes()
        var index = 0
        while index < objects.count {
            if let prototype = objects[index].prototype { objects += prototype.allObjects }
            checkNames(of: objects[index], styled: &styled, into: &diagnostics)
            index += 1
        }
        let background = sheet.measuringBackground
        for declaration in (theme?.styles ?? []) + scene.styles {
            checkContrast(declaration, on: background, into: &diagnostics)
        }
        return diagnostics
    }

    /// Which properties of each type seen so far name a style. A short list scanned in order:
    /// a scene has tens of thousands of objects of a dozen types, and comparing a short type
    /// name costs less than hashing it and asking the catalog.
    private struct StyledTypes {
        var seen: [(type: String, properties: [String])] = []

        mutating func properties(of object: ObjectDescription, in catalog: TypeCatalog) -> [String] {
            if let known = seen.first(where: { object.isOfType(named: $0.type) }) { return known.properties }
            guard let typeName = object.typeName else { return [] }
            let properties = catalog.declaration(named: typeName)?.properties(meaning: .styleName).map(\.name) ?? []
            seen.append((typeName, properties))
            return properties
        }
    }

    private func checkNames(of object: ObjectDescription, styled: inout StyledTypes, into diagnostics: inout [Diagnostic]) {
        for name in styled.properties(of: object, in: catalog) {
            guard let node = object.property(name) else { continue }
            if let pairs = node.pairs {
                for pair in pairs { checkName(pair.value, into: &diagnostics) }
            } else {
                checkName(node, into: &diagnostics)
            }
        }
    }

    private func checkName(_ node: Node, into diagnostics: inout [Diagnostic]) {
        // Empty means "no style of its own" where a property allows it; kinds are the property check's.
        guard node.isNonNullScalar, let name = node.scalarText, !name.isEmpty, sheet.style(named: name) == nil else { return }
        let hint = Suggestion.hint(for: name, in: sheet.names).map { "; \($0)" }
            ?? "; the built-in styles are \(StyleSheet.builtInNames.joined(separator: ", ")), and a scene declares its own under 'styles'"
        diagnostics.append(Diagnostic(.unknownStyle, "unknown style '\(name)'\(hint)", at: node.location))
    }

    private func checkContrast(_ declaration: StyleDeclaration, on themeBackground: StyleColor, into diagnostics: inout [Diagnostic]) {
        let style = declaration.style
        guard let ratio = style.contrast(on: themeBackground), ratio < 4.5, let foreground = style.foreground else { return }
        let background = style.background ?? themeBackground
        let behind = style.background == nil ? "the theme's background \(background.text)" : background.text
        let shown = (ratio * 100).rounded() / 100
        diagnostics.append(Diagnostic(
            .lowContrast,
            "style '\(declaration.name.value)': \(foreground.text) on \(behind) has a contrast of \(shown):1, under 4.5:1; text in it is hard to read",
            at: declaration.foregroundLocation ?? declaration.name.location))
    }
}
