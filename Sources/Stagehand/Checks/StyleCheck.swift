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
        var walk = NameWalk(check: self)
        // The scene's objects, then each prototype's in the order they were met.
        scene.forEachObject { walk.visit($0) }
        var next = 0
        while next < walk.prototypes.count {
            let prototype = walk.prototypes[next]
            prototype.forEachObject { walk.visit($0) }
            next += 1
        }
        var diagnostics = walk.diagnostics
        let background = sheet.measuringBackground
        for declaration in (theme?.styles ?? []) + scene.styles {
            checkContrast(declaration, on: background, into: &diagnostics)
        }
        return diagnostics
    }

    /// One pass over a scene's objects, checking the style names each gives.
    ///
    /// A large scene is mostly long runs of objects of one type naming the same few styles, so
    /// the walk remembers the last type and the first few names it found defined and compares
    /// the next object's bytes with them before it makes a string and looks it up.
    private struct NameWalk {
        let check: StyleCheck
        var diagnostics: [Diagnostic] = []
        /// Prototypes met so far, walked after the scene's own objects.
        var prototypes: [PrototypeDescription] = []
        /// Which properties of each type seen so far name a style, the last one used first.
        private var styled: [(type: String, properties: [String])] = []
        private var lastStyled = 0
        /// The first style names found defined, up to ``remembered``.
        private var defined: [String] = []
        private static let remembered = 8

        init(check: StyleCheck) { self.check = check }

        mutating func visit(_ object: ObjectDescription) {
            if let prototype = object.prototype { prototypes.append(prototype) }
            for name in styledProperties(of: object) {
                guard let node = object.property(name) else { continue }
                if let pairs = node.pairs {
                    for pair in pairs { checkName(pair.value) }
                } else {
                    checkName(node)
                }
            }
        }

        /// The properties of `object`'s type that name a style: a short list scanned in order,
        /// since a scene has tens of thousands of objects of a dozen types, and comparing a
        /// short type name costs less than hashing it and asking the catalog.
        private mutating func styledProperties(of object: ObjectDescription) -> [String] {
            if lastStyled < styled.count, object.isOfType(named: styled[lastStyled].type) { return styled[lastStyled].properties }
            if let known = styled.firstIndex(where: { object.isOfType(named: $0.type) }) {
                lastStyled = known
                return styled[known].properties
            }
            guard let typeName = object.typeName else { return [] }
            let properties = check.catalog.declaration(named: typeName)?.properties(meaning: .styleName).map(\.name) ?? []
            lastStyled = styled.count
            styled.append((typeName, properties))
            return properties
        }

        private mutating func checkName(_ node: Node) {
            if defined.contains(where: { node.hasScalarText($0) }) { return }
            // Empty means "no style of its own" where a property allows it; kinds are the property check's.
            guard node.isNonNullScalar, let name = node.scalarText, !name.isEmpty else { return }
            guard check.sheet.style(named: name) == nil else {
                if defined.count < Self.remembered { defined.append(name) }
                return
            }
            let hint = Suggestion.hint(for: name, in: check.sheet.names).map { "; \($0)" }
                ?? "; the built-in styles are \(StyleSheet.builtInNames.joined(separator: ", ")), and a scene declares its own under 'styles'"
            diagnostics.append(Diagnostic(.unknownStyle, "unknown style '\(name)'\(hint)", at: node.location))
        }
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
