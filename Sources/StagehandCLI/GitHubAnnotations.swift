import Stagehand

/// `stagehand lint --format github`: one GitHub Actions workflow command per diagnostic, which
/// a workflow run shows as an annotation on the file and line:
/// `::error file=PATH,line=L,col=C,title=CODE::message` (`::warning`, `::notice` for notes).
///
/// As GitHub documents, the message escapes `%`, CR and LF (`%25`, `%0D`, `%0A`), and the
/// properties also `:` and `,` (`%3A`, `%2C`). Notes follow the message on lines of their own.
/// Text from the scene is one line, control characters, tabs and line breaks escaped first
/// (``TerminalText/oneLine(_:)``): a log viewer is a terminal too.
package struct GitHubAnnotations {

    /// An annotation writer.
    package init() {}
    /// One line per diagnostic, each ending with a line break.
    package func text(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            let command = switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            // Each message is one line, escaped as a terminal's; the notes' own lines follow.
            var message = TerminalText.oneLine(diagnostic.message)
            for note in diagnostic.notes {
                message += "\nnote: " + (note.location.map { "\(TerminalText.oneLine($0.description)): " } ?? "") + TerminalText.oneLine(note.message)
            }
            let location = diagnostic.location
            let properties = [
                "file=" + Self.property(TerminalText.oneLine(location.file)),
                "line=\(max(1, location.line))",
                "col=\(max(1, location.column))",
                "title=" + Self.property(diagnostic.code.rawValue),
            ].joined(separator: ",")
            out += "::\(command) \(properties)::\(Self.data(message))\n"
        }
        return out
    }

    /// A message, escaped as workflow command data.
    static func data(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value, escaped as workflow command properties.
    static func property(_ text: String) -> String {
        data(text).replacingColonsAndCommas()
    }
}

private extension String {
    func replacingColonsAndCommas() -> String {
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
