#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and reads the theme a scene is drawn with, and resolves the styles it can name.
///
/// The theme is, first to last: the one given for the run (`--theme FILE`), the scene's
/// `theme` (relative to the scene, inside its folder tree), the `theme` of the
/// `.stagehand.yaml` that applies to the scene's folder (relative to that file, inside its
/// folder tree). The styles are the scene's over the theme's over the built-in ones.
enum ThemeLoader {
    /// What a scene's styles resolve to.
    struct Resolution {
        /// The styles the scene can name.
        var sheet: StyleSheet
        /// The theme read, when there is one.
        var theme: ThemeDescription?
        /// Problems finding or reading the theme.
        var diagnostics: [Diagnostic]
    }

    /// Resolves the styles of `scene`.
    ///
    /// - Parameters:
    ///   - scene: The decoded scene.
    ///   - override: The theme file given for the run, relative to the working folder.
    ///   - limits: The bounds the theme file is read with.
    ///   - nearest: The settings of each folder as far as already found, shared by the scenes of
    ///     one run; `nil` looks them up afresh.
    static func resolve(_ scene: SceneDescription, override: String?, limits: LoadLimits, nearest: NearestSettings? = nil) -> Resolution {
        var resolution = Resolution(sheet: .builtIn, theme: nil, diagnostics: [])
        let sceneFolder = PathResolver.directory(of: scene.file)
        let named: (path: String, folder: String, written: SourceLocation, what: String)?
        if let override {
            named = (override, "", SourceLocation(file: scene.file, line: 1, column: 1), "--theme")
        } else if let theme = scene.theme {
            named = (theme.value, sceneFolder, theme.location, "the scene's theme")
        } else if let settings = nearest.map({ $0.settings(for: sceneFolder) }) ?? ProjectSettings.nearest(to: sceneFolder, limits: limits),
            let theme = settings.theme
        {
            named = (theme.value, settings.directory, theme.location, "the theme of \(settings.file)")
        } else {
            named = nil
        }
        if let named {
            switch locate(named.path, folder: named.folder) {
            case .success(let path):
                let (document, loadProblems) = DocumentLoader.load(contentsOf: path, limits: limits)
                resolution.diagnostics += loadProblems
                if let document, document.root != nil {
                    let (theme, problems) = StyleDeclarationReader.readTheme(document)
                    resolution.diagnostics += problems.withSourceLines(from: document.source)
                    resolution.theme = theme
                    resolution.sheet = resolution.sheet.overlaid(with: theme.sheet)
                }
            case .failure(let problem):
                resolution.diagnostics.append(Diagnostic(problem.code, "\(named.what) '\(named.path)' \(problem.reason)", at: named.written))
            }
        }
        resolution.sheet = resolution.sheet.overlaid(with: StyleSheet(styles: StyleDeclarationReader.dictionary(scene.styles), background: nil))
        return resolution
    }

    /// Why a theme file cannot be read.
    struct Problem: Error {
        /// `missing-theme`, `file-outside-folder` or `not-a-regular-file`.
        var code: DiagnosticCode = .missingTheme
        var reason: String
    }

    /// The theme file's path: `path` against `folder`, a regular file inside `folder`'s tree
    /// once symbolic links are followed. An empty `folder` (a theme given on the command line)
    /// takes the path as given, from anywhere.
    static func locate(_ path: String, folder: String) -> Result<String, Problem> {
        guard !folder.isEmpty else {
            return LintFileSystem.entry(at: path) == .file ? .success(path) : .failure(Problem(reason: "is not a file that exists"))
        }
        guard PathResolver.staysInside(path) else {
            return .failure(Problem(code: .fileOutsideFolder, reason: "leads outside the folder of the file that names it"))
        }
        let resolved = PathResolver.resolve(path, against: folder)
        guard let real = realPath(resolved) else { return .failure(Problem(reason: "does not exist")) }
        guard let base = realPath(folder), real.hasPrefix(base == "/" ? "/" : base + "/") else {
            return .failure(Problem(code: .fileOutsideFolder, reason: "leads outside the folder of the file that names it, through a symbolic link"))
        }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .failure(Problem(code: .notARegularFile, reason: "is not a regular file"))
        }
        return .success(resolved)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
