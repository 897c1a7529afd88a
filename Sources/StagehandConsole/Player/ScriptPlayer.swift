import Stagehand

/// Plays a script against its scene headless, and prints frames as plain text.
///
/// Every step acts on the same views and events a person reaches from the keyboard. The first
/// step that cannot be performed, or `expect` that sees something else, stops the run with a
/// diagnostic at the step's file:line:column saying what it saw and what it wanted.
public struct ScriptPlayer {
    /// Which frames the player prints.
    public enum FrameMode: String, CaseIterable, Sendable {
        /// The frame after the last step (and one per `snapshot` step).
        case final
        /// A frame after every step, under a header naming the step and where it is.
        case each
    }

    /// How to play.
    public struct Options {
        /// The console size; the script's `size`, else 80×24, when nil.
        public var size: TerminalSize?
        /// Which frames to print.
        public var frames: FrameMode
        /// Whether frames carry ANSI styles.
        public var color: Bool
        /// Whether a runtime problem (a value that does not convert, a responder that throws, a
        /// failed command or save) fails the run, as a failed step does.
        public var strict: Bool
        /// Told of each runtime problem the moment it happens, for printing as it goes.
        public var onProblem: ((Diagnostic) -> Void)?
        /// Whether `CommandDataSource`s run their commands (`run --no-commands` turns them off).
        public var allowsCommands: Bool
        /// Whether `expect: { frame: }` writes a frame file that is missing or differs, instead
        /// of failing (`test --update`); the files written are in ``Result/framesWritten``.
        public var updatesFrames = false
        /// Records which views, events, responders, bindings and segues the run exercised.
        public var coverage: CoverageRecorder?
        /// Whether a failed `expect: { screen: }` shows the frame in a note. The run stops at the
        /// failure, so the last frame in ``Result/output`` is that frame: a caller that prints
        /// the output (`stagehand run`) turns this off rather than show the frame twice.
        public var showsFrameInFailures = true
        /// With commands off, whether their data sources stay `loading` rather than fail.
        public var skippedCommandsStayLoading = false
        /// Whether only a script's stand-ins run, so any other command fails the script as
        /// `unmatched-command` does, whether the script has `commands` or not (`test --no-commands`).
        public var onlyStandIns = false
        /// Whether the script plays against a scratch copy of its scene's folder, so what the
        /// scene saves never changes the originals (`stagehand test`); frame files stay the
        /// script's own. Off, it plays against the real folder, as `run --script` does.
        public var playsOnScratchCopy = false
        /// Plays only the first this many steps, when set (`render --step N`).
        public var stepLimit: Int?
        /// Whether the result keeps the cells of the last frame (``Result/finalFrame``).
        package var keepsFinalFrame = false
        /// The theme file that replaces the scenes' own (`--theme FILE`); `nil` keeps theirs.
        public var themeFile: String?

        /// Creates options; the others keep their defaults and can be set afterwards.
        ///
        /// - Parameters:
        ///   - size: The console size; the script's `size`, else 80×24, when nil.
        ///   - frames: Which frames to print.
        ///   - color: Whether frames carry ANSI styles.
        ///   - strict: Whether a runtime problem fails the run, as a failed step does.
        ///   - onProblem: Told of each runtime problem the moment it happens.
        ///   - allowsCommands: Whether `CommandDataSource`s run their commands.
        public init(
            size: TerminalSize? = nil, frames: FrameMode = .final, color: Bool = false,
            strict: Bool = false, onProblem: ((Diagnostic) -> Void)? = nil, allowsCommands: Bool = true
        ) {
            self.size = size
            self.frames = frames
            self.color = color
            self.strict = strict
            self.onProblem = onProblem
            self.allowsCommands = allowsCommands
        }
    }

    /// What a run produced.
    public struct Result {
        /// The frames, as printed.
        public var output: String
        /// Load problems and the failed step, if any.
        public var diagnostics: [Diagnostic]
        /// Problems the scenes met while playing, in the order they happened.
        public var runtimeProblems: [Diagnostic] = []
        /// Whether runtime problems fail the run (``Options/strict``).
        public var strict = false
        /// The frame files written because they were missing or differed (``Options/updatesFrames``).
        public var framesWritten: [String] = []
        /// 0 when every step passed (and, when strict, nothing went wrong at run time), 1 otherwise;
        /// a run a `QuitResponder` ended without failing has the responder's status.
        public var exitStatus: Int32 {
            diagnostics.containsErrors || (strict && !runtimeProblems.isEmpty) ? 1 : quitStatus ?? 0
        }
        /// The exit status a `QuitResponder` ended the run with, if one did.
        public var quitStatus: Int32?
        /// The stage the script played on, with its scenes as the last step left them; `nil` when
        /// no scene could be loaded. A command that exits right after printing keeps it rather
        /// than paying to release a large scene's objects one by one.
        public var stage: Stage?
        /// The frame after the last step played, when ``Options/keepsFinalFrame`` asked for it.
        package var finalFrame: ConsoleFrame?
        /// How many steps the script has, played or not.
        package var scriptSteps = 0
    }

    /// The registry scenes are built with.
    public let registry: Registry
    /// Compiles the script and its scenes, with the registry's types and the player's limits.
    public let compiler: SceneCompiler
    /// Limits for loading files.
    public var limits: LoadLimits { compiler.limits }

    /// Creates a player.
    ///
    /// - Parameters:
    ///   - registry: The types the scenes may name; the standard library unless given.
    ///   - limits: The bounds every scene, script and data file is read with.
    public init(registry: Registry = Registry(), limits: LoadLimits = .default) {
        self.registry = registry
        self.compiler = SceneCompiler(registry: registry, limits: limits)
    }

    /// Plays a script file. `sceneFile` overrides the script's `scene:`.
    ///
    /// - Parameters:
    ///   - scriptFile: The path of the script to play.
    ///   - sceneFile: The scene to play it against, instead of the one the script names.
    ///   - options: How to play.
    /// - Returns: The frames printed and the problems found; ``Result/exitStatus`` says whether
    ///   every step passed. Problems are in the result, never thrown.
    public func play(scriptFile: String, sceneFile: String? = nil, options: Options = Options()) -> Result {
        let compiled = compiler.decodeScript(at: scriptFile)
        guard let script = compiled.playable else {
            return Result(output: "", diagnostics: compiled.diagnostics)
        }
        let scenePath: String
        if let sceneFile {
            scenePath = sceneFile
        } else if let named = compiled.scenePath {
            // A scene the command line names is read wherever it is; one the script names is a
            // file of the script's folder, held to what lint holds it to.
            let folder = PathResolver.directory(of: scriptFile)
            if let refusal = ConfinedFile.sceneRefusal(of: named, namedFrom: folder, whose: "script's") {
                let at = script.scene?.location ?? SourceLocation(file: scriptFile, line: 1, column: 1)
                let written = script.scene?.value ?? named
                return Result(output: "", diagnostics: [Diagnostic(refusal.code, "scene '\(written)' \(refusal.reason)", at: at).withSourceLine(from: script.source)])
            }
            scenePath = named
        } else {
            let at = SourceLocation(file: scriptFile, line: 1, column: 1)
            return Result(output: "", diagnostics: [Diagnostic(.missingScene, "the script names no scene; add 'scene: NAME.scene.yaml' or give the scene on the command line", at: at).withSourceLine(from: script.source)])
        }
        let standIns: CommandStandIns?
        switch ScriptStandIns.make(script, onlyStandIns: options.onlyStandIns, limits: limits) {
        case .success(let made): standIns = made
        case .failure(let problem): return Result(output: "", diagnostics: [problem.withSourceLine(from: script.source)])
        }
        var fixtures: [String: Value] = [:]
        for (name, file) in script.fixtures {
            switch ScriptStandIns.fixture(file, of: script, limits: limits) {
            case .success(let value): fixtures[name] = value
            case .failure(let problem): return Result(output: "", diagnostics: [problem.withSourceLine(from: script.source)])
            }
        }
        var scratch: ScratchFolder?
        var playedScene = scenePath
        if options.playsOnScratchCopy {
            switch ScratchFolder.make(copying: PathResolver.directory(of: scenePath)) {
            case .success(let copy):
                scratch = copy
                playedScene = copy.inCopy(scenePath)
            case .failure(let reason):
                let at = script.scene?.location ?? SourceLocation(file: scriptFile, line: 1, column: 1)
                return Result(output: "", diagnostics: [Diagnostic(.stepFailed, reason.description, at: at).withSourceLine(from: script.source)])
            }
        }
        defer { scratch?.remove() }
        let stage = Stage(registry: registry, limits: limits)
        stage.compiler.standInPrograms = Set(standIns?.answers.compactMap(\.pattern.program) ?? [])
        stage.themeFile = options.themeFile
        stage.onProblem = options.onProblem.map { tell in { tell(Self.original($0, of: scratch)) } }
        stage.sceneOptions.allowsCommands = options.allowsCommands
        stage.sceneOptions.standIns = standIns
        stage.sceneOptions.fixtures = fixtures
        stage.sceneOptions.commandEnvironment = Dictionary(script.environment, uniquingKeysWith: { _, last in last })
        // On a scratch copy, what the run exercises is recorded apart, then counted for the
        // original files.
        let recorder = scratch == nil ? options.coverage : options.coverage.map { _ in CoverageRecorder() }
        stage.sceneOptions.coverage = recorder
        defer {
            if let scratch, let recorder, let coverage = options.coverage { coverage.merge(recorder, renaming: scratch.inOriginal) }
        }
        stage.sceneOptions.reportsMissingData = options.strict
        stage.sceneOptions.skippedCommandsStayLoading = options.skippedCommandsStayLoading
        // Whatever still runs when the script ends (a refresh, a slow command) is cancelled.
        defer { stage.close() }
        let sceneDiagnostics = stage.start(sceneFile: playedScene).map { Self.original($0, of: scratch) }
        guard stage.current != nil else {
            var diagnostics = sceneDiagnostics
            if diagnostics.isEmpty, let named = script.scene {
                diagnostics.append(Diagnostic(.missingScene, "scene '\(named.value)' could not be loaded", at: named.location).withSourceLine(from: script.source))
            }
            return Result(output: "", diagnostics: diagnostics, runtimeProblems: stage.runtimeProblems.map { Self.original($0, of: scratch) }, strict: options.strict)
        }
        let size = options.size ?? script.size?.value ?? .standard
        var run = Run(stage: stage, size: size, options: options, steps: script.steps.count, scriptFile: scriptFile)
        _ = run.render()  // The first frame, as a person sees it before the first key.
        let played = script.steps.prefix(max(0, options.stepLimit ?? script.steps.count))
        var lastPlayed: ScriptStep?
        var problemsSeen = 0
        for (index, step) in played.enumerated() {
            lastPlayed = step
            // A command started as the scene appeared that no stand-in answers fails the first step.
            if index == 0, let unmatched = Self.unmatchedCommand(in: stage, since: &problemsSeen, at: step, number: 1) {
                run.diagnostics.append(unmatched.withSourceLine(from: script.source))
                break
            }
            var failure = run.perform(step)
            if failure == nil {
                failure = Self.unmatchedCommand(in: stage, since: &problemsSeen, at: step, number: index + 1)
            }
            if options.frames == .each || step.keyword == "snapshot" {
                run.printFrame(header: "step \(index + 1): \(StepDescription.text(of: step)) (\(step.location))")
            }
            if let failure {
                run.diagnostics.append(failure.withSourceLine(from: script.source))
                break
            }
            // A QuitResponder ends the run as if the script had ended here.
            if stage.quitStatus != nil { break }
        }
        // The final frame, unless a closing `snapshot` has just printed it.
        let endedOnSnapshot = lastPlayed?.keyword == "snapshot" && !run.diagnostics.containsErrors
        if options.frames == .final && !endedOnSnapshot { run.printFrame(header: nil) }
        run.diagnostics = run.diagnostics.map { Self.original($0, of: scratch) }
        let runtimeProblems = stage.runtimeProblems.map { Self.original($0, of: scratch) }
        return Result(output: run.output, diagnostics: sceneDiagnostics + run.diagnostics,
                      runtimeProblems: runtimeProblems, strict: options.strict,
                      framesWritten: run.framesWritten, quitStatus: stage.quitStatus, stage: stage,
                      finalFrame: options.keepsFinalFrame ? run.render() : nil, scriptSteps: script.steps.count)
    }

    /// The first `unmatched-command` reported since `seen` (a count of the stage's runtime
    /// problems), as the failure of the step being played.
    private static func unmatchedCommand(in stage: Stage, since seen: inout Int, at step: ScriptStep, number: Int) -> Diagnostic? {
        let problems = stage.runtimeProblems
        defer { seen = problems.count }
        guard seen < problems.count, let problem = problems[seen...].first(where: { $0.code == .unmatchedCommand }) else { return nil }
        let message = "\(problem.message) (it started at step \(number): \(StepDescription.text(of: step)))"
        return Diagnostic(.unmatchedCommand, message, at: step.location,
                          notes: [Diagnostic.Note("the command is declared here; add a stand-in whose 'match' fits it", at: problem.location)])
    }

    /// A diagnostic with the places in a scratch copy named by the original files.
    static func original(_ diagnostic: Diagnostic, of scratch: ScratchFolder?) -> Diagnostic {
        guard let scratch else { return diagnostic }
        var mapped = diagnostic
        mapped.location.file = scratch.inOriginal(mapped.location.file)
        mapped.message = mapped.message.replacing(scratch.copy + "/", with: scratch.originalPrefix)
        for index in mapped.notes.indices {
            if let file = mapped.notes[index].location?.file { mapped.notes[index].location?.file = scratch.inOriginal(file) }
        }
        return mapped
    }
}
