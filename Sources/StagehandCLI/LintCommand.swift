import ArgumentParser
import Stagehand

/// `stagehand lint PATH…`: every problem in every scene and script file, in one pass.
package struct LintCommand: ParsableCommand {
    /// Every option at its default, as the argument parser starts the command before it reads the line.
    package init() {}

    /// Computed: the discussion names the running executable, which an app chooses.
    package static var configuration: CommandConfiguration {
        let name = CommandContext.app.name
        return CommandConfiguration(
            commandName: "lint",
            abstract: "Check scene and script files (folders recursively).",
            discussion: """
                Runs no program of the scene (only checks that each command's program exists). \
                Exit status: 0 clean, 1 errors found (or warnings with --strict, or more warnings \
                than --max-warnings), 2 the command could not run (a path that does not exist, \
                or paths that hold no scene or script file). '# stagehand-ignore: CODE' comments \
                and .stagehand.yaml settings silence diagnostics. '\(name) lint --explain CODE' \
                explains a code; 'man \(name).lint' lists every code.
                """
        )
    }

    /// The output formats.
    package enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
        /// SARIF 2.1.0, for code scanning and review tools.
        case sarif
        /// GitHub Actions workflow commands: one annotation per diagnostic.
        case github
    }

    @Argument(help: "Scene or script files (any name), or folders searched recursively for *.scene.yaml, *.scene.yml, *.scene.json, *.script.yaml, *.script.yml and *.script.json (hidden and .build folders skipped); - reads one file from standard input.", completion: FileCompletion.scenesAndScripts)
    package var paths: [String] = []

    @Option(help: ArgumentHelp("With -: the path standard input stands for, in diagnostics; settings and relative paths resolve as if the file were there.", valueName: "path"))
    var stdinFilename: String?

    @Option(help: "Output format: text, json, sarif (SARIF 2.1.0) or github (workflow annotations).")
    package var format: Format = .text

    @Flag(help: "Treat warnings as errors for the exit status.")
    package var strict = false

    @Flag(name: .shortAndLong, help: "Print only the diagnostics: no closing line, nothing when the files are clean (text format).")
    var quiet = false

    @Option(help: ArgumentHelp("Fail (exit 1) when there are more than this many warnings.", valueName: "n"))
    package var maxWarnings: Int?

    @Option(help: "Color: auto (color a terminal; never with NO_COLOR set or TERM=dumb; always with CLICOLOR_FORCE or FORCE_COLOR set), always or never.")
    package var color: ColorChoice = .auto

    @Option(help: ArgumentHelp("Explain a diagnostic code and exit.", valueName: "code"))
    var explain: String?

    @Option(help: ArgumentHelp("How many files to check at once (default: one per processor); the output is the same.", valueName: "n"))
    package var jobs: Int?

    @Flag(help: "Say on standard error which .stagehand.yaml settings file applies to each path (looked for from its folder up to the repository's root).")
    var verbose = false

    @OptionGroup package var limitOptions: LimitOptions

    package func validate() throws {
        if explain == nil && paths.isEmpty { throw ValidationError("give at least one file or folder to lint, e.g. '\(CommandContext.app.name) lint Scenes/'") }
        if stdinFilename != nil && !paths.contains("-") { throw ValidationError("--stdin-filename names standard input; give - as a path too") }
        if paths.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input can be read once; give - once") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of 1 or more, not \(jobs)") }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings takes a number of 0 or more, not \(maxWarnings)") }
    }

    package func run() throws {
        if let explain {
            guard let code = DiagnosticCode(rawValue: explain) else {
                let hint = Suggestion.hint(for: explain, in: DiagnosticCode.allCases.map(\.rawValue)).map { "; \($0)" } ?? ""
                throw CommandFailure("no diagnostic code '\(explain)'\(hint)")
            }
            let doc = code.documentation
            let name = CommandContext.app.name
            let text = "[\(code.rawValue)] \(doc.meaning)\n\nExample:\n\(doc.badExample.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))\n\nFix: \(doc.fix)"
            print(ManualPages.forApp(text, name: name))
            return
        }
        let request = LintRequest(
            paths: CommandContext.app.pathRuns.expand(paths), format: format, strict: strict,
            maxWarnings: maxWarnings, color: color, jobs: jobs, limits: limitOptions.limits, verbose: verbose,
            stdinFilename: stdinFilename, quiet: quiet)
        try request.run()
    }
}
