#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file, enough to tell that it changed: a save renames a new file in
/// (a new inode), an editor may write in place (a new size or modification time), `chmod` makes
/// it unreadable (a new status-change time).
package struct FileStamp: Equatable, Sendable {
    package var inode: UInt64
    package var size: Int64
    package var seconds: Int
    package var nanoseconds: Int
    package var changeSeconds: Int
    package var changeNanoseconds: Int

    /// The file's stamp now, or nil when it does not exist or cannot be looked at.
    package static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        return FileStamp(
            inode: UInt64(info.st_ino), size: Int64(info.st_size),
            seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec),
            changeSeconds: Int(changed.tv_sec), changeNanoseconds: Int(changed.tv_nsec))
    }
}
