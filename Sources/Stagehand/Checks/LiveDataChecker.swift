#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks what live data declares without running anything: a `CommandDataSource`'s program
/// exists (on `PATH`, or for a path with a `/`, relative to the scene), an `EnabledBinding` or
/// `HiddenBinding` does not test both a path and a state, and the app provided the services
/// (`@Service`) custom types need.
struct LiveDataChecker: ObjectCheck {
    static let phase = CheckPhase.eachObjectOnDisk
    /// The types and services scenes may use.
    let catalog: TypeCatalog
    /// The scene file's folder, which program paths are relative to.
    let directory: String
    let fileExists: (String) -> Bool
    /// Whether a program name is found on `PATH`; tests stand in their own.
    let onPath: (String) -> Bool
    /// Programs a script of the scene stands in for, which need not exist: asked only when a
    /// program is missing, since finding them reads the scripts around the scene.
    var standInPrograms: () -> Set<String> = { [] }

    init(catalog: TypeCatalog, directory: String, fileExists: @escaping (String) -> Bool,
         onPath: @escaping (String) -> Bool = LiveDataChecker.isOnPath) {
        self.catalog = catalog
        self.directory = directory
        self.fileExists = fileExists
        self.onPath = onPath
    }

    init(_ scene: CheckedScene) {
        self.init(catalog: scene.catalog, directory: scene.directory, fileExists: scene.fileExists)
        standInPrograms = { [standIns = scene.standInPrograms, directory = scene.directory, limits = scene.limits] in
            standIns.union(StandInScan.programs(forSceneIn: directory, limits: limits))
        }
    }

    func check(_ object: DeclaredObject, at objectIndex: Int, links: inout OutletLinks, into diagnostics: inout [Diagnostic]) {
        check(object, into: &diagnostics)
    }

    func check(_ object: DeclaredObject, into diagnostics: inout [Diagnostic]) {
        guard let type = object.type else { return }
        for need in type.declaration.serviceNeeds where !catalog.hasService(need.id) {
            diagnostics.append(Diagnostic(
                .missingService,
                "\(object.subject) needs a \(need.name) service, which this app does not provide; provide it at setup with registry.provide(_:)",
                at: object.description.type?.location ?? object.anchor))
        }
        for property in type.commandProperties { checkCommand(object, property: property, into: &diagnostics) }
        if type.isConditionBinding { checkCondition(object, into: &diagnostics) }
    }

    private func checkCommand(_ object: DeclaredObject, property: String, into diagnostics: inout [Diagnostic]) {
        guard let node = object.description.property(property), case .sequence(let items) = node.content else { return }
        guard let first = items.first(where: { _ in true }) else {
            diagnostics.append(Diagnostic(.invalidProperty, "property '\(property)' of \(object.subject) is empty; give the program, then its arguments", at: node.location))
            return
        }
        checkPlaceholderOptions(items, into: &diagnostics)
        // Each item is one word of the command line; a list or mapping is a slip of the YAML.
        for (index, item) in items.enumerated() where item.scalarText == nil {
            let what = index == 0 ? "the program" : "an argument"
            diagnostics.append(Diagnostic(
                .wrongKind, "\(what) in property '\(property)' of \(object.subject) must be text, not \(item.kindDescription)",
                at: item.location))
        }
        guard case .scalar(let scalar) = first.content else { return }
        guard !scalar.isNull, !scalar.text.trimmingWhitespace().isEmpty else {
            diagnostics.append(Diagnostic(.missingProgram, "the program in property '\(property)' of \(object.subject) is empty; give the program, then its arguments", at: first.location))
            return
        }
        let program = scalar.text
        let shown = CommandWords.cut(program)
        if program.contains("/") {
            let resolved = PathResolver.resolve(program, against: directory)
            if !fileExists(resolved) && !standInPrograms().contains(program) {
                diagnostics.append(Diagnostic(.missingProgram, "program '\(shown)' does not exist; a path with a '/' is relative to the scene file", at: first.location))
            }
        } else if !onPath(program) && !standInPrograms().contains(program) {
            let beside = fileExists(PathResolver.resolve(program, against: directory))
            var hint = beside ? "; it is beside the scene: write './\(shown)', or run it with its interpreter, e.g. [sh, \(shown)]" : ""
            let words = program.split(separator: " ")
            if words.count > 1, onPath(String(words[0])) {
                hint = "; the command is a list, the program then each argument: write [\(CommandWords.cut(words.joined(separator: ", ")))]"
            }
            diagnostics.append(Diagnostic(.missingProgram, "program '\(shown)' is not on PATH\(hint)", at: first.location))
        }
    }

    /// Items after the program that are a placeholder alone, before any `--`: the value filled
    /// in could start with `-` and become an option (`placeholder-option`).
    private func checkPlaceholderOptions(_ items: Node.Items, into diagnostics: inout [Diagnostic]) {
        for (index, item) in items.enumerated() where index > 0 {
            guard case .scalar(let scalar) = item.content else { continue }
            if scalar.text == "--" { return }
            guard let name = CommandWords.wholePlaceholder(scalar.text) else { continue }
            diagnostics.append(Diagnostic(
                .placeholderOption,
                "command item '\(CommandWords.cut(scalar.text))' is the placeholder \(name) alone: a value starting with '-' would be read as an option; put '--' before it",
                at: item.location(ofTextOffset: 0)))
        }
    }

    private func checkCondition(_ object: DeclaredObject, into diagnostics: inout [Diagnostic]) {
        guard let state = object.description.property(.state) else { return }
        for other in [CheckedProperty.path, .paths] where object.description.property(other) != nil {
            diagnostics.append(Diagnostic(
                .conflictingProperties,
                "\(object.subject) sets both '\(other.rawValue)' and 'state'; 'state' tests the data source's state, '\(other.rawValue)' its value: keep one",
                at: state.location))
        }
    }

    /// Whether an executable file with this name is in one of `PATH`'s folders.
    static func isOnPath(_ program: String) -> Bool {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":", omittingEmptySubsequences: false) {
            let base = folder.isEmpty ? "." : String(folder)
            if access(base + "/" + program, X_OK) == 0 { return true }
        }
        return false
    }
}
