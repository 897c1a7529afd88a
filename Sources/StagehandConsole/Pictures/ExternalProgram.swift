#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand

/// A program of the system that turns one file into another — Graphviz's `dot` (graph layout)
/// and librsvg's `rsvg-convert` (SVG to PNG) — run as a child process, without a shell.
///
/// The input is written to a file in a fresh temporary folder, the program writes its output
/// to another file there, and the last line of standard error is kept for the message when it
/// fails; the folder is removed afterwards. Files rather than pipes for input and output: each
/// program reads and writes exactly as it does at a person's prompt. It runs under Stagehand's
/// own process supervision, with a timeout (``defaultTimeout``): a hung program is killed.
package struct ExternalProgram: Sendable {
    /// The program's name, looked up on `PATH`.
    package var name: String
    /// The Debian package that installs it, for the message when it is missing.
    package var debianPackage: String
    /// The folders the program is looked for in, `:`-separated; `nil` for `PATH`'s.
    package var searchPath: String?

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
        /// It ran past its time and was killed (with everything it started).
        case timedOut(program: String, milliseconds: Int)

        package var description: String {
            switch self {
            case .missing(let program, let package):
                return "'\(program)' was not found on PATH; install it (Debian: apt-get install \(package))"
            case .failed(let program, let status, let message):
                let detail = message.isEmpty ? "" : ": \(message)"
                return "'\(program)' failed with status \(status)\(detail)"
            case .couldNotRun(let reason):
                return reason
            case .timedOut(let program, let milliseconds):
                return "'\(program)' did not finish within \(SceneDuration(milliseconds: milliseconds)) and was stopped"
            }
        }
    }

    /// Whether the program can be found on `PATH` (or ``searchPath``).
    package var isInstalled: Bool { location != nil }

    /// The program's path: the first executable file of its name in the search path's folders.
    var location: String? {
        let path = searchPath ?? getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    /// How long a program may run by default before it is killed: a layout of a big storyboard
    /// takes a few seconds; a hung program must not block `render`, `storyboard` or the language
    /// server forever.
    package static let defaultTimeout = 30_000

    /// Runs the program on `input` and returns the bytes it wrote.
    ///
    /// It runs under the same supervision as a scene's commands (``SupervisedRun``): past
    /// `timeout` it is killed with everything it started, and the run fails with ``Failure/timedOut(program:milliseconds:)``.
    ///
    /// - Parameters:
    ///   - input: what the program reads, written to a file named `input.EXTENSION`.
    ///   - inputExtension: the input file's extension (`dot`, `svg`), for programs that care.
    ///   - timeout: milliseconds it may run (default ``defaultTimeout``).
    ///   - arguments: the arguments, given the input file's path and the path to write to.
    package func run(input: [UInt8], inputExtension: String, timeout: Int = ExternalProgram.defaultTimeout,
                     arguments: (_ input: String, _ output: String) -> [String]) -> Result<[UInt8], Failure> {
        guard let folder = Self.makeTemporaryFolder() else {
            return .failure(.couldNotRun("could not make a temporary folder: \(String(cString: strerror(errno)))"))
        }
        let inputPath = folder + "/input." + inputExtension
        let outputPath = folder + "/output"
        defer {
            for file in [inputPath, outputPath] { unlink(file) }
            rmdir(folder)
        }
        guard Self.write(input, to: inputPath) else {
            return .failure(.couldNotRun("could not write \(inputPath): \(String(cString: strerror(errno)))"))
        }
        guard let location else { return .failure(.missing(program: name, debianPackage: debianPackage)) }
        let run = SupervisedRun.run(program: location, arguments: arguments(inputPath, outputPath), directory: folder, timeout: timeout)
        switch run.ending {
        case .exited(0): break
        case .exited(let status):
            return .failure(.failed(program: name, status: status, message: TerminalText.oneLine(run.lastErrorLine)))
        case .signalled(let signal):
            return .failure(.failed(program: name, status: 128 + signal, message: TerminalText.oneLine(run.lastErrorLine)))
        case .timedOut:
            return .failure(.timedOut(program: name, milliseconds: timeout))
        case .outputTooLarge:
            return .failure(.failed(program: name, status: 0, message: "it printed too much to standard output"))
        case .couldNotStart(let reason):
            return .failure(.couldNotRun("'\(name)' could not start: \(reason)"))
        }
        guard let output = Self.read(outputPath) else {
            return .failure(.failed(program: name, status: 0, message: "it wrote no output"))
        }
        return .success(output)
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
            let n = bytes.withUnsafeBytes { Platform.write(fd, $0.baseAddress.map { $0 + written }, bytes.count - written) }
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

extension ExternalProgram {
    /// An SVG picture as PNG pixels, drawn by `rsvg-convert` at the SVG's own size.
    ///
    /// - Parameters:
    ///   - svg: the picture.
    ///   - timeout: milliseconds `rsvg-convert` may run before it is killed.
    package static func png(fromSVG svg: String, timeout: Int = defaultTimeout) -> Result<[UInt8], Failure> {
        rsvgConvert.run(input: Array(svg.utf8), inputExtension: "svg", timeout: timeout) { input, output in
            ["--format", "png", "--output", output, input]
        }
    }

    /// A Graphviz graph laid out and drawn as SVG by `dot`.
    ///
    /// - Parameters:
    ///   - dot: the graph.
    ///   - timeout: milliseconds `dot` may run before it is killed.
    package static func svg(fromDOT dot: String, timeout: Int = defaultTimeout) -> Result<[UInt8], Failure> {
        self.dot.run(input: Array(dot.utf8), inputExtension: "dot", timeout: timeout) { input, output in
            ["-Tsvg", "-o", output, input]
        }
    }
}
