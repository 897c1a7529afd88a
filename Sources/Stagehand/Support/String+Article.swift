extension String {
    /// The word with the indefinite article a message puts before it: `a Label`, `an OptionsBinding`,
    /// `an item`. Decided by the first letter, which is right for the type names and plain
    /// words messages use.
    var withIndefiniteArticle: String {
        (first.map { "aeiouAEIOU".contains($0) } == true ? "an " : "a ") + self
    }
}
