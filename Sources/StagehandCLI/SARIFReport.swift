import Stagehand

/// `stagehand lint --format sarif`: diagnostics as a SARIF 2.1.0 log, which code scanning and
/// review tools read.
///
/// One run, whose tool driver lists a rule for every code the diagnostics use (its meaning, and
/// its fix as help); one result per diagnostic with its level, message and place (the file as a
/// URI reference, the line and column). Notes with a place become related locations; notes
/// without one are added to the message. Columns count Unicode scalars, as the run says
/// (`columnKind`).
package struct SARIFReport {
    /// The URI of the schema the log follows.
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The tool's name in the log.
    let toolName: String

    /// A report naming `toolName` as the tool that found the results.
    package init(toolName: String) {
        self.toolName = toolName
    }

    /// The log as JSON text, ending with a line break.
    package func json(_ diagnostics: [Diagnostic]) -> String {
        let codes = DiagnosticCode.allCases.filter(Set(diagnostics.map(\.code)).contains)
        let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        let rules: [Value] = codes.map { code in
            let doc = code.documentation
            return [
                "id": .string(code.rawValue),
                "shortDescription": ["text": .string(Self.firstSentence(of: doc.meaning))],
                "fullDescription": ["text": .string(doc.meaning)],
                "help": ["text": .string(doc.fix)],
                "defaultConfiguration": ["level": .string(Self.level(code.defaultSeverity))],
            ]
        }
        let results: [Value] = diagnostics.map { diagnostic in
            // Viewers show these texts as they are: control characters escaped, as on a terminal.
            var message = TerminalText.oneLine(diagnostic.message)
            for note in diagnostic.notes where note.location == nil { message += "\nnote: " + TerminalText.escaped(note.message) }
            var result: Value = [
                "ruleId": .string(diagnostic.code.rawValue),
                "ruleIndex": .int(ruleIndex[diagnostic.code] ?? 0),
                "level": .string(Self.level(diagnostic.severity)),
                "message": ["text": .string(message)],
                "locations": .list([["physicalLocation": Self.physicalLocation(diagnostic.location)]]),
            ]
            let related: [Value] = diagnostic.notes.enumerated().compactMap { index, note in
                note.location.map {
                    ["id": .int(index), "physicalLocation": Self.physicalLocation($0), "message": ["text": .string(TerminalText.escaped(note.message))]]
                }
            }
            if !related.isEmpty, case .mapping(var fields) = result {
                fields["relatedLocations"] = .list(related)
                result = .mapping(fields)
            }
            return result
        }
        let log: Value = [
            "$schema": .string(Self.schema),
            "version": "2.1.0",
            "runs": .list([[
                "tool": ["driver": [
                    "name": .string(toolName), "version": .string(StagehandVersion.current), "rules": .list(rules),
                ]],
                "columnKind": "unicodeCodePoints",
                "results": .list(results),
            ]]),
        ]
        return log.jsonText(pretty: true) + "\n"
    }

    /// SARIF's level for a severity.
    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func physicalLocation(_ location: SourceLocation) -> Value {
        [
            "artifactLocation": ["uri": .string(uri(location.file))],
            "region": ["startLine": .int(max(1, location.line)), "startColumn": .int(max(1, location.column))],
        ]
    }

    /// A path as a URI reference: a relative path stays relative (to where lint ran), an absolute
    /// one becomes a `file://` URI; bytes a URI cannot hold as they are are percent-encoded.
    package static func uri(_ path: String) -> String {
        let encoded = percentEncoded(path)
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    private static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            let unreserved = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || "-._~/!$&'()*+,;=@".contains(c)
            // `:` is encoded too: in a relative path's first segment it would read as a scheme.
            if unreserved { out.append(c) } else { out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }
        }
        return out
    }

    /// The first sentence of a documentation text, for a rule's short description.
    static func firstSentence(of text: String) -> String {
        let characters = Array(text)
        for index in characters.indices.dropLast() where characters[index] == "." && characters[index + 1] == " " {
            return String(characters[...index])
        }
        return text
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
