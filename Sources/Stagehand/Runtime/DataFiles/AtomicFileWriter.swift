#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers, and a crash, only ever see the old bytes or the new ones.
///
/// The new bytes go to a temporary file in the same folder (the same file system, so the rename
/// is atomic), which is flushed to disk with `fsync`, given the old file's permissions, and
/// renamed over the file; then the folder is flushed so the rename itself survives a power cut.
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

    /// Runs after the temporary file is complete and flushed, before the rename: tests use it to
    /// stop there, as a crash would. An error it throws leaves the temporary file behind, exactly
    /// what a crash at that moment leaves.
    var beforeRename: ((_ temporaryPath: String) throws -> Void)?

    /// A writer that renames as soon as the new file is flushed.
    package init() {}

    /// Replaces the file at `path` with `text`.
    package func write(_ text: String, to path: String) throws(Failure) {
        AtomicFileWriter.removeLeftovers(of: path)
        let temporary = AtomicFileWriter.temporaryPath(for: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(description: "cannot create a file in its folder: \(Platform.describe(errno: errno))") }
        var keepTemporary = false
        defer { if !keepTemporary { unlink(temporary) } }
        do throws(Failure) {
            try writeAll(text, to: fd)
            // The new file keeps the permissions the old one had (a file a person made private stays so).
            var info = stat()
            if stat(path, &info) == 0 { fchmod(fd, info.st_mode & 0o7777) }
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
        guard rename(temporary, path) == 0 else { throw Failure(description: "cannot replace it: \(Platform.describe(errno: errno))") }
        AtomicFileWriter.flushFolder(of: path)
    }

    private func writeAll(_ text: String, to fd: Int32) throws(Failure) {
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer in
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
        bytes.removeAll()
    }

    /// `.NAME.PID.RANDOM.tmp` beside the file: hidden, and unique enough that `O_EXCL` (which
    /// refuses an existing name) never meets another writer's file in practice.
    static func temporaryPath(for path: String) -> String {
        let folder = PathResolver.directory(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let serial = String(UInt32.random(in: 0 ... .max), radix: 36)
        let file = ".\(name).\(getpid()).\(serial).tmp"
        return folder == "." ? file : folder + "/" + file
    }

    /// Whether a file name is one of this writer's temporary files: `.NAME.PID.RANDOM.tmp`.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[0].isEmpty else { return false }
        return owner(ofTemporaryName: name, for: parts.dropLast(2).joined(separator: ".")) != nil
    }

    /// The process that made temporary file `name` for the file named `file`, or nil when
    /// `name` is not one of this writer's temporary files for it.
    static func owner(ofTemporaryName name: String, for file: String) -> pid_t? {
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
