/// A self-contained HTML page showing one frame: the SVG picture inline, on the palette's
/// background, with no scripts, styles or fonts fetched from anywhere.
package enum HTMLFramePage {
    /// The page for a frame already drawn as SVG.
    ///
    /// - Parameters:
    ///   - svg: the frame's picture, from ``SVGFrameRenderer``.
    ///   - title: the page's title.
    ///   - palette: the colours the picture was drawn with, for the page around it.
    package static func page(svg: String, title: String, palette: TerminalPalette = .dark) -> String {
        let style = """
        body { margin: 0; padding: 24px; background: \(palette.background); }
        .stagehand-frame { display: block; max-width: 100%; height: auto; }

        """
        return HTMLDocument.page(title: title, style: style, body: svg)
    }
}
