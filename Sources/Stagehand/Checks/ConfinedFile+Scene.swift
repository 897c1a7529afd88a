#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension ConfinedFile {
    /// Why a scene that another file names (a script's `scene`, a segue's `to`) is not read.
    package struct SceneRefusal: Equatable, Sendable {
        /// `file-outside-folder` or `not-a-regular-file`.
        package let code: DiagnosticCode
        /// The reason, in words that follow the scene's name: "leads outside the script's folder…".
        package let reason: String
    }

    /// Whether the scene at `path`, named by a file in `folder`, may be read; nil when it may, or
    /// when it does not exist (which each caller words for itself).
    ///
    /// Scenes are how an app is split, and a script or a segue may name one beside its folder
    /// (`../app.scene.yaml`), so a scene outside the folder tree is read when its resolved name
    /// is a scene file's (`NAME.scene.yaml`, `.scene.yml`, `.scene.json`). Any other file outside
    /// is refused before it is opened: a name such as `../../.ssh/id_rsa`, or a link named
    /// `app.scene.yaml` leading to one, would otherwise have its first lines quoted by the errors
    /// of reading it as a scene. A FIFO, a device or a socket is never read, inside or out.
    ///
    /// - Parameters:
    ///   - path: The scene file, resolved against `folder`.
    ///   - folder: The folder of the file that names it.
    ///   - whose: Whose folder it leads out of, for the message: `script's`, `scene's`.
    package static func sceneRefusal(of path: String, namedFrom folder: String, whose: String) -> SceneRefusal? {
        if case .refused(let refusal) = sceneAccess(path, namedFrom: folder, whose: whose) { return refusal }
        return nil
    }

    /// Whether the scene at `path`, named by a file in `folder`, exists and may be read (see
    /// ``sceneRefusal(of:namedFrom:whose:)``): what a storyboard or a script's checks follow.
    package static func mayReadScene(_ path: String, namedFrom folder: String) -> Bool {
        if case .readable = sceneAccess(path, namedFrom: folder, whose: "") { return true }
        return false
    }

    private enum SceneAccess {
        case readable
        case missing
        case refused(SceneRefusal)
    }

    private static func sceneAccess(_ path: String, namedFrom folder: String, whose: String) -> SceneAccess {
        switch check(path, inside: folder) {
        case .regular:
            return .readable
        case .missing:
            return .missing
        case .notRegular(let kind):
            return .refused(SceneRefusal(code: .notARegularFile, reason: "is \(kind), not a regular file; it is not read"))
        case .outside:
            var info = stat()
            guard let real = realPath(path), stat(real, &info) == 0 else { return .missing }
            let type = info.st_mode & mode_t(S_IFMT)
            guard type == mode_t(S_IFREG) else {
                return .refused(SceneRefusal(code: .notARegularFile, reason: "is \(describe(type: type)), not a regular file; it is not read"))
            }
            guard !SceneFileNames.isScene(real) else { return .readable }
            return .refused(SceneRefusal(
                code: .fileOutsideFolder,
                reason: "leads outside the \(whose) folder to a file not named as a scene (NAME.scene.yaml); it is not read"))
        }
    }
}
