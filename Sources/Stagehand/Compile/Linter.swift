/// Lints scene and script files: what `stagehand lint` runs, and what tests and documentation
/// snippets use to check text.
///
/// Every file goes through ``SceneCompiler``, the pipeline `stagehand run` uses too — load
/// (syntax, encoding, limits), decode (structure), check (types, outlets, ids, files, cycles,
/// usage) — and every problem of every stage is reported, never only the first. Any bytes give
/// diagnostics, never a crash.
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
    /// How many files are checked at once when there are several: by default one per
    /// processor. The report is the same whatever the number; 1 checks them one after another
    /// on the calling thread.
    public var jobs: Int = ParallelWork.processorCount
    /// Whether, when the paths name exactly one file, its document and description are handed
    /// back in ``LintReport/keptFile`` instead of being released. For a command that exits right
    /// after printing: releasing a large scene's many thousands of values one by one is work the
    /// operating system does at once when the process ends. Off by default, so a long-running
    /// caller (tests, an editor's server) never holds on to a file it is done with.
    public var keepsSingleFileLoaded = false

    /// Creates a linter. ``init(limits:)`` makes one over the standard library alone.
    ///
    /// - Parameters:
    ///   - registry: the types scenes may name.
    ///   - limits: the bounds on file size, depth, aliases and scalars.
    public init(registry: Registry, limits: LoadLimits = .default) {
        self.registry = registry
        self.limits = limits
    }

    /// Lints files and folders. Folders are walked recursively for `*.scene.{yaml,yml,json}` and
    /// `*.script.{yaml,yml,json}`; a file named explicitly is linted whatever its name. A scene or
    /// script a folder holds as a symbolic link leading outside that folder is not read, and is
    /// reported (`file-outside-folder`). A path that does not exist is reported, and the report
    /// then says the command could not run.
    ///
    /// Files are checked on up to ``jobs`` threads at once, each with the same snapshot of the
    /// registry's types; the diagnostics come back in the same order whatever finished first.
    ///
    /// For each folder, the scenes in it and below it are also checked as one app
    /// (``NavigationGraph``: `unreachable-scene`). Then suppression comments
    /// (`# stagehand-ignore: code`, `# stagehand-ignore-file: code`) and the `.stagehand.yaml`
    /// that applies to each file (``ProjectSettings``) silence what they name; an ignore that
    /// silences nothing is reported (`unused-ignore`), a setting only when its whole folder was
    /// linted. Problems in a settings file are reported with the files.
    ///
    /// - Parameter paths: Files and folders, as given on the command line.
    /// - Returns: Every problem, sorted by place, and how many files were checked.
    public func lint(paths: [String]) -> LintReport {
        var report = LintReport()
        var files: [String] = []
        var folders: [String] = []
        for path in paths {
            switch LintFileSystem.entry(at: path) {
            case .missing:
                report.diagnostics.append(Diagnostic(
                    .fileNotFound, "no such file or folder", at: SourceLocation(file: path, line: 1, column: 1)))
                report.couldNotRun = true
            case .directory, .linkedDirectory:
                let found = LintFileFinder.search(path)
                files += found.files
                report.diagnostics += found.outsideLinks.map { LintFileFinder.outsideLinkDiagnostic($0, folder: path) }
                report.diagnostics += found.notUTF8Names.map(LintFileFinder.notUTF8NameDiagnostic)
                folders.append(path)
            case .file, .other:
                files.append(path)
            }
        }
        let compiler = sharingSettings(self.compiler)
        let catalog = compiler.catalog
        let linted: [LintedFile]
        if keepsSingleFileLoaded, files.count == 1 {
            let compiled = compiler.compile(at: files[0])
            linted = [LintedFile(compiled, path: files[0], catalog: catalog)]
            if case .scene(let scene) = compiled { report.keptFile = scene }
        } else {
            linted = ParallelWork.map(files, workers: jobs) { LintedFile(compiler.compile(at: $0), path: $0, catalog: catalog) }
        }
        var project = ProjectLint(folders: folders, lookup: SettingsLookup(limits: limits))
        report.diagnostics += project.diagnostics(of: linted)
        report.filesChecked = files.count
        report.diagnostics = Diagnostic.mergingRepeats(report.diagnostics).sortedByLocation()
        return report
    }

    /// The files `lint(paths:)` checks for one path: the file itself, or a folder's scene and
    /// script files, recursively; `nil` when nothing is at the path.
    ///
    /// - Parameter path: A file or a folder.
    /// - Returns: The files, or `nil` when nothing is at `path`.
    public static func files(at path: String) -> [String]? {
        switch LintFileSystem.entry(at: path) {
        case .missing: nil
        case .directory, .linkedDirectory: LintFileFinder.files(in: path)
        case .file, .other: [path]
        }
    }

    /// Whether a file's name marks it as a scene or a script (`*.scene.yaml`, `*.script.json`, …):
    /// the files a folder walk picks up.
    ///
    /// - Parameter path: A file's path or name.
    /// - Returns: Whether the name ends in a scene or script suffix.
    public static func isSceneOrScriptFileName(_ path: String) -> Bool {
        LintFileKind(path: path).isLintedInFolders
    }

    /// Every problem of one scene or script file, sorted by position. The name decides which it
    /// is; a file named neither is a script when its top level has `steps`, else a scene.
    ///
    /// Suppression comments in the file and the `.stagehand.yaml` that applies to it silence what
    /// they name, as in ``lint(paths:)``; navigation, which needs a folder, is not checked.
    ///
    /// - Parameter path: The scene or script file.
    /// - Returns: The file's problems, sorted by position.
    public func lintFile(_ path: String) -> [Diagnostic] {
        suppressed(compiler.compile(at: path), file: path)
    }

    /// Every problem of a file given as bytes, such as an editor's unsaved buffer: a scene or a
    /// script as `file`'s name says (by content when it says neither), exactly as ``lintFile(_:)``
    /// would judge the same bytes on disk. Relative paths resolve against `file`'s folder.
    /// Suppression comments and settings apply as in ``lintFile(_:)``.
    ///
    /// - Parameters:
    ///   - bytes: The file's text.
    ///   - file: The path it stands for.
    /// - Returns: The file's problems, sorted by position.
    public func lint(bytes: [UInt8], file: String) -> [Diagnostic] {
        suppressed(compiler.compile(bytes: bytes, file: file), file: file)
    }

    /// A compiled file's diagnostics with its suppression comments and settings applied.
    private func suppressed(_ compiled: CompiledFile, file: String) -> [Diagnostic] {
        let comments = compiled.ignoreComments
        var lookup = SettingsLookup(limits: limits)
        let settings = lookup.settings(forFile: file)
        guard !comments.isEmpty || settings != nil else { return compiled.diagnostics }
        let outcome = Suppression(file: file, comments: comments, settings: settings).apply(to: compiled.diagnostics)
        return outcome.diagnostics.sortedByLocation().withSourceLines(from: compiled.commentedSource)
    }

    /// Every problem of a scene given as text; `file` names it in diagnostics, and relative paths
    /// in the scene (segues, data files) resolve against its folder.
    ///
    /// - Parameters:
    ///   - source: The scene's text.
    ///   - file: The path it stands for.
    /// - Returns: The scene's problems.
    public func lintScene(source: String, file: String) -> [Diagnostic] {
        compiler.compileScene(bytes: Array(source.utf8), file: file).diagnostics
    }

    /// Every problem of a script given as text; its `scene:` resolves against `file`'s folder.
    ///
    /// - Parameters:
    ///   - source: The script's text.
    ///   - file: The path it stands for.
    /// - Returns: The script's problems.
    public func lintScript(source: String, file: String) -> [Diagnostic] {
        compiler.compileScript(bytes: Array(source.utf8), file: file).diagnostics
    }

    /// `compiler` looking for each folder's settings once for all the files it compiles.
    private func sharingSettings(_ compiler: SceneCompiler) -> SceneCompiler {
        var compiler = compiler
        compiler.nearestSettings = NearestSettings(limits: limits)
        return compiler
    }

    /// The compiler every file goes through, with a snapshot of the registry that worker threads
    /// can share.
    public var compiler: SceneCompiler {
        SceneCompiler(catalog: registry.catalog, limits: limits)
    }
}
