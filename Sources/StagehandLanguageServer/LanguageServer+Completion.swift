import Stagehand

extension LanguageServer {
    /// Completion at a position, from the text around the cursor and the last parse that worked.
    func completion(_ document: OpenDocument, _ params: JSON) -> JSON {
        guard let offset = offset(params["position"], in: document.lines) else { return [] }
        let lines = document.lines
        let outline = TextOutline(bytes: lines.bytes, lineStarts: lines.offsets.lineStarts)
        let line = lines.position(of: offset).line
        let context = CursorContext(outline: outline, line: line, offset: offset)
        var candidates: [CompletionCandidate]
        switch document.kind {
        case .scene:
            if let keys = dataKeyCompletion(context, document: document, line: line, offset: offset) { return keys }
            candidates = sceneCompletions(context, outline: outline, document: document, line: line)
        case .script:
            candidates = scriptCompletions(context, document: document)
        case .other:
            candidates = []
        }
        let prefix = context.prefix.lowercased()
        candidates = candidates.filter { prefix.isEmpty || $0.label.lowercased().contains(prefix) }
        var seen: Set<String> = []
        let items: [JSON] = candidates.compactMap { candidate in
            guard seen.insert(candidate.label).inserted else { return nil }
            var item: [String: JSON] = [
                "label": .string(candidate.label),
                "kind": JSON(candidate.kind.rawValue),
                "textEdit": ["range": lines.json(context.replace), "newText": .string(candidate.label)],
            ]
            if let detail = candidate.detail { item["detail"] = .string(detail) }
            if let documentation = candidate.documentation {
                item["documentation"] = ["kind": "markdown", "value": .string(documentation)]
            }
            return .object(item)
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    // MARK: Scenes

    private func sceneCompletions(_ context: CursorContext, outline: TextOutline, document: OpenDocument, line: Int) -> [CompletionCandidate] {
        let place = CompletionPlace.scene(context.path)
        let model = document.bestModel(registry: registry, limits: limits, editing: line)
        let here = context.mapping.map { outline.siblings(line: $0.line, column: $0.column) } ?? context.flowPairs
        let inPrototype = context.path.contains { $0.key == "prototype" }

        /// The `key: value` pairs of the object whose item or key is at path index `step`.
        func objectPairs(_ step: Int) -> [String: String] {
            guard step + 1 < context.path.count, case .key(_, let line, let column) = context.path[step + 1] else {
                return context.mapping == nil ? context.allFlowPairs : here
            }
            guard column != CursorContext.flowColumn else { return context.allFlowPairs }
            return outline.siblings(line: line, column: column)
        }
        func declaration(ofObjectAt step: Int) -> TypeDeclaration? {
            objectPairs(step)["type"].flatMap { registry.declaration(named: $0) }
        }

        switch (place, context.slot) {
        case (.sceneTop, .key):
            return SceneDecoder.topLevelKeys.filter { here[$0] == nil }.map { CompletionCandidate(key: $0, detail: "scene key") }
        case (.sceneTop, .value("stagehand", _)):
            return [CompletionCandidate(label: "1", kind: .value, detail: "format version")]
        case (.section(let role), .key) where context.opensItem, (.object(let role, _), .key):
            var keys = SceneDecoder.objectKeys(for: role)
            if case .object(_, let step) = place {
                let type = declaration(ofObjectAt: step)
                keys = keys.filter { key in
                    if here[key] != nil { return false }
                    if key == "children" { return type?.acceptsChildren ?? true }
                    if key == "prototype" { return type?.acceptsPrototype ?? true }
                    return true
                }
            }
            return keys.map { CompletionCandidate(key: $0, detail: "\(role.displayName) key") }
        case (.object(let role, _), .value("type", _)):
            let roles: Set<Role> = inPrototype && role == .view ? [.view] : [role]
            return registry.declarations.filter { roles.contains($0.role) }.map { declaration in
                CompletionCandidate(label: declaration.name, kind: .classKind, detail: declaration.role.displayName,
                                    documentation: HoverText.type(declaration))
            }
        case (.object(_, let step), .value("on", _)), (.on(let step), _):
            return eventCandidates(model, exclude: objectPairs(step)["id"])
        case (.properties(let step), .key):
            guard let type = declaration(ofObjectAt: step) else { return [] }
            return type.properties.filter { here[$0.name] == nil }.map { property in
                CompletionCandidate(key: property.name, kind: .property, detail: property.kind.displayName,
                                    documentation: HoverText.property(property, of: type))
            }
        case (.properties(let step), .value(let name, _)):
            guard let type = declaration(ofObjectAt: step), let property = type.property(named: name) else { return [] }
            return propertyValues(property, of: type, model: model, document: document)
        case (.outlets(let step, nil), .key):
            guard let type = declaration(ofObjectAt: step) else { return [] }
            return type.outlets.filter { here[$0.name] == nil }.map { outlet in
                CompletionCandidate(key: outlet.name, kind: .field, detail: outlet.targetDescription,
                                    documentation: HoverText.outlet(outlet, of: type))
            }
        case (.outlets(let step, nil), .value(let name, _)), (.outlets(let step, let name?), .item(_)), (.outlets(let step, let name?), .key):
            guard let type = declaration(ofObjectAt: step), let outlet = type.outlet(named: name) else { return [] }
            return idCandidates(fitting: outlet, model: model, inPrototype: inPrototype, exclude: objectPairs(step)["id"])
        case (.prototype, .key):
            return SceneDecoder.prototypeKeys.filter { here[$0] == nil }.map { CompletionCandidate(key: $0, detail: "prototype key") }
        case (.segues, .key) where context.opensItem, (.segue, .key):
            return SceneDecoder.segueKeys.filter { here[$0] == nil }.map { CompletionCandidate(key: $0, detail: "segue key") }
        case (.shortcuts, .key) where context.opensItem, (.shortcut, .key):
            return SceneDecoder.shortcutKeys.filter { here[$0] == nil }.map { CompletionCandidate(key: $0, detail: "shortcut key") }
        case (.shortcut, .value("key", _)):
            return KeyChord.baseNames.map { CompletionCandidate(label: $0, kind: .enumMember, detail: "key") }
        case (.shortcut, .value("show", _)):
            return ["true", "false"].map { CompletionCandidate(label: $0, kind: .value, detail: "boolean") }
        case (.segue, .value("to", _)):
            return fileCandidates(near: document.path, scenes: true)
        case (.segue, .value("style", _)):
            return SegueDescription.Style.allCases.map { CompletionCandidate(label: $0.rawValue, kind: .enumMember, detail: "segue style") }
        default:
            return []
        }
    }

    private func propertyValues(_ property: PropertySpec, of type: TypeDeclaration, model: SceneModel?, document: OpenDocument) -> [CompletionCandidate] {
        if property.meaning == .segue {
            return (model?.scene.segues ?? []).compactMap { segue in
                segue.id.map { CompletionCandidate(label: $0.value, kind: .reference, detail: "segue to \(segue.to?.value ?? "?")") }
            }
        }
        if property.meaning == .dataFile {
            return fileCandidates(near: document.path, scenes: false)
        }
        if property.meaning == .styleName {
            let sheet = model.map { SceneCompiler(registry: registry, limits: limits).styleSheet(of: $0.scene) } ?? .builtIn
            return sheet.names.map { name in
                CompletionCandidate(label: name, kind: .enumMember, detail: "style", documentation: HoverText.style(named: name, in: sheet))
            }
        }
        if let choices = property.choices {
            return choices.map { CompletionCandidate(label: $0, kind: .enumMember, detail: "\(type.name).\(property.name)") }
        }
        if property.kind == .bool {
            return ["true", "false"].map { CompletionCandidate(label: $0, kind: .value, detail: "\(type.name).\(property.name)") }
        }
        return []
    }

    /// The ids of the scene (and of the prototype the cursor is in) whose objects fit the outlet.
    private func idCandidates(fitting outlet: OutletSpec, model: SceneModel?, inPrototype: Bool, exclude: String?) -> [CompletionCandidate] {
        var result: [CompletionCandidate] = []
        if inPrototype, outlet.targetRole == .dataSource {
            result.append(CompletionCandidate(label: rowItemID, kind: .reference, detail: "the row's value"))
        }
        for object in model?.objects ?? [] where !object.inPrototype || inPrototype {
            guard let id = object.description.id?.value, id != exclude, let declaration = object.declaration,
                outlet.accepts(declaration)
            else { continue }
            result.append(CompletionCandidate(label: id, kind: .reference, detail: "\(declaration.name) (\(declaration.role.displayName))",
                                              documentation: declaration.summary))
        }
        return result
    }

    /// `viewId.event` for every view of the scene and every event its type publishes.
    private func eventCandidates(_ model: SceneModel?, exclude: String?) -> [CompletionCandidate] {
        (model?.objects ?? []).flatMap { object -> [CompletionCandidate] in
            guard !object.inPrototype, let id = object.description.id?.value, let declaration = object.declaration,
                declaration.role == .view
            else { return [] }
            return declaration.events.map {
                CompletionCandidate(label: "\(id).\($0)", kind: .event, detail: "\(declaration.name) event")
            }
        }
    }

    /// Scene files (for `to:` and a script's `scene:`) or data files (for `path:`) in the file's
    /// folder and below, relative to it.
    func fileCandidates(near file: String, scenes: Bool) -> [CompletionCandidate] {
        let directory = PathResolver.directory(of: file)
        let ownName = file.split(separator: "/").last.map(String.init)
        let files = FileBytes.files(under: directory) { name in
            let isScene = Linter.isSceneFileName(name)
            if scenes { return isScene && name != ownName }
            let isData = [".json", ".yaml", ".yml"].contains(where: name.hasSuffix)
            return isData && !isScene && !name.contains(".script.")
        }
        return files.map { CompletionCandidate(label: $0, kind: .file, detail: scenes ? "scene file" : "data file") }
    }

    // MARK: Scripts

    private func scriptCompletions(_ context: CursorContext, document: OpenDocument) -> [CompletionCandidate] {
        let place = CompletionPlace.script(context.path)
        let script = document.bestScript(limits: limits)
        switch (place, context.slot) {
        case (.scriptTop, .key):
            return ScriptDecoder.topLevelKeys.map { CompletionCandidate(key: $0, detail: "script key") }
        case (.scriptTop, .value("scene", _)):
            return fileCandidates(near: document.path, scenes: true)
        case (.scriptTop, .value("size", _)):
            return [CompletionCandidate(label: "80x24", kind: .value, detail: "columns x rows")]
        case (.steps, .key), (.steps, .item):
            return StepKeyword.allCases.map { CompletionCandidate(label: $0.rawValue, kind: .keyword, detail: "script step") }
        case (.steps, .value(let keyword, _)):
            switch StepKeyword(rawValue: keyword) {
            // These steps publish the event of the same name, so only views that publish it fit.
            case .tap, .submit, .toggle: return viewCandidates(for: script, event: keyword)
            case .key: return KeyChord.baseNames.map { CompletionCandidate(label: $0, kind: .enumMember, detail: "key") }
            // Only shortcuts publish `press`.
            case .press: return viewCandidates(for: script, event: "press")
            case .wait: return [CompletionCandidate(label: "300ms", kind: .value, detail: "duration")]
            case .click: return viewCandidates(for: script, event: nil)
            case .clear, .type, .select, .expect, .back, .snapshot, nil: return []
            }
        case (.stepArguments(let keyword), .key):
            let keys: [String] = switch keyword {
            case "type": ["into", "text"]
            case "select", "click": ["table", "row"]
            case "expect": ScriptDecoder.expectKeys
            default: []
            }
            return keys.filter { context.flowPairs[$0] == nil }.map { CompletionCandidate(key: $0, detail: "'\(keyword)' key") }
        case (.stepArguments(let keyword), .value(let key, _)) where ["into", "table", "view"].contains(key):
            if keyword == "select" || keyword == "click" { return viewCandidates(for: script, event: nil, capability: .selection) }
            return viewCandidates(for: script, event: keyword == "type" ? "submit" : nil)
        default:
            return []
        }
    }

    /// The view ids of the script's scene and the scenes its segues reach; with `event`, only
    /// views that publish it.
    private func viewCandidates(for script: ScriptDescription?, event: String?, capability: ViewCapability? = nil) -> [CompletionCandidate] {
        guard let script else { return [] }
        return scenes(reachedBy: script).flatMap { model in
            model.views.compactMap { object -> CompletionCandidate? in
                guard let id = object.description.id?.value, let declaration = object.declaration else { return nil }
                if let event, !declaration.events.contains(event) { return nil }
                if let capability, !declaration.capabilities.contains(capability) { return nil }
                let file = model.scene.file.split(separator: "/").last.map(String.init) ?? model.scene.file
                return CompletionCandidate(label: id, kind: .reference, detail: "\(declaration.name) in \(file)")
            }
        }
    }

    /// The script's scene and the scenes its segues lead to, at most 32; open buffers win over disk.
    func scenes(reachedBy script: ScriptDescription) -> [SceneModel] {
        guard let name = script.scene?.value else { return [] }
        // Each scene with the folder of the file naming it: one that may not be read is left out.
        let scriptFolder = PathResolver.directory(of: script.file)
        var queue = [(PathResolver.resolve(name, against: scriptFolder), scriptFolder)]
        var seen: Set<String> = []
        var result: [SceneModel] = []
        while !queue.isEmpty, result.count < 32 {
            let (named, folder) = queue.removeFirst()
            let path = PathResolver.normalize(named)
            guard seen.insert(path).inserted, ConfinedFile.sceneRefusal(of: path, namedFrom: folder, whose: "") == nil,
                let model = sceneModel(atPath: path)
            else { continue }
            result.append(model)
            let directory = PathResolver.directory(of: model.scene.file)
            queue += model.scene.segues.compactMap { $0.to.map { (PathResolver.resolve($0.value, against: directory), directory) } }
        }
        return result
    }

    /// A scene file decoded: the open buffer if the editor has it and it ever parsed, else the
    /// file on disk.
    func sceneModel(atPath path: String) -> SceneModel? {
        let normalized = PathResolver.normalize(path)
        if let open = documents.values.first(where: { PathResolver.normalize($0.path) == normalized }),
            let model = open.bestModel(registry: registry, limits: limits)
        {
            return model
        }
        guard let bytes = FileBytes.read(path, limit: limits.maxFileSize) else { return nil }
        return SceneModel.parse(bytes, file: path, registry: registry, limits: limits)
    }
}
