#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines of source files, read once each, for showing the line a diagnostic points at.
final class SourceCache {
    private var files: [String: [Substring]?] = [:]
    /// Files larger than this are not shown line by line.
    static let maxSize = 32 << 20

    /// The text of a 1-based line, or nil when the file is unreadable, not UTF-8, or shorter.
    func line(_ number: Int, of path: String) -> String? {
        if files[path] == nil { files[path] = Self.read(path).map { $0.split(separator: "\n", omittingEmptySubsequences: false) } }
        guard let lines = files[path] ?? nil, number >= 1, number <= lines.count else { return nil }
        var text = String(lines[number - 1])
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }

    private static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n <= 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > maxSize { return nil }
        }
        // Show nothing for files that are not valid UTF-8: the caret could not line up anyway.
        return String(validating: bytes, as: UTF8.self)
    }
}
