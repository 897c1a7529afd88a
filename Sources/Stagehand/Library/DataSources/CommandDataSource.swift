/// Holds what a command prints: a program run without a shell, in the scene's folder, its
/// standard output read as JSON, YAML or lines.
///
/// The command runs when the scene appears, again every `refresh` (counted from when the previous
/// result came in), and when a `ReloadResponder` asks. While it runs the data source is `loading`
/// and keeps its last value; a non-zero exit, a timeout (the program is killed), output that does
/// not parse or passes the size limit make it `failed`, with the last line of standard error in
/// the message, and are reported as `command-failed`: once while `refresh` keeps failing the same
/// way, again when the message changes, after a run that succeeded, or when a `ReloadResponder`
/// asks.
public final class CommandDataSource: DataSource, Reloadable {
    override public class var summary: String { "Holds what a command prints (JSON, YAML or lines); runs without a shell in the scene's folder" }

    /// The program, then its arguments.
    @Property("The program (on PATH, or a path relative to the scene), then its arguments", required: true, meaning: .command) public var command: [Value] = []
    /// How standard output is read.
    @Property("How standard output is read") public var format = CommandOutputFormat.json
    /// Run again this long after each result; zero never.
    @Property("Run again this long after each result (0: never)") public var refresh = SceneDuration(milliseconds: 0)
    /// How long the command may run before it is killed and the data source fails.
    @Property("How long it may run before it is killed and the data source fails") public var timeout = SceneDuration(milliseconds: 10_000)

    /// How many times the command was started, for tests and diagnostics.
    public private(set) var runCount = 0

    private var running: WorkHandle?
    private var refreshTimer: TimerHandle?
    /// The failure last reported, while runs keep failing; nil after a run that succeeded.
    private var reportedFailure: String?
    /// Whether the run under way was asked for (the scene appeared, a reload), not a refresh.
    private var runWasAskedFor = true

    /// Extra real time the scene gives a command past its own timeout, for the runner to kill it
    /// and report with its standard error.
    static let killGrace = 2_000

    override public func awake() {
        reload()
    }

    /// The command as a person would type it, for messages.
    var commandLine: String {
        command.map { word in
            let text = word.displayText
            return text.contains(" ") || text.isEmpty ? "\"\(text)\"" : text
        }.joined(separator: " ")
    }

    /// Runs the command again now, cancelling a run under way; its failure is reported even when
    /// it is the one reported last, since someone asked.
    public func reload() {
        run(askedFor: true)
    }

    private func run(askedFor: Bool) {
        guard let scene, !scene.work.isClosed else { return }
        runWasAskedFor = askedFor
        if let running { scene.work.cancel(running) }
        running = nil
        refreshTimer?.cancel()
        refreshTimer = nil
        let words = command.map(\.displayText)
        guard let program = words.first, !program.isEmpty else {
            fail("the command is empty; give the program, then its arguments")
            return
        }
        guard scene.options.allowsCommands else {
            if scene.options.skippedCommandsStayLoading {
                setState(.loading)
                return
            }
            fail("'\(commandLine)' was not run: commands are turned off (--no-commands)")
            return
        }
        runCount += 1
        setState(.loading)
        let runner = CommandRunner(program: program, arguments: Array(words.dropFirst()), directory: scene.directory,
                                   timeout: timeout.milliseconds, outputLimit: scene.options.outputLimit)
        let format = self.format
        let limits = LoadLimits(maxFileSize: scene.options.outputLimit)
        let line = commandLine
        running = scene.work.startBlocking(
            timeout: timeout.milliseconds + Self.killGrace,
            { cancellation in
                let outcome = runner.run(cancellation: cancellation)
                return Self.interpret(outcome, format: format, limits: limits, commandLine: line, timeout: runner.timeout)
            },
            finish: { [weak self] outcome in self?.finish(outcome) },
            timedOut: { [weak self] in
                guard let self else { return }
                self.finish(.success(Result<Value, WorkError>.failure(WorkError("'\(line)' did not stop after \(self.timeout)"))))
            })
    }

    /// Off the scene: what the run means, as a value or a message.
    private static func interpret(_ outcome: CommandRunner.Outcome, format: CommandOutputFormat, limits: LoadLimits,
                                  commandLine: String, timeout: Int) -> Result<Value, WorkError> {
        let stderr = outcome.lastErrorLine.isEmpty ? "" : ": \(outcome.lastErrorLine)"
        switch outcome.ending {
        case .exited(0):
            switch CommandOutputParser.parse(outcome.output, format: format, limits: limits) {
            case .success(let value): return .success(value)
            case .failure(let problem): return .failure(WorkError("'\(commandLine)' \(problem)\(stderr)"))
            }
        case .exited(let status):
            return .failure(WorkError("'\(commandLine)' exited with status \(status)\(stderr)"))
        case .signalled(let signal):
            return .failure(WorkError("'\(commandLine)' was killed by signal \(signal)\(stderr)"))
        case .timedOut:
            return .failure(WorkError("'\(commandLine)' timed out after \(SceneDuration(milliseconds: timeout)) and was stopped\(stderr)"))
        case .outputTooLarge:
            return .failure(WorkError("'\(commandLine)' printed more than \(limits.maxFileSize) bytes (--max-file-size) and was stopped"))
        case .cancelled:
            return .failure(WorkError("'\(commandLine)' was cancelled"))
        case .couldNotStart(let reason):
            return .failure(WorkError("'\(commandLine)' could not start: \(reason)"))
        }
    }

    private func finish(_ outcome: WorkOutcome) {
        running = nil
        switch outcome {
        case .success(let result as Result<Value, WorkError>):
            switch result {
            case .success(let value):
                reportedFailure = nil
                setValue(value, state: .ready)
            case .failure(let problem):
                fail(problem.description)
            }
        case .success:
            fail("'\(commandLine)' gave an unexpected result")
        case .failure(let error):
            fail("'\(commandLine)' failed: \(error)")
        }
        scheduleRefresh()
    }

    private func fail(_ message: String) {
        setState(.failed(message))
        // A refresh that fails as the run before did says nothing new: reporting it every
        // period would fill standard error and keep the status line from ever clearing.
        guard runWasAskedFor || message != reportedFailure else { return }
        reportedFailure = message
        scene?.report(.commandFailed, message, at: declarationLocation)
    }

    private func scheduleRefresh() {
        guard refresh.milliseconds > 0, let scene, !scene.work.isClosed else { return }
        refreshTimer = scene.clock.schedule(after: refresh.milliseconds) { [weak self] in
            self?.refreshTimer = nil
            self?.run(askedFor: false)
        }
    }
}
