import Synchronization

/// The settings that apply to each folder, looked for and loaded once however many scenes ask:
/// a lint of a folder resolves every scene's theme, and each scene would otherwise climb the
/// folders to the repository's root looking for `.stagehand.yaml`, and parse what it found.
///
/// One lint run shares one; a settings file changed during the run is read as it first was.
final class NearestSettings: Sendable {
    private let limits: LoadLimits
    /// The settings of each folder asked about (`nil`: none applies), and each settings file
    /// loaded, by path.
    private let known = Mutex<(ofFolder: [String: ProjectSettings?], ofFile: [String: ProjectSettings])>(([:], [:]))

    /// No folder looked at yet.
    init(limits: LoadLimits) {
        self.limits = limits
    }

    /// What ``ProjectSettings/nearest(to:limits:)`` gives for `folder`.
    func settings(for folder: String) -> ProjectSettings? {
        if let found = known.withLock({ $0.ofFolder[folder] }) { return found }
        // Looked for and loaded outside the lock: two threads asking at once both read the same
        // files and keep the same answer.
        let settings = ProjectSettings.file(for: folder).map { file in
            known.withLock { $0.ofFile[file] } ?? ProjectSettings.load(from: file, limits: limits)
        }
        known.withLock { known in
            known.ofFolder[folder] = .some(settings)
            if let settings { known.ofFile[settings.file] = settings }
        }
        return settings
    }
}
