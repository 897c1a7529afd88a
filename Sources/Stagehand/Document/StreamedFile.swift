#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A large file read into memory while libyaml already parses the part that has arrived.
///
/// Reading a 10 MB file takes about 6 ms, most of it the kernel filling fresh pages, and libyaml
/// could not start until it was done; its thread is the one loading waits for. Here the file is
/// read in chunks: the thread building the tree reads ahead between batches of events, when it
/// would otherwise wait, and the parsing thread reads a chunk itself only when it has caught up
/// with nothing being read.
///
/// One chunk is read at a time, by whichever thread claims it, so the bytes read form one prefix
/// of the buffer that only grows: bytes before ``readCount`` never change again and are read
/// without the lock. The buffer holds one byte more than the size the file had when it was
/// opened, so a file that grew since is noticed (``grew``) rather than cut short.
///
/// `@unchecked Sendable` is safe because every stored variable is read and written only while
/// `lock` is held, except the buffer's bytes: a chunk is written by the one thread that claimed
/// it, outside the lock, before the lock publishes it in `readEnd`, and no thread reads a byte
/// before it is published.
package final class StreamedFile: @unchecked Sendable {
    /// The file's size when it was opened.
    package let size: Int
    /// Room for `size + 1` bytes; the first ``readCount`` hold the file's.
    package let bytes: UnsafeMutablePointer<UInt8>
    /// Read with `pread`, so the descriptor's own offset stays where it was. Not owned.
    private let descriptor: Int32
    private let lock = ConditionLock()
    private var readEnd = 0
    private var isReading = false
    private var ended = false
    private var failure: Int32 = 0
    private var hasGrown = false

    /// Bytes per read: large enough that the reads cost little more than the copying, small
    /// enough that the first one does not hold libyaml back for long.
    package static let chunk = 512 << 10

    /// A stream of the file open as `descriptor`, `size` bytes long when it was opened, not read yet.
    package init(descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        self.size = size
        bytes = .allocate(capacity: size + 1)
    }

    deinit { bytes.deallocate() }

    /// How many bytes have been read so far.
    package var readCount: Int { lock.withLock { readEnd } }

    /// Whether the file has been read to its end (or to where reading failed or found it grown).
    package var isComplete: Bool { lock.withLock { ended } }

    /// The `errno` of a read that failed, or 0.
    package var readError: Int32 { lock.withLock { failure } }

    /// Whether the file was longer than ``size``: it grew after it was opened.
    package var grew: Bool { lock.withLock { hasGrown } }

    /// The bytes read, once ``readAll()`` has returned.
    package var readBytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: bytes, count: readCount) }

    /// Reads the next chunk, unless another thread is reading one or the end was reached.
    package func readAhead() {
        _ = readNextChunk(waitingForReader: false)
    }

    /// Reads whatever is left.
    package func readAll() {
        while readNextChunk(waitingForReader: true) {}
    }

    /// Copies up to `count` bytes from `offset` on into `destination`, reading the next chunk
    /// first when none of them has been read and no other thread is reading it; 0 at the end.
    package func copy(from offset: Int, into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        while true {
            let available = lock.withLock { () -> Int? in
                while readEnd <= offset, isReading, !ended { lock.wait() }
                if readEnd > offset { return min(count, readEnd - offset) }
                return ended ? 0 : nil
            }
            if let available {
                if available > 0 { destination.update(from: bytes + offset, count: available) }
                return available
            }
            _ = readNextChunk(waitingForReader: true)
        }
    }

    /// Reads one chunk, or waits for the thread reading one when `waitingForReader`; false when
    /// there was nothing left to read, or another thread was reading and this one did not wait.
    private func readNextChunk(waitingForReader: Bool) -> Bool {
        let claimed = lock.withLock { () -> Int? in
            while isReading {
                guard waitingForReader else { return nil }
                lock.wait()
            }
            guard !ended else { return nil }
            isReading = true
            return readEnd
        }
        guard let start = claimed else { return false }
        let end = min(start + Self.chunk, size + 1)
        let (count, error) = SourceFile.fill(bytes + start, count: end - start, from: descriptor, at: start)
        lock.withLock {
            readEnd = start + count
            isReading = false
            if error != 0 {
                failure = error
                ended = true
            } else if readEnd > size {
                hasGrown = true
                ended = true
            } else if start + count < end {
                // A short read is the end of the file: it may be shorter than when it was opened.
                ended = true
            }
            lock.broadcast()
        }
        return true
    }
}
