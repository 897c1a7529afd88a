/// The styles a scene can name, resolved: the scene's own `styles`, then its theme's, then the
/// built-in ones. A name defined at a higher level replaces the lower definition whole.
public struct StyleSheet: Hashable, Sendable {
    /// Every style by name.
    public private(set) var styles: [String: TextStyle]
    /// The theme's `background`: what styles without `bg` are measured against; `nil` when the
    /// theme sets none (then black, for measuring).
    public var background: StyleColor?

    /// The names a view's `style` may take without declaring anything.
    public static let builtInNames = ["plain", "bold", "dim", "title", "error", "success", "warning", "accent"]
    /// The names that style the runtime's own parts: the focused view, a table's selected row,
    /// a disabled view, the status line and the title line.
    public static let runtimeNames = ["focus", "selection", "disabled", "statusLine", "titleLine"]

    /// The built-in styles, in the terminal's own palette colours so they follow its theme,
    /// light or dark.
    public static let builtIn = StyleSheet(styles: [
        "plain": TextStyle(),
        "bold": TextStyle(bold: true),
        "dim": TextStyle(dim: true),
        "title": TextStyle(foreground: .named(.cyan), bold: true, underline: true),
        "error": TextStyle(foreground: .named(.red), bold: true),
        "success": TextStyle(foreground: .named(.green)),
        "warning": TextStyle(foreground: .named(.yellow)),
        "accent": TextStyle(foreground: .named(.magenta), bold: true),
        "focus": TextStyle(reverse: true),
        "selection": TextStyle(reverse: true),
        "disabled": TextStyle(dim: true),
        "statusLine": TextStyle(dim: true),
        "titleLine": TextStyle(bold: true),
    ], background: nil)

    /// A sheet of exactly these styles.
    ///
    /// - Parameters:
    ///   - styles: The styles by name.
    ///   - background: The theme's background.
    public init(styles: [String: TextStyle], background: StyleColor?) {
        self.styles = styles
        self.background = background
    }

    /// The style a name stands for; `nil` for a name nothing defines.
    ///
    /// - Parameter name: A style's name.
    public func style(named name: String) -> TextStyle? { styles[name] }

    /// Every name defined, sorted.
    public var names: [String] { styles.keys.sorted() }

    /// This sheet with `other`'s styles on top (replacing any of the same name) and its
    /// background where it sets one.
    ///
    /// - Parameter other: The styles of a higher level (a theme over the built-ins, a scene over both).
    public func overlaid(with other: StyleSheet) -> StyleSheet {
        StyleSheet(styles: styles.merging(other.styles) { _, new in new }, background: other.background ?? background)
    }

    /// What text is measured against where a style sets no `bg`: the theme's `background`, else black.
    public var measuringBackground: StyleColor { background ?? .named(.black) }
}
