/// Lints scene and script files: what `stagehand lint` runs, and what tests and documentation
/// snippets use to check text.
///
/// Every file goes through the whole pipeline — load (syntax, encoding, limits), decode
/// (structure), check (types, outlets, ids, files, cycles, usage) — and every problem of every
/// stage is reported, never only the first. Any bytes give diagnostics, never a crash.
///
/// ```swift
/// let report = Linter().lint(paths: ["Scenes"])
/// for diagnostic in report.diagnostics { print(diagnostic) }
/// exit(report.exitStatus(strict: false))
/// ```
public struct Linter {
    /// The types scenes may name.
    public let registry: Registry
    /// The bounds every file is loaded with.
    public let limits: LoadLimits

    /// Creates a linter.
    ///
    /// - Parameters:
    ///   - registry: the types scenes may name; the standard library by default.
    ///   - limits: the bounds on file size, depth, aliases and scalars.
    public init(registry: Registry = Registry(), limits: LoadLimits = .default) {
        self.registry = registry
        self.limits = limits
    }

    /// Lints files and folders. Folders are walked recursively for `*.scene.{yaml,yml,json}` and
    /// `*.script.{yaml,yml,json}`; a file named explicitly is linted whatever its name. A path that
    /// does not exist is reported, and the report then says the command could not run.
    public func lint(paths: [String]) -> LintReport {
        var report = LintReport()
        for path in paths {
            switch LintFileSystem.entry(at: path) {
            case .missing:
                report.diagnostics.append(Diagnostic(
                    .fileNotFound, "no such file or folder", at: SourceLocation(file: path, line: 1, column: 1)))
                report.couldNotRun = true
            case .directory, .linkedDirectory:
                for file in LintFileFinder.files(in: path) {
                    report.diagnostics += lintFile(file)
                    report.filesChecked += 1
                }
            case .file, .other:
                report.diagnostics += lintFile(path)
                report.filesChecked += 1
            }
        }
        report.diagnostics = report.diagnostics.sortedByLocation()
        return report
    }

    /// The files `lint(paths:)` checks for one path: the file itself, or a folder's scene and
    /// script files, recursively; `nil` when nothing is at the path.
    public static func files(at path: String) -> [String]? {
        switch LintFileSystem.entry(at: path) {
        case .missing: nil
        case .directory, .linkedDirectory: LintFileFinder.files(in: path)
        case .file, .other: [path]
        }
    }

    /// Every problem of one scene or script file, sorted by position. The name decides which it
    /// is; a file named neither is a script when its top level has `steps`, else a scene.
    public func lintFile(_ path: String) -> [Diagnostic] {
        let (document, diagnostics) = DocumentLoader.load(contentsOf: path, limits: limits)
        guard let document else { return diagnostics.sortedByLocation() }
        return (diagnostics + check(document, as: LintFileKind(path: path))).sortedByLocation()
    }

    /// Every problem of a file given as bytes, such as an editor's unsaved buffer: a scene or a
    /// script as `file`'s name says (by content when it says neither), exactly as ``lintFile(_:)``
    /// would judge the same bytes on disk. Relative paths resolve against `file`'s folder.
    public func lint(bytes: [UInt8], file: String) -> [Diagnostic] {
        let (document, diagnostics) = DocumentLoader.parse(bytes, file: file, limits: limits)
        guard let document else { return diagnostics.sortedByLocation() }
        return (diagnostics + check(document, as: LintFileKind(path: file))).sortedByLocation()
    }

    /// Every problem of a scene given as text; `file` names it in diagnostics, and relative paths
    /// in the scene (segues, data files) resolve against its folder.
    public func lintScene(source: String, file: String) -> [Diagnostic] {
        let (document, diagnostics) = DocumentLoader.parse(Array(source.utf8), file: file, limits: limits)
        guard let document else { return diagnostics.sortedByLocation() }
        return (diagnostics + check(document, as: .scene)).sortedByLocation()
    }

    /// Every problem of a script given as text; its `scene:` resolves against `file`'s folder.
    public func lintScript(source: String, file: String) -> [Diagnostic] {
        let (document, diagnostics) = DocumentLoader.parse(Array(source.utf8), file: file, limits: limits)
        guard let document else { return diagnostics.sortedByLocation() }
        return (diagnostics + check(document, as: .script)).sortedByLocation()
    }

    private func check(_ document: Document, as kind: LintFileKind) -> [Diagnostic] {
        // An empty document has been reported by the loader; there is nothing to decode.
        guard let root = document.root else { return [] }
        let isScript = kind == .script || (kind == .undecided && root["steps"] != nil)
        return isScript ? checkScript(document, root: root) : checkScene(document)
    }

    private func checkScene(_ document: Document) -> [Diagnostic] {
        let (scene, diagnostics) = SceneDecoder.decode(document)
        var checker = SceneChecker(registry: registry)
        checker.limits = limits
        return diagnostics + checker.check(scene)
    }

    private func checkScript(_ document: Document, root: Node) -> [Diagnostic] {
        let (script, diagnostics) = ScriptDecoder.decode(document)
        let checker = ScriptChecker(registry: registry)
        let scene = scene(of: script)
        let reachable = scene.map { scenesReached(from: $0) } ?? []
        return diagnostics + checker.check(script, scene: scene, reachable: reachable, root: root.location)
    }

    /// Scenes a scene's segues lead to, directly or through others (at most 32): a script's later
    /// steps act on their views once a segue has shown them.
    private func scenesReached(from start: SceneDescription) -> [SceneDescription] {
        var seen: Set<String> = [PathResolver.normalize(start.file)]
        var queue = [start]
        var reached: [SceneDescription] = []
        while !queue.isEmpty, reached.count < 32 {
            let scene = queue.removeFirst()
            for segue in scene.segues {
                guard let to = segue.to?.value else { continue }
                let path = PathResolver.resolve(to, against: PathResolver.directory(of: scene.file))
                guard seen.insert(path).inserted, SceneChecker.isRegularFile(path) else { continue }
                let (document, _) = DocumentLoader.load(contentsOf: path, limits: limits)
                guard let document, document.root != nil else { continue }
                let destination = SceneDecoder.decode(document).scene
                reached.append(destination)
                queue.append(destination)
            }
        }
        return reached
    }

    /// The script's scene, decoded; `nil` when it is not named, missing or unparsable. Its own
    /// problems are not the script's: lint reports them when it lints the scene file.
    private func scene(of script: ScriptDescription) -> SceneDescription? {
        guard let name = script.scene else { return nil }
        let path = PathResolver.resolve(name.value, against: PathResolver.directory(of: script.file))
        guard SceneChecker.isRegularFile(path) else { return nil }
        let (document, _) = DocumentLoader.load(contentsOf: path, limits: limits)
        guard let document, document.root != nil else { return nil }
        return SceneDecoder.decode(document).scene
    }
}
