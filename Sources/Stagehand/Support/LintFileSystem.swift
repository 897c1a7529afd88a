#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The little file-system access lint needs, with POSIX calls like the loader's, so the library
/// stays free of Foundation.
package enum LintFileSystem {
    /// What is at a path.
    package enum Entry: Equatable {
        case missing
        case file
        case directory
        /// A directory reached through a symbolic link: walked only when named explicitly, so a
        /// link pointing back up cannot send the walk round forever.
        case linkedDirectory
        /// Anything else (a FIFO, a device, a broken link): linted as a file, which reports why
        /// it cannot be read.
        case other
    }

    package static func entry(at path: String) -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & mode_t(S_IFMT) {
        case mode_t(S_IFDIR): return .directory
        case mode_t(S_IFREG): return .file
        case mode_t(S_IFLNK):
            var target = stat()
            guard stat(path, &target) == 0 else { return .other }
            switch target.st_mode & mode_t(S_IFMT) {
            case mode_t(S_IFDIR): return .linkedDirectory
            case mode_t(S_IFREG): return .file
            default: return .other
            }
        default: return .other
        }
    }

    /// The names in a directory, without `.` and `..`, sorted; `nil` when it cannot be opened.
    /// A name that is not UTF-8 is left out: a `String` path cannot spell it to open it.
    static func names(in directory: String) -> [String]? {
        listing(of: directory)?.names
    }

    /// The names in a directory (as ``names(in:)``), and apart, sorted, the names that are not
    /// UTF-8, each with U+FFFD in place of what is not, to be shown and never opened.
    static func listing(of directory: String) -> (names: [String], notUTF8: [String])? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var names: [String] = [], notUTF8: [String] = []
        while let entry = readdir(handle) {
            let bytes = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { start in
                    Array(UnsafeRawBufferPointer(start: start, count: strlen(start)))
                }
            }
            // Decoding repairs what is not UTF-8, so the repaired name no longer spells the bytes.
            let name = String(decoding: bytes, as: UTF8.self)
            guard name.utf8.elementsEqual(bytes) else {
                notUTF8.append(name)
                continue
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return (names.sorted(), notUTF8.sorted())
    }

    /// `name` inside `directory`, without doubling a trailing slash.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

extension LintFileSystem {
    /// How many folders deep the working folder is below `/` (0 when it cannot be told): how far
    /// a relative path may climb with `..`.
    static var workingDirectoryDepth: Int {
        workingDirectory.map { $0.split(separator: "/").count } ?? 0
    }

    /// The working folder's absolute path; `nil` when it cannot be told (removed, or too long).
    static var workingDirectory: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
