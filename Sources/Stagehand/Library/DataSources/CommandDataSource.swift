import OrderedCollections

/// Holds what a command prints: a program run without a shell, in the scene's folder, its
/// standard output read in its `format`: JSON, YAML, lines, text, JSON Lines, CSV, TSV or
/// columns (see ``CommandOutputFormat``).
///
/// The command runs when the scene appears, again every `refresh` (counted from when the previous
/// result came in), and when a `ReloadResponder` asks. While it runs the data source is `loading`
/// and keeps its last value; a non-zero exit, a timeout (the program is killed), output that does
/// not parse or passes the size limit make it `failed`, with the last line of standard error in
/// the message, and are reported as `command-failed`: once while `refresh` keeps failing the same
/// way, again when the message changes, after a run that succeeded, or when a `ReloadResponder`
/// asks.
///
/// With an `input` outlet, `{path}` placeholders in the command's items are filled from the
/// input's value (`{}` is the value itself, as in `TextBinding` formats), each item staying one
/// argument. The command runs again whenever the input's value changes, cancelling a run under
/// way (its result is dropped, so the newest input wins), and does not run while the input has
/// no value (null, or blank text). With `select`, the value is what lies at that dot path in what
/// the command printed; `select` may hold placeholders too, filled from the same input's value as
/// the run's items (`select: "{}"`), each one key once filled, dots and all.
///
/// A run that exits 0 and prints nothing (or only white space) holds `empty` when it is set,
/// else an empty list or, for `text`, an empty string; for `json` and `yaml` it fails. `env` adds
/// to the environment the command inherits; its values may hold placeholders filled from the
/// input as the command's items are.
public final class CommandDataSource: DataSource, Reloadable {
    override public class var summary: String { "Holds what a command prints (JSON, YAML, lines, text, JSON Lines, CSV, TSV or columns); runs without a shell in the scene's folder" }
    override public class var dataReads: [DataRead] { [DataRead(outlet: "input", formats: ["command", "select"])] }

    /// The program, then its arguments.
    @Property("The program (on PATH, or a path relative to the scene), then its arguments", required: true, meaning: .command) public var command: [Value] = []
    /// How standard output is read.
    @Property("How standard output is read (and the sample with it)", meaning: .dataFormat) public var format = CommandOutputFormat.json
    /// What the data source holds when the command exits 0 and prints nothing or only white space.
    @Property("Held as written when the command exits 0 and prints nothing or only white space (default: an empty list, an empty string for text; json and yaml fail)") public var empty: Value? = nil
    /// Variables added to the environment the command inherits; values may hold placeholders.
    @Property("Variables added to the environment the command inherits; values may hold {path} placeholders filled from the input", meaning: .environment) public var env: OrderedDictionary<String, Value> = [:]
    /// Run again this long after each result; zero never.
    @Property("Run again this long after each result (0: never)") public var refresh = SceneDuration(milliseconds: 0)
    /// How long the command may run before it is killed and the data source fails.
    @Property("How long it may run before it is killed and the data source fails") public var timeout = SceneDuration(milliseconds: 10_000)

    /// The data source whose value fills the command's `{path}` placeholders.
    @Outlet("Fills the {path} placeholders of the command, its env and 'select'; the command runs again when its value changes") public var input: DataSource?
    /// A dot path into what the command printed; empty keeps all of it.
    @Property("A dot path into what the command printed; the value is what lies there (empty: all of it); {path} placeholders are filled from 'input'", meaning: .dotPath) public var select = ""
    /// A data file holding an example of the command's output, for lint to check paths against and
    /// for pictures drawn without running commands to show.
    @Property("A data file holding an example of the command's output, which lint checks paths against and render (without --commands) and storyboards show instead of running the command", meaning: .dataFile) public var sample = ""

    /// How many times the command was started, for tests and diagnostics.
    public private(set) var runCount = 0

    private var running: CommandHandle?
    private var refreshTimer: TimerHandle?
    /// The failure last reported, while runs keep failing; nil after a run that succeeded.
    private var reportedFailure: String?
    /// Whether the run under way was asked for (the scene appeared, a reload), not a refresh.
    private var runWasAskedFor = true

    /// Extra real time the scene gives a command past its own timeout, for the runner to kill it
    /// and report with its standard error.
    static let killGrace = 2_000

    /// The input's value the last run was started with.
    private var lastInput: Value?

    override public func awake() {
        if let input {
            input.observe { [weak self] value in self?.inputChanged(to: value) }
        }
        reload()
    }

    private func inputChanged(to value: Value) {
        guard value != lastInput else { return }
        run(askedFor: true)
    }

    /// The command as a person would type it, for messages.
    var commandLine: String { Self.commandLine(command.map(\.displayText)) }

    /// Words as a person would type them at a shell (single quotes where needed, `'\''` for a
    /// quote inside), each cut to a sensible length: see ``CommandWords``.
    package static func commandLine(_ words: [String]) -> String {
        CommandWords.inMessage(words)
    }

    /// Whether an input's value is something to run with: not null, not blank text.
    static func hasValue(_ value: Value) -> Bool {
        switch value {
        case .null: false
        case .string(let text): !text.trimmingWhitespace().isEmpty
        default: true
        }
    }

    /// A hint for a program written with its arguments in one string: the command is a list.
    package static func listFormHint(_ program: String) -> String {
        let words = program.split(separator: " ").map(String.init)
        guard words.count > 1 else { return "" }
        return "; the command is a list, the program then each argument: [\(CommandWords.cut(words.joined(separator: ", ")))]"
    }

    /// The command's items with their placeholders filled from `value`, each item one argument
    /// whatever the value holds (spaces, quotes, `;`): nothing here goes through a shell.
    ///
    /// An item that is a placeholder alone, with no `--` item before it, must not be filled with
    /// a value starting with `-`: the program would read it as an option (`--output=…`), so the
    /// run is refused (see `placeholder-option`).
    /// Each text with its placeholders filled from `value`; no text is an option here (an `env`
    /// value), so none is refused for starting with `-`.
    static func fillEach(_ texts: [String], from value: Value) -> Result<[String], WorkError> {
        var filled: [String] = []
        for text in texts {
            switch PlaceholderFilling.fill(text, from: value) {
            case .success(let text): filled.append(text)
            case .failure(let missing): return .failure(WorkError(missing.description))
            }
        }
        return .success(filled)
    }

    static func fill(_ words: [String], from value: Value) -> Result<[String], WorkError> {
        let filled: [String]
        switch fillEach(words, from: value) {
        case .success(let texts): filled = texts
        case .failure(let problem): return .failure(problem)
        }
        for index in CommandWords.optionPlaces(words) where filled[index].hasPrefix("-") {
            return .failure(WorkError(
                "placeholder \(CommandWords.cut(words[index])) was filled with \(CommandWords.shellQuoted(filled[index])), which starts with '-' and would be read as an option; put '--' before the placeholders in the command"))
        }
        return .success(filled)
    }

    /// What lies at `select` in what the command printed, or why nothing does.
    ///
    /// - Parameters:
    ///   - select: The dot path as written, for the message.
    ///   - filled: Its segments once its placeholders are filled; nil for a path without any,
    ///     which is read as written (`count` of a list too).
    static func selecting(_ select: String, filled: [String]? = nil, in value: Value, commandLine: String) -> Result<Value, WorkError> {
        guard !select.isEmpty else { return .success(value) }
        if let found = filled.map({ value.value(atSegments: $0) }) ?? value.value(atPath: select) { return .success(found) }
        let keys: String
        if case .mapping(let members) = value {
            keys = " (its keys: \(CommandWords.cut(members.keys.joined(separator: ", "))))"
        } else {
            keys = " (it printed \(value.kindDescription))"
        }
        return .failure(WorkError("\(commandLine) printed nothing at 'select: \(CommandWords.cut(select))'\(keys)"))
    }

    /// The segments of a `select` with placeholders, filled from the input's value (nil for one
    /// without: it is read as written), or the placeholder that finds nothing there.
    static func selection(_ select: String, from value: Value) -> Result<[String]?, PlaceholderFilling.Missing> {
        guard ComputedPath.hasPlaceholder(select) else { return .success(nil) }
        return ComputedPath(select).segments(filledFrom: value).map { Optional($0) }
    }

    /// Runs the command again now, cancelling a run under way; its failure is reported even when
    /// it is the one reported last, since someone asked.
    public func reload() {
        run(askedFor: true)
    }

    private func run(askedFor: Bool) {
        guard let scene, !scene.work.isClosed else { return }
        runWasAskedFor = askedFor
        running?.cancel(in: scene)
        running = nil
        refreshTimer?.cancel()
        refreshTimer = nil
        var words = command.map(\.displayText)
        var environment = env.map { (name: $0.key, value: $0.value.displayText) }
        var selected: [String]?
        if let input {
            let value = input.value
            lastInput = value
            // No value yet (a selection with nothing selected, a field not typed in): nothing to
            // run with; a run under way for an older value is already cancelled.
            guard Self.hasValue(value) else {
                setState(.ready)
                return
            }
            // Filled in turn, words first; the first part that cannot be filled is named.
            func filled<T, Problem: Error & CustomStringConvertible>(_ result: Result<T, Problem>, in part: String) -> T? {
                switch result {
                case .success(let filled): return filled
                case .failure(let problem):
                    fail("\(commandLine) was not run: \(problem.description)\(part)")
                    return nil
                }
            }
            guard let filledWords = filled(Self.fill(words, from: value), in: ""),
                let filledValues = filled(Self.fillEach(environment.map(\.value), from: value), in: " in 'env'"),
                let filledSelect = filled(Self.selection(select, from: value), in: " in 'select'")
            else { return }
            words = filledWords
            environment = zip(environment, filledValues).map { (name: $0.0.name, value: $0.1) }
            selected = filledSelect
        }
        guard let program = words.first, !program.isEmpty else {
            fail("the command is empty; give the program, then its arguments")
            return
        }
        let format = self.format
        let empty = self.empty
        let limits = LoadLimits(maxFileSize: scene.options.outputLimit)
        let line = Self.commandLine(words)
        let select = self.select
        let filledSelect = selected
        let timeout = self.timeout.milliseconds
        let launch = CommandLaunch(
            words: words, directory: scene.directory, timeout: timeout, outputLimit: scene.options.outputLimit,
            environment: Dictionary(environment.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last }))
        let result = scene.launchCommand(
            launch,
            interpret: { outcome in
                // Blank output holds `empty` (or the format's own empty value) as it is: `select`
                // reaches into what was printed, and nothing was.
                if case .exited(0) = outcome.ending,
                    let held = CommandOutputParser.blankValue(outcome.output, format: format, empty: empty) {
                    return Result<Value, WorkError>.success(held)
                }
                return Self.interpret(outcome, format: format, empty: empty, limits: limits, commandLine: line,
                                      timeout: timeout, program: program)
                    .flatMap { Self.selecting(select, filled: filledSelect, in: $0, commandLine: line) }
            },
            finish: { [weak self] outcome in self?.finish(outcome) },
            timedOut: { [weak self] in
                guard let self else { return }
                self.finish(.success(Result<Value, WorkError>.failure(WorkError("'\(line)' did not stop after \(self.timeout)"))))
            },
            grace: Self.killGrace)
        switch result {
        case .started(let handle):
            runCount += 1
            setState(.loading)
            running = handle
        case .unmatched(let message):
            // Nothing ran: the script fails at the step being played, which the player learns
            // from this report.
            setState(.failed(message))
            scene.report(.unmatchedCommand, message, at: declarationLocation)
        case .commandsOff:
            if scene.options.skippedCommandsStayLoading {
                showSampleOrLoading(in: scene)
                return
            }
            fail("\(commandLine) was not run: commands are turned off (--no-commands)")
        }
    }

    /// A picture drawn without running commands (`render` without `--commands`, storyboard
    /// thumbnails): the `sample` file's value (with `select` applied), ready, when there is one
    /// that loads; else the loading state, as the data source looks while its command runs.
    private func showSampleOrLoading(in scene: LiveScene) {
        guard !sample.isEmpty, PathResolver.staysInside(sample) else { return setState(.loading) }
        let read = scene.readDataFile(at: PathResolver.resolve(sample, against: scene.directory))
        guard read.problem == nil else { return setState(.loading) }
        let whole = read.value
        // A select computed from an input that has no value yet selects nothing yet.
        var selected: [String]?
        if ComputedPath.hasPlaceholder(select) {
            guard let input, Self.hasValue(input.value), case .success(let filled) = Self.selection(select, from: input.value) else {
                return setState(.loading)
            }
            selected = filled
        }
        guard case .success(let value) = Self.selecting(select, filled: selected, in: whole, commandLine: commandLine) else {
            return setState(.loading)
        }
        setValue(value, state: .ready)
    }

    /// Off the scene: what the run means, as a value or a message.
    private static func interpret(_ outcome: CommandRunner.Outcome, format: CommandOutputFormat, empty: Value?, limits: LoadLimits,
                                  commandLine: String, timeout: Int, program: String) -> Result<Value, WorkError> {
        let stderr = outcome.lastErrorLine.isEmpty ? "" : ": \(CommandWords.cut(outcome.lastErrorLine))"
        switch outcome.ending {
        case .exited(0):
            switch CommandOutputParser.parse(outcome.output, format: format, limits: limits, empty: empty) {
            case .success(let value): return .success(value)
            case .failure(let problem): return .failure(WorkError("\(commandLine) \(problem)\(stderr)"))
            }
        case .exited(let status):
            return .failure(WorkError("\(commandLine) exited with status \(status)\(stderr)"))
        case .signalled(let signal):
            return .failure(WorkError("\(commandLine) was killed by signal \(signal)\(stderr)"))
        case .timedOut:
            return .failure(WorkError("\(commandLine) timed out after \(SceneDuration(milliseconds: timeout)) and was stopped\(stderr)"))
        case .outputTooLarge:
            return .failure(WorkError("\(commandLine) printed more than \(limits.maxFileSize) bytes (--max-file-size) and was stopped"))
        case .cancelled:
            return .failure(WorkError("\(commandLine) was cancelled"))
        case .couldNotStart(let reason):
            return .failure(WorkError("\(commandLine) could not start: \(reason)\(listFormHint(program))"))
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
            fail("\(commandLine) gave an unexpected result")
        case .failure(let error):
            fail("\(commandLine) failed: \(error)")
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
