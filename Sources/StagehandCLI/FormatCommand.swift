import ArgumentParser
import Stagehand

/// `stagehand format PATH…`: applies the fixes lint is sure of, keeping comments and layout.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Apply the fixes lint is sure of to scene and script files (folders recursively).",
        discussion: """
            Fixes a misspelled key, type, property, outlet, id, event, segue or step where lint \
            names exactly one close candidate, and adds a missing 'stagehand: 1'. Only the words \
            fixed change: comments, quoting and layout stay. A file that does not parse is never \
            rewritten. Runs no program of the scene. Exit status: 0 nothing left to fix, 1 a file does not parse (or, with \
            --check, would change), 2 the command could not run.
            """
    )

    @Argument(help: "Scene or script files, or folders searched recursively for *.scene.yaml, *.scene.yml, *.scene.json, *.script.yaml, *.script.yml and *.script.json.", completion: FileCompletion.scenesAndScripts)
    var paths: [String] = []

    @Flag(help: "Only report what would change; write nothing.")
    var check = false

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one file or folder to format, e.g. '\(CommandContext.app.name) format Scenes/'") }
    }

    func run() throws {
        let registry = try CommandContext.makeRegistry()
        let linter = Linter(registry: registry, limits: limitOptions.limits)
        let named = try files()
        var failed = !named.outsideLinks.isEmpty
        for (link, folder) in named.outsideLinks {
            StandardError.write("\(LintFileFinder.outsideLinkDiagnostic(link, folder: folder).formatted)\n")
        }
        for file in named.files {
            let bytes: [UInt8]
            switch DocumentLoader.bytes(of: file, limits: limitOptions.limits) {
            case .success(let read): bytes = read
            case .failure(let problem):
                StandardError.write("\(problem.formatted)\n")
                failed = true
                continue
            }
            guard let (text, applied) = Fixer.format(bytes, file: file, linter: linter) else {
                let problem = SceneCompiler(registry: registry, limits: limitOptions.limits).decodeScene(bytes: bytes, file: file).diagnostics.first
                StandardError.write("\(problem?.formatted ?? TerminalText.oneLine(file)): not formatted: the file does not parse\n")
                failed = true
                continue
            }
            guard !applied.isEmpty else { continue }
            for fix in applied {
                print("\(TerminalText.oneLine(fix.diagnostic.location.description)): \(check ? "would fix" : "fixed"): \(TerminalText.oneLine(fix.title)) [\(fix.diagnostic.code.rawValue)]")
            }
            if check {
                failed = true
            } else if let failure = AtomicFile.write(text, to: file) {
                throw CommandFailure("could not write '\(file)': \(failure); it is unchanged")
            }
        }
        if failed { throw ExitCode(Platform.ExitStatus.problems.rawValue) }
    }

    /// The files named, with folders searched as lint searches them, and the links found in
    /// folders that lead outside them (with their folder), which are left alone.
    private func files() throws -> (files: [String], outsideLinks: [(String, String)]) {
        var result: [String] = []
        var outside: [(String, String)] = []
        for path in CommandContext.app.pathRuns.expand(paths) {
            switch LintFileSystem.entry(at: path) {
            case .missing:
                throw CommandFailure("no such file or folder: '\(path)'")
            case .directory, .linkedDirectory:
                // A link in the folder to a file elsewhere is left alone: formatting a folder
                // someone else wrote must not rewrite a file of yours it points at.
                let found = LintFileFinder.search(path)
                outside += found.outsideLinks.map { ($0, path) }
                result += found.files
            case .file, .other:
                result.append(path)
            }
        }
        return (result, outside)
    }
}
