import Stagehand

extension LanguageServer {
    /// The fixes lint is sure of for the diagnostics in the requested range, as quick fixes.
    func codeActions(_ document: OpenDocument, _ params: JSON) -> JSON {
        guard document.kind != .other else { return [] }
        let lines = document.lines
        let start = offset(params["range"]?["start"], in: lines) ?? 0
        let end = offset(params["range"]?["end"], in: lines) ?? lines.bytes.count
        let diagnostics = linter.lint(bytes: document.text, file: document.path)
        let fixes = Fixer.fixes(for: diagnostics, in: document.text, file: document.path)
        let actions: [JSON] = fixes.compactMap { fix in
            let at = lines.scalarRange(at: fix.diagnostic.location)
            guard at.lowerBound <= end, at.upperBound >= start else { return nil }
            return [
                "title": .string(fix.title),
                "kind": "quickfix",
                "isPreferred": true,
                "diagnostics": [json(for: fix.diagnostic, in: document)],
                "edit": ["changes": .object([document.uri: [textEdit(fix.edit, lines)]])],
            ]
        }
        // Every diagnostic in the range can also be silenced where it is.
        let ignores: [JSON] = diagnostics.compactMap { diagnostic in
            guard diagnostic.location.file == document.path else { return nil }
            let at = lines.scalarRange(at: diagnostic.location)
            guard at.lowerBound <= end, at.upperBound >= start,
                let edit = IgnoreFix.edit(ignoring: diagnostic, in: document.text)
            else { return nil }
            return [
                "title": .string("Ignore '\(diagnostic.code.rawValue)' here"),
                "kind": "quickfix",
                "diagnostics": [json(for: diagnostic, in: document)],
                "edit": ["changes": .object([document.uri: [textEdit(edit, lines)]])],
            ]
        }
        return .array(actions + ignores)
    }

    /// Every fix lint is sure of, as `stagehand format` applies them; none for text that does not parse.
    func formatting(_ document: OpenDocument, _ params: JSON) -> JSON {
        guard document.kind != .other, let (text, applied) = Fixer.format(document.text, file: document.path, linter: linter),
            !applied.isEmpty
        else { return [] }
        // One edit replacing the whole text: later rounds of fixes apply to the text earlier ones made.
        let whole = 0..<document.text.count
        return [textEdit(TextEdit(range: whole, replacement: String(decoding: text, as: UTF8.self)), document.lines)]
    }

    private func textEdit(_ edit: TextEdit, _ lines: LineMap) -> JSON {
        ["range": lines.json(edit.range), "newText": .string(edit.replacement)]
    }
}
