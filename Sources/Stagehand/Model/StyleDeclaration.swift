/// One entry of a `styles` mapping (a scene's or a theme's): its name, the style, and where its
/// colours were written, for the contrast check's warnings.
public struct StyleDeclaration: Sendable {
    /// The style's name, where it was written.
    public var name: Located<String>
    /// What the entry sets; colours it could not read are left unset.
    public var style: TextStyle
    /// Where `fg` was written, when it was.
    public var foregroundLocation: SourceLocation?
    /// Where `bg` was written, when it was.
    public var backgroundLocation: SourceLocation?

    /// A declaration.
    public init(name: Located<String>, style: TextStyle, foregroundLocation: SourceLocation? = nil, backgroundLocation: SourceLocation? = nil) {
        self.name = name
        self.style = style
        self.foregroundLocation = foregroundLocation
        self.backgroundLocation = backgroundLocation
    }
}

/// A theme file: a top-level `styles` mapping and an optional `background` colour.
package struct ThemeDescription: Sendable {
    /// The theme file's path.
    public var file: String
    /// `styles`.
    public var styles: [StyleDeclaration] = []
    /// `background`: what styles without `bg` are drawn on.
    public var background: Located<StyleColor>?

    /// An empty theme for `file`.
    public init(file: String) { self.file = file }

    /// The keys a theme's top level takes.
    public static let topLevelKeys = ["styles", "background"]

    /// The theme's styles and background as a sheet (without the built-in styles under them).
    public var sheet: StyleSheet {
        StyleSheet(styles: StyleDeclarationReader.dictionary(styles), background: background?.value)
    }
}

/// Reads `styles` mappings and theme files, reporting every problem at its place: an unknown
/// key (with did-you-mean), a value of the wrong kind, a colour that is not one (`bad-colour`).
package enum StyleDeclarationReader {
    /// The entries of a `styles` mapping node.
    static func read(_ node: Node, _ reader: inout NodeReader) -> [StyleDeclaration] {
        if case .scalar(let scalar) = node.content, scalar.isNull { return [] }
        guard let pairs = reader.mapping(node, "'styles'") else { return [] }
        var declarations: [StyleDeclaration] = []
        for pair in pairs {
            guard let name = reader.string(pair.key, "a style's name") else { continue }
            guard let entry = reader.mapping(pair.value, "the style '\(name.value)'") else { continue }
            var declaration = StyleDeclaration(name: name, style: TextStyle())
            for field in reader.knownPairs(entry, known: TextStyle.keys, in: "in a style") {
                let key = field.key.scalarText ?? ""
                switch key {
                case "fg", "bg":
                    guard let text = reader.string(field.value, "'\(key)'") else { continue }
                    guard let color = colour(text, &reader) else { continue }
                    if key == "fg" {
                        declaration.style.foreground = color
                        declaration.foregroundLocation = text.location
                    } else {
                        declaration.style.background = color
                        declaration.backgroundLocation = text.location
                    }
                default:
                    guard let flag = reader.bool(field.value, "'\(key)'")?.value else { continue }
                    switch key {
                    case "bold": declaration.style.bold = flag
                    case "dim": declaration.style.dim = flag
                    case "italic": declaration.style.italic = flag
                    case "underline": declaration.style.underline = flag
                    default: declaration.style.reverse = flag
                    }
                }
            }
            declarations.append(declaration)
        }
        return declarations
    }

    /// The colour `text` names, or a `bad-colour` diagnostic at its place.
    static func colour(_ text: Located<String>, _ reader: inout NodeReader) -> StyleColor? {
        if let color = StyleColor(text.value) { return color }
        let hint = Suggestion.hint(for: text.value, in: NamedColor.allCases.map(\.rawValue)).map { "; \($0)" } ?? ""
        reader.report(.badColour, "'\(text.value)' is not a colour: write one of the 16 ANSI names (such as 'red' or 'brightRed'), 'gray', or '#rrggbb'\(hint)", at: text.location)
        return nil
    }

    /// Reads a theme file.
    ///
    /// - Parameter document: The loaded theme file.
    /// - Returns: The theme as far as it could be read, and its problems.
    public static func readTheme(_ document: Document) -> (theme: ThemeDescription, diagnostics: [Diagnostic]) {
        var reader = NodeReader()
        var theme = ThemeDescription(file: document.file)
        for pair in reader.topLevelPairs(of: document, kind: "theme", known: ThemeDescription.topLevelKeys) {
            switch pair.key.scalarText ?? "" {
            case "styles": theme.styles = read(pair.value, &reader)
            default:
                if let text = reader.string(pair.value, "'background'"), let color = colour(text, &reader) {
                    theme.background = Located(color, at: text.location)
                }
            }
        }
        return (theme, reader.diagnostics)
    }

    /// Declarations by name; a later one of the same name wins (a duplicate key is an error
    /// the loader reports anyway).
    public static func dictionary(_ declarations: [StyleDeclaration]) -> [String: TextStyle] {
        var styles: [String: TextStyle] = [:]
        for declaration in declarations { styles[declaration.name.value] = declaration.style }
        return styles
    }
}
