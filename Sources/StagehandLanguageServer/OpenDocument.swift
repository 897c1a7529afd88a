import Stagehand

/// A file the editor has open: its text as last sent, and what is known of it.
package final class OpenDocument {
    /// Whether a file is a scene, a script, or neither (a data file).
    enum Kind {
        case scene
        case script
        case other
    }

    let uri: String
    let path: String
    let kind: Kind
    package private(set) var version: Int
    /// The text with its lines indexed, unless a whole-text change came since (then
    /// `unindexedText`): a run of whole-text changes is indexed once, when something reads it.
    private var indexed: LineMap
    private var unindexedText: [UInt8]?
    /// The decoded text, worked out when first asked for after a change.
    private var cachedModel: SceneModel??
    private var cachedScript: ScriptDescription??
    /// The last text that parsed, decoded: completion falls back on it while the text does not.
    private(set) var lastGoodModel: SceneModel?
    private(set) var lastGoodScript: ScriptDescription?

    package init(uri: String, path: String, text: [UInt8], version: Int) {
        self.uri = uri
        self.path = path
        self.version = version
        indexed = LineMap([])
        unindexedText = text
        if Linter.isSceneFileName(path) {
            kind = .scene
        } else if Linter.isScriptFileName(path) {
            kind = .script
        } else {
            kind = .other
        }
    }

    /// The text as last sent.
    package var text: [UInt8] { unindexedText ?? indexed.bytes }

    /// The text with its lines indexed.
    package var lines: LineMap {
        indexIfNeeded()
        return indexed
    }

    private func indexIfNeeded() {
        guard let unindexedText else { return }
        indexed = LineMap(unindexedText)
        self.unindexedText = nil
    }

    /// Applies a notification's changes, in order, and takes its version. A range is edited in
    /// place, reading again only the lines it touches; a whole text replaces what was there.
    package func apply(_ edits: [TextChange.Edit], version: Int) {
        for edit in edits {
            switch edit {
            case .replaceAll(let text):
                // Dropped at once, so a large text is not held twice.
                indexed = LineMap([])
                unindexedText = text
            case .replace(let start, let end, let text):
                indexIfNeeded()
                let from = indexed.offset(line: start.line, character: start.character)
                let to = indexed.offset(line: end.line, character: end.character)
                indexed.replace(from..<max(from, to), with: text)
            }
        }
        self.version = version
        cachedModel = nil
        cachedScript = nil
    }

    /// The scene as the text now reads, or `nil` when it does not parse.
    func model(registry: Registry, limits: LoadLimits) -> SceneModel? {
        if let cachedModel { return cachedModel }
        let model = SceneModel.parse(text, file: path, registry: registry, limits: limits)
        cachedModel = .some(model)
        if let model { lastGoodModel = model }
        return model
    }

    /// The scene as the text now reads; else as it reads without the line being edited (an
    /// unclosed bracket there is the usual reason it does not parse); else as it last parsed.
    func bestModel(registry: Registry, limits: LoadLimits, editing line: Int? = nil) -> SceneModel? {
        if let model = model(registry: registry, limits: limits) { return model }
        if let line, let repaired = withoutLine(line),
            let model = SceneModel.parse(repaired, file: path, registry: registry, limits: limits)
        {
            return model
        }
        return lastGoodModel
    }

    /// The text with one 0-based line's content removed, or `nil` past the end.
    private func withoutLine(_ line: Int) -> [UInt8]? {
        let starts = lines.offsets.lineStarts
        guard line >= 0, line < starts.count else { return nil }
        let end = lines.offsets.lineEnd(line + 1)
        return Array(text[..<starts[line]]) + Array(text[end...])
    }

    /// The script as the text now reads, or `nil` when it does not parse.
    func script(limits: LoadLimits) -> ScriptDescription? {
        if let cachedScript { return cachedScript }
        let script = SceneCompiler(catalog: TypeCatalog(), limits: limits).decodeScript(bytes: text, file: path).description
        cachedScript = .some(script)
        if let script { lastGoodScript = script }
        return script
    }

    /// The script as the text now reads, else as it last parsed.
    func bestScript(limits: LoadLimits) -> ScriptDescription? {
        script(limits: limits) ?? lastGoodScript
    }
}
