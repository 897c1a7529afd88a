import Stagehand

/// `stagehand test --coverage`: per scene, what the scripts exercised and what they never did,
/// as text and as JSON.
///
/// The scenes are those the scripts showed, and those their segues lead to that none showed.
/// What can be exercised is read from each scene's declarations: views with an id whose type
/// publishes events (those a person can focus), each of their events (`viewId.event`) that
/// something listens to (a responder's `on` names it, or a data source or binding followed it
/// while a script ran: an event nothing hears does nothing to exercise), every
/// responder, every binding and binding set (in table prototypes too), every segue. Objects
/// without an id are named by their type and where they are declared.
package struct CoverageReport {
    /// One thing that could be exercised.
    package struct Item: Equatable {
        /// The key the runtime records (``CoverageRecorder/key(id:at:)``, an event, a segue id).
        package var key: String
        /// How the report names it.
        var label: String
    }

    /// One scene's coverage.
    struct SceneCoverage {
        var file: String
        /// Whether any script showed the scene (one only a segue leads to may never be shown).
        var shown: Bool
        /// Per kind: what was never exercised, and what was.
        var never: [CoverageKind: [String]] = [:]
        var exercised: [CoverageKind: [String]] = [:]

        var neverCount: Int { never.values.reduce(0) { $0 + $1.count } }
        var exercisedCount: Int { exercised.values.reduce(0) { $0 + $1.count } }
    }

    /// The scenes, sorted by file.
    let scenes: [SceneCoverage]

    /// Builds the report from what the runs recorded, reading each scene shown for what it declares.
    init(
        recorded: [String: [CoverageKind: Set<String>]], listened: [String: Set<String>] = [:], compiler: SceneCompiler,
        catalog: TypeCatalog
    ) {
        // The scenes shown, and those their segues lead to that no script reached: everything
        // in those is never exercised.
        var descriptions: [String: SceneDescription] = [:]
        var pending = Array(recorded.keys)
        while let file = pending.popLast() {
            guard descriptions[file] == nil, let description = compiler.compileScene(at: file).description else { continue }
            descriptions[file] = description
            for segue in description.segues {
                guard let to = segue.to?.value else { continue }
                let folder = PathResolver.directory(of: file)
                let destination = PathResolver.resolve(to, against: folder)
                if descriptions[destination] == nil, ConfinedFile.mayReadScene(destination, namedFrom: folder) { pending.append(destination) }
            }
        }
        var scenes: [SceneCoverage] = []
        for file in Set(recorded.keys).union(descriptions.keys).sorted() {
            var scene = SceneCoverage(file: file, shown: recorded[file] != nil)
            let declared = descriptions[file].map { Self.declared(in: $0, catalog: catalog, listened: listened[file] ?? []) } ?? [:]
            let heard = descriptions[file].map { Self.heard(in: $0, listened: listened[file] ?? []) } ?? []
            for kind in CoverageKind.allCases {
                let done = recorded[file]?[kind] ?? []
                let items = declared[kind] ?? []
                scene.never[kind] = items.filter { !done.contains($0.key) }.map(\.label)
                // Exercised: the declared ones first, in declaration order, then any the
                // declarations do not list (an event a table row's view published).
                let known = Set(items.map(\.key))
                // An event nothing listens to was published, but exercised nothing.
                let extra = done.subtracting(known).filter { kind != .events || heard.contains($0) }
                scene.exercised[kind] = items.filter { done.contains($0.key) }.map(\.label) + extra.sorted()
            }
            scenes.append(scene)
        }
        self.scenes = scenes
    }

    /// What a scene declares that can be exercised, by kind: of the events, those a responder's
    /// `on` names and those `listened` holds (what followed them at run time).
    package static func declared(in scene: SceneDescription, catalog: TypeCatalog, listened: Set<String> = []) -> [CoverageKind: [Item]] {
        func item(_ object: ObjectDescription) -> Item {
            let type = object.type?.value ?? "object"
            let key = CoverageRecorder.key(id: object.id?.value, at: object.location)
            let label = object.id.map { "\($0.value) (\(type))" } ?? "\(type) at line \(object.location.line)"
            return Item(key: key, label: label)
        }
        let heard = heard(in: scene, listened: listened)
        var result: [CoverageKind: [Item]] = [:]
        for view in scene.allViews {
            guard let id = view.id?.value, let type = view.type?.value,
                  let events = catalog.declaration(named: type)?.events, !events.isEmpty else { continue }
            result[.views, default: []].append(Item(key: id, label: "\(id) (\(type))"))
            for event in events where heard.contains("\(id).\(event)") {
                result[.events, default: []].append(Item(key: "\(id).\(event)", label: "\(id).\(event)"))
            }
        }
        result[.responders] = scene.responders.map(item)
        let prototypes = scene.allViews.compactMap(\.prototype)
        result[.bindings] = (scene.bindings + scene.bindingSets + prototypes.flatMap { $0.bindings + $0.bindingSets }).map(item)
        result[.segues] = scene.segues.compactMap { $0.id.map { Item(key: $0.value, label: $0.value) } }
        result[.shortcuts] = scene.shortcuts.compactMap { shortcut in
            shortcut.id.map { id in
                let key = shortcut.property("key")?.scalarText.map { " (\($0))" } ?? ""
                return Item(key: id.value, label: id.value + key)
            }
        }
        return result
    }

    /// The events something listens to in `scene`: those a responder's `on` names, and those
    /// `listened` holds (what followed them while scripts ran).
    static func heard(in scene: SceneDescription, listened: Set<String>) -> Set<String> {
        var heard = listened
        for object in scene.allObjects { for entry in object.on { heard.insert(entry.value) } }
        return heard
    }

    /// The text report: per scene, the never-exercised first, then the exercised.
    var text: String {
        var lines = ["coverage:"]
        for scene in scenes {
            let total = scene.neverCount + scene.exercisedCount
            let counted = total == 0 ? "nothing to exercise" : "\(scene.exercisedCount) of \(total) exercised"
            lines.append("\(scene.file): \(counted)" + (scene.shown ? "" : " (no script showed it)"))
            if scene.neverCount > 0 {
                lines.append("  never exercised:")
                for kind in CoverageKind.allCases {
                    if let names = scene.never[kind], !names.isEmpty { lines.append("    \(kind.rawValue): \(names.joined(separator: ", "))") }
                }
            }
            if scene.exercisedCount > 0 {
                lines.append("  exercised:")
                for kind in CoverageKind.allCases {
                    if let names = scene.exercised[kind], !names.isEmpty { lines.append("    \(kind.rawValue): \(names.joined(separator: ", "))") }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON report: `{"scenes": [{"file", "shown", "exercised", "total", "never": {kind: [...]}, "covered": {kind: [...]}}]}`.
    var json: String {
        let list: [Value] = scenes.map { scene in
            func byKind(_ names: [CoverageKind: [String]]) -> Value {
                func list(_ kind: CoverageKind) -> Value { .list((names[kind] ?? []).map(Value.string)) }
                return ["views": list(.views), "events": list(.events), "responders": list(.responders),
                        "bindings": list(.bindings), "segues": list(.segues), "shortcuts": list(.shortcuts)]
            }
            return [
                "file": .string(scene.file),
                "shown": .bool(scene.shown),
                "exercised": .int(scene.exercisedCount),
                "total": .int(scene.exercisedCount + scene.neverCount),
                "never": byKind(scene.never),
                "covered": byKind(scene.exercised),
            ]
        }
        let report: Value = ["scenes": .list(list)]
        return report.jsonText(pretty: true) + "\n"
    }
}
