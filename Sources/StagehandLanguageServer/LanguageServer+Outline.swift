extension LanguageServer {
    /// `textDocument/documentSymbol`: the outline of a scene (sections, objects by id, segues,
    /// styles) or a script (sections, steps), as the text now reads or, while it does not parse,
    /// as it last parsed; an empty list for any other file.
    func documentSymbols(_ document: OpenDocument) -> JSON {
        let outline = DocumentOutline(lines: document.lines)
        let entries: [DocumentOutline.Entry]
        switch document.kind {
        case .scene:
            guard let model = document.bestModel(registry: registry, limits: limits) else { return [] }
            entries = outline.scene(model.scene)
        case .script:
            guard let script = document.bestScript(limits: limits) else { return [] }
            entries = outline.script(script)
        case .other:
            return []
        }
        return .array(entries.map { $0.json(document.lines) })
    }
}
