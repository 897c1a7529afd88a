import Stagehand
import StagehandConsole

/// Prints diagnostics as compilers do: the `path:line:column: error: message [code]` line, the
/// source line, and a caret under the column; notes follow. JSON prints the same facts.
///
/// The source lines are the ones the diagnostics carry, taken from the bytes that were parsed;
/// nothing is read again here, so what is shown is what was checked.
package struct DiagnosticPrinter {
    let color: Bool

    /// A printer that colours its text or not.
    package init(color: Bool) {
        self.color = color
    }

    /// The text form of diagnostics, each followed by its source line and caret.
    package func text(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            out += headline(diagnostic.location, diagnostic.severity, TerminalText.oneLine(diagnostic.message), code: diagnostic.code) + "\n"
            out += excerpt(diagnostic.sourceLine, at: diagnostic.location)
            var shown = diagnostic.location
            for note in diagnostic.notes {
                let place = note.location ?? diagnostic.location
                // A note may hold several lines (a frame's diff): it keeps them, escaped otherwise.
                out += headline(place, .note, TerminalText.escaped(note.message), code: nil) + "\n"
                // The same line and caret twice in a row says nothing new.
                if note.location != nil, place != shown { out += excerpt(note.sourceLine, at: place) }
                shown = place
            }
        }
        return out
    }

    /// A closing count: "2 errors and 1 warning in 5 files".
    func summary(_ diagnostics: [Diagnostic], files: Int) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        if errors == 0 && warnings == 0 { return "no problems in \(plural(files, "file"))" }
        return "\(plural(errors, "error")) and \(plural(warnings, "warning")) in \(plural(files, "file"))"
    }

    /// The JSON form: `{"diagnostics": [...], "files": N, "errors": N, "warnings": N}`.
    ///
    /// Messages are escaped as the text form escapes them (``TerminalText``), so a report read
    /// with `jq -r` sends no control character from a scene to the terminal; paths stay exact
    /// (JSON-encoded), since tools open the files they name.
    package func json(_ diagnostics: [Diagnostic], files: Int) -> String {
        let items: [Value] = diagnostics.map { d in
            var entry: Value = [
                "file": .string(d.location.file), "line": .int(d.location.line), "column": .int(d.location.column),
                "severity": .string(d.severity.rawValue), "code": .string(d.code.rawValue), "message": .string(TerminalText.oneLine(d.message)),
            ]
            if !d.notes.isEmpty, case .mapping(var m) = entry {
                m["notes"] = .list(d.notes.map { note in
                    var n: Value = ["message": .string(TerminalText.escaped(note.message))]
                    if let l = note.location, case .mapping(var nm) = n {
                        nm["file"] = .string(l.file)
                        nm["line"] = .int(l.line)
                        nm["column"] = .int(l.column)
                        n = .mapping(nm)
                    }
                    return n
                })
                entry = .mapping(m)
            }
            return entry
        }
        let report: Value = [
            "diagnostics": .list(items), "files": .int(files),
            "errors": .int(diagnostics.filter { $0.severity == .error }.count),
            "warnings": .int(diagnostics.filter { $0.severity == .warning }.count),
        ]
        return report.jsonText(pretty: true) + "\n"
    }

    /// The headline of a diagnostic or note; `message` is already escaped, the location's path is
    /// escaped here (a file's name is text from anyone too).
    private func headline(_ place: SourceLocation, _ severity: Diagnostic.Severity, _ message: String, code: DiagnosticCode?) -> String {
        let location = TerminalText.oneLine(place.description)
        let codeText = code.map { " [\($0.rawValue)]" } ?? ""
        guard color else { return "\(location): \(severity.rawValue): \(message)\(codeText)" }
        let severityColor = switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;33m"
        case .note: "\u{1B}[1;36m"
        }
        return "\u{1B}[1m\(location):\u{1B}[0m \(severityColor)\(severity.rawValue):\u{1B}[0m \u{1B}[1m\(message)\u{1B}[0m\(codeText)"
    }

    /// The source line and a caret under the column, or nothing when there is no line to show.
    private func excerpt(_ line: SourceLine?, at location: SourceLocation) -> String {
        guard let line else { return "" }
        let caret = color ? "\u{1B}[1;32m^\u{1B}[0m" : "^"
        return line.excerpt(caretAt: location.column, caret: caret, width: DisplayWidth.of)
    }
}
