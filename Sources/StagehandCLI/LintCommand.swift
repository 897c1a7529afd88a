import ArgumentParser
import Stagehand

/// `stagehand lint PATH…`: every problem in every scene and script file, in one pass.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check scene and script files (folders recursively).",
        discussion: """
            Runs no program of the scene (only checks that each command's program exists). \
            Exit status: 0 clean, 1 errors found (or warnings with --strict, or more warnings \
            than --max-warnings), 2 the command could not run (for example a path that does not \
            exist). '# stagehand-ignore: CODE' comments and .stagehand.yaml settings silence \
            diagnostics; see Docs/Diagnostics.md.
            """
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
        /// SARIF 2.1.0, for code scanning and review tools.
        case sarif
        /// GitHub Actions workflow commands: one annotation per diagnostic.
        case github
    }

    @Argument(help: "Scene or script files, or folders to search for scene and script files; - reads one file from standard input.")
    var paths: [String] = []

    @Option(help: ArgumentHelp("With -: the path standard input stands for, in diagnostics; settings and relative paths resolve as if the file were there.", valueName: "path"))
    var stdinFilename: String?

    @Option(help: "Output format: text, json, sarif (SARIF 2.1.0) or github (workflow annotations).")
    var format: Format = .text

    @Flag(help: "Treat warnings as errors for the exit status.")
    var strict = false

    @Option(help: ArgumentHelp("Fail (exit 1) when there are more than this many warnings.", valueName: "n"))
    var maxWarnings: Int?

    @Option(help: "Color: auto (a terminal without NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    @Option(help: ArgumentHelp("Explain a diagnostic code and exit.", valueName: "code"))
    var explain: String?

    @Option(help: ArgumentHelp("How many files to check at once (default: one per processor); the output is the same.", valueName: "n"))
    var jobs: Int?

    @Flag(help: "Say on standard error which .stagehand.yaml settings file applies to each path (looked for from its folder up to the repository's root).")
    var verbose = false

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        if explain == nil && paths.isEmpty { throw ValidationError("give at least one file or folder to lint, e.g. '\(CommandContext.app.name) lint Scenes/'") }
        if stdinFilename != nil && !paths.contains("-") { throw ValidationError("--stdin-filename names standard input; give - as a path too") }
        if paths.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input can be read once; give - once") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of 1 or more, not \(jobs)") }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings takes a number of 0 or more, not \(maxWarnings)") }
    }

    func run() throws {
        if let explain {
            guard let code = DiagnosticCode(rawValue: explain) else {
                let hint = Suggestion.hint(for: explain, in: DiagnosticCode.allCases.map(\.rawValue)).map { "; \($0)" } ?? ""
                throw CommandFailure("no diagnostic code '\(explain)'\(hint)")
            }
            let doc = code.documentation
            print("[\(code.rawValue)] \(doc.meaning)\n\nExample:\n\(doc.badExample.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))\n\nFix: \(doc.fix)")
            return
        }
        let request = LintRequest(
            paths: CommandContext.app.pathRuns.expand(paths), format: format, strict: strict,
            maxWarnings: maxWarnings, color: color, jobs: jobs, limits: limitOptions.limits, verbose: verbose,
            stdinFilename: stdinFilename)
        try request.run()
    }
}
