import Stagehand
import StagehandConsole

/// How one script of `stagehand test` ended: what is printed for it, what JUnit and coverage
/// are told. Built on the thread that played the script; only these values leave it.
struct ScriptOutcome: Sendable {
    /// The script's path, as discovered.
    var path: String
    /// Whether every step passed.
    var passed: Bool
    /// Wall time of the run, in seconds.
    var seconds: Double
    /// What `run --script` prints on standard error: runtime problems as they happened, then the
    /// failed step or load problems.
    var diagnostics: String
    /// ``diagnostics`` as printed: in color when the output is.
    var shownDiagnostics = ""
    /// The first error's message, for JUnit's `message` attribute.
    var headline: String
    /// Frame files written (`--update`).
    var framesWritten: [String]
    /// What the run exercised, when coverage is on.
    var coverage: CoverageRecorder?

    /// Plays one script with a registry of its own, so nothing of one run is shared with another
    /// run on another thread.
    static func play(_ path: String, app: CommandContext.App, limits: LoadLimits, updatesFrames: Bool, strict: Bool, coverage: Bool,
                     onlyStandIns: Bool = false, color: Bool = false, theme: String? = nil) -> ScriptOutcome {
        let start = MonotonicTime.milliseconds()
        let registry = Registry()
        var outcome = ScriptOutcome(path: path, passed: false, seconds: 0, diagnostics: "", headline: "", framesWritten: [], coverage: nil)
        do {
            try app.setup(registry)
        } catch {
            outcome.diagnostics = "error: could not register the app's types: \(TerminalText.escaped("\(error)"))\n"
            outcome.shownDiagnostics = outcome.diagnostics
            outcome.headline = "could not register the app's types"
            return outcome
        }
        let printer = DiagnosticPrinter(color: false)
        var options = ScriptPlayer.Options(frames: .final, strict: strict)
        options.updatesFrames = updatesFrames
        options.onlyStandIns = onlyStandIns
        options.playsOnScratchCopy = true
        options.themeFile = theme
        if coverage { options.coverage = CoverageRecorder() }
        let result = ScriptPlayer(registry: registry, limits: limits).play(scriptFile: path, options: options)
        outcome.seconds = Double(MonotonicTime.milliseconds() - start) / 1000
        outcome.passed = result.exitStatus == 0
        outcome.diagnostics = printer.text(result.runtimeProblems) + printer.text(result.diagnostics)
        let shown = DiagnosticPrinter(color: color)
        outcome.shownDiagnostics = color ? shown.text(result.runtimeProblems) + shown.text(result.diagnostics) : outcome.diagnostics
        // A strict run may fail on a runtime problem alone.
        let first = result.diagnostics.first { $0.severity == .error } ?? result.runtimeProblems.first ?? result.diagnostics.first
        outcome.headline = first?.message ?? ""
        // A scene that ends the app with a status other than 0 (a `QuitResponder`) fails the
        // script as `run` would exit with it; with no problem to print, the status is the reason.
        if !outcome.passed, first == nil, let status = result.quitStatus, status != 0 {
            outcome.headline = "the app quit with exit status \(status)"
            outcome.diagnostics = "error: \(outcome.headline)\n"
            outcome.shownDiagnostics = outcome.diagnostics
        }
        outcome.framesWritten = result.framesWritten
        outcome.coverage = options.coverage
        return outcome
    }

    /// `0.05s`, `1.20s`.
    var timeText: String { Self.format(seconds) }

    /// Seconds with two decimals.
    static func format(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)s"
    }
}
