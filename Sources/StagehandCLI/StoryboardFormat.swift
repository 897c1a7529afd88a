import ArgumentParser

/// What `stagehand storyboard` draws the app as.
enum StoryboardFormat: String, ExpressibleByArgument, CaseIterable {
    /// A picture laid out by Graphviz, with each scene's first frame.
    case svg
    /// The SVG picture as pixels, drawn by `rsvg-convert`.
    case png
    /// A self-contained page with the SVG picture: pan, zoom, click for file:line.
    case html
    /// The Graphviz source of the layout.
    case dot
    /// A Mermaid flowchart, for READMEs and wikis.
    case mermaid
    /// An indented outline, for terminals and diffs.
    case text

    /// The format a file name's extension asks for: `.svg`, `.png`, `.html`/`.htm`,
    /// `.dot`/`.gv`, `.mmd`/`.mermaid`, `.txt`; `nil` for any other.
    init?(fileExtension: String) {
        switch fileExtension {
        case "svg": self = .svg
        case "png": self = .png
        case "html", "htm": self = .html
        case "dot", "gv": self = .dot
        case "mmd", "mermaid": self = .mermaid
        case "txt", "text": self = .text
        default: return nil
        }
    }
}
