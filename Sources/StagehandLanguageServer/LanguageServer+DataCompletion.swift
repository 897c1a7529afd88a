import Stagehand

extension LanguageServer {
    /// Completion of the keys of the data an object reads, while a dot path (`path`, a `paths`
    /// item, `by`, `select`) or a `{placeholder}` of a format or command is written: the keys lint
    /// knows at that point, from the same shapes its `path-not-in-data` check uses. `nil` when the
    /// cursor is in neither, so other completion applies.
    func dataKeyCompletion(_ context: CursorContext, document: OpenDocument, line: Int, offset: Int) -> JSON? {
        guard document.kind == .scene else { return nil }
        let step: Int
        let property: String
        let written: String
        switch (CompletionPlace.scene(context.path), context.slot) {
        case (.properties(let at), .value(let name, let prefix)):
            (step, property, written) = (at, name, prefix)
        case (.propertyValue(let at, let name), .item(let prefix)), (.propertyValue(let at, let name), .key(let prefix)):
            (step, property, written) = (at, name, prefix)
        default:
            return nil
        }
        let placeholder = Self.openPlaceholder(in: written)
        guard readsData(property, inPlaceholder: placeholder != nil) else { return nil }
        let path = placeholder ?? written
        // A path has no spaces: a value with one is text, not a path being written.
        guard path.allSatisfy({ $0 != " " && $0 != "{" && $0 != "}" }) else { return nil }
        guard step < context.path.count, let marker = Self.marker(of: context.path[step], file: document.path) else { return nil }
        let compiler = SceneCompiler(registry: registry, limits: limits)
        // The text as it reads (or without the line being written); else as it last parsed, when
        // the line being written is the object's own and so missing from the first.
        let models = [document.bestModel(registry: registry, limits: limits, editing: line), document.lastGoodModel]
        var found: [DataKey]?
        for case let model? in models where found == nil {
            let origins = model.receivesSegue ? originScenes(of: document.path) : []
            found = compiler.dataKeys(in: model.scene, objectAfter: marker, property: property, path: path,
                                      inPlaceholder: placeholder != nil, origins: origins)
        }
        guard let keys = found else { return nil }
        let range = (offset - path.utf8.count)..<max(offset, context.replace.upperBound)
        let typed = path.lowercased()
        let items: [JSON] = keys.filter { typed.isEmpty || $0.path.lowercased().contains(typed) }.map { key in
            let name = key.path.split(separator: ".").last.map(String.init) ?? key.path
            return [
                "label": .string(name),
                "kind": JSON(CompletionCandidate.Kind.field.rawValue),
                "detail": .string("\(key.kind) in \(key.source)"),
                "filterText": .string(key.path),
                "textEdit": ["range": document.lines.json(range), "newText": .string(key.path)],
            ]
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    /// Whether some registered type reads data through a property of this name: a quick test
    /// before the scene is indexed, so other properties' values complete as before at no cost.
    private func readsData(_ property: String, inPlaceholder: Bool) -> Bool {
        registry.declarations.contains { type in
            if type.dataReads.contains(where: { (inPlaceholder ? $0.formats : $0.paths).contains(property) }) { return true }
            guard !inPlaceholder else { return false }
            if property == "path", case .edits? = type.dataFlow { return true }
            return property == "select" && type.properties.contains { $0.meaning == .dataFile }
        }
    }

    /// The path written in a `{placeholder}` the cursor is inside: the text after the last `{`
    /// that no `}` closed; nil when the cursor is not in a placeholder or is past its `|`.
    static func openPlaceholder(in text: String) -> String? {
        guard let open = text.lastIndex(of: "{") else { return nil }
        let inside = text[text.index(after: open)...]
        guard !inside.contains("}"), !inside.contains("|") else { return nil }
        return String(inside)
    }

    /// Where an object's entry begins, as a location: its list item's `-` (or the key it is the
    /// value of). A step inside a flow collection has no column; the line's start stands for it.
    private static func marker(of step: CursorContext.Step, file: String) -> SourceLocation? {
        switch step {
        case .item(let line, let column), .key(_, let line, let column):
            return SourceLocation(file: file, line: line + 1, column: max(column, 0) + 1)
        }
    }

    /// The scene files beside and below a scene, decoded: the scenes whose segues may pass it a
    /// value, at most 64.
    private func originScenes(of file: String) -> [SceneDescription] {
        let directory = PathResolver.directory(of: file)
        let own = PathResolver.normalize(file)
        let names = FileBytes.files(under: directory) { Linter.isSceneFileName($0) }
        return names.prefix(64).compactMap { name -> SceneDescription? in
            let path = PathResolver.resolve(name, against: directory)
            guard PathResolver.normalize(path) != own else { return nil }
            return sceneModel(atPath: path)?.scene
        }
    }
}
