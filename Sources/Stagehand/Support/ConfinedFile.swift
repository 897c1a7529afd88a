#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files a scene or script names, kept inside the folder tree of the file that names them.
///
/// A folder can come from anyone, and a name's text is not where it leads: a symbolic link
/// inside the folder may point anywhere. So a named file is resolved through every link
/// (`realpath`) and must land inside the folder's own resolved path, and be a regular file,
/// before it is opened; and it is opened without following a link, then compared by device and
/// inode with what was checked, so a link swapped in between loses. Nothing here opens a FIFO or
/// a device in a way that can block: what it is comes from `stat` first, and every open is
/// non-blocking.
package enum ConfinedFile {
    /// What a named file turned out to be.
    package enum Verdict: Equatable, Sendable {
        /// A regular file inside the folder: its resolved path and identity.
        case regular(realPath: String, device: UInt64, inode: UInt64)
        /// Nothing there (a dangling link included).
        case missing
        /// It leads outside the folder tree, through `..`, an absolute path or a link.
        case outside
        /// Something inside the folder that is not a regular file: what it is, in words.
        case notRegular(String)
    }

    /// `path` with every link, `.` and `..` resolved, or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the resolved path `real` lies in the resolved folder `root` or below it.
    package static func isInside(_ real: String, _ root: String) -> Bool {
        if root == "/" { return real.hasPrefix("/") }
        return real == root || real.hasPrefix(root + "/")
    }

    /// Resolves `path` and says whether it is a regular file inside `folder`'s tree.
    package static func check(_ path: String, inside folder: String) -> Verdict {
        var own = stat()
        guard lstat(path, &own) == 0 else { return .missing }
        guard let root = realPath(folder) else { return .missing }
        guard let real = realPath(path) else { return .missing }
        guard isInside(real, root) else { return .outside }
        var info = stat()
        guard stat(real, &info) == 0 else { return .missing }
        let type = info.st_mode & mode_t(S_IFMT)
        guard type == mode_t(S_IFREG) else { return .notRegular(describe(type: type)) }
        return .regular(realPath: real, device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Whether a file that does not exist yet at `path` would be made inside `folder`'s tree: its
    /// own folder, resolved through links, lies inside. Returns the resolved path it would have.
    package static func newFilePath(_ path: String, inside folder: String) -> String? {
        guard let root = realPath(folder), let parent = realPath(PathResolver.directory(of: path)),
              isInside(parent, root) else { return nil }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name != "..", name != "." else { return nil }
        return parent == "/" ? "/" + name : parent + "/" + name
    }

    /// Opens a file ``check(_:inside:)`` found regular, for reading: without following a link,
    /// without blocking, and only when it is still the file that was checked. Returns the
    /// descriptor, or nil when it cannot be opened or was swapped meanwhile.
    package static func openChecked(_ verdict: Verdict) -> Int32? {
        guard case .regular(let real, let device, let inode) = verdict else { return nil }
        let fd = open(real, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG),
              UInt64(info.st_dev) == device, UInt64(info.st_ino) == inode else {
            close(fd)
            return nil
        }
        return fd
    }

    /// A file type in words: "a FIFO", "a directory"...
    static func describe(type: mode_t) -> String {
        switch type {
        case mode_t(S_IFIFO): "a FIFO"
        case mode_t(S_IFCHR): "a character device"
        case mode_t(S_IFBLK): "a block device"
        case mode_t(S_IFSOCK): "a socket"
        case mode_t(S_IFDIR): "a directory"
        default: "a special file"
        }
    }
}
