/// What lint does once every file is compiled: the navigation checks of each linted folder,
/// the settings' own problems, suppression by comments and settings, and the ignores that
/// silenced nothing.
package struct ProjectLint {
    /// The folders named on the command line: navigation is checked per folder, and settings
    /// whose whole folder was linted are told when an entry silenced nothing.
    let folders: [String]
    var lookup: SettingsLookup

    mutating func diagnostics(of files: [LintedFile]) -> [Diagnostic] {
        let settingsOfFile = files.map { lookup.settings(forFile: $0.file) }
        var result: [Diagnostic] = []
        // Each path normalized once: every file is asked about once per folder.
        let normalizedFiles = files.map { PathResolver.normalize($0.file) }
        var inLintedFolder = [Bool](repeating: false, count: files.count)

        // Navigation, per folder; the same scene linted through two folders is reported once.
        var navigation: [String: [Diagnostic]] = [:]
        var reported: Set<Diagnostic> = []
        for folder in folders {
            let normalizedFolder = PathResolver.normalize(folder)
            var scenes: [NavigationGraph.Scene] = []
            for (index, file) in files.enumerated() {
                guard Self.isInside(file.file, normalized: normalizedFiles[index], folder, normalized: normalizedFolder) else { continue }
                inLintedFolder[index] = true
                if let scene = file.scene {
                    if scene.file == file.file || Self.isInside(scene.file, folder) { scenes.append(scene) }
                }
            }
            guard !scenes.isEmpty else { continue }
            let graph = NavigationGraph(scenes: scenes, settings: lookup.settings(for: scenes.map(\.file)))
            for diagnostic in graph.diagnostics where reported.insert(diagnostic).inserted {
                if diagnostic.code == .unreachableScene {
                    // Keyed by the normalized path, as the files are looked up below: a scene's
                    // place names its file as written (`./people.scene.yaml`).
                    navigation[PathResolver.normalize(diagnostic.location.file), default: []].append(diagnostic)
                } else {
                    result.append(diagnostic)
                }
            }
        }

        var usedSettings: Set<SourceLocation> = []
        for (index, file) in files.enumerated() {
            var diagnostics = file.diagnostics
            var source = file.source
            if let added = navigation[PathResolver.normalize(file.file)] {
                // The graph names files normalized; the report names them as they were given.
                diagnostics += added.map { diagnostic in
                    var diagnostic = diagnostic
                    diagnostic.location.file = file.file
                    return diagnostic
                }
                if source == nil, case .success(let bytes) = DocumentLoader.bytes(of: file.file, limits: lookup.limits) {
                    source = SourceText(file: file.file, bytes: bytes)
                }
            }
            var suppression = Suppression(file: file.file, comments: file.comments, settings: settingsOfFile[index])
            if inLintedFolder[index] { suppression.unjudged = [] }
            let outcome = suppression.apply(to: diagnostics)
            usedSettings.formUnion(outcome.usedSettings)
            result += source == nil ? outcome.diagnostics : outcome.diagnostics.withSourceLines(from: source)
        }

        result += lookup.ignoredWarnings
        for settings in lookup.loaded.keys.sorted().compactMap({ lookup.loaded[$0] }) {
            result += settings.diagnostics
            guard folders.contains(where: { Self.isInside(settings.directory, $0) }),
                !settings.ignore.contains(where: { $0.value == .unusedIgnore })
            else { continue }
            let entries = settings.ignore.map { ($0, "'ignore'") }
                + settings.paths.flatMap { rule in rule.codes.map { ($0, "the paths of '\(rule.glob.value)'") } }
            var unused: [Diagnostic] = []
            for (code, place) in entries where !usedSettings.contains(code.location) {
                unused.append(Diagnostic(
                    .unusedIgnore,
                    "'\(code.value.rawValue)' in \(place) silences nothing: no file below \(settings.directory) has that diagnostic there; remove it",
                    at: code.location))
            }
            if !unused.isEmpty, case .success(let bytes) = DocumentLoader.bytes(of: settings.file, limits: lookup.limits) {
                unused = unused.withSourceLines(from: SourceText(file: settings.file, bytes: bytes))
            }
            result += unused
        }
        return result
    }

    /// Whether `path` is `folder` or lies below it (both as given, relative to the same folder).
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        isInside(path, normalized: PathResolver.normalize(path), folder, normalized: PathResolver.normalize(folder))
    }

    /// ``isInside(_:_:)`` with both paths already normalized too. A path that begins with the
    /// folder, a slash and a plain name is inside it, which is most of them and needs nothing
    /// made; the rest are worked out in full. (A normalized path has `..` only at its start, so
    /// none follows a folder whose last segment is not `..`; an ASCII byte after the slash
    /// cannot join it into one character.)
    static func isInside(_ path: String, normalized normalizedPath: String, _ folder: String, normalized normalizedFolder: String) -> Bool {
        let pathBytes = normalizedPath.utf8, folderBytes = normalizedFolder.utf8
        if normalizedFolder != "/", normalizedFolder != ".", normalizedFolder != "..", !normalizedFolder.hasSuffix("/.."),
            path.hasPrefix("/") == folder.hasPrefix("/"),
            pathBytes.count > folderBytes.count + 1, pathBytes.starts(with: folderBytes)
        {
            let rest = pathBytes.dropFirst(folderBytes.count)
            if rest.first == UInt8(ascii: "/"), let next = rest.dropFirst().first, next < 0x80 { return true }
        }
        // Relative to `.` a path reads as it is (`lint .`).
        if normalizedFolder == ".", !folder.hasPrefix("/") { return PathResolver.staysInside(normalizedPath) }
        let relative = PathResolver.relative(normalizedPath, from: normalizedFolder)
        return PathResolver.staysInside(relative) && !(relative.hasPrefix("/") && !folder.hasPrefix("/"))
    }
}
