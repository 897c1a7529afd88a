import Stagehand

extension Label.Style {
    /// What the style looks like on a console. Colours follow the terminal's own palette; where
    /// colour is off (`NO_COLOR`, `TERM=dumb`, plain-text frames) the attributes and the text
    /// itself still tell the styles apart. Every style is named here: a new one does not compile
    /// until it is given a look.
    var cellStyle: CellStyle {
        switch self {
        case .plain: .plain
        case .bold: CellStyle([.bold])
        case .dim: CellStyle([.dim])
        case .title: CellStyle([.bold, .underline], foreground: .cyan)
        case .error: CellStyle([.bold], foreground: .red)
        case .success: CellStyle(foreground: .green)
        case .warning: CellStyle(foreground: .yellow)
        case .accent: CellStyle([.bold], foreground: .magenta)
        }
    }
}
