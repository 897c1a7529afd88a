/// Finds and loads the `.stagehand.yaml` that applies to each folder, once per folder and once
/// per settings file, however many files are asked about.
struct SettingsLookup {
    let limits: LoadLimits
    /// The settings file of each folder asked about; `nil` when none applies.
    private var fileOfFolder: [String: String?] = [:]
    /// Each settings file loaded, by path.
    private(set) var loaded: [String: ProjectSettings] = [:]
    /// Settings files skipped because another user owns them, in the order first met.
    private(set) var ignored: [String] = []

    init(limits: LoadLimits) {
        self.limits = limits
    }

    /// The settings that apply to `file` (a scene or script): the nearest above its folder.
    mutating func settings(forFile file: String) -> ProjectSettings? {
        let folder = PathResolver.directory(of: PathResolver.normalize(file))
        let settingsFile: String?
        if let known = fileOfFolder[folder] {
            settingsFile = known
        } else {
            let found = ProjectSettings.lookUp(from: folder)
            settingsFile = found.file
            fileOfFolder[folder] = settingsFile
            for file in found.ignored where !ignored.contains(file) { ignored.append(file) }
        }
        guard let settingsFile else { return nil }
        if let settings = loaded[settingsFile] { return settings }
        let settings = ProjectSettings.load(from: settingsFile, limits: limits)
        loaded[settingsFile] = settings
        return settings
    }

    /// A warning for each settings file skipped because another user owns it.
    var ignoredWarnings: [Diagnostic] {
        ignored.map { file in
            Diagnostic(.settingsFileIgnored,
                       "this settings file belongs to another user and is ignored: only your own settings (or root's) may silence diagnostics",
                       at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// The distinct settings that apply to `files`, in the order first met.
    mutating func settings(for files: [String]) -> [ProjectSettings] {
        var seen: Set<String> = []
        var result: [ProjectSettings] = []
        for file in files {
            guard let settings = settings(forFile: file), seen.insert(settings.file).inserted else { continue }
            result.append(settings)
        }
        return result
    }
}
