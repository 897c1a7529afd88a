/// Checks a decoded script against its scene: every step names a view the scene has (outside
/// table prototypes, whose views exist once per row), and a view that can take the step's input.
///
/// Malformed steps (unknown keywords, bad durations, sizes or key names) are the
/// ``ScriptDecoder``'s to report; the checker never reports them again.
package struct ScriptChecker {
    /// The types the scene's views are declared with.
    let catalog: TypeCatalog
    /// Whether a regular file exists at a path; used to tell a missing scene from a broken one.
    let fileExists: (String) -> Bool

    /// Creates a checker.
    ///
    /// - Parameters:
    ///   - registry: the types the scene names.
    ///   - fileExists: whether a regular file exists at a path; by default, asks the file system.
    package init(registry: Registry, fileExists: @escaping (String) -> Bool = SceneChecker.isRegularFile) {
        self.init(catalog: registry.catalog, fileExists: fileExists)
    }

    /// Creates a checker from a snapshot of the registered types; checkers made this way can
    /// run on any thread.
    init(catalog: TypeCatalog, fileExists: @escaping (String) -> Bool = SceneChecker.isRegularFile) {
        self.catalog = catalog
        self.fileExists = fileExists
    }

    /// Every problem of the script, sorted by position.
    ///
    /// - Parameters:
    ///   - script: the decoded script.
    ///   - scene: the script's scene, decoded; `nil` when it could not be loaded. Without a scene,
    ///     only a missing `scene:` key or a missing scene file is reported.
    package func check(_ script: ScriptDescription, scene: SceneDescription?) -> [Diagnostic] {
        check(script, scene: scene, root: SourceLocation(file: script.file, line: 1, column: 1))
    }

    /// ``check(_:scene:)`` with the script's top node, where a missing `scene:` is reported.
    ///
    /// - Parameter reachable: scenes the script's scene leads to through segues; steps may act on
    ///   their views too, after a segue has shown them.
    func check(_ script: ScriptDescription, scene: SceneDescription?, reachable: [SceneDescription] = [], root: SourceLocation) -> [Diagnostic] {
        let files = expectFileProblems(script)
        guard let scene else { return (sceneProblems(script, root: root) + files).sortedByLocation() }
        var views: [String: ObjectDescription] = [:]
        var viewOrder: [String] = []
        for view in ([scene] + reachable).flatMap({ $0.allViews + $0.shortcuts }) {
            guard let id = view.id?.value, views[id] == nil else { continue }
            views[id] = view
            viewOrder.append(id)
        }
        var diagnostics = files
        for step in script.steps {
            guard let id = step.viewID, let input = ScriptInput(step.action) else { continue }
            guard let view = views[id.value] else {
                diagnostics.append(unknownView(id, in: scene, candidates: viewOrder))
                continue
            }
            guard let type = view.type?.value, let declaration = catalog.declaration(named: type) else { continue }
            if !input.isTaken(by: declaration) {
                diagnostics.append(Diagnostic(
                    .unsupportedInput,
                    "'\(step.keyword)' needs \(input.need), but '\(id.value)' is a \(declaration.name)",
                    at: id.location))
            } else if input == .click, declaration.capabilities.contains(.shortcut), Self.isWrittenFalse(view.property("show")) {
                // A click on a shortcut clicks its hint, and `show: false` keeps it out of every one.
                diagnostics.append(Diagnostic(
                    .unsupportedInput,
                    "'click' on a shortcut clicks its hint, but '\(id.value)' has 'show: false' and no hint; 'press: \(id.value)' fires it by id",
                    at: id.location))
            }
        }
        diagnostics += standInProblems(script, scenes: [scene] + reachable)
        return diagnostics.sortedByLocation()
    }

    /// Whether `node` is the boolean `false` as YAML reads it (`false`, `False`, `FALSE`).
    private static func isWrittenFalse(_ node: Node?) -> Bool {
        guard case .scalar(let scalar)? = node?.content else { return false }
        return ScalarResolver.resolve(scalar) == .bool(false)
    }

    /// A stand-in's `stdout` file that is missing or leads outside the script's folder, and a
    /// stand-in no command of the scenes can match (a warning: it never answers).
    private func standInProblems(_ script: ScriptDescription, scenes: [SceneDescription]) -> [Diagnostic] {
        let folder = PathResolver.directory(of: script.file)
        var diagnostics: [Diagnostic] = []
        for (name, file) in script.fixtures {
            if !PathResolver.staysInside(file.value) {
                diagnostics.append(Diagnostic(.fileOutsideFolder, "fixture file '\(file.value)' leads outside the script's folder; keep it beside the script or below", at: file.location))
            } else if let refused = ConfinedFile.refusal(of: PathResolver.resolve(file.value, against: folder), inside: folder, named: file,
                                                         what: "fixture file", whose: "script's") {
                diagnostics.append(refused)
            } else if !fileExists(PathResolver.resolve(file.value, against: folder)) {
                diagnostics.append(Diagnostic(.missingDataFile, "the data file of fixture '\(name)', '\(file.value)', does not exist; the path is relative to the script", at: file.location))
            }
        }
        guard let commands = script.commands else { return diagnostics }
        let templates = scenes.flatMap { scene in
            scene.allObjects.flatMap { object -> [[String]] in
                guard let type = object.type?.value, let declaration = catalog.declaration(named: type) else { return [] }
                return declaration.properties(meaning: .command).compactMap { property in
                    guard let node = object.property(property.name), case .sequence(let items) = node.content else { return nil }
                    return items.map { $0.scalarText ?? "" }
                }
            }
        }
        for standIn in commands {
            if let file = standIn.stdoutFile {
                if !PathResolver.staysInside(file.value) {
                    diagnostics.append(Diagnostic(.fileOutsideFolder, "stand-in file '\(file.value)' leads outside the script's folder; keep it beside the script or below", at: file.location))
                } else if let refused = ConfinedFile.refusal(of: PathResolver.resolve(file.value, against: folder), inside: folder, named: file,
                                                             what: "stand-in file", whose: "script's") {
                    diagnostics.append(refused)
                } else if !fileExists(PathResolver.resolve(file.value, against: folder)) {
                    diagnostics.append(Diagnostic(.fileNotFound, "stand-in file '\(file.value)' does not exist; the path is relative to the script", at: file.location))
                }
            }
            if !templates.contains(where: { standIn.match.value.couldMatch(template: $0) }) {
                let shown = standIn.match.value.items.map { item -> String in
                    switch item {
                    case .word(let word): CommandWords.shellQuoted(word)
                    case .one: "*"
                    case .any: "**"
                    }
                }.joined(separator: " ")
                let known = templates.map { CommandWords.commandLine($0) }
                let hint = Suggestion.hint(for: shown, in: known).map { "; \($0)" } ?? (known.isEmpty ? "; the scene runs no command" : "")
                diagnostics.append(Diagnostic(.unusedStandIn, "no command of the scene can match the stand-in [\(shown)]\(hint)", at: standIn.match.location))
            }
        }
        return diagnostics
    }

    private func unknownView(_ id: Located<String>, in scene: SceneDescription, candidates: [String]) -> Diagnostic {
        let other = Role.allCases.filter { $0 != .view }.lazy
            .flatMap { scene.objects(in: $0) }
            .first { $0.id?.value == id.value }
        if let other {
            return Diagnostic(
                .unknownView,
                "'\(id.value)' is a \(other.section.displayName), not a view; script steps act on the scene's views",
                at: id.location)
        }
        let inPrototype = scene.allViews.contains { table in
            table.prototype?.allObjects.contains { $0.id?.value == id.value } ?? false
        }
        let advice = Suggestion.hint(for: id.value, in: candidates)
            ?? (inPrototype
                ? "'\(id.value)' is inside a table prototype and exists once per row; select the row or expect the table instead"
                : "the scene has no view with this id")
        return Diagnostic(.unknownView, "unknown view '\(id.value)'; \(advice)", at: id.location)
    }

    /// Files `expect` steps name that lead outside their folder tree (as written, or through a
    /// symbolic link) or are not regular files: a `frame` (relative to the script, written by
    /// `--update` when missing), a saved `file` (relative to the scene, written by the run) and
    /// the data file it must `equal` (relative to the script, which must exist).
    private func expectFileProblems(_ script: ScriptDescription) -> [Diagnostic] {
        let folder = PathResolver.directory(of: script.file)
        let sceneFolder = script.scene.map { PathResolver.directory(of: PathResolver.resolve($0.value, against: folder)) }
        var diagnostics: [Diagnostic] = []
        for step in script.steps {
            guard case .expect(let expectation) = step.action else { continue }
            let problems = [
                expectation.frame.flatMap {
                    Self.confinement($0, inside: folder, what: "frame file",
                                     outside: "is outside the script's folder; keep frame files in the script's folder or below it")
                },
                expectation.file.flatMap { file in
                    sceneFolder.flatMap {
                        Self.confinement(file, inside: $0, what: "saved file",
                                         outside: "leads outside the scene's folder; the path is relative to the scene")
                    }
                },
                expectation.equals.flatMap {
                    Self.confinement($0, inside: folder, what: "file", mustExist: true,
                                     outside: "leads outside the script's folder; keep the expected data in the script's folder or below it")
                },
            ]
            diagnostics += problems.compactMap { $0 }
        }
        return diagnostics
    }

    /// Why the file `name` (relative to `folder`) may not be used: it leads outside (`outside`
    /// says so after its name), is not a regular file, or does not exist when it `mustExist`.
    private static func confinement(_ name: Located<String>, inside folder: String, what: String, mustExist: Bool = false,
                                    outside: String) -> Diagnostic? {
        switch verdict(name.value, inside: folder) {
        case .outside:
            Diagnostic(.fileOutsideFolder, "\(what) '\(name.value)' \(outside)", at: name.location)
        case .notRegular(let kind):
            Diagnostic(.notARegularFile, "\(what) '\(name.value)' is \(kind), not a regular file", at: name.location)
        case .missing where mustExist:
            Diagnostic(.fileNotFound, "\(what) '\(name.value)' does not exist; the path is relative to the script"
                       + FileSuggestion.hint(for: name.value, against: folder), at: name.location)
        case .regular, .missing:
            nil
        }
    }

    /// Where `path`, written relative to `folder`, leads: `.outside` when it climbs out as written.
    private static func verdict(_ path: String, inside folder: String) -> ConfinedFile.Verdict {
        PathResolver.staysInside(path) ? ConfinedFile.check(PathResolver.resolve(path, against: folder), inside: folder) : .outside
    }

    /// A missing `scene:` key, or a scene file that does not exist or may not be read.
    private func sceneProblems(_ script: ScriptDescription, root: SourceLocation) -> [Diagnostic] {
        guard let scene = script.scene else {
            return [Diagnostic(
                .missingScene,
                "the script names no scene; add 'scene: NAME.scene.yaml' (relative to the script)",
                at: root)]
        }
        let folder = PathResolver.directory(of: script.file)
        let path = PathResolver.resolve(scene.value, against: folder)
        if let refusal = ConfinedFile.sceneRefusal(of: path, namedFrom: folder, whose: "script's") {
            return [Diagnostic(refusal.code, "scene '\(scene.value)' \(refusal.reason)", at: scene.location)]
        }
        guard fileExists(path) else {
            return [Diagnostic(
                .missingScene,
                "scene file '\(scene.value)' does not exist; the path is relative to the script",
                at: scene.location)]
        }
        return []
    }
}
