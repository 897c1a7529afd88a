import ArgumentParser

/// What `stagehand render` draws a frame as.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    /// The frame as plain text, as `run --script` prints it.
    case text
    /// Text with the terminal's escape codes for colours and styles.
    case ansi
    /// A picture of the terminal's cells, with selectable text.
    case svg
    /// The SVG picture as pixels, drawn by `rsvg-convert`.
    case png
    /// A self-contained page showing the SVG picture.
    case html
    /// The semantic tree as JSON: every view's role, text or value, states and bounds, and the
    /// data sources' states.
    case tree

    /// The format a file name's extension asks for: `.txt`, `.ans`/`.ansi`, `.svg`, `.png`,
    /// `.html`/`.htm`; `nil` for any other.
    init?(fileExtension: String) {
        switch fileExtension {
        case "txt", "text": self = .text
        case "ans", "ansi": self = .ansi
        case "svg": self = .svg
        case "png": self = .png
        case "html", "htm": self = .html
        case "json": self = .tree
        default: return nil
        }
    }
}
