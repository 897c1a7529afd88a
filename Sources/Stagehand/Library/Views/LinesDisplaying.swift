/// A view that shows text as lines, which a `TextBinding` can give it one list item per line
/// (`TextView`).
public protocol LinesDisplaying: TextDisplaying {
    /// Replaces the text with these lines.
    ///
    /// - Parameter lines: the lines, without line breaks.
    func setLines(_ lines: [String])
}
