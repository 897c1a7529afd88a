/// Finds the mechanical fixes for a file's diagnostics, as byte-range edits of its own text, so
/// comments, quoting and layout stay exactly as written.
///
/// A fix is offered only where lint is sure: a misspelled key, type, property, outlet, id, event,
/// segue or step whose message names exactly one close candidate, and whose word is found at the
/// diagnostic's position; or the missing `stagehand: 1`. `stagehand format` applies them;
/// the language server offers them as code actions.
package enum Fixer {
    /// Codes whose did-you-mean hint can be applied by replacing the word at the position.
    static let replaceableCodes: Set<DiagnosticCode> = [
        .unknownKey, .unknownType, .unknownProperty, .unknownOutlet, .unknownId, .unknownEvent,
        .unknownSegue, .unknownStep,
    ]

    /// The fixes for `diagnostics` of the text `bytes`; diagnostics of other files are ignored.
    package static func fixes(for diagnostics: [Diagnostic], in bytes: [UInt8], file: String) -> [MechanicalFix] {
        let offsets = SourceOffsets(bytes)
        return diagnostics.compactMap { diagnostic in
            guard diagnostic.location.file == file else { return nil }
            if diagnostic.code == .missingKey, diagnostic.message.hasPrefix("missing key 'stagehand'") {
                return versionFix(diagnostic, offsets)
            }
            guard replaceableCodes.contains(diagnostic.code) else { return nil }
            return replacement(diagnostic, offsets)
        }
    }

    /// Lints and fixes `bytes` until no fix is left (a fixed type can reveal a misspelled
    /// property of it), at most a few rounds. `nil` when the text does not parse: such a file is
    /// never rewritten. The result is the text unchanged when there was nothing to fix.
    package static func format(_ bytes: [UInt8], file: String, linter: Linter) -> (text: [UInt8], applied: [MechanicalFix])? {
        var text = bytes
        var applied: [MechanicalFix] = []
        for _ in 0..<8 {
            let (document, _) = DocumentLoader.parse(text, file: file, limits: linter.limits)
            guard document != nil else { return applied.isEmpty ? nil : (text, applied) }
            let fixes = fixes(for: linter.lint(bytes: text, file: file), in: text, file: file)
            guard !fixes.isEmpty else { break }
            let candidate = TextEdit.apply(fixes.map(\.edit), to: text)
            // A fix must never break the file: keep the last text that parsed.
            guard DocumentLoader.parse(candidate, file: file, limits: linter.limits).document != nil else { break }
            text = candidate
            applied += fixes
        }
        return (text, applied)
    }

    private static func versionFix(_ diagnostic: Diagnostic, _ offsets: SourceOffsets) -> MechanicalFix? {
        let start = offsets.offset(of: diagnostic.location)
        let bytes = offsets.bytes
        let edit: TextEdit
        if start < bytes.count, bytes[start] == UInt8(ascii: "{") {
            // A flow mapping (JSON): the key goes first inside the braces.
            var next = start + 1
            while next < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[next]) {
                next += 1
            }
            let empty = next < bytes.count && bytes[next] == UInt8(ascii: "}")
            edit = TextEdit(range: (start + 1)..<(start + 1), replacement: empty ? "\"stagehand\": 1" : "\"stagehand\": 1, ")
        } else {
            // A block mapping: a line of its own above the first key, at the same indentation.
            let lineStart = offsets.lineStarts[max(0, min(diagnostic.location.line, offsets.lineStarts.count) - 1)]
            let indent = String(decoding: bytes[lineStart..<start], as: UTF8.self)
            guard indent.allSatisfy({ $0 == " " }) else { return nil }
            edit = TextEdit(range: start..<start, replacement: "stagehand: 1\n" + indent)
        }
        return MechanicalFix(title: "Add 'stagehand: 1'", diagnostic: diagnostic, edit: edit)
    }

    private static func replacement(_ diagnostic: Diagnostic, _ offsets: SourceOffsets) -> MechanicalFix? {
        let quoted = quotedWords(in: diagnostic.message)
        guard let word = quoted.first, let candidate = suggestion(in: diagnostic.message), candidate != word else { return nil }
        var start = offsets.offset(of: diagnostic.location)
        let bytes = offsets.bytes
        var quote: UInt8?
        if start < bytes.count, bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") {
            quote = bytes[start]
            start += 1
        }
        let written: [UInt8]
        let replaced: Range<Int>
        if diagnostic.code == .unknownEvent {
            // `viewId.event`: the message names the event, then the view.
            guard quoted.count >= 2 else { return nil }
            written = Array((quoted[1] + "." + word).utf8)
            let eventStart = start + quoted[1].utf8.count + 1
            replaced = eventStart..<(eventStart + word.utf8.count)
        } else {
            written = Array(word.utf8)
            replaced = start..<(start + written.count)
        }
        let end = start + written.count
        guard end <= bytes.count, Array(bytes[start..<end]) == written else { return nil }
        // The word must be the whole scalar, or the id before `.event` in an `on` entry.
        let next = end < bytes.count ? bytes[end] : nil
        let idBeforeEvent = diagnostic.code == .unknownId && next == UInt8(ascii: ".") && diagnostic.message.contains("in 'on' entry")
        if !idBeforeEvent {
            if let quote {
                guard next == quote else { return nil }
            } else if let next, !isPlainTerminator(next, after: end, in: bytes) {
                return nil
            }
        }
        return MechanicalFix(title: "Replace '\(word)' with '\(candidate)'", diagnostic: diagnostic,
                             edit: TextEdit(range: replaced, replacement: candidate))
    }

    /// Whether a plain scalar ends before `byte`.
    private static func isPlainTerminator(_ byte: UInt8, after end: Int, in bytes: [UInt8]) -> Bool {
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            return true
        case UInt8(ascii: " "), UInt8(ascii: "\t"):
            // `key: value`, a trailing comment, or trailing spaces: a plain scalar has no inner
            // space only if what follows is one of those.
            var i = end
            while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
            return i == bytes.count || [UInt8(ascii: "#"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ","),
                                        UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":")].contains(bytes[i])
        case UInt8(ascii: ":"):
            return true
        default:
            return false
        }
    }

    /// The words a message quotes, in order: `unknown type 'Lable'; did you mean 'Label'?` gives
    /// `Lable`, `Label`.
    package static func quotedWords(in message: String) -> [String] {
        var words: [String] = []
        var current: String?
        var previous: Character = " "
        for character in message {
            if character == "'" {
                if let word = current {
                    words.append(word)
                    current = nil
                } else if !previous.isLetter {
                    current = ""
                }
            } else if current != nil {
                current?.append(character)
            }
            previous = character
        }
        return words
    }

    /// The one candidate of a `did you mean 'X'?` hint, if the message has exactly one.
    package static func suggestion(in message: String) -> String? {
        let marker = Array("did you mean '")
        let characters = Array(message)
        var found: [String] = []
        var i = 0
        while i + marker.count <= characters.count {
            guard Array(characters[i..<(i + marker.count)]) == marker else {
                i += 1
                continue
            }
            let start = i + marker.count
            guard let close = characters[start...].firstIndex(of: "'") else { return nil }
            found.append(String(characters[start..<close]))
            i = close + 1
        }
        guard found.count == 1, let candidate = found.first, !candidate.isEmpty else { return nil }
        return candidate
    }
}
