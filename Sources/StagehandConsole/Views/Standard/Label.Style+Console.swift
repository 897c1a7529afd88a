/// What a label's `style` looks like on a console. Colours follow the terminal's own palette;
/// where colour is off (`NO_COLOR`, `TERM=dumb`, plain-text frames) the attributes and the
/// text itself still tell the styles apart.
enum LabelStyle {
    /// The cell style for a style name from `Label.styles`; unknown names draw plain.
    static func cellStyle(named name: String) -> CellStyle {
        switch name {
        case "bold": CellStyle([.bold])
        case "dim": CellStyle([.dim])
        case "title": CellStyle([.bold, .underline], foreground: .cyan)
        case "error": CellStyle([.bold], foreground: .red)
        case "success": CellStyle(foreground: .green)
        case "warning": CellStyle(foreground: .yellow)
        case "accent": CellStyle([.bold], foreground: .magenta)
        default: .plain
        }
    }
}
