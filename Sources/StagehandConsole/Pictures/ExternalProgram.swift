#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program of the system that turns one file into another — Graphviz's `dot` (graph layout)
/// and librsvg's `rsvg-convert` (SVG to PNG) — run as a child process, without a shell.
///
/// The input is written to a file in a fresh temporary folder, the program writes its output
/// to another file there, and standard error is kept for the message when it fails; the folder
/// is removed afterwards. Files rather than pipes: nothing can block on a full pipe, and each
/// program reads and writes exactly as it does at a person's prompt.
package struct ExternalProgram: Sendable {
    /// The program's name, looked up on `PATH`.
    package var name: String
    /// The Debian package that installs it, for the message when it is missing.
    package var debianPackage: String

    /// Graphviz's layout program.
    package static let dot = ExternalProgram(name: "dot", debianPackage: "graphviz")
    /// librsvg's converter from SVG to PNG.
    package static let rsvgConvert = ExternalProgram(name: "rsvg-convert", debianPackage: "librsvg2-bin")

    /// A program by name.
    package init(name: String, debianPackage: String) {
        self.name = name
        self.debianPackage = debianPackage
    }

    /// Why a program gave no output.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// It is not installed (not found on `PATH`).
        case missing(program: String, debianPackage: String)
        /// It ran and failed; the last lines of its standard error.
        case failed(program: String, status: Int32, message: String)
        /// It could not be started, or its files could not be made or read.
        case couldNotRun(String)

        package var description: String {
            switch self {
            case .missing(let program, let package):
                return "'\(program)' was not found on PATH; install it (Debian: apt-get install \(package))"
            case .failed(let program, let status, let message):
                let detail = message.isEmpty ? "" : ": \(message)"
                return "'\(program)' failed with status \(status)\(detail)"
            case .couldNotRun(let reason):
                return reason
            }
        }
    }

    /// Whether the program can be found on `PATH`.
    package var isInstalled: Bool {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { access("\($0)/\(name)", X_OK) == 0 }
    }

    /// Runs the program on `input` and returns the bytes it wrote.
    ///
    /// - Parameters:
    ///   - input: what the program reads, written to a file named `input.EXTENSION`.
    ///   - inputExtension: the input file's extension (`dot`, `svg`), for programs that care.
    ///   - arguments: the arguments, given the input file's path and the path to write to.
    package func run(input: [UInt8], inputExtension: String, arguments: (_ input: String, _ output: String) -> [String]) -> Result<[UInt8], Failure> {
        guard let folder = Self.makeTemporaryFolder() else {
            return .failure(.couldNotRun("could not make a temporary folder: \(String(cString: strerror(errno)))"))
        }
        let inputPath = folder + "/input." + inputExtension
        let outputPath = folder + "/output"
        let errorPath = folder + "/stderr"
        defer {
            for file in [inputPath, outputPath, errorPath] { unlink(file) }
            rmdir(folder)
        }
        guard Self.write(input, to: inputPath) else {
            return .failure(.couldNotRun("could not write \(inputPath): \(String(cString: strerror(errno)))"))
        }
        let status: Int32
        switch spawnAndWait(arguments(inputPath, outputPath), errorPath: errorPath) {
        case .success(let ended): status = ended
        case .failure(let failure): return .failure(failure)
        }
        guard status == 0 else {
            let message = Self.read(errorPath).map { Self.lastLines(String(decoding: $0, as: UTF8.self)) } ?? ""
            return .failure(.failed(program: name, status: status, message: message))
        }
        guard let output = Self.read(outputPath) else {
            return .failure(.failed(program: name, status: 0, message: "it wrote no output"))
        }
        return .success(output)
    }

    private func spawnAndWait(_ arguments: [String], errorPath: String) -> Result<Int32, Failure> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = ([name] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let started = posix_spawnp(&pid, name, &actions, nil, argv, environ)
        guard started == 0 else {
            if started == ENOENT { return .failure(.missing(program: name, debianPackage: debianPackage)) }
            return .failure(.couldNotRun("'\(name)' could not start: \(String(cString: strerror(started)))"))
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .failure(.couldNotRun("lost track of '\(name)': \(String(cString: strerror(errno)))")) }
        }
        let signal = status & 0x7f
        return .success(signal == 0 ? (status >> 8) & 0xff : 128 + signal)
    }

    /// The last three lines of a program's standard error that are not blank, joined.
    static func lastLines(_ text: String) -> String {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters() }.filter { !$0.isEmpty }
        return lines.suffix(3).joined(separator: "; ")
    }

    private static func makeTemporaryFolder() -> String? {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/stagehand-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
            return String(cString: base)
        }
    }

    private static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            written += n
        }
        return true
    }

    private static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }
}

private extension Substring {
    func trimmingCharacters() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

extension ExternalProgram {
    /// An SVG picture as PNG pixels, drawn by `rsvg-convert` at the SVG's own size.
    package static func png(fromSVG svg: String) -> Result<[UInt8], Failure> {
        rsvgConvert.run(input: Array(svg.utf8), inputExtension: "svg") { input, output in
            ["--format", "png", "--output", output, input]
        }
    }

    /// A Graphviz graph laid out and drawn as SVG by `dot`.
    package static func svg(fromDOT dot: String) -> Result<[UInt8], Failure> {
        self.dot.run(input: Array(dot.utf8), inputExtension: "dot") { input, output in
            ["-Tsvg", "-o", output, input]
        }
    }
}
