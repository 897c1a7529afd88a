extension Node {
    /// Where the character `offset` Unicode scalars into this scalar's text was written, so a
    /// diagnostic about a placeholder inside a string points at the placeholder, not at the
    /// string's start. Counts the opening quote and the quoting of quotes (`''` in single
    /// quotes, `\"` and `\\` in double quotes); where the text cannot be mapped back to one line
    /// as written (a block scalar, a line break or another escape before the offset), the
    /// node's own place.
    ///
    /// - Parameter offset: Unicode scalars from the start of the text.
    /// - Returns: The place of that character in the file.
    package func location(ofTextOffset offset: Int) -> SourceLocation {
        guard case .scalar(let scalar) = content else { return location }
        var column = location.column
        switch scalar.style {
        case .plain: break
        case .singleQuoted, .doubleQuoted: column += 1
        case .literal, .folded: return location
        }
        for character in scalar.text.unicodeScalars.prefix(max(0, offset)) {
            switch (scalar.style, character) {
            case (_, "\n"), (_, "\r"): return location
            case (.singleQuoted, "'"), (.doubleQuoted, "\""), (.doubleQuoted, "\\"): column += 2
            case (.doubleQuoted, _) where character.value < 0x20 || character.value == 0x7F: return location
            default: column += 1
            }
        }
        var place = location
        place.column = column
        return place
    }
}
