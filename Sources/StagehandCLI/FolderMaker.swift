#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand

/// Makes a folder and the folders above it that are missing, as `mkdir -p` does.
enum FolderMaker {
    /// - Throws: ``CommandFailure`` naming the folder that could not be made.
    static func make(_ path: String) throws {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw CommandFailure("cannot make the folder '\(prefix)': \(Platform.describe(errno: errno))")
            }
            prefix += "/"
        }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw CommandFailure("'\(path)' is not a folder")
        }
    }
}
