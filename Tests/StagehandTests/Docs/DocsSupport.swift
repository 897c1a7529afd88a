import Foundation

/// Reading the Markdown under `Docs/` (and `README.md`) for the documentation tests.
///
/// Conventions the docs follow, so tests can check them:
///
/// - ```` ```yaml ```` blocks whose top level has `stagehand:` are scenes and must lint without
///   errors; those with `steps:` are scripts and must decode without errors.
/// - `<!-- broken: CODE -->` right before a block: the block is wrong on purpose and must produce
///   that diagnostic code.
/// - `<!-- lint-as: PATH -->` right before a block: lint it as if it were the file at PATH
///   (relative to the repository), so its relative paths resolve there.
/// - ```` ```text output-of: COMMAND ```` (optionally ```` ```text exit=N output-of: COMMAND ````):
///   the block is exactly what COMMAND prints (standard output, then standard error) when run from
///   the repository root, and the command exits with N (0 when not given);
///   `STAGEHAND_UPDATE_DOCS=1` rewrites the block with what the command printed. Commands of
///   this package's `stagehand` are run here; `garden` is built by the garden example's own
///   package (`Examples/Garden`), whose tests check its blocks the same way.
/// - ```` ```sh runnable ````: every line is a command the doc-runner runs (``DocsRunnableTests``)
///   in a scratch copy of the documents with a fresh home, and it must succeed; a line whose
///   command has an `output-of:` block is compared with it instead. ```` ```sh not-runnable: WHY ````
///   says why a block cannot be run; every `sh` block is one or the other.
/// - ```` ```swift from: PATH ````: the snippet appears verbatim in the file at PATH.
/// - `<!-- generated:NAME:begin -->` … `<!-- generated:NAME:end -->`: text the tests generate from
///   the code; `STAGEHAND_UPDATE_DOCS=1` rewrites it, otherwise it must match byte for byte.
enum DocsSupport {
    /// One fenced code block of a Markdown file.
    struct Block: CustomStringConvertible {
        /// The Markdown file, relative to the repository root.
        var file: String
        /// The 1-based line of the opening fence.
        var line: Int
        /// The info string after the fence (```` ```yaml ```` gives `yaml`).
        var info: String
        /// The block's text, every line ending with a newline.
        var text: String
        /// The HTML comment on the line before the fence (blank lines skipped), without `<!--`/`-->`.
        var comment: String?

        /// The first word of the info string.
        var language: String { String(info.split(separator: " ").first ?? "") }

        /// The value of a `key: VALUE` in the preceding comment.
        func commentValue(_ key: String) -> String? {
            guard let comment else { return nil }
            let prefix = key + ":"
            guard comment.hasPrefix(prefix) else { return nil }
            return String(comment.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }

        var description: String { "\(file):\(line)" }
    }

    /// Every Markdown file the tests read: `README.md` and `Docs/**/*.md`, relative to the root.
    static var markdownFiles: [String] {
        ["README.md"] + Repository.files(under: "Docs", endingWith: [".md"])
    }

    /// The text of a file relative to the repository root.
    static func read(_ relative: String) throws -> String {
        try String(contentsOfFile: Repository.path(relative), encoding: .utf8)
    }

    /// The fenced blocks of a Markdown file (```` ``` ```` fences, not nested).
    static func blocks(in relative: String) throws -> [Block] {
        let lines = try read(relative).components(separatedBy: "\n")
        var result: [Block] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix("```") else { index += 1; continue }
            let info = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            var comment: String?
            var back = index - 1
            while back >= 0, lines[back].trimmingCharacters(in: .whitespaces).isEmpty { back -= 1 }
            if back >= 0 {
                let previous = lines[back].trimmingCharacters(in: .whitespaces)
                if previous.hasPrefix("<!--"), previous.hasSuffix("-->") {
                    comment = String(previous.dropFirst(4).dropLast(3)).trimmingCharacters(in: .whitespaces)
                }
            }
            var body = ""
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") {
                body += lines[end] + "\n"
                end += 1
            }
            result.append(Block(file: relative, line: index + 1, info: info, text: body, comment: comment))
            index = end + 1
        }
        return result
    }

    /// Every block of every Markdown file.
    static func allBlocks() throws -> [Block] {
        try markdownFiles.flatMap { try blocks(in: $0) }
    }

    // MARK: Rewriting

    /// Serializes rewrites: parameterized tests run in parallel and several blocks share a file.
    private static let rewriteLock = NSLock()

    /// Whether the docs tests should rewrite what they check rather than fail.
    static var updating: Bool { ProcessInfo.processInfo.environment["STAGEHAND_UPDATE_DOCS"] == "1" }

    /// Replaces a block's text in its file, found by its fence and old text.
    static func rewrite(_ block: Block, with text: String) throws {
        rewriteLock.lock()
        defer { rewriteLock.unlock() }
        let path = Repository.path(block.file)
        let old = try String(contentsOfFile: path, encoding: .utf8)
        let fence = "```" + block.info + "\n"
        let updated = old.replacingOccurrences(of: fence + block.text + "```", with: fence + text + "```")
        try updated.write(toFile: path, atomically: true, encoding: .utf8)
    }

    // MARK: Generated regions

    /// Replaces (when `STAGEHAND_UPDATE_DOCS=1`) or reads the generated region `name` of a file.
    ///
    /// - Returns: the region's current text (after an update, the new text).
    static func generatedRegion(_ name: String, in relative: String, expected: String) throws -> String? {
        let begin = "<!-- generated:\(name):begin -->\n"
        let end = "<!-- generated:\(name):end -->"
        var text = try read(relative)
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
            return nil
        }
        if ProcessInfo.processInfo.environment["STAGEHAND_UPDATE_DOCS"] == "1" {
            text.replaceSubrange(start.upperBound..<stop.lowerBound, with: expected)
            try text.write(toFile: Repository.path(relative), atomically: true, encoding: .utf8)
            return expected
        }
        return String(text[start.upperBound..<stop.lowerBound])
    }

    // MARK: Running commands

    /// A built executable of the package (`stagehand`) next to the test products.
    static func executable(_ name: String) -> String? {
        var candidates: [String] = []
        if let bundle = Bundle.main.executableURL?.deletingLastPathComponent() {
            candidates.append(bundle.appendingPathComponent(name).path)
            candidates.append(bundle.deletingLastPathComponent().appendingPathComponent(name).path)
        }
        for argument in CommandLine.arguments.prefix(1) {
            let dir = URL(fileURLWithPath: argument).deletingLastPathComponent()
            candidates.append(dir.appendingPathComponent(name).path)
            candidates.append(dir.deletingLastPathComponent().appendingPathComponent(name).path)
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a command line as the docs write it (`stagehand lint X`), from the repository root,
    /// without color. Returns standard output followed by standard error, and the exit status.
    static func run(_ commandLine: String) throws -> (output: String, status: Int32) {
        let words = commandLine.split(separator: " ").map(String.init)
        guard let name = words.first else { throw DocsError("an empty command line") }
        return try run(name, Array(words.dropFirst()), in: Repository.root)
    }

    /// Runs the built executable `name` with `arguments` in `directory`, without color. Returns
    /// standard output followed by standard error, and the exit status.
    static func run(_ name: String, _ arguments: [String], in directory: String) throws -> (output: String, status: Int32) {
        guard let tool = executable(name) else {
            throw DocsError("no built executable '\(name)'; build the package first")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        // Standard error goes to a file, so neither stream can fill a pipe and block the child.
        let errorFile = URL(fileURLWithPath: TemporaryFiles.path("stagehand-docs", suffix: ".stderr"))
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else {
            throw DocsError("cannot create \(errorFile.path) for the command's standard error")
        }
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errorHandle
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        let errData = (try? Data(contentsOf: errorFile)) ?? Data()
        return (String(decoding: outData, as: UTF8.self) + String(decoding: errData, as: UTF8.self), process.terminationStatus)
    }
}

/// A failure of the documentation tests' own machinery.
struct DocsError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
