/// Turns scene and script files into checked, compiled values: the one pipeline that
/// `stagehand lint`, `stagehand run`, the script player, the interactive session, live reload and
/// the language server all go through.
///
/// Bytes become a document (syntax, encoding, limits), the document a description (structure),
/// and the description is checked against the catalog (types, outlets, ids, events, segues, data
/// files, cycles, usage). Every stage runs whatever the stages before it found, so a file's every
/// problem is reported at once, never only the first; a scene with an error is compiled but not
/// ``CompiledScene/runnable``. Any bytes give diagnostics, never a crash.
///
/// The compiler owns the two things every stage needs, the catalog of types and the limits, and
/// is a `Sendable` value: one compiler can compile many files on many threads.
///
/// ```swift
/// let compiler = SceneCompiler(catalog: Registry().catalog)
/// let compiled = compiler.compileScene(at: "Scenes/people.scene.yaml")
/// for problem in compiled.diagnostics { print(problem) }
/// ```
public struct SceneCompiler: Sendable {
    /// The types scenes may name.
    public let catalog: TypeCatalog
    /// The bounds every file, scene or data, is read with.
    public let limits: LoadLimits
    /// Whether compiling a scene also prepares what a live scene built from it takes as it is:
    /// the values of its collection properties (a long static list), built on the other cores
    /// while the checks run, and the data files the checks read. For callers that go on to show
    /// the scene; lint has no use for either, and lets the data files go as soon as they are
    /// checked. Off by default.
    public var preparesForLiveScene = false
    /// Programs a script stands in for (its `commands`), which the scene need not find on
    /// `PATH`: a script that plays the scene never runs them.
    public var standInPrograms: Set<String> = []
    /// The theme file every scene is drawn with, replacing the one a scene or its settings name
    /// (`--theme FILE`), relative to the working folder; `nil` keeps theirs.
    public var themeOverride: String?
    /// The settings found for each folder so far, when the compiler is shared by the files of one
    /// run (a lint of a folder): then each folder's are looked for once, not once per scene.
    var nearestSettings: NearestSettings?

    /// Creates a compiler.
    ///
    /// - Parameters:
    ///   - catalog: The types scenes may name.
    ///   - limits: The bounds every file is read with.
    public init(catalog: TypeCatalog, limits: LoadLimits = .default) {
        self.catalog = catalog
        self.limits = limits
    }

    /// Creates a compiler for a registry's types as they are now.
    ///
    /// - Parameters:
    ///   - registry: The registry whose types, as registered so far, scenes may name.
    ///   - limits: The bounds every file is read with.
    public init(registry: Registry, limits: LoadLimits = .default) {
        self.init(catalog: registry.catalog, limits: limits)
    }

    /// This compiler for checking only, preparing nothing for a live scene: for a caller that
    /// reads a scene's diagnostics or description and shows nothing.
    public var checkingOnly: SceneCompiler {
        var compiler = self
        compiler.preparesForLiveScene = false
        return compiler
    }

    // MARK: Scenes

    /// Compiles the scene file at `path`.
    ///
    /// - Parameter path: The scene file.
    /// - Returns: The compiled scene and every problem found; never throws, whatever the file holds.
    public func compileScene(at path: String) -> CompiledScene {
        compileScene(loaded(at: path))
    }

    /// Compiles a scene given as bytes, such as an editor's unsaved buffer; `file` names it in
    /// diagnostics, and relative paths in it resolve against `file`'s folder.
    ///
    /// - Parameters:
    ///   - bytes: The scene's text.
    ///   - file: The path it stands for.
    /// - Returns: The compiled scene and every problem found.
    public func compileScene(bytes: [UInt8], file: String) -> CompiledScene {
        compileScene(loaded(bytes, file: file))
    }

    /// A scene given as bytes, loaded and decoded but not checked: its document, its description
    /// and the problems of loading and decoding. For a caller that needs the scene's structure
    /// often and its problems rarely, such as an editor completing at every keystroke.
    ///
    /// - Parameters:
    ///   - bytes: the scene's text.
    ///   - file: the name diagnostics give; relative paths resolve against its folder.
    public func decodeScene(bytes: [UInt8], file: String) -> CompiledScene {
        let loaded = loaded(bytes, file: file)
        guard let document = loaded.document, document.root != nil else { return loaded.nothingToDecode }
        let (scene, decodeDiagnostics) = SceneDecoder.decode(document)
        return CompiledScene(file: file, document: document, description: scene,
                             diagnostics: (loaded.diagnostics + decodeDiagnostics).sortedByLocation(), dataFiles: [:], propertyValues: [:])
    }

    private func compileScene(_ loaded: Loaded) -> CompiledScene {
        let (file, loadDiagnostics) = (loaded.file, loaded.diagnostics)
        guard let document = loaded.document, document.root != nil else { return loaded.nothingToDecode }
        let (scene, decodeDiagnostics) = SceneDecoder.decode(document)
        let values = preparesForLiveScene ? PropertyValueBuild(scene) : nil
        // Built on a thread of its own while this one checks; with one core, when finished.
        let building = values.flatMap { values in ParallelWork.processorCount > 1 ? BackgroundTask { values.build() } : nil }
        let dataFiles = DataFileCache(limits: limits)
        // A large scene's styles are checked on a thread of their own: the other checks leave
        // a core idle for most of their time, and the styles would otherwise come after them.
        let stylingApart = ParallelWork.processorCount > 1 && Self.isLarge(scene)
            ? BackgroundTask { [self] in styles(of: scene) } : nil
        let checks = checker.check(scene, dataFiles: dataFiles)
        let styling = stylingApart?.finish() ?? styles(of: scene)
        building?.finish()
        let diagnostics = (loadDiagnostics + decodeDiagnostics + checks + styling.diagnostics).sortedByLocation()
            .withSourceLines(from: document, dataFiles: dataFiles.files)
        var compiled = CompiledScene(file: file, document: document, description: scene, diagnostics: diagnostics,
                             dataFiles: preparesForLiveScene ? dataFiles.handOverForLiveScene() : [:], propertyValues: values?.finish() ?? [:])
        compiled.styleSheet = styling.sheet
        return compiled
    }

    /// ``compileScene(at:)`` for a caller that goes on to show the scene: once the scene is
    /// decoded, another thread checks it, while `meanwhile` runs on this thread with the decoded
    /// scene and the build of its collection properties' values, so what the caller makes of the
    /// scene costs no time of its own on a machine with more than one core. The caller takes the
    /// values with ``PropertyValueBuild/finish()`` when it needs them, building them itself
    /// unless the checking thread, done first, has started to.
    ///
    /// `meanwhile` runs before the checks have ended, on a scene that may have errors; it must
    /// do nothing the scene's author would notice until the compiled scene says it is
    /// ``CompiledScene/runnable``. It does not run when there is no scene to decode.
    ///
    /// - Returns: the compiled scene, as ``compileScene(at:)`` gives it (the data files its
    ///   checks read are kept whether or not the compiler ``preparesForLiveScene``; the property
    ///   values went to `meanwhile`), and what `meanwhile` made.
    package func compileScene<Prepared>(
        at path: String, meanwhile: (SceneDescription, PropertyValueBuild) -> Prepared
    ) -> (compiled: CompiledScene, made: Prepared?) {
        let loaded = loaded(at: path)
        let (file, loadDiagnostics) = (loaded.file, loaded.diagnostics)
        guard let document = loaded.document, document.root != nil else { return (loaded.nothingToDecode, nil) }
        let (scene, decodeDiagnostics) = SceneDecoder.decode(document)
        let values = PropertyValueBuild(scene)
        let checks = BackgroundTask { [self] in
            var checker = self.checker
            // This thread is one of the checker's; the calling thread is busy with `meanwhile`,
            // which a third thread on two cores would slow down more than it helps the checks.
            checker.workers = max(1, ParallelWork.processorCount - 1)
            let dataFiles = DataFileCache(limits: checker.limits)
            // Lines from the data files now: the scene takes their values, not their documents.
            let found = checker.check(scene, dataFiles: dataFiles).withSourceLines(from: nil, dataFiles: dataFiles.files)
            let files = dataFiles.handOverForLiveScene()
            // The checks take this thread longer than making the objects takes the calling
            // one, so the styles are checked here, and the values are built by whichever thread
            // gets to them first: the calling thread as soon as it has made the objects, or this
            // one when the checks were quicker.
            let styling = styles(of: scene)
            values.build()
            // What the checks built is freed by now. Where each thread has a heap of its own
            // (`run` shares one), the objects being made on the calling thread would never
            // reuse this thread's pages, so they go back to the system.
            FreedMemory.release()
            return (found: found, files: files, styling: styling)
        }
        let made = meanwhile(scene, values)
        let (found, files, styling) = checks.finish()
        var compiled = CompiledScene(
            file: file, document: document, description: scene,
            diagnostics: (loadDiagnostics + decodeDiagnostics + found + styling.diagnostics).sortedByLocation()
                .withSourceLines(from: document, dataFiles: [:]),
            dataFiles: files, propertyValues: [:])
        compiled.styleSheet = styling.sheet
        return (compiled, made)
    }

    /// The styles `scene` can name: its own, its theme's (``themeOverride``, else the scene's
    /// `theme`, else its settings') and the built-in ones. For an editor's completion and hover.
    ///
    /// - Parameter scene: A decoded scene.
    public func styleSheet(of scene: SceneDescription) -> StyleSheet {
        ThemeLoader.resolve(scene, override: themeOverride, limits: limits, nearest: nearestSettings).sheet
    }

    /// Whether `scene` has enough objects that checking part of it on another thread gains more
    /// than starting the thread costs: as many as the checks give each of their threads. Views are
    /// counted at the top level only, which is enough to tell a large scene and costs no walk.
    private static func isLarge(_ scene: SceneDescription) -> Bool {
        scene.dataSources.count + scene.views.count + scene.bindings.count + scene.bindingSets.count
            + scene.responders.count + scene.shortcuts.count >= ObjectSlices.length
    }

    /// The styles `scene` can name and the problems of its theme and style names.
    private func styles(of scene: SceneDescription) -> (sheet: StyleSheet, diagnostics: [Diagnostic]) {
        let resolution = ThemeLoader.resolve(scene, override: themeOverride, limits: limits, nearest: nearestSettings)
        let found = StyleCheck(catalog: catalog, sheet: resolution.sheet).check(scene, theme: resolution.theme)
        return (resolution.sheet, resolution.diagnostics + found)
    }

    // MARK: Scripts

    /// Compiles the script file at `path`: its own problems, and its steps checked against the
    /// scene it plays (and the scenes that scene's segues lead to). The scene's own problems are
    /// not the script's: they are the scene's, reported when the scene is compiled.
    ///
    /// - Parameter path: The script file.
    /// - Returns: The compiled script and every problem found.
    public func compileScript(at path: String) -> CompiledScript {
        compileScript(loaded(at: path), checkingSteps: true)
    }

    /// ``compileScript(at:)`` for a script given as bytes.
    ///
    /// - Parameters:
    ///   - bytes: The script's text.
    ///   - file: The path it stands for; its `scene:` resolves against this file's folder.
    /// - Returns: The compiled script and every problem found.
    public func compileScript(bytes: [UInt8], file: String) -> CompiledScript {
        compileScript(loaded(bytes, file: file), checkingSteps: true)
    }

    /// The script at `path` loaded and decoded, its steps not checked against its scene: what a
    /// player needs before it compiles that scene itself. A step that does not fit the scene
    /// fails when it is played, with the same words.
    ///
    /// - Parameter path: The script file.
    /// - Returns: The decoded script and the problems found reading it.
    public func decodeScript(at path: String) -> CompiledScript {
        compileScript(loaded(at: path), checkingSteps: false)
    }

    /// ``decodeScript(at:)`` for a script given as bytes, such as an editor's unsaved buffer.
    ///
    /// - Parameters:
    ///   - bytes: the script's text.
    ///   - file: the name diagnostics give; its `scene` resolves against its folder.
    public func decodeScript(bytes: [UInt8], file: String) -> CompiledScript {
        compileScript(loaded(bytes, file: file), checkingSteps: false)
    }

    private func compileScript(_ loaded: Loaded, checkingSteps: Bool) -> CompiledScript {
        let (document, file, loadDiagnostics) = (loaded.document, loaded.file, loaded.diagnostics)
        guard let document, let root = document.root else {
            return CompiledScript(file: file, description: nil, diagnostics: loadDiagnostics.sortedByLocation())
        }
        let (script, decodeDiagnostics) = ScriptDecoder.decode(document)
        var diagnostics = loadDiagnostics + decodeDiagnostics
        if checkingSteps {
            let scene = decodedScene(named: script)
            let reachable = scene.map { scenesReached(from: $0) } ?? []
            diagnostics += ScriptChecker(catalog: catalog).check(script, scene: scene, reachable: reachable, root: root.location)
        }
        var compiled = CompiledScript(file: file, description: script, diagnostics: diagnostics.sortedByLocation().withSourceLines(from: document.source))
        compiled.ignoreComments = document.ignoreComments
        compiled.source = document.ignoreComments.isEmpty ? nil : document.source
        return compiled
    }

    /// The script's scene, decoded; `nil` when it is not named, missing or unparsable.
    private func decodedScene(named script: ScriptDescription) -> SceneDescription? {
        guard let name = script.scene else { return nil }
        let folder = PathResolver.directory(of: script.file)
        return decodedScene(at: PathResolver.resolve(name.value, against: folder), namedFrom: folder)
    }

    /// The scene at `path`, named by a file in `folder`, decoded; `nil` when it may not be read
    /// (see ``ConfinedFile/sceneRefusal(of:namedFrom:whose:)``), is missing or is unparsable.
    private func decodedScene(at path: String, namedFrom folder: String) -> SceneDescription? {
        guard ConfinedFile.mayReadScene(path, namedFrom: folder) else { return nil }
        let (document, _) = DocumentLoader.load(contentsOf: path, limits: limits)
        guard let document, document.root != nil else { return nil }
        return SceneDecoder.decode(document).scene
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
                let folder = PathResolver.directory(of: scene.file)
                let path = PathResolver.resolve(to, against: folder)
                guard seen.insert(path).inserted, let destination = decodedScene(at: path, namedFrom: folder) else { continue }
                reached.append(destination)
                queue.append(destination)
            }
        }
        return reached
    }

    // MARK: Either

    /// Compiles the file at `path` as a scene or a script, as lint does: by its name, and when the
    /// name says neither, by its content (a top-level `steps` makes a script).
    ///
    /// - Parameter path: The scene or script file.
    /// - Returns: The compiled scene or script.
    public func compile(at path: String) -> CompiledFile {
        compile(loaded(at: path))
    }

    /// ``compile(at:)`` for bytes, such as an editor's unsaved buffer.
    ///
    /// - Parameters:
    ///   - bytes: The file's text.
    ///   - file: The path it stands for; its name says whether it is a scene or a script.
    /// - Returns: The compiled scene or script.
    public func compile(bytes: [UInt8], file: String) -> CompiledFile {
        compile(loaded(bytes, file: file))
    }

    private func compile(_ loaded: Loaded) -> CompiledFile {
        let kind = LintFileKind(path: loaded.file)
        let isScript = kind == .script || (kind == .undecided && loaded.document?.root?["steps"] != nil)
        return isScript ? .script(compileScript(loaded, checkingSteps: true)) : .scene(compileScene(loaded))
    }

    // MARK: Loading

    /// A file's or a buffer's document, with what loading it found.
    private struct Loaded {
        let document: Document?
        let file: String
        let diagnostics: [Diagnostic]

        /// What compiling gives for a file with no document to decode (the loader reported why):
        /// its loading problems alone.
        var nothingToDecode: CompiledScene {
            CompiledScene(file: file, document: document, description: nil,
                          diagnostics: diagnostics.sortedByLocation(), dataFiles: [:], propertyValues: [:])
        }
    }

    /// A checker with this compiler's types and limits.
    private var checker: SceneChecker {
        var checker = SceneChecker(catalog: catalog)
        checker.limits = limits
        checker.standInPrograms = standInPrograms
        return checker
    }

    private func loaded(at path: String) -> Loaded {
        let (document, diagnostics) = DocumentLoader.load(contentsOf: path, limits: limits)
        return Loaded(document: document, file: path, diagnostics: diagnostics)
    }

    private func loaded(_ bytes: [UInt8], file: String) -> Loaded {
        let (document, diagnostics) = DocumentLoader.parse(bytes, file: file, limits: limits)
        return Loaded(document: document, file: file, diagnostics: diagnostics)
    }
}
