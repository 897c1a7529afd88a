#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and lists files for navigation and completion, without Foundation.
enum FileBytes {
    /// The bytes of a regular file of at most `limit` bytes; `nil` otherwise.
    static func read(_ path: String, limit: Int = 16 * 1024 * 1024) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[..<count]
            if bytes.count > limit { return nil }
        }
        return bytes
    }

    /// Whether a regular file exists at `path`.
    static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Files below `directory` (at most `depth` folders down, at most `limit` files) whose names
    /// satisfy `include`, as paths relative to `directory`, sorted.
    static func files(under directory: String, depth: Int = 3, limit: Int = 500, include: (String) -> Bool) -> [String] {
        var result: [String] = []
        var queue: [(path: String, relative: String, depth: Int)] = [(directory, "", 0)]
        while !queue.isEmpty, result.count < limit {
            let (path, relative, level) = queue.removeFirst()
            guard let handle = opendir(path) else { continue }
            var names: [String] = []
            while let entry = readdir(handle) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                if !name.hasPrefix(".") { names.append(name) }
            }
            closedir(handle)
            for name in names.sorted() {
                let full = path.hasSuffix("/") ? path + name : path + "/" + name
                let shown = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard stat(full, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    if level + 1 < depth { queue.append((full, shown, level + 1)) }
                } else if include(name), result.count < limit {
                    result.append(shown)
                }
            }
        }
        return result.sorted()
    }
}
