/// Writes text for another language: one pass over its Unicode scalars, each written as it is,
/// written another way, or left out.
///
/// JSON strings, XML and HTML, Graphviz DOT and Mermaid labels each escape a different handful of
/// characters; what they share is this loop, so each language is only its table.
package struct TextEscaper: Sendable {
    /// What one scalar becomes.
    package enum Replacement: Sendable {
        /// Written as it is.
        case keep
        /// Written as this text instead.
        case text(String)
        /// Left out.
        case drop
    }

    /// The replacement for each ASCII scalar, indexed by its value: most text is ASCII, and an
    /// array lookup keeps the loop as fast as a hand-written `switch`.
    private let ascii: [Replacement]
    /// The replacement for scalars from U+0080 on.
    private let beyondASCII: @Sendable (Unicode.Scalar) -> Replacement

    /// An escaper that replaces the scalars in `table` and asks `otherwise` for every other
    /// scalar.
    ///
    /// - Parameters:
    ///   - table: Fixed replacements, checked first.
    ///   - otherwise: The replacement for a scalar `table` does not name; keeps it by default.
    package init(
        _ table: [Unicode.Scalar: String],
        otherwise: @escaping @Sendable (Unicode.Scalar) -> Replacement = { _ in .keep }
    ) {
        ascii = (0..<128).map { value in
            let scalar = Unicode.Scalar(UInt8(value))
            return table[scalar].map(Replacement.text) ?? otherwise(scalar)
        }
        beyondASCII = { scalar in table[scalar].map(Replacement.text) ?? otherwise(scalar) }
    }

    /// Appends `text`, escaped, to `output`.
    package func append(_ text: String, to output: inout String) {
        for scalar in text.unicodeScalars {
            let replacement = scalar.value < 128 ? ascii[Int(scalar.value)] : beyondASCII(scalar)
            switch replacement {
            case .keep: output.unicodeScalars.append(scalar)
            case .text(let text): output += text
            case .drop: break
            }
        }
    }

    /// `text`, escaped.
    package func callAsFunction(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        append(text, to: &output)
        return output
    }
}
