import Stagehand

/// The navigation stack scenes are shown on: segues push or present a scene, back pops it, and
/// the scene below is exactly as it was left.
///
/// The stage compiles every scene it shows with `SceneCompiler`, the pipeline `stagehand lint`
/// uses, so a broken destination is reported, not run.
public final class Stage: SceneNavigator {
    /// One shown scene and how it got there.
    package struct Entry {
        package let scene: LiveScene
        let style: SegueDescription.Style
    }

    /// The registry scenes are built with.
    public let registry: Registry
    /// Compiles every scene the stage shows, with the registry's types and the stage's limits.
    public var compiler: SceneCompiler
    /// The clock every scene on the stage shares.
    public let clock = VirtualClock()
    /// Limits for loading scenes and data files.
    public var limits: LoadLimits { compiler.limits }
    /// The theme file every scene of the stage is drawn with, replacing the ones scenes and their
    /// settings name (`--theme FILE`); `nil` keeps theirs. Set it before the first scene.
    public var themeFile: String? {
        get { compiler.themeOverride }
        set { compiler.themeOverride = newValue }
    }
    /// Data files the stage's scenes share: two scenes saving to one file see one value.
    public let dataFiles: DataFileStore
    /// How scenes shown on the stage may do work that takes time (commands, async loads).
    public var sceneOptions: LiveSceneOptions
    package private(set) var entries: [Entry] = []
    /// How far each shown scene is scrolled, by scene.
    private var scrolls: [ObjectIdentifier: SceneScroll] = [:]
    /// A line of help for the status line, shown until the next key (Escape on the first
    /// scene says how to quit).
    package var hint: String?
    /// The overlays the last frame drew (an open `Select`'s list), for clicks.
    var shownOverlays: [ShownOverlay] = []

    /// What Escape on the first scene shows: there is nothing to go back to.
    package static let quitHint = "This is the first scene: press Ctrl-C to quit"
    /// Problems the shown scenes met while running (conversions, responders, saves), in the
    /// order they happened.
    public private(set) var runtimeProblems: [Diagnostic] = []
    /// Told of each runtime problem as it happens, including those met while a scene was built.
    public var onProblem: ((Diagnostic) -> Void)?
    /// The exit status a `QuitResponder` asked to end the app with; the terminal loop and the
    /// script player stop once it is set.
    public private(set) var quitStatus: Int32?
    /// The notification shown in the frame's corner, and the virtual time it goes at.
    private(set) var notification: (shown: SceneNotification, until: Int)?
    /// The command palette, while it is open (Ctrl-P).
    var palette: CommandPalette?
    /// The id of the shortcut the last key fired, for a recording's `press` step.
    var firedShortcut: String?

    /// Creates an empty stage.
    ///
    /// - Parameters:
    ///   - registry: The types the scenes may name.
    ///   - limits: The bounds every scene and data file is read with.
    public init(registry: Registry, limits: LoadLimits = .default) {
        self.registry = registry
        var compiler = SceneCompiler(registry: registry, limits: limits)
        compiler.preparesForLiveScene = true
        self.compiler = compiler
        self.dataFiles = DataFileStore(limits: limits)
        self.sceneOptions = LiveSceneOptions(outputLimit: limits.maxFileSize, limits: limits)
    }

    /// Loads, checks and shows a scene file as the first scene.
    ///
    /// - Parameter sceneFile: The scene file.
    /// - Returns: the diagnostics; the scene is shown only when there are no errors.
    @discardableResult
    public func start(sceneFile: String) -> [Diagnostic] {
        let (compiled, built) = LiveScene.compile(
            at: sceneFile, with: compiler, registry: registry, clock: clock, dataFiles: dataFiles, options: sceneOptions)
        guard let scene = built else { return compiled.diagnostics }
        show(scene, style: .push)
        return compiled.diagnostics
    }

    /// Shows an already built scene on top of the stack.
    ///
    /// - Parameters:
    ///   - scene: The scene to show.
    ///   - style: Pushed on the stack, or presented as a modal over the current scene.
    public func show(_ scene: LiveScene, style: SegueDescription.Style) {
        scene.navigator = self
        for problem in scene.diagnostics { recordProblem(problem) }
        scene.onReport = { [weak self] problem in self?.recordProblem(problem) }
        entries.last?.scene.covered()
        entries.append(Entry(scene: scene, style: style))
    }

    private func recordProblem(_ problem: Diagnostic) {
        runtimeProblems.append(problem)
        onProblem?(problem)
    }

    /// Puts `scene` in place of the scene at `index` of the stack (0 is the bottom), shown the
    /// same way: what live reload does when a scene's file changes.
    func replace(at index: Int, with scene: LiveScene) {
        guard entries.indices.contains(index) else { return }
        scene.navigator = self
        for problem in scene.diagnostics { recordProblem(problem) }
        scene.onReport = { [weak self] problem in self?.recordProblem(problem) }
        // The old scene's work is cancelled, as when it is left.
        entries[index].scene.leave()
        entries[index] = Entry(scene: scene, style: entries[index].style)
        dropScrollsOfLeftScenes()
    }

    /// The scene on top.
    public var current: LiveScene? { entries.last?.scene }

    /// The titles of the scenes on the stack, bottom first, for the title line.
    public var titles: [String] {
        entries.map { $0.style == .modal ? $0.scene.title + " (modal)" : $0.scene.title }
    }

    /// The scenes drawn now, bottom first: the top scene, and under a modal the scenes down
    /// to the one that presented it.
    var visibleLayers: [(scene: LiveScene, style: SegueDescription.Style)] {
        var start = entries.count - 1
        while start > 0, entries[start].style == .modal { start -= 1 }
        return entries[max(0, start)...].map { ($0.scene, $0.style) }
    }

    /// The scroll state of a shown scene (made on first use).
    package func scroll(of scene: LiveScene) -> SceneScroll {
        let key = ObjectIdentifier(scene)
        if let existing = scrolls[key] { return existing }
        let made = SceneScroll()
        scrolls[key] = made
        return made
    }

    /// Forgets the scroll state of scenes no longer on the stack.
    private func dropScrollsOfLeftScenes() {
        let shown = Set(entries.map { ObjectIdentifier($0.scene) })
        scrolls = scrolls.filter { shown.contains($0.key) }
    }

    /// How many scenes are on the stack.
    public var depth: Int { entries.count }

    /// Performs a segue whose value came from no data source; see ``perform(_:value:origin:from:)``.
    ///
    /// - Parameters:
    ///   - segue: The segue to perform.
    ///   - value: The value the destination's `IncomingDataSource` receives.
    ///   - scene: The scene the segue starts from.
    /// - Throws: `ResponderError` when the destination cannot be shown.
    public func perform(_ segue: SegueDescription, value: Value, from scene: LiveScene) throws {
        try perform(segue, value: value, origin: nil, from: scene)
    }

    /// Compiles the segue's destination scene, builds it with `value` as its incoming value, and shows it
    /// (pushed or as a modal, as the segue says).
    ///
    /// - Parameters:
    ///   - segue: The segue to perform; its `to` names the destination scene file, relative to
    ///     `scene`'s file.
    ///   - value: The value the destination's `IncomingDataSource` receives.
    ///   - origin: The data source `value` came from, whose value the destination's edits go back to; `nil` when none.
    ///   - scene: The scene the segue starts from.
    /// - Throws: `ResponderError` when the segue has no destination or the destination scene has errors.
    public func perform(_ segue: SegueDescription, value: Value, origin: DataSource?, from scene: LiveScene) throws {
        guard let to = segue.to?.value else { throw ResponderError("segue has no destination") }
        let file = PathResolver.resolve(to, against: scene.directory)
        if let refusal = ConfinedFile.sceneRefusal(of: file, namedFrom: scene.directory, whose: "scene's") {
            throw ResponderError("segue names '\(to)', which \(refusal.reason)")
        }
        let (compiled, built) = LiveScene.compile(
            at: file, with: compiler, registry: registry, clock: clock, incoming: value, incomingFrom: origin,
            dataFiles: dataFiles, options: sceneOptions)
        guard let live = built else {
            let first = compiled.diagnostics.first { $0.severity == .error }
            throw ResponderError("scene '\(to)' could not be loaded: \(first?.formatted ?? "unknown problem")")
        }
        show(live, style: segue.style?.value ?? .push)
    }

    /// Leaves the current scene, cancelling its work, and shows the one below it.
    ///
    /// - Returns: `false`, leaving the stack as it is, when the current scene is the first.
    @discardableResult
    public func goBack() -> Bool {
        guard entries.count > 1 else { return false }
        // Leaving a scene cancels its work: nothing of it runs afterwards.
        entries.removeLast().scene.leave()
        dropScrollsOfLeftScenes()
        entries.last?.scene.cameBack()
        return true
    }

    // MARK: Work that takes time

    /// For scripts, at a `wait` step: waits for all work the scenes on the stack started so far
    /// (each up to its timeout) and applies the results in the order the work started; then
    /// brings every stream up to date, so it shows what that work changed.
    public func settleWork() {
        // Every scene's work first: a stream in one scene may follow what another one wrote.
        for entry in entries { entry.scene.work.settleStartedWork() }
        for entry in entries { entry.scene.work.catchUpStreams() }
    }

    /// For the interactive loop: applies whatever work has finished, and fails work past its
    /// timeout. Never waits.
    public func applyArrivedWork() {
        for entry in entries { entry.scene.work.applyArrived() }
    }

    /// The earliest real-time deadline of running work (monotonic milliseconds), if any.
    public var nextWorkDeadline: Int? {
        entries.compactMap(\.scene.work.nextDeadline).min()
    }

    /// Leaves every scene: their work is cancelled. The stage is done.
    public func close() {
        for entry in entries.reversed() { entry.scene.leave() }
    }

    // MARK: Quitting and notifications

    /// Ends the app: the terminal loop and the script player stop, with this exit status.
    ///
    /// - Parameter status: The exit status.
    public func quit(status: Int32) throws {
        quitStatus = status
    }

    /// Shows a notification in the frame's corner until its time on the virtual clock is up.
    ///
    /// - Parameter notification: What to show, and for how long.
    public func notify(_ notification: SceneNotification) {
        self.notification = (notification, clock.now + notification.milliseconds)
        // A timer at the end, so a terminal wakes to draw the frame without it.
        _ = clock.schedule(after: notification.milliseconds) {}
    }

    /// The notification to draw now, if its time is not up.
    var shownNotification: SceneNotification? {
        guard let notification, clock.now < notification.until else { return nil }
        return notification.shown
    }
}
