import Foundation
import Testing

/// The shell blocks of the README and `Docs/` work as written.
///
/// Every ```` ```sh ```` block says which it is: ```` ```sh runnable ```` blocks are run here, line
/// by line; ```` ```sh not-runnable: REASON ```` blocks say why they cannot be (they build this
/// package, need a terminal, or run another package's executable). A line whose command has an
/// ```` ```text output-of: COMMAND ```` block in the same file is run and compared by the output-of
/// test; every other line must exit 0.
///
/// Lines run with `/bin/sh` in a scratch copy of the repository's documents and examples (README,
/// `Docs/`, `Scenes/`, `Schemas/`, the garden's scenes), with a fresh home folder (so `~/.local`
/// starts empty, as on a new account) and the package's built executables first on `PATH`: what
/// a line writes changes nothing in the checkout.
@Suite("Docs: runnable command blocks", .serialized)
struct DocsRunnableTests {
    /// Every `sh` block of the README and `Docs/`.
    static var shellBlocks: [DocsSupport.Block] {
        ((try? DocsSupport.allBlocks()) ?? []).filter { $0.language == "sh" }
    }

    static var runnableBlocks: [DocsSupport.Block] {
        shellBlocks.filter { $0.info.split(separator: " ").dropFirst().first == "runnable" }
    }

    @Test("every shell block is marked runnable, or says why it is not")
    func everyBlockIsMarked() {
        for block in Self.shellBlocks {
            let marks = block.info.split(separator: " ").dropFirst()
            let runnable = marks.first == "runnable"
            let reason = block.info.range(of: "not-runnable:").map { block.info[$0.upperBound...].trimmingCharacters(in: .whitespaces) }
            #expect(runnable || !(reason ?? "").isEmpty, "\(block): mark it ```sh runnable, or ```sh not-runnable: REASON")
        }
        #expect(Self.runnableBlocks.contains { $0.file == "README.md" })
        #expect(Self.runnableBlocks.contains { $0.file == "Docs/GettingStarted.md" })
    }

    @Test("every line of a runnable block succeeds", arguments: runnableBlocks)
    func runs(_ block: DocsSupport.Block) throws {
        let shown = Set(try DocsSupport.blocks(in: block.file).compactMap { other -> String? in
            other.info.range(of: "output-of:").map { other.info[$0.upperBound...].trimmingCharacters(in: .whitespaces) }
        })
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        for line in Self.commands(in: block.text) where !shown.contains(line) {
            let result = try sandbox.run(line)
            #expect(result.status == 0, "\(block): `\(line)` exited with \(result.status):\n\(result.output)")
        }
    }

    /// The commands of a block: lines without their comments, continuation lines joined.
    static func commands(in text: String) -> [String] {
        var commands: [String] = []
        var pending = ""
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(raw)
            if let comment = line.range(of: " #") ?? (line.hasPrefix("#") ? line.range(of: "#") : nil) {
                line = String(line[..<comment.lowerBound])
            }
            line = line.trimmingCharacters(in: .whitespaces)
            if line.hasSuffix("\\") {
                pending += line.dropLast() + " "
                continue
            }
            let command = (pending + line).trimmingCharacters(in: .whitespaces)
            pending = ""
            if !command.isEmpty { commands.append(command) }
        }
        return commands
    }

    /// A scratch copy of the documents and examples, a fresh home, and the built executables.
    struct Sandbox {
        let folder: String
        let home: String
        let bin: String

        init() throws {
            guard let stagehand = DocsSupport.executable("stagehand") else {
                throw DocsError("no built stagehand executable; build the package first")
            }
            bin = URL(fileURLWithPath: stagehand).deletingLastPathComponent().path
            folder = try TemporaryFiles.folder()
            home = folder + "/home"
            let root = folder + "/repository"
            let manager = FileManager.default
            try manager.createDirectory(atPath: home, withIntermediateDirectories: true)
            try manager.createDirectory(atPath: root + "/Examples/Garden", withIntermediateDirectories: true)
            for item in ["README.md", "CHANGELOG.md", "Docs", "Scenes", "Schemas", "Examples/Garden/Scenes", "Examples/Garden/Schemas"] {
                try manager.copyItem(atPath: Repository.path(item), toPath: root + "/" + item)
            }
        }

        /// Runs one line with `/bin/sh` from the copy's root.
        func run(_ line: String) throws -> (output: String, status: Int32) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", line]
            process.currentDirectoryURL = URL(fileURLWithPath: folder + "/repository")
            var environment = ProcessInfo.processInfo.environment
            environment["HOME"] = home
            environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["NO_COLOR"] = "1"
            environment["MANPAGER"] = "cat"
            environment["XDG_DATA_HOME"] = nil
            environment["XDG_CONFIG_HOME"] = nil
            process.environment = environment
            let output = folder + "/output.txt"
            guard FileManager.default.createFile(atPath: output, contents: nil) else { throw DocsError("cannot create \(output)") }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            try handle.close()
            let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
            return (text, process.terminationStatus)
        }

        func remove() { TemporaryFiles.remove(folder) }
    }
}
