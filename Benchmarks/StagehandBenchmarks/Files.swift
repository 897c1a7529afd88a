#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Small POSIX file helpers: a temporary folder for generated scenes, writing and reading bytes.
enum Files {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A fresh folder under `$TMPDIR` (or `/tmp`).
    static func makeTemporaryDirectory() throws -> String {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base + "/stagehand-bench-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw Failure(description: "cannot create a temporary folder under \(base): errno \(errno)") }
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    static func write(_ text: String, to path: String) throws {
        guard let file = fopen(path, "wb") else { throw Failure(description: "cannot write \(path): errno \(errno)") }
        defer { fclose(file) }
        var text = text
        let ok = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, file) == $0.count }
        guard ok else { throw Failure(description: "short write to \(path)") }
    }

    /// The whole file, read with `open`/`fstat`/`read` as the loader does.
    static func read(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(description: "cannot open \(path): errno \(errno)") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(description: "cannot stat \(path)") }
        let size = Int(info.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        var count = 0
        while count < size {
            let n = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + count, size - count) }
            guard n > 0 else { throw Failure(description: "cannot read \(path): errno \(errno)") }
            count += n
        }
        return bytes
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "." }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// Removes a folder of generated files (one level deep, as the generator makes them).
    /// Removes `path` and everything below it (links are removed, never followed): what the
    /// benchmarks generated, whatever each one wrote.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR, let folder = opendir(path) {
            var names: [String] = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(folder)
            for name in names { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

/// POSIX `read` and `write`, named apart from the methods above.
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }
