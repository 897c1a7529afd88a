/// The scenes of a folder and the segues between them: what `stagehand storyboard` draws and what
/// lint's navigation checks (`unreachable-scene`) read.
///
/// Nodes are scene files (``Scene``); edges are the segues they declare (``Segue``), each with
/// the responders that perform it (``Performer``) and the view events that run those. Every scene
/// is compiled through ``SceneCompiler``, so the graph sees what lint and the runner see.
///
/// The entry scenes are, for the scenes a `.stagehand.yaml` covers, the scene its `entry` names;
/// for the other scenes, in each folder, the one scene of that folder that no segue from another
/// scene reaches, when the folder has exactly one such scene (so a folder of several apps, each
/// in a folder of its own, has an entry per app). A scene is reachable when a chain of segues
/// leads to it from an entry.
///
/// ```swift
/// let graph = NavigationGraph(folder: "Scenes/Contacts", compiler: SceneCompiler(registry: Registry()))
/// for scene in graph.scenes where !graph.isReachable(scene.file) { print("unreached:", scene.file) }
/// ```
public struct NavigationGraph: Sendable {
    /// Every scene, sorted by path.
    public let scenes: [Scene]
    /// The entry scenes' files, sorted: from settings, or each folder's one scene nothing reaches.
    public let entries: [String]
    /// The scenes no segue from another scene reaches, by file, sorted. Where no settings name
    /// the entry, these are the candidates: a folder's only one is its entry, several in one
    /// folder are ambiguous.
    public let roots: [String]
    /// The files of the scenes a chain of segues reaches from an entry, the entries included.
    /// When several scenes are reached by nothing and no settings name the entry, the scenes
    /// they reach count as reachable, and they themselves do not.
    public let reachable: Set<String>
    /// The settings the graph's entries were read from.
    public let settings: [ProjectSettings]
    /// The navigation problems: `unreachable-scene` for each scene no segue reaches from the
    /// entry (or each of several scenes nothing reaches, when there is no entry to tell them
    /// apart), and `missing-entry` for an `entry` setting that names no file.
    public let diagnostics: [Diagnostic]

    /// Builds the graph of some scenes.
    ///
    /// - Parameters:
    ///   - scenes: the nodes, each with its segues.
    ///   - settings: the settings files that apply to the scenes; a scene follows the one whose
    ///     folder is nearest above it.
    public init(scenes: [Scene], settings: [ProjectSettings] = []) {
        self.init(scenes: scenes, settings: settings, keys: FileKeys())
    }

    /// ``init(scenes:settings:)`` with relative paths read from the folder `keys` names.
    package init(scenes: [Scene], settings: [ProjectSettings], keys: FileKeys) {
        let scenes = scenes.sorted { $0.file < $1.file }
        self.scenes = scenes
        self.settings = settings
        // Files are compared by key, so every spelling of one path is one node (see FileKeys).
        let sceneKeys = scenes.map { keys.key($0.file) }
        var fileOfKey: [String: String] = [:]
        for (scene, key) in zip(scenes, sceneKeys) where fileOfKey[key] == nil { fileOfKey[key] = scene.file }
        var diagnostics: [Diagnostic] = []

        // Entries named by settings, for the scenes those settings cover.
        var decided: [Int: String] = [:]
        for (index, setting) in settings.enumerated() {
            guard let entry = setting.entry, let path = setting.entryPath else { continue }
            if let file = fileOfKey[keys.key(path)] {
                decided[index] = file
            } else if case .outside = ConfinedFile.check(path, inside: setting.directory) {
                diagnostics.append(Diagnostic(
                    .fileOutsideFolder,
                    "the entry scene '\(entry.value)' leads outside the folder of \(ProjectSettings.fileName); name one of the scenes in it or below it",
                    at: entry.location))
            } else if !SceneChecker.isRegularFile(path) {
                diagnostics.append(Diagnostic(
                    .missingEntry,
                    "the entry scene '\(entry.value)' does not exist; the path is relative to the folder of \(ProjectSettings.fileName)"
                        + FileSuggestion.hint(for: entry.value, against: setting.directory),
                    at: entry.location))
            }
        }
        var reachedByOthers: Set<String> = []
        for (scene, key) in zip(scenes, sceneKeys) {
            for segue in scene.segues {
                if let destination = segue.destination.map(keys.key), destination != key { reachedByOthers.insert(destination) }
            }
        }
        let rootKeys = sceneKeys.filter { !reachedByOthers.contains($0) }
        self.roots = scenes.indices.filter { !reachedByOthers.contains(sceneKeys[$0]) }.map { scenes[$0].file }
        // The settings of each scene: those of the nearest folder above it that has some.
        var settingsOfFolder: [String: Int] = [:]
        for (index, setting) in settings.enumerated() where settingsOfFolder[keys.key(setting.directory)] == nil {
            settingsOfFolder[keys.key(setting.directory)] = index
        }
        let undecided = Set(sceneKeys.filter { key in
            keys.folders(aboveKey: key).lazy.compactMap { settingsOfFolder[$0] }.first.map { decided[$0] == nil } ?? true
        })
        // Each folder's one scene that nothing reaches is its entry; several are ambiguous.
        let rootsByFolder = Dictionary(grouping: rootKeys.filter { undecided.contains($0) }, by: PathResolver.directory(of:))
        var entries = Set(decided.values)
        var ambiguousKeys: [String] = []
        for folderRoots in rootsByFolder.values {
            if folderRoots.count == 1 {
                entries.insert(fileOfKey[folderRoots[0]] ?? folderRoots[0])
            } else {
                ambiguousKeys += folderRoots
            }
        }
        let entryList = entries.sorted()
        self.entries = entryList
        let ambiguousFiles = ambiguousKeys.compactMap { fileOfKey[$0] }.sorted()
        // Several candidates: each is its own start, so what they reach is not reported twice.
        let reachedKeys = Self.reach(from: (entryList + ambiguousFiles).map(keys.key), in: scenes, keys: sceneKeys, fileKeys: keys)
        let ambiguous = Set(ambiguousKeys)
        self.reachable = Set(scenes.indices.filter { reachedKeys.contains(sceneKeys[$0]) && !ambiguous.contains(sceneKeys[$0]) }.map { scenes[$0].file })
        // A file that is not a scene it could read has its error already: no navigation warning
        // is added to it, and the other scenes are judged as ever.
        let ambiguousByFolder = Dictionary(grouping: ambiguousFiles) { PathResolver.directory(of: keys.key($0)) }
        let byFile = Dictionary(scenes.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        for file in ambiguousFiles {
            guard let scene = byFile[file], scene.isDecoded else { continue }
            let folder = ambiguousByFolder[PathResolver.directory(of: keys.key(file))] ?? []
            diagnostics.append(Diagnostic(
                .unreachableScene, Self.ambiguousMessage(scene, among: folder),
                at: scene.location))
        }
        let entryNames = entryList.count > 3
            ? "any of the \(entryList.count) entry scenes"
            : "the entry scene " + entryList.map { byFile[$0]?.displayName ?? $0 }.joined(separator: " or ")
        // With no entry and no candidate (every scene is on a circle of segues) nothing can be told.
        for (scene, key) in zip(scenes, sceneKeys) where scene.isDecoded && !reachedKeys.contains(key) && !(entries.isEmpty && ambiguous.isEmpty) {
            let from = entries.isEmpty ? "any scene nothing else reaches" : entryNames
            diagnostics.append(Diagnostic(
                .unreachableScene,
                "no chain of segues reaches scene \(scene.displayName) from \(from); add a segue that leads here, or remove the scene",
                at: scene.location))
        }
        self.diagnostics = diagnostics.sortedByLocation()
    }

    /// The warning for one of several scenes of a folder that nothing reaches: it names at most
    /// ``namedOthers`` of the others and says how many there are, so its length does not grow
    /// with the folder.
    ///
    /// - Parameters:
    ///   - scene: the scene warned about.
    ///   - folder: the folder's scenes nothing reaches, sorted, the scene's own file among them.
    static func ambiguousMessage(_ scene: Scene, among folder: [String]) -> String {
        let others = folder.count - 1
        // Only the first few are looked at: the scene itself is at most one of them.
        let named = folder.prefix(namedOthers + 1).filter { $0 != scene.file }.prefix(namedOthers)
        let listed = named.joined(separator: ", ") + (others > named.count ? ", …" : "")
        return "no segue leads to scene \(scene.displayName), nor to \(others) other scene\(others == 1 ? "" : "s") of its folder (\(listed)), so none is known to be the entry; name the entry scene with 'entry' in \(ProjectSettings.fileName), or add a segue that leads here"
    }

    /// How many of the other scenes nothing reaches a warning names; it counts the rest.
    static let namedOthers = 3

    /// Builds the graph of the scene files in `folder` and below it, each compiled through
    /// `compiler` (checking only, on every core), with the `.stagehand.yaml` files that apply
    /// to them (in the folder, above it, or in folders below it).
    ///
    /// - Parameters:
    ///   - folder: the folder whose scenes are the nodes; a scene file gives a graph of that one
    ///     scene.
    ///   - compiler: the pipeline the scenes are compiled through.
    public init(folder: String, compiler: SceneCompiler) {
        let files = (Linter.files(at: folder) ?? []).filter { LintFileKind(path: $0) == .scene }
        let compiler = compiler.checkingOnly
        let catalog = compiler.catalog
        let scenes = ParallelWork.map(files, workers: ParallelWork.processorCount) { Scene(compiler.compileScene(at: $0), catalog: catalog) }
        var lookup = SettingsLookup(limits: compiler.limits)
        self.init(scenes: scenes, settings: lookup.settings(for: scenes.map(\.file)))
    }

    /// Builds the graph of the scenes a chain of segues reaches from the scene file `entry`,
    /// wherever they are, with `entry` as the one entry: what a storyboard of one scene draws.
    /// Destinations that do not exist are edges to no node. Each scene is compiled through
    /// `compiler` (checking only), at most `limit` of them.
    ///
    /// - Parameters:
    ///   - entry: the scene file to start from.
    ///   - compiler: the pipeline the scenes are compiled through.
    ///   - limit: the most scenes the graph takes; the rest are left out.
    public init(reachableFrom entry: String, compiler: SceneCompiler, limit: Int = 10_000) {
        let compiler = compiler.checkingOnly
        var scenes: [Scene] = []
        var seen: Set<String> = [PathResolver.normalize(entry)]
        var queue = [PathResolver.normalize(entry)]
        while !queue.isEmpty, scenes.count < limit {
            let file = queue.removeFirst()
            let scene = Scene(compiler.compileScene(at: file), catalog: compiler.catalog)
            scenes.append(scene)
            for segue in scene.segues {
                guard let destination = segue.destination,
                    ConfinedFile.mayReadScene(destination, namedFrom: PathResolver.directory(of: file)),
                    seen.insert(destination).inserted
                else { continue }
                queue.append(destination)
            }
        }
        let file = PathResolver.normalize(entry)
        var settings = ProjectSettings(file: PathResolver.directory(of: file) + "/" + ProjectSettings.fileName)
        settings.entry = Located(PathResolver.relative(file, from: settings.directory), at: SourceLocation(file: settings.file, line: 1, column: 1))
        self.init(scenes: scenes, settings: [settings])
    }

    /// The scene at `file`, when it is a node of the graph.
    ///
    /// - Parameter file: the scene file's path; it is normalized.
    public func scene(at file: String) -> Scene? {
        let file = PathResolver.normalize(file)
        return scenes.first { $0.file == file }
    }

    /// Whether `file` is an entry scene.
    ///
    /// - Parameter file: the scene file's path; it is normalized.
    public func isEntry(_ file: String) -> Bool { entries.contains(PathResolver.normalize(file)) }

    /// Whether a chain of segues reaches `file` from an entry (an entry reaches itself).
    ///
    /// - Parameter file: the scene file's path; it is normalized.
    public func isReachable(_ file: String) -> Bool { reachable.contains(PathResolver.normalize(file)) }

    /// The segues no responder performs, with the scene that declares each.
    public var unperformedSegues: [(scene: Scene, segue: Segue)] {
        scenes.flatMap { scene in scene.segues.filter(\.performers.isEmpty).map { (scene, $0) } }
    }

    /// The keys of every scene reached from `starts` (keys) by following segues, the starts
    /// included; `keys` are the scenes' keys, in the order of `scenes`, made by `fileKeys`.
    private static func reach(from starts: [String], in scenes: [Scene], keys: [String], fileKeys: FileKeys) -> Set<String> {
        let byKey = Dictionary(zip(keys, scenes).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
        var reached = Set(starts)
        var queue = starts
        while let key = queue.popLast() {
            for segue in byKey[key]?.segues ?? [] {
                guard let destination = segue.destination.map(fileKeys.key), byKey[destination] != nil,
                    reached.insert(destination).inserted
                else { continue }
                queue.append(destination)
            }
        }
        return reached
    }
}
