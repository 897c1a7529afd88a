import Stagehand

extension LanguageServer {
    /// The symbols of an open document as its text now reads (or last parsed, for hover).
    func symbols(of document: OpenDocument, allowStale: Bool) -> SymbolIndex? {
        switch document.kind {
        case .scene:
            guard let model = allowStale ? document.bestModel(registry: registry, limits: limits) : document.model(registry: registry, limits: limits)
            else { return nil }
            return SymbolIndex(model: model, lines: document.lines)
        case .script:
            guard let script = allowStale ? document.bestScript(limits: limits) : document.script(limits: limits) else { return nil }
            return SymbolIndex(script: script, lines: document.lines)
        case .other:
            return nil
        }
    }

    private func symbol(in document: OpenDocument, _ params: JSON, allowStale: Bool = false) -> Symbol? {
        guard let offset = offset(params["position"], in: document.lines) else { return nil }
        return symbols(of: document, allowStale: allowStale)?.symbol(at: offset)
    }

    // MARK: Hover

    func hover(_ document: OpenDocument, _ params: JSON) -> JSON {
        guard let symbol = symbol(in: document, params) else { return .null }
        guard let text = hoverText(symbol, in: document) else { return .null }
        return ["contents": ["kind": "markdown", "value": .string(text)], "range": document.lines.json(symbol.range)]
    }

    private func hoverText(_ symbol: Symbol, in document: OpenDocument) -> String? {
        switch symbol.kind {
        case .typeName(let name):
            return registry.declaration(named: name).map(HoverText.type) ?? "unknown type '\(name)'"
        case .property(let type, let name):
            guard let declaration = type.flatMap(registry.declaration(named:)), let property = declaration.property(named: name) else { return nil }
            return HoverText.property(property, of: declaration)
        case .outlet(let type, let name):
            guard let declaration = type.flatMap(registry.declaration(named:)), let outlet = declaration.outlet(named: name) else { return nil }
            return HoverText.outlet(outlet, of: declaration)
        case .event(let view, let event):
            guard let object = model(for: document)?.byID[view], let declaration = object.declaration else { return nil }
            return HoverText.event(event, of: declaration, view: view)
        case .idDeclaration(let id), .idReference(let id):
            guard let (object, file) = declaration(ofID: id, in: document) else { return "unknown id '\(id)'" }
            let type = object.declaration.map { "\($0.name) (\($0.role.displayName))" } ?? (object.description.type?.value ?? "an object of unknown type")
            var text = "**\(id)** — \(type), declared at \(file.split(separator: "/").last ?? "")"
                + ":\(object.description.id?.location.line ?? 0)"
            if object.inPrototype { text += ", inside a table prototype (one per row)" }
            if let summary = object.declaration?.summary, !summary.isEmpty { text += "\n\n" + summary }
            return text
        case .segueDeclaration(let id), .segueReference(let id):
            guard let segue = model(for: document)?.scene.segues.first(where: { $0.id?.value == id }) else { return "unknown segue '\(id)'" }
            return "**\(id)** — segue to `\(segue.to?.value ?? "?")` (\(segue.style?.value.rawValue ?? "push"))"
        case .file(let written, let resolved):
            return "`\(written)` — \(FileBytes.isFile(resolved) ? "" : "missing file ")\(resolved)"
        case .styleName(let name):
            guard let scene = model(for: document)?.scene else { return nil }
            let sheet = SceneCompiler(registry: registry, limits: limits).styleSheet(of: scene)
            return HoverText.style(named: name, in: sheet)
        }
    }

    private func model(for document: OpenDocument) -> SceneModel? {
        document.kind == .scene ? document.bestModel(registry: registry, limits: limits) : nil
    }

    /// The object an id names, and the file it is declared in: in a scene, the scene itself; in a
    /// script, its scene or a scene its segues reach.
    private func declaration(ofID id: String, in document: OpenDocument) -> (SceneModel.Object, String)? {
        switch document.kind {
        case .scene:
            guard let model = document.bestModel(registry: registry, limits: limits), let object = model.byID[id] else { return nil }
            return (object, document.path)
        case .script:
            guard let script = document.bestScript(limits: limits) else { return nil }
            for model in scenes(reachedBy: script) {
                if let object = model.byID[id] { return (object, model.scene.file) }
            }
            return nil
        case .other:
            return nil
        }
    }

    // MARK: Definition

    func definition(_ document: OpenDocument, _ params: JSON) -> JSON {
        guard let symbol = symbol(in: document, params, allowStale: true) else { return .null }
        switch symbol.kind {
        case .idDeclaration(let id), .idReference(let id):
            guard let (object, file) = declaration(ofID: id, in: document), let location = object.description.id?.location else { return .null }
            return self.location(SourceLocation(file: file, line: location.line, column: location.column), from: document)
        case .segueDeclaration(let id), .segueReference(let id):
            guard let segue = model(for: document)?.scene.segues.first(where: { $0.id?.value == id }), let location = segue.id?.location else { return .null }
            return self.location(location, from: document)
        case .file(_, let resolved):
            guard FileBytes.isFile(resolved) else { return .null }
            return ["uri": .string(uri(ofFile: resolved)), "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]]]
        case .styleName(let name):
            guard let declared = model(for: document)?.scene.styles.first(where: { $0.name.value == name }) else { return .null }
            return self.location(declared.name.location, from: document)
        case .typeName, .property, .outlet, .event:
            return .null
        }
    }

    // MARK: References and rename

    /// Every place in this scene naming the id under the cursor.
    private func occurrences(in document: OpenDocument, _ params: JSON) -> (id: String, isSegue: Bool, ranges: [(Range<Int>, isDeclaration: Bool)])? {
        guard document.kind == .scene, let symbol = symbol(in: document, params), let named = symbol.kind.namedID,
            let index = symbols(of: document, allowStale: false)
        else { return nil }
        let ranges = index.symbols.compactMap { candidate -> (Range<Int>, isDeclaration: Bool)? in
            guard let other = candidate.kind.namedID, other.id == named.id, other.isSegue == named.isSegue else { return nil }
            return (candidate.range, other.isDeclaration)
        }
        return (named.id, named.isSegue, ranges)
    }

    func references(_ document: OpenDocument, _ params: JSON) -> JSON {
        guard let found = occurrences(in: document, params) else { return .null }
        let includeDeclaration = params["context"]?["includeDeclaration"]?.bool ?? true
        return .array(found.ranges.filter { includeDeclaration || !$0.isDeclaration }.map { range, _ in
            ["uri": .string(document.uri), "range": document.lines.json(range)]
        })
    }

    func prepareRename(_ document: OpenDocument, _ params: JSON) -> JSON {
        guard let offset = offset(params["position"], in: document.lines), let found = occurrences(in: document, params),
            let range = found.ranges.first(where: { $0.0.contains(offset) || $0.0.upperBound == offset })?.0
        else { return .null }
        return ["range": document.lines.json(range), "placeholder": .string(found.id)]
    }

    /// Why `name` cannot be an id, as the client shows it; `nil` when it can.
    static func problem(withNewID name: String) -> String? {
        if name == rowItemID { return "'\(rowItemID)' is reserved: inside a table prototype it means the row's value" }
        if !SceneDecoder.isValidIdentifier(name) { return "'\(name)' is not a valid id; use letters, digits, '_' and '-'" }
        return nil
    }

    func rename(_ document: OpenDocument, _ params: JSON) -> JSON {
        guard let newName = params["newName"]?.string, let found = occurrences(in: document, params) else { return .null }
        guard SceneDecoder.isValidIdentifier(newName), newName != rowItemID else { return .null }
        let edits: [JSON] = found.ranges.map { range, _ in
            ["range": document.lines.json(range), "newText": .string(newName)]
        }
        return ["changes": .object([document.uri: .array(edits)])]
    }
}
