#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand

/// Where `render` and `storyboard` put what they made: a file given with `-o`, or standard output.
enum CommandOutput {
    /// The extension of `path` (`svg` for `frame.svg`), lowercased; empty when it has none.
    static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// Writes `bytes` to `path` (atomically, replacing the file), or to standard output.
    ///
    /// - Parameters:
    ///   - bytes: what to write.
    ///   - path: the file, or `nil` (or `-`) for standard output.
    ///   - isBinary: refuse to write to standard output when it is a terminal, where binary bytes
    ///     would garble the screen.
    static func write(_ bytes: [UInt8], to path: String?, isBinary: Bool) throws {
        if let path, path != "-" {
            if let failure = AtomicFile.write(bytes, to: path) {
                throw CommandFailure("could not write \(path): \(failure)")
            }
            return
        }
        if isBinary && isatty(STDOUT_FILENO) == 1 {
            throw CommandFailure("a PNG is binary and standard output is a terminal; give -o FILE.png or redirect the output")
        }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Platform.write(STDOUT_FILENO, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw CommandFailure("could not write to standard output: \(String(cString: strerror(errno)))") }
            written += n
        }
    }
}
