#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of the person's own, for files that replace nothing (the language server's
/// storyboard pictures): `$XDG_RUNTIME_DIR/stagehand` when that is set, else
/// `$TMPDIR/stagehand-UID` (`/tmp` when `TMPDIR` is unset).
///
/// A shared temporary folder lets anyone make a name first. So the folder is made with mode
/// 0700 when missing, and refused when what is there is a symbolic link, not a folder, or
/// owned by another user: then nothing is written at all. A folder of one's own that others
/// may enter is closed to them (mode 0700) before use.
package enum PrivateFolder {
    /// Why the folder cannot be used, in words.
    package struct Refusal: Error, CustomStringConvertible {
        /// The reason, in words.
        package var description: String
    }

    /// The folder's path for an environment (a variable's value, or nil when unset).
    package static func path(environment: (String) -> String?) -> String {
        if let runtime = environment("XDG_RUNTIME_DIR"), runtime.hasPrefix("/") {
            return PathResolver.normalize(runtime) + "/stagehand"
        }
        let base = environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return PathResolver.normalize(base) + "/stagehand-\(geteuid())"
    }

    /// Makes (when missing) and checks the folder; returns its path.
    ///
    /// - Parameter environment: Reads a variable of the environment; the process's by default.
    /// - Throws: ``Refusal`` when the folder cannot be made, or is a link, not a folder, or
    ///   another user's.
    package static func make(environment: (String) -> String? = PrivateFolder.processEnvironment) throws(Refusal) -> String {
        try checkOwnSubfolder(path(environment: environment))
    }

    /// Makes `folder` with mode 0700 when missing and checks it as ``make(environment:)`` does:
    /// a real folder (not a link), this user's, closed to others. Returns it.
    ///
    /// - Parameter folder: The folder to make or check.
    /// - Throws: ``Refusal`` when it is a link, not a folder, or another user's.
    package static func checkOwnSubfolder(_ folder: String) throws(Refusal) -> String {
        if mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw Refusal(description: "cannot make \(folder): \(Platform.describe(errno: errno))")
        }
        var info = stat()
        guard lstat(folder, &info) == 0 else {
            throw Refusal(description: "cannot read \(folder): \(Platform.describe(errno: errno))")
        }
        let type = info.st_mode & mode_t(S_IFMT)
        guard type != mode_t(S_IFLNK) else {
            throw Refusal(description: "\(folder) is a symbolic link; a private folder must be a real folder of your own")
        }
        guard type == mode_t(S_IFDIR) else {
            throw Refusal(description: "\(folder) is not a folder")
        }
        guard info.st_uid == geteuid() else {
            throw Refusal(description: "\(folder) belongs to another user (uid \(info.st_uid)); nothing is written there")
        }
        if info.st_mode & 0o077 != 0, chmod(folder, 0o700) != 0 {
            throw Refusal(description: "cannot close \(folder) to others: \(Platform.describe(errno: errno))")
        }
        return folder
    }

    /// A variable of this process's environment.
    package static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
