/// What a script gives in place of the programs its scene runs (its `commands`), as the
/// runtime answers with them: each stand-in's pattern and the run it stands for.
public struct CommandStandIns: Sendable {
    /// One stand-in: the commands it matches and what it answers.
    public struct Answer: Sendable {
        /// The commands it answers: the whole argument list, program first.
        public var pattern: CommandPattern
        /// The bytes of standard output.
        public var output: [UInt8]
        /// The exit status.
        public var exitStatus: Int32
        /// What the program prints on standard error.
        public var standardError: String
        /// How long the program takes, in milliseconds of the virtual clock.
        public var delay: Int

        /// Creates an answer.
        ///
        /// - Parameters:
        ///   - pattern: The commands it answers.
        ///   - output: The bytes of standard output.
        ///   - exitStatus: The exit status.
        ///   - standardError: What the program prints on standard error.
        ///   - delay: Milliseconds of the virtual clock the program takes.
        public init(pattern: CommandPattern, output: [UInt8] = [], exitStatus: Int32 = 0, standardError: String = "", delay: Int = 0) {
            self.pattern = pattern
            self.output = output
            self.exitStatus = exitStatus
            self.standardError = standardError
            self.delay = delay
        }
    }

    /// The stand-ins, in order: the first that matches answers.
    public var answers: [Answer]
    /// Whether only stand-ins run: a command none answers runs nothing and fails as
    /// `unmatched-command`. True when a script has `commands`, and for `test --no-commands`.
    public var onlyStandIns: Bool

    /// Creates stand-ins.
    ///
    /// - Parameters:
    ///   - answers: The stand-ins, in order.
    ///   - onlyStandIns: Whether a command none answers fails instead of running.
    public init(answers: [Answer], onlyStandIns: Bool = true) {
        self.answers = answers
        self.onlyStandIns = onlyStandIns
    }

    /// The first stand-in that matches the command, if any.
    ///
    /// - Parameter words: The program, then its arguments.
    public func answer(for words: [String]) -> Answer? {
        answers.first { $0.pattern.matches(words) }
    }
}

/// A command about to be launched: what a data source asks the scene to run (or stand in for).
struct CommandLaunch: Sendable {
    /// The program, then its arguments, placeholders filled.
    var words: [String]
    /// The folder it runs in.
    var directory: String
    /// Milliseconds it may take before it is stopped.
    var timeout: Int
    /// The most bytes of standard output kept.
    var outputLimit: Int
    /// Variables added to the environment the program sees.
    var environment: [String: String] = [:]
}

/// A launched command, real or stood in for: cancelling it drops its result.
final class CommandHandle {
    /// The work that runs the program or hands over the stand-in's answer, once started.
    fileprivate var work: WorkHandle?
    /// A stand-in's delay on the virtual clock, while it runs.
    fileprivate var timer: TimerHandle?

    /// Cancels the run: its result, if it still arrives, is dropped.
    func cancel(in scene: LiveScene) {
        timer?.cancel()
        timer = nil
        if let work { scene.work.cancel(work) }
        work = nil
    }
}

/// How a launch went.
enum CommandLaunchResult {
    /// The program runs, or its stand-in answers on the scene's clock.
    case started(CommandHandle)
    /// Only stand-ins may run and none answers: nothing ran; the message says so, for the
    /// caller to report as `unmatched-command`.
    case unmatched(String)
    /// Commands are turned off and no stand-in answers.
    case commandsOff
}

extension LiveScene {
    /// Launches a command, or its stand-in when a script gives one: the one place where what a
    /// scene runs is decided, so every kind of command source goes through it.
    ///
    /// A stand-in answers as the program would: `interpret` reads its outcome off the scene and
    /// `finish` applies it as work like any other (at a script's `wait`). Its `delay` runs on
    /// the virtual clock and counts against `timeout`: past it, the command times out.
    ///
    /// - Parameters:
    ///   - launch: The command.
    ///   - interpret: Reads the run's outcome, off the scene.
    ///   - finish: Applies the interpreted outcome, on the scene.
    ///   - timedOut: Runs when a real program outlives its timeout and the grace after it.
    ///   - grace: Real milliseconds past `timeout` the runner may take to stop the program.
    func launchCommand(
        _ launch: CommandLaunch,
        interpret: @escaping @Sendable (CommandRunner.Outcome) -> any Sendable,
        finish: @escaping (WorkOutcome) -> Void,
        timedOut: @escaping () -> Void,
        grace: Int
    ) -> CommandLaunchResult {
        if let standIns = options.standIns {
            if let answer = standIns.answer(for: launch.words) {
                return .started(standIn(answer, for: launch, interpret: interpret, finish: finish, timedOut: timedOut))
            }
            // A picture drawn without commands (`render --script` without `--commands`) shows
            // what a command no stand-in answers would show with no script: its sample, else its
            // loading state. Only where commands could run does a missing stand-in fail.
            let showsSampleInstead = !options.allowsCommands && options.skippedCommandsStayLoading
            if standIns.onlyStandIns, !showsSampleInstead {
                // Quoted as a shell would, so an argument holding quotes reads one way only.
                let line = CommandWords.inMessage(launch.words)
                let message = "\(line) matches no stand-in of the script's commands, so it was not run"
                return .unmatched(message)
            }
        }
        guard options.allowsCommands, let program = launch.words.first else { return .commandsOff }
        var environment = options.commandEnvironment
        environment.merge(launch.environment) { _, own in own }
        let runner = CommandRunner(program: program, arguments: Array(launch.words.dropFirst()), directory: launch.directory,
                                   timeout: launch.timeout, outputLimit: launch.outputLimit, environment: environment)
        let handle = CommandHandle()
        handle.work = work.startBlocking(
            timeout: launch.timeout + grace,
            { cancellation in interpret(runner.run(cancellation: cancellation)) },
            finish: finish, timedOut: timedOut)
        return .started(handle)
    }

    /// Answers with a stand-in: after its delay on the virtual clock (or at the timeout, when
    /// the delay passes it), its outcome is handed over as work.
    private func standIn(
        _ answer: CommandStandIns.Answer, for launch: CommandLaunch,
        interpret: @escaping @Sendable (CommandRunner.Outcome) -> any Sendable,
        finish: @escaping (WorkOutcome) -> Void, timedOut: @escaping () -> Void
    ) -> CommandHandle {
        let errorLine = CommandRunner.lastLine(of: Array(answer.standardError.utf8))
        let outcome: CommandRunner.Outcome
        let after: Int
        if answer.delay > launch.timeout {
            outcome = CommandRunner.Outcome(ending: .timedOut, output: [], lastErrorLine: errorLine)
            after = launch.timeout
        } else if answer.output.count > launch.outputLimit {
            outcome = CommandRunner.Outcome(ending: .outputTooLarge, output: [], lastErrorLine: errorLine)
            after = answer.delay
        } else {
            outcome = CommandRunner.Outcome(ending: .exited(answer.exitStatus), output: answer.output, lastErrorLine: errorLine)
            after = answer.delay
        }
        let handle = CommandHandle()
        let hand = { [weak self, weak handle] in
            guard let self, let handle else { return }
            handle.timer = nil
            handle.work = self.work.startBlocking(
                timeout: CommandStandIns.answerTimeout,
                { _ in interpret(outcome) },
                finish: finish, timedOut: timedOut)
        }
        if after > 0 {
            handle.timer = clock.schedule(after: after, hand)
        } else {
            hand()
        }
        return handle
    }
}

extension CommandStandIns {
    /// Real milliseconds a stand-in's answer, ready at once, may take to be read: only a
    /// machine too busy to start a thread comes near it.
    static let answerTimeout = 60_000
}
