/// Lints one file at a time with a snapshot of the registered types: the part of ``Linter`` that
/// runs on worker threads when a folder is checked on every core.
///
/// Everything it holds is a value that can be shared between threads, and everything it makes
/// for a file (document, description, index) stays on the thread that checks that file.
struct FileLinter: Sendable {
    let catalog: TypeCatalog
    let limits: LoadLimits

    /// Every problem of one scene or script file, sorted by position. The name decides which it
    /// is; a file named neither is a script when its top level has `steps`, else a scene.
    func lintFile(_ path: String) -> [Diagnostic] {
        lintFile(path, keeping: false).diagnostics
    }

    /// ``lintFile(_:)``, and with `keeping`, the file's document and description as well, so the
    /// caller decides when they are released (see ``Linter/keepsSingleFileLoaded``).
    func lintFile(_ path: String, keeping: Bool) -> (diagnostics: [Diagnostic], kept: (any Sendable)?) {
        let (document, diagnostics) = DocumentLoader.load(contentsOf: path, limits: limits)
        guard let document else { return (diagnostics.sortedByLocation(), nil) }
        var scene: SceneDescription?
        let found = check(document, as: LintFileKind(path: path), scene: &scene)
        let kept: (any Sendable)? = keeping ? (document, scene) : nil
        return ((diagnostics + found).sortedByLocation(), kept)
    }

    /// Every problem of a document that came from text rather than a file.
    func lintText(_ source: String, file: String, as kind: LintFileKind) -> [Diagnostic] {
        lintBytes(Array(source.utf8), file: file, as: kind)
    }

    /// Every problem of a document given as bytes, such as an editor's unsaved buffer.
    func lintBytes(_ bytes: [UInt8], file: String, as kind: LintFileKind) -> [Diagnostic] {
        let (document, diagnostics) = DocumentLoader.parse(bytes, file: file, limits: limits)
        guard let document else { return diagnostics.sortedByLocation() }
        var scene: SceneDescription?
        return (diagnostics + check(document, as: kind, scene: &scene)).sortedByLocation()
    }

    /// The checks' findings; a scene's description is left in `scene`.
    private func check(_ document: Document, as kind: LintFileKind, scene: inout SceneDescription?) -> [Diagnostic] {
        // An empty document has been reported by the loader; there is nothing to decode.
        guard let root = document.root else { return [] }
        let isScript = kind == .script || (kind == .undecided && root["steps"] != nil)
        return isScript ? checkScript(document, root: root) : checkScene(document, scene: &scene)
    }

    private func checkScene(_ document: Document, scene: inout SceneDescription?) -> [Diagnostic] {
        let (decoded, diagnostics) = SceneDecoder.decode(document)
        var checker = SceneChecker(catalog: catalog)
        checker.limits = limits
        scene = decoded
        return diagnostics + checker.check(decoded)
    }

    private func checkScript(_ document: Document, root: Node) -> [Diagnostic] {
        let (script, diagnostics) = ScriptDecoder.decode(document)
        let checker = ScriptChecker(catalog: catalog)
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
