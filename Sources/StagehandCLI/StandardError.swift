#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard error, where diagnostics of `run` go so frames stay clean on standard output.
enum StandardError {
    static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        // A plain descriptor write: the C `stderr` global is shared mutable state to Swift 6.
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(STDERR_FILENO, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
