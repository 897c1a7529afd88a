#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A large file a document was parsed from, kept open instead of keeping its bytes in memory.
///
/// The descriptor is the one the bytes were read through, so it names the same file even after
/// the path is renamed over or deleted (as editors save). Lines are read back only when a
/// diagnostic needs one, and only while the file still has the size and modification time it
/// had when it was parsed: a file changed in place since then gives no lines rather than lines
/// of other text.
package final class OpenSourceFile: Sendable {
    private let descriptor: Int32
    private let size: Int
    /// The modification time when it was parsed: seconds and nanoseconds.
    private let modified: (seconds: Int, nanoseconds: Int)

    /// Takes over `descriptor` (closed when this is released), if the file still is `size`
    /// bytes long; `nil` (and the descriptor closed) otherwise.
    init?(adopting descriptor: Int32, size: Int) {
        guard let info = Self.status(of: descriptor), Int(info.st_size) == size else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        self.size = size
        modified = Self.modificationTime(info)
    }

    deinit { close(descriptor) }

    /// Scans the file from its start into `collector`, until it has passed every wanted line.
    /// Returns false when the file changed since it was parsed, or could not be read.
    func scan(into collector: inout LineCollector) -> Bool {
        guard isUnchanged else { return false }
        let chunk = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: chunk + 8)
        var offset = 0  // where in the file `buffer` starts
        var filled = 0  // bytes of `buffer` that hold file content
        while !collector.isDone {
            let count = buffer.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress.map { $0 + filled }, raw.count - filled, off_t(offset + filled))
            }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            filled += count
            let isLast = count == 0 || offset + filled >= size
            let used = buffer.withUnsafeBufferPointer { collector.scan(UnsafeBufferPointer(rebasing: $0[0..<filled]), isLast: isLast) }
            if isLast { break }
            // Bytes the collector left for the next piece move to the front.
            buffer.withUnsafeMutableBufferPointer { bytes in
                for i in used..<filled { bytes[i - used] = bytes[i] }
            }
            offset += used
            filled -= used
        }
        // A file rewritten while it was read back may have given lines of other text.
        return isUnchanged
    }

    /// The whole file, read back: `nil` when it changed since it was parsed, or could not be read.
    func readAll() -> [UInt8]? {
        guard isUnchanged else { return nil }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress.map { $0 + filled }, size - filled, off_t(filled))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            filled += count
        }
        // A file rewritten while it was read back may have given other text.
        return isUnchanged ? bytes : nil
    }

    private var isUnchanged: Bool {
        guard let info = Self.status(of: descriptor) else { return false }
        return Int(info.st_size) == size && Self.modificationTime(info) == modified
    }

    private static func status(of descriptor: Int32) -> stat? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? info : nil
    }

    private static func modificationTime(_ info: stat) -> (seconds: Int, nanoseconds: Int) {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return (Int(time.tv_sec), Int(time.tv_nsec))
    }
}
