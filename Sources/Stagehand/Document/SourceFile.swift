#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file's bytes with POSIX calls, refusing what the loader must not read.
///
/// POSIX rather than Foundation because the loader needs the size *before* reading (a huge file
/// is refused without touching its bytes), must not block on a FIFO, and reports `errno` precisely.
enum SourceFile {
    /// The file's bytes, or the diagnostic that explains why there are none.
    enum Outcome {
        /// The bytes, and the file kept open when it was larger than asked to be kept in memory.
        case bytes([UInt8], OpenSourceFile?)
        case failure(Diagnostic)
    }

    /// Reads the file at `path`, of at most `maxSize` bytes. A file of more than `keptOpenAbove`
    /// bytes is also kept open, for reading lines back later (see ``SourceText``).
    static func read(_ path: String, maxSize: Int, keptOpenAbove: Int = .max) -> Outcome {
        let start = SourceLocation(file: path, line: 1, column: 1)
        // O_NONBLOCK so opening a FIFO or device cannot hang; it is refused below as a special file.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                return .failure(Diagnostic(.fileNotFound, "no such file", at: start))
            }
            return .failure(Diagnostic(.unreadableFile, "the file cannot be opened: \(Platform.describe(errno: code))", at: start))
        }
        defer { close(fd) }
        return read(opened: fd, path: path, maxSize: maxSize, keptOpenAbove: keptOpenAbove)
    }

    /// Reads an already opened file (the caller closes `fd`), as ``read(_:maxSize:keptOpenAbove:)`` does.
    static func read(opened fd: Int32, path: String, maxSize: Int, keptOpenAbove: Int = .max) -> Outcome {
        let start = SourceLocation(file: path, line: 1, column: 1)
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            return .failure(Diagnostic(.unreadableFile, "the file cannot be read: \(Platform.describe(errno: errno))", at: start))
        }
        let type = info.st_mode & mode_t(S_IFMT)
        if type == mode_t(S_IFDIR) {
            return .failure(Diagnostic(.unreadableFile, "this is a directory, not a file", at: start))
        }
        guard type == mode_t(S_IFREG) else {
            // A FIFO, device or socket is refused as every file a scene or script names is.
            return .failure(Diagnostic(.notARegularFile, "this is a special file, not a regular file; it is not read", at: start))
        }
        let size = Int(info.st_size)
        if size > maxSize {
            return .failure(tooLarge(size, maxSize: maxSize, at: start))
        }

        // Read until end of file, never past one byte over the limit: a file that grew after
        // fstat is still caught, and memory stays bounded by the limit. The buffer is filled
        // straight from the file, not zeroed first: zeroing a large buffer only to overwrite it
        // doubled the cost of touching its pages.
        var readError: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            guard let base = buffer.baseAddress else { return count = 0 }
            (count, readError) = fill(base, count: buffer.count, from: fd)
        }
        if readError != 0 {
            return .failure(Diagnostic(.unreadableFile, "the file cannot be read: \(Platform.describe(errno: readError))", at: start))
        }
        // A full buffer means the file grew after fstat: read on, in growing steps, up to the limit.
        var count = bytes.count
        while count == size + 1 || count < bytes.count {
            if count == bytes.count {
                if count > maxSize { return .failure(tooLarge(count, maxSize: maxSize, at: start)) }
                let grown = min(max(count * 2, 4096), maxSize + 1)
                bytes.append(contentsOf: repeatElement(0, count: grown - count))
            }
            let n = bytes.withUnsafeMutableBytes { buffer in
                Platform.read(fd, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if n > 0 {
                count += n
            } else if n == 0 {
                break
            } else if errno != EINTR {
                return .failure(Diagnostic(.unreadableFile, "the file cannot be read: \(Platform.describe(errno: errno))", at: start))
            }
        }
        if count > maxSize {
            return .failure(tooLarge(count, maxSize: maxSize, at: start))
        }
        if count < bytes.count { bytes.removeSubrange(count...) }
        guard count > keptOpenAbove else { return .bytes(bytes, nil) }
        // A descriptor of its own (this one is closed on return), closed on exec like this one.
        let kept = fcntl(fd, F_DUPFD_CLOEXEC, 0)
        return .bytes(bytes, kept >= 0 ? OpenSourceFile(adopting: kept, size: count) : nil)
    }


    /// Reads into `buffer` until it holds `count` bytes or the file ends, from the descriptor's
    /// offset, or from `offset` when one is given (`pread`, which leaves the descriptor's own
    /// offset alone). Returns the bytes read, and the `errno` of a read that failed (0 if none).
    static func fill(_ buffer: UnsafeMutablePointer<UInt8>, count: Int, from fd: Int32, at offset: Int? = nil) -> (read: Int, error: Int32) {
        var done = 0
        while done < count {
            let n = if let offset {
                pread(fd, buffer + done, count - done, off_t(offset + done))
            } else {
                Platform.read(fd, buffer + done, count - done)
            }
            if n > 0 {
                done += n
            } else if n == 0 {
                break
            } else if errno != EINTR {
                return (done, errno)
            }
        }
        return (done, 0)
    }

    private static func tooLarge(_ size: Int, maxSize: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.fileTooLarge,
                   "the file is \(size) bytes, over the limit of \(maxSize) bytes (--max-file-size)",
                   at: location)
    }
}
