/// Relative paths in scenes and scripts, resolved against the file that names them.
///
/// Pure string work, so lint gives the same answer on every platform and never touches a file
/// just to name it.
package enum PathResolver {
    /// The folder holding `file` ("." for a bare file name).
    package static func directory(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// `path` resolved against `directory`, with `.` and `..` folded where possible.
    package static func resolve(_ path: String, against directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : (directory == "." ? path : directory + "/" + path)
        return normalize(joined)
    }

    /// Folds `.` and `..` segments and repeated slashes.
    package static func normalize(_ path: String) -> String {
        // Most paths are normal already (lint normalizes each scene's path several times).
        if isNormal(path) { return path }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if segment == "..", absolute {
                continue
            } else {
                parts.append(segment)
            }
        }
        let body = parts.joined(separator: "/")
        if absolute { return "/" + body }
        return body.isEmpty ? "." : body
    }

    /// Whether ``normalize(_:)`` would give `path` back as it is: it is not empty, and no
    /// segment is empty (but the root's), `.` or `..`. A look at the bytes, with nothing made.
    private static func isNormal(_ path: String) -> Bool {
        var length = 0  // bytes in the segment so far
        var onlyDots = true
        var atStart = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if atStart {
                    atStart = false  // an absolute path's root
                    continue
                }
                if length == 0 || (onlyDots && length <= 2) { return false }
                length = 0
                onlyDots = true
            } else {
                atStart = false
                length += 1
                if byte != UInt8(ascii: ".") { onlyDots = false }
            }
        }
        return length > 0 && !(onlyDots && length <= 2)
    }

    /// Whether a relative `path` stays inside the folder it is relative to: not absolute, and never
    /// climbing above it with `..`.
    package static func staysInside(_ path: String) -> Bool {
        if path.hasPrefix("/") || path.hasPrefix("~") { return false }
        var depth = 0
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == ".." { depth -= 1 } else if segment != "." { depth += 1 }
            if depth < 0 { return false }
        }
        return true
    }

    /// `path` written relative to `directory`, both relative to the same working folder (or
    /// both absolute): what a file in `directory` would write to name `path`.
    package static func relative(_ path: String, from directory: String) -> String {
        let target = normalize(path).split(separator: "/", omittingEmptySubsequences: true)
        let base = normalize(directory).split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let climbs = base.count - common
        // Climbing out of a folder named `..` cannot be written relatively; keep the path as given.
        if base[common...].contains("..") || (path.hasPrefix("/") != directory.hasPrefix("/")) { return path }
        let parts = Array(repeating: "..", count: climbs) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
