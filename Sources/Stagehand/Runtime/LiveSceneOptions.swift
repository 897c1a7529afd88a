/// How a live scene may do work that takes time: whether it may run commands, how much output
/// it keeps, and whom to wake when work finishes.
public struct LiveSceneOptions: Sendable {
    /// Whether `CommandDataSource`s run their commands; when false (`run --no-commands`) they
    /// fail with a message saying so.
    public var allowsCommands: Bool
    /// When commands are off, whether their data sources stay `loading` instead of failing: a
    /// picture of the scene (`render --no-commands`) shows them as they look while a command runs.
    public var skippedCommandsStayLoading: Bool
    /// A script's stand-ins for the programs the scene runs (its `commands`); `nil` runs the
    /// real programs. Shared by every scene of a stage, so a segue's destination answers too.
    public var standIns: CommandStandIns?
    /// A script's named fixtures (`fixtures:`), the values of their data files: what custom types
    /// read instead of the world while the script plays (``SceneObject/fixture(named:)``).
    public var fixtures: [String: Value] = [:]
    /// The services the script's fixtures stood in for, each made once per run and shared by
    /// the scenes of the run, which share these options
    /// (``Registry/provideStandIn(for:fixture:_:)``).
    public var standInServices = StandInServices()
    /// Variables added to the environment every command sees (a script's `env`).
    public var commandEnvironment: [String: String] = [:]
    /// The most bytes of a command's standard output kept; more stops the command and fails its
    /// data source. Data files have the same limit (`--max-file-size`).
    public var outputLimit: Int
    /// The limits data files are read with when the scene reads them itself: when it was not
    /// compiled (see ``LiveScene/init(compiled:registry:clock:incoming:incomingFrom:dataFiles:options:)``),
    /// and when a watched file is reloaded.
    public var limits: LoadLimits
    /// Called from whichever thread finishes a piece of work, so a loop asleep waiting for
    /// input can wake up and apply it.
    public var onWorkArrival: (@Sendable () -> Void)?
    /// Records what the scene exercises, for `stagehand test --coverage`; `nil` records nothing.
    public var coverage: CoverageRecorder?
    /// Whether a binding's dot path or format placeholder that finds nothing in its data
    /// source's value is a runtime problem (`run --strict`, `test --strict`), reported once per
    /// binding and path. Off, such a binding shows its `empty` text and says nothing.
    public var reportsMissingData = false

    /// Creates options.
    ///
    /// - Parameters:
    ///   - allowsCommands: Whether `CommandDataSource`s run their commands.
    ///   - outputLimit: The most bytes of a command's output kept.
    ///   - limits: The limits data files are read with when the scene reads them itself.
    ///   - onWorkArrival: Called from whichever thread finishes a piece of work.
    ///   - skippedCommandsStayLoading: With commands off, whether their data sources stay `loading`.
    public init(allowsCommands: Bool = true, outputLimit: Int = LoadLimits.default.maxFileSize,
                limits: LoadLimits = .default, onWorkArrival: (@Sendable () -> Void)? = nil,
                skippedCommandsStayLoading: Bool = false) {
        self.allowsCommands = allowsCommands
        self.skippedCommandsStayLoading = skippedCommandsStayLoading
        self.outputLimit = outputLimit
        self.limits = limits
        self.onWorkArrival = onWorkArrival
    }
}
