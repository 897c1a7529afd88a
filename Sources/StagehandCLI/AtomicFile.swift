#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's bytes atomically: a new file beside it, written and synced, renamed over
/// the old one, so a crash or a full disk never leaves half a file.
enum AtomicFile {
    /// Writes `bytes` to `path`, keeping the old file's permissions; `false` when any step fails,
    /// in which case the old file is untouched.
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        var info = stat()
        let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        let temporary = path + ".stagehand-\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { return false }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                close(fd)
                unlink(temporary)
                return false
            }
            written += n
        }
        guard fsync(fd) == 0, close(fd) == 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
