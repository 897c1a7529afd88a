import ArgumentParser
import Stagehand
import StagehandConsole

/// `stagehand test [PATH…]`: plays every script under the paths, headless and in parallel, and
/// says which passed.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Play every *.script.yaml, *.script.yml and *.script.json under the paths (default: this folder), on all cores.",
        discussion: """
            Prints one line per script (sorted by path, each as soon as it and those before it \
            have finished) with PASS or FAIL and its time, then the \
            diagnostics of each failure as run prints them, then 'N passed, N failed'. Each script \
            plays against a scratch copy of its scene's folder (what the scene saves never changes \
            the originals; frame files are the script's own), with a registry of its own. The \
            scene's commands run, or the script's stand-ins for them (`commands`); with \
            --no-commands only stand-ins run, and any other command fails its script as \
            unmatched-command. Test only folders you trust: their commands run. Exit status: 0 every script \
            passed, 1 any failed, 2 the command could not run (a path that does not exist, no \
            scripts found, a report that cannot be written).
            """
    )

    @Argument(help: "Script files, or folders searched recursively for *.script.yaml, *.script.yml and *.script.json (hidden and .build folders skipped).", completion: FileCompletion.scripts)
    var paths: [String] = []

    @Flag(help: "Write the frame files of expect: { frame: } that are missing or differ, instead of failing.")
    var update = false

    @Option(help: ArgumentHelp("Write a JUnit XML report to FILE.", valueName: "file"), completion: .file(extensions: ["xml"]))
    var junit: String?

    @Flag(name: .shortAndLong, help: "Print only the scripts that failed, with their diagnostics: no PASS lines and no closing line.")
    var quiet = false

    @Flag(help: "Report, per scene, the views, events, responders, bindings and segues the scripts exercised and those they never did.")
    var coverage = false

    @Option(help: ArgumentHelp("Write the coverage report as JSON to FILE (implies --coverage).", valueName: "file"), completion: .file(extensions: ["json"]))
    var coverageJson: String?

    @Flag(help: "Fail a script when anything went wrong at run time (a value that does not convert, a responder that throws, a failed command or save), as run --strict does.")
    var strict = false

    @Flag(name: .customLong("no-commands"), help: "Run only the scripts' stand-ins (commands:); any other command a scene runs fails its script as unmatched-command.")
    var noCommands = false

    @Option(help: ArgumentHelp("How many scripts to play at once (default: one per processor); the output is the same.", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Color the output: auto (color a terminal; never with NO_COLOR set or TERM=dumb; always with CLICOLOR_FORCE or FORCE_COLOR set), always or never.", valueName: "when"))
    var color: ColorChoice = .auto

    @OptionGroup var themeOption: ThemeOption

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of 1 or more, not \(jobs)") }
    }

    func run() throws {
        let paths = CommandContext.app.pathRuns.expand(self.paths)
        let (scripts, notUTF8Names) = try ScriptDiscovery.search(under: paths.isEmpty ? ["."] : paths)
        // A script whose name is not UTF-8 cannot be opened by name: it fails, and says why.
        for name in notUTF8Names {
            StandardError.write(TerminalText.oneLine(LintFileFinder.notUTF8NameDiagnostic(name).formatted) + "\n")
        }
        guard !scripts.isEmpty || !notUTF8Names.isEmpty else {
            throw CommandFailure("no scripts (*.script.yaml, *.script.yml, *.script.json) under \(paths.isEmpty ? "this folder" : paths.joined(separator: ", "))")
        }
        // The app's registration travels to the worker threads by value: a task-local is not
        // seen on a thread of its own.
        let app = CommandContext.app
        let limits = limitOptions.limits
        let update = self.update
        let strict = self.strict
        let onlyStandIns = noCommands
        let theme = themeOption.theme
        let recordsCoverage = coverage || coverageJson != nil
        let start = MonotonicTime.milliseconds()
        let colored = color.isEnabled()
        let lines = OrderedLines()
        let quiet = self.quiet
        let outcomes = ParallelWork.map(Array(scripts.indices), workers: jobs ?? ParallelWork.processorCount) { index in
            let outcome = ScriptOutcome.play(scripts[index], app: app, limits: limits, updatesFrames: update, strict: strict,
                                             coverage: recordsCoverage, onlyStandIns: onlyStandIns, color: colored, theme: theme)
            lines.done(index, line: quiet ? "" : "\(Self.verdict(outcome.passed, colored: colored)) \(TerminalText.oneLine(outcome.path)) (\(outcome.timeText))\n")
            return outcome
        }
        let seconds = Double(MonotonicTime.milliseconds() - start) / 1000
        var out = ""
        for outcome in outcomes where !outcome.passed {
            out += "\n\(Self.verdict(false, colored: colored)) \(TerminalText.oneLine(outcome.path))\n" + outcome.shownDiagnostics
        }
        let written = outcomes.flatMap(\.framesWritten)
        if !written.isEmpty {
            out += "\n" + written.map { "wrote \(TerminalText.oneLine($0))\n" }.joined()
        }
        if recordsCoverage {
            let merged = CoverageRecorder()
            for recorder in outcomes.compactMap(\.coverage) { merged.merge(recorder) }
            let registry = try CommandContext.makeRegistry()
            let report = CoverageReport(recorded: merged.exercised, listened: merged.listened, compiler: SceneCompiler(registry: registry, limits: limits), catalog: registry.catalog)
            if coverage { out += "\n" + report.text }
            if let coverageJson { try Self.write(report.json, to: coverageJson, what: "the coverage report") }
        }
        let failedPlays = outcomes.filter { !$0.passed }.count
        let failed = failedPlays + notUTF8Names.count
        if let junit { try Self.write(JUnitReport.xml(outcomes, seconds: seconds), to: junit, what: "the JUnit report") }
        let closing = "\(outcomes.count - failedPlays) passed, \(failed) failed"
        if !quiet { out += "\n" + (colored ? (failed > 0 ? "\u{1B}[1;31m" : "\u{1B}[1;32m") + closing + "\u{1B}[0m" : closing) + "\n" }
        if quiet, out.hasPrefix("\n") { out.removeFirst() }
        if !out.isEmpty { StandardOutput.write(out) }
        if failed > 0 { throw ExitCode(1) }
    }

    /// `PASS` or `FAIL`, green or red in color.
    static func verdict(_ passed: Bool, colored: Bool) -> String {
        let word = passed ? "PASS" : "FAIL"
        guard colored else { return word }
        return (passed ? "\u{1B}[32m" : "\u{1B}[1;31m") + word + "\u{1B}[0m"
    }

    private static func write(_ text: String, to path: String, what: String) throws {
        if let failure = AtomicFile.write(text, to: path) {
            throw CommandFailure("could not write \(what) to '\(path)': \(failure)")
        }
    }
}
