#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one writer of every file Stagehand writes (saved data files, `format`, `render -o`,
/// `storyboard -o`, reports, frames), so readers, and a crash, only ever see the old bytes or
/// the new ones, and nobody else sharing the folder can redirect the write.
///
/// The new bytes go to a temporary file in the same folder (the same file system, so the rename
/// is atomic) with a name nobody can predict, created exclusively and never through a link
/// (`O_CREAT | O_EXCL | O_NOFOLLOW`), so a link or file planted at any name cannot catch the
/// write. It is flushed to disk with `fsync`, given the old file's owner and group where the
/// person may set them (the group alone when the owner cannot be kept) and then its mode, and
/// renamed over the file; then the folder is flushed so the rename itself survives a power cut.
/// A file that is a symbolic link is written through to its target: the link stays a link.
/// A write that fails removes its temporary file and leaves the old file as it was.
///
/// A crash (or `kill -9`) during a write leaves its temporary file behind; the next write of the
/// same file removes it first (``removeLeftovers(of:)``): only files named as this writer names
/// them for that file, only in its folder, only when the process that made them is gone. So a
/// file's folder holds at most one of its temporary files at any time.
package struct AtomicFileWriter {
    /// Why a write failed, in words for a diagnostic.
    package struct Failure: Error, CustomStringConvertible {
        /// The reason, in words.
        package var description: String
    }

    /// What happens when the file written is a symbolic link.
    package enum Links: Sendable {
        /// The link's target is replaced and the link kept (the default).
        case writtenThrough
        /// The link itself is replaced by the new file: for a path already resolved and checked,
        /// so a link swapped in since cannot lead the write elsewhere.
        case replaced
    }

    /// Runs after the temporary file is complete and flushed, before the rename: tests use it to
    /// stop there, as a crash would. An error it throws leaves the temporary file behind, exactly
    /// what a crash at that moment leaves.
    package var beforeRename: ((_ temporaryPath: String) throws -> Void)?

    /// A writer that renames as soon as the new file is flushed.
    package init() {}

    /// Replaces the file at `path` with `text`.
    package func write(_ text: String, to path: String, links: Links = .writtenThrough) throws(Failure) {
        try write(Array(text.utf8), to: path, links: links)
    }

    /// Replaces the file at `path` with `bytes`.
    package func write(_ bytes: [UInt8], to path: String, links: Links = .writtenThrough) throws(Failure) {
        let target = links == .writtenThrough ? AtomicFileWriter.linkTarget(of: path) : path
        AtomicFileWriter.removeLeftovers(of: target)
        var old = stat()
        let replacing = lstat(target, &old) == 0 && old.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG)
        // Nobody but the writer reads a replacement before it has the old file's mode.
        let (fd, temporary) = try AtomicFileWriter.createTemporary(for: target, mode: replacing ? 0o600 : 0o666)
        var keepTemporary = false
        defer { if !keepTemporary { unlink(temporary) } }
        do throws(Failure) {
            try writeAll(bytes, to: fd)
            if replacing { AtomicFileWriter.keepOwnership(of: old, on: fd) }
            guard fsync(fd) == 0 else { throw Failure(description: "cannot flush it to disk: \(Platform.describe(errno: errno))") }
        } catch {
            close(fd)
            throw error
        }
        close(fd)
        if let beforeRename {
            do {
                try beforeRename(temporary)
            } catch {
                keepTemporary = true
                throw Failure(description: "stopped before renaming: \(error)")
            }
        }
        guard rename(temporary, target) == 0 else { throw Failure(description: "cannot replace it: \(Platform.describe(errno: errno))") }
        AtomicFileWriter.flushFolder(of: target)
    }

    /// Makes the temporary file: exclusively, never through a link, under a new unpredictable
    /// name when one is taken.
    private static func createTemporary(for path: String, mode: mode_t) throws(Failure) -> (Int32, String) {
        for _ in 0..<16 {
            let temporary = temporaryPath(for: path)
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if fd >= 0 { return (fd, temporary) }
            guard errno == EEXIST else { break }
        }
        throw Failure(description: "cannot create a file in its folder: \(Platform.describe(errno: errno))")
    }

    /// Gives the new file the old one's owner and group where the person may (root may give any
    /// owner; anyone may give a group they belong to), then its mode: after `fchown`, which
    /// clears the set-user-ID and set-group-ID bits.
    private static func keepOwnership(of old: stat, on fd: Int32) {
        if fchown(fd, old.st_uid, old.st_gid) != 0 {
            _ = fchown(fd, uid_t.max, old.st_gid)
        }
        fchmod(fd, old.st_mode & 0o7777)
    }

    /// The file a path finally names: its symbolic links followed, a relative target read
    /// against the link's folder. A dangling link names the file it would make.
    static func linkTarget(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = PathResolver.resolve(target, against: PathResolver.directory(of: current))
        }
        return current
    }

    private func writeAll(_ bytes: [UInt8], to fd: Int32) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                Platform.write(fd, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if n > 0 {
                written += n
            } else if n < 0, errno == EINTR {
                continue
            } else {
                throw Failure(description: "cannot write it: \(Platform.describe(errno: n < 0 ? errno : EIO))")
            }
        }
    }

    /// `.NAME.PID.RANDOM.tmp` beside the file: hidden, with 64 bits from the system's random
    /// source that nobody can predict, so nobody can plant a file or link at it beforehand.
    package static func temporaryPath(for path: String) -> String {
        let folder = PathResolver.directory(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var random = SystemRandomNumberGenerator()
        let serial = String(random.next() as UInt64, radix: 36)
        let file = ".\(name).\(getpid()).\(serial).tmp"
        return folder == "." ? file : folder + "/" + file
    }

    /// Whether a file name is one of this writer's temporary files: `.NAME.PID.RANDOM.tmp`.
    package static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[0].isEmpty else { return false }
        return owner(ofTemporaryName: name, for: parts.dropLast(2).joined(separator: ".")) != nil
    }

    /// The process that made temporary file `name` for the file named `file`, or nil when
    /// `name` is not one of this writer's temporary files for it.
    package static func owner(ofTemporaryName name: String, for file: String) -> pid_t? {
        let prefix = "." + file + "."
        guard name.hasPrefix(prefix), name.hasSuffix(".tmp"), name.utf8.count > prefix.utf8.count + 4 else { return nil }
        let middle = name.dropFirst(prefix.count).dropLast(4)
        let parts = middle.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, !parts[1].isEmpty,
              parts[1].utf8.allSatisfy({ (48...57).contains($0) || (97...122).contains($0) }) else { return nil }
        return pid
    }

    /// Removes what earlier writes of `path` left behind when their process died mid-write:
    /// files in the folder of `path` named as ``temporaryPath(for:)`` names them for that file,
    /// whose process (the PID in the name) no longer exists. Nothing else is touched: not
    /// another file's temporary files, not one of a process still running (it may be writing),
    /// not this process's own. Failures are ignored: a leftover costs space, not correctness.
    static func removeLeftovers(of path: String) {
        let folder = PathResolver.directory(of: path)
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let directory = opendir(folder) else { return }
        var leftovers: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let owner = owner(ofTemporaryName: name, for: file), owner != getpid() else { continue }
            if kill(owner, 0) != 0 && errno == ESRCH { leftovers.append(name) }
        }
        closedir(directory)
        for name in leftovers {
            unlink(folder == "." ? name : folder + "/" + name)
        }
    }

    private static func flushFolder(of path: String) {
        let folder = open(PathResolver.directory(of: path), O_RDONLY | O_CLOEXEC)
        guard folder >= 0 else { return }
        fsync(folder)
        close(folder)
    }
}
