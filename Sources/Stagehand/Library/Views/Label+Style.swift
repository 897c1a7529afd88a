extension Label {
    /// How a label's text is drawn: the `style` property's choices, named as scenes write them.
    ///
    /// The console draws each case (`StagehandConsole` switches over every one), and lint,
    /// `stagehand types`, the JSON Schema and editors take the choices from the cases.
    public enum Style: String, CaseIterable, Sendable, PropertyChoice {
        /// The terminal's own text.
        case plain
        /// Bold.
        case bold
        /// Dimmed.
        case dim
        /// A heading: bold and underlined, in the accent of headings.
        case title
        /// Something that went wrong.
        case error
        /// Something that went well.
        case success
        /// Something to look out for.
        case warning
        /// Stands out from the text around it.
        case accent
    }
}
