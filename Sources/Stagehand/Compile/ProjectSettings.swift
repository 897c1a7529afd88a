#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A project's lint settings: the `.stagehand.yaml` in a folder or the nearest folder above it.
///
/// ```yaml
/// ignore: [unused-object]            # codes silenced in every file below this folder
/// paths:                             # per glob, relative to this file: codes silenced there
///   "generated/**": [unused-segue]
/// entry: main.scene.yaml             # the folder's entry scene, relative to this file
/// theme: themes/dark.yaml            # the theme of every scene below, relative to this file
/// ```
///
/// The file goes through the same libyaml loader as scenes, so every problem carries
/// file:line:column; an unknown key gets a did-you-mean hint and a code that is not a diagnostic
/// code is reported (`unknown-code`). Bad settings are ``diagnostics``, never a crash: what
/// could be read is kept, the rest is left out.
///
/// ```swift
/// if let settings = ProjectSettings.nearest(to: "Scenes/Contacts") {
///     print(settings.entryPath ?? "no entry", settings.diagnostics)
/// }
/// ```
public struct ProjectSettings: Sendable {
    /// The name of the settings file: `.stagehand.yaml`.
    public static let fileName = ".stagehand.yaml"

    /// A `paths` entry: a glob and the codes silenced in the files it matches.
    public struct PathRule: Sendable {
        /// The glob as written, relative to the settings file's folder: `*` and `?` match within
        /// one path segment, `**` any number of segments. A glob that matches a folder matches
        /// every file below it.
        public var glob: Located<String>
        /// The codes silenced in the matching files.
        public var codes: [Located<DiagnosticCode>]

        /// Creates a rule.
        ///
        /// - Parameters:
        ///   - glob: the glob, relative to the settings file's folder, with where it was written.
        ///   - codes: the codes silenced in the files it matches.
        public init(glob: Located<String>, codes: [Located<DiagnosticCode>]) {
            self.glob = glob
            self.codes = codes
        }

        /// Whether the rule's glob matches `relativePath`, a path relative to the settings folder.
        ///
        /// - Parameter relativePath: A file's path relative to the settings file's folder.
        /// - Returns: Whether the rule applies to the file.
        public func matches(_ relativePath: String) -> Bool {
            PathGlob(glob.value).matches(relativePath)
        }
    }

    /// The settings file's path, as found or given.
    public var file: String
    /// `ignore`: codes silenced in every file the settings apply to.
    public var ignore: [Located<DiagnosticCode>] = []
    /// `paths`: codes silenced in the files a glob matches.
    public var paths: [PathRule] = []
    /// `entry` as written: the entry scene, relative to the settings file's folder.
    public var entry: Located<String>?
    /// `theme` as written: the theme file of every scene below this folder that names none of its
    /// own, relative to the settings file's folder.
    public var theme: Located<String>?
    /// Problems with the settings file itself: syntax, unknown keys, wrong kinds, unknown codes.
    public var diagnostics: [Diagnostic] = []

    /// Empty settings for `file`.
    ///
    /// - Parameter file: the settings file's path.
    public init(file: String) {
        self.file = file
    }

    /// The folder holding the settings file: globs and `entry` are relative to it.
    public var directory: String { PathResolver.directory(of: file) }

    /// ``entry`` resolved against ``directory`` and normalized; `nil` when there is no entry.
    public var entryPath: String? {
        entry.map { PathResolver.resolve($0.value, against: directory) }
    }

    /// Whether the settings silence `code` in `file` (a path relative to the same working folder
    /// as ``file``, or absolute when it is): by ``ignore``, or by a ``paths`` rule whose glob
    /// matches the file. Files outside ``directory`` are never silenced.
    ///
    /// - Parameters:
    ///   - code: the diagnostic's code.
    ///   - file: the path of the file the diagnostic is in.
    public func ignores(_ code: DiagnosticCode, in file: String) -> Bool {
        rule(silencing: code, in: file) != nil
    }

    /// Where the entry that silences `code` in `file` is written (an ``ignore`` item or a code of
    /// a ``paths`` rule), or `nil` when none does.
    ///
    /// - Parameters:
    ///   - code: the diagnostic's code.
    ///   - file: the path of the file the diagnostic is in.
    public func rule(silencing code: DiagnosticCode, in file: String) -> SourceLocation? {
        let named = ignore.contains { $0.value == code } || paths.contains { $0.codes.contains { $0.value == code } }
        guard named, let relative = relativePath(of: file) else { return nil }
        if let item = ignore.first(where: { $0.value == code }) { return item.location }
        for rule in paths where rule.matches(relative) {
            if let item = rule.codes.first(where: { $0.value == code }) { return item.location }
        }
        return nil
    }

    /// `file` relative to ``directory``; `nil` when it lies outside it.
    func relativePath(of file: String) -> String? {
        let relative = PathResolver.relative(PathResolver.normalize(file), from: directory)
        guard PathResolver.staysInside(relative), relative != "." else { return nil }
        return relative
    }

    /// Whether the settings apply to `file`: it lies in ``directory`` or below.
    ///
    /// - Parameter file: a path relative to the same working folder as ``file``, or absolute.
    public func applies(to file: String) -> Bool {
        relativePath(of: file) != nil
    }

    // MARK: Loading

    /// Reads and parses the settings file at `path`. A file that cannot be read or parsed gives
    /// settings with only ``diagnostics``.
    ///
    /// - Parameters:
    ///   - path: the settings file.
    ///   - limits: the bounds the file is loaded with.
    public static func load(from path: String, limits: LoadLimits = .default) -> ProjectSettings {
        let (document, diagnostics) = DocumentLoader.load(contentsOf: path, limits: limits)
        return ProjectSettingsReader.read(document, file: path, loadDiagnostics: diagnostics)
    }

    /// Parses settings given as bytes; `file` names them in diagnostics and is what globs and
    /// `entry` are relative to.
    ///
    /// - Parameters:
    ///   - bytes: the YAML (or JSON) text.
    ///   - file: the settings file's path.
    ///   - limits: the bounds the text is loaded with.
    public static func parse(_ bytes: [UInt8], file: String, limits: LoadLimits = .default) -> ProjectSettings {
        let (document, diagnostics) = DocumentLoader.parse(bytes, file: file, limits: limits)
        return ProjectSettingsReader.read(document, file: file, loadDiagnostics: diagnostics)
    }

    /// The path of the settings file that applies to `folder`: `.stagehand.yaml` in the folder or
    /// the nearest folder above it, up to the repository's root (the first folder holding
    /// `.git`, a folder or a file) or the file system's root; `nil` when there is none. A
    /// relative folder gives a relative path (climbing with `..` above the working folder).
    /// Settings files owned by another user than the one running (or root) are skipped.
    ///
    /// - Parameter folder: the folder to start from.
    public static func file(for folder: String) -> String? {
        lookUp(from: folder).file
    }

    /// What looking for settings from `folder` upward found: the settings file that applies,
    /// and the nearer ones skipped because another user (not root, not the one running) owns
    /// them: a folder someone else controls must not silence anyone's errors.
    ///
    /// - Parameter folder: the folder to start from.
    /// - Returns: The file that applies (nil when none), and the files ignored on the way.
    public static func lookUp(from folder: String) -> (file: String?, ignored: [String]) {
        var ignored: [String] = []
        var directory = PathResolver.normalize(folder)
        var climbsLeft = LintFileSystem.workingDirectoryDepth
        while true {
            let candidate = LintFileSystem.join(directory, fileName)
            switch LintFileSystem.entry(at: candidate) {
            case .file, .other:
                if isOwnedByRunningUserOrRoot(candidate) { return (candidate, ignored) }
                ignored.append(candidate)
            case .missing, .directory, .linkedDirectory: break
            }
            // The repository's root is as far as a project's settings reach.
            if LintFileSystem.entry(at: LintFileSystem.join(directory, ".git")) != .missing { return (nil, ignored) }
            if directory.hasPrefix("/") {
                guard directory != "/" else { return (nil, ignored) }
                directory = PathResolver.directory(of: directory)
            } else if directory == "." || directory.split(separator: "/").allSatisfy({ $0 == ".." }) {
                // Above the working folder: as many `..` as it is deep, then stop.
                guard climbsLeft > 0 else { return (nil, ignored) }
                climbsLeft -= 1
                directory = directory == "." ? ".." : directory + "/.."
            } else {
                directory = PathResolver.directory(of: directory)
            }
        }
    }

    /// Whether the file at `path` belongs to the user running Stagehand, or to root.
    static func isOwnedByRunningUserOrRoot(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return true }
        return info.st_uid == geteuid() || info.st_uid == 0
    }

    /// The settings that apply to `folder` (see ``file(for:)``), loaded; `nil` when there is no
    /// settings file.
    ///
    /// - Parameters:
    ///   - folder: the folder to start from.
    ///   - limits: the bounds the file is loaded with.
    public static func nearest(to folder: String, limits: LoadLimits = .default) -> ProjectSettings? {
        file(for: folder).map { load(from: $0, limits: limits) }
    }
}
