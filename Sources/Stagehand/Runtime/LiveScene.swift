/// A scene brought to life: every declared object created, its properties set, its outlets
/// connected, its bindings subscribed and its responders listening.
///
/// The scene owns its objects for its lifetime; objects point back to it weakly, so releasing the
/// scene releases them all. It routes view events (data sources that listen first, responders
/// after), tracks focus, and collects what goes wrong while it runs as diagnostics.
public final class LiveScene {
    /// The description the scene was built from.
    public let description: SceneDescription
    /// The registry its types came from.
    public let registry: Registry
    /// The clock its timers and debounces run on.
    public let clock: VirtualClock
    /// Performs segues and goes back; set by whoever shows the scene.
    public weak var navigator: SceneNavigator?
    /// How the scene may do work that takes time.
    public let options: LiveSceneOptions
    /// The styles its views and the runtime's parts are drawn with: the scene's own, its
    /// theme's (when it was compiled) and the built-in ones.
    public internal(set) var styleSheet: StyleSheet = .builtIn
    /// The scene's work that takes time; its owner applies what finishes (see ``SceneWork``).
    public let work: SceneWork
    /// What changed in the scene's objects since whoever shows it last looked.
    package let changes = SceneChanges()

    /// Every object outside table rows, in declaration order (views depth-first).
    public private(set) var objects: [SceneObject] = []
    /// Objects by id.
    public private(set) var objectsByID: [String: SceneObject] = [:]
    /// The top of the view tree, stacked vertically.
    public private(set) var rootViews: [View] = []
    /// The scene's shortcuts (its `keys` section), in the order written: views that are never
    /// laid out, which fire on their key (``ViewCapability/shortcut``).
    public private(set) var shortcuts: [View] = []
    /// Problems met while running: conversion failures, responder errors.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Told of every problem the moment it is reported, after it is recorded in ``diagnostics``.
    ///
    /// Problems reported while the scene was being built are already in ``diagnostics`` when
    /// this is set; whoever sets it reads those first.
    public var onReport: ((Diagnostic) -> Void)?
    /// The latest problem, for the console's status line; cleared by ``clearStatus()``.
    public private(set) var statusMessage: String?
    /// The view with keyboard focus.
    public private(set) var focusedView: View? {
        didSet {
            if let coverage = options.coverage, let view = focusedView, view !== oldValue {
                coverage.record(.views, CoverageRecorder.key(of: view), in: description.file)
            }
        }
    }

    private var dataSourceListeners: [EventKey: [(ViewEvent) -> Void]] = [:]
    private var responderListeners: [EventKey: [Responder]] = [:]
    /// The truths the event being delivered already set (a `SwitchBinding` passing a toggle
    /// back), by data source and dot path, so a responder of the same event does not flip them again.
    private var truthsSetByEvent: Set<WrittenTruth> = []
    private var prototypes: [ObjectIdentifier: PrototypeDescription] = [:]

    struct EventKey: Hashable {
        let view: ObjectIdentifier
        let event: String
    }

    /// The folder relative paths in the scene resolve against.
    public var directory: String { PathResolver.directory(of: description.file) }

    /// The scene's title: `title:`, else `scene:`.
    public var title: String { description.title?.value ?? description.name?.value ?? "" }

    /// Builds a scene. The description should have passed ``SceneCompiler``'s checks; whatever still goes
    /// wrong is reported in ``diagnostics``, never a crash.
    ///
    /// - Parameters:
    ///   - description: the scene as decoded and checked.
    ///   - registry: the registry its types are made from.
    ///   - clock: the clock its timers and debounces run on (a stage's scenes share one).
    ///   - incoming: the value a segue passed, for `IncomingDataSource`.
    ///   - origin: the data source that value came from, which edits of it go back to.
    ///   - dataFiles: the data files shared with other scenes (the stage's), for `FileDataSource`.
    ///   - options: how the scene may do work that takes time.
    public convenience init(
        description: SceneDescription, registry: Registry, clock: VirtualClock = VirtualClock(), incoming: Value? = nil,
        incomingFrom origin: DataSource? = nil, dataFiles: DataFileStore = DataFileStore(),
        options: LiveSceneOptions = LiveSceneOptions()
    ) {
        self.init(makingObjectsOf: description, builtValues: [:], registry: registry, clock: clock, incoming: incoming,
                  incomingFrom: origin, dataFiles: dataFiles, options: options)
        wake(readingDataFiles: [:])
    }

    /// Builds a compiled scene, showing the data files its checks read without reading them again;
    /// `nil` when the scene has errors (see ``CompiledScene/runnable``). The other parameters are
    /// those of ``init(description:registry:clock:incoming:incomingFrom:dataFiles:options:)``.
    public convenience init?(
        compiled: CompiledScene, registry: Registry, clock: VirtualClock = VirtualClock(), incoming: Value? = nil,
        incomingFrom origin: DataSource? = nil, dataFiles: DataFileStore = DataFileStore(),
        options: LiveSceneOptions = LiveSceneOptions()
    ) {
        guard let description = compiled.runnable else { return nil }
        self.init(makingObjectsOf: description, builtValues: compiled.propertyValues, registry: registry, clock: clock,
                  incoming: incoming, incomingFrom: origin, dataFiles: dataFiles, options: options)
        styleSheet = compiled.styleSheet
        wake(readingDataFiles: compiled.dataFiles)
    }

    /// Makes a scene's objects and connects their outlets, without waking them: what can be done
    /// while the scene is still being checked, since nothing outside the scene sees it. Call
    /// ``wake(readingDataFiles:)`` once the scene may be shown, or let it go.
    ///
    /// `building` is the compiler's build of the scene's collection values, which may still be
    /// under way on another thread: the objects whose values it builds get them once every
    /// object is made, so this thread makes objects rather than wait for the build.
    init(makingObjectsOf description: SceneDescription, builtValues: [Int: Value], building: PropertyValueBuild? = nil,
         registry: Registry, clock: VirtualClock,
         incoming: Value?, incomingFrom origin: DataSource?, dataFiles: DataFileStore, options: LiveSceneOptions) {
        self.description = description
        self.registry = registry
        self.clock = clock
        self.incomingValue = incoming
        self.incomingOrigin = origin
        self.dataFiles = dataFiles
        self.options = options
        self.styleSheet = StyleSheet.builtIn.overlaid(
            with: StyleSheet(styles: StyleDeclarationReader.dictionary(description.styles), background: nil))
        self.work = SceneWork(onArrival: options.onWorkArrival)
        self.dataFilesRead = [:]
        self.builtValues = builtValues
        self.valuesBeingBuilt = building
        makeObjects()
        self.builtValues = [:]
        self.valuesBeingBuilt = nil
    }

    /// Property values the compiler built, by node identity, until the scene is built.
    private var builtValues: [Int: Value]

    /// The compiler's build of property values, while objects are being made and it may not be
    /// done: a property whose value it builds is assigned once every object is made.
    private(set) var valuesBeingBuilt: PropertyValueBuild?

    /// The value of a property as written: as the compiler built it, when it did, else converted now.
    func propertyValue(of node: Node) -> Value {
        // Only collections are built ahead; a scalar is converted here without a look-up.
        guard !node.isScalar, !builtValues.isEmpty else { return Value(node) }
        return builtValues[node.identity] ?? Value(node)
    }

    /// Data files read when the scene was compiled, by resolved path, until the scene is built.
    private var dataFilesRead: [String: LoadedDataFile]

    /// The data file at a resolved path: as the compiler read it, when it did, else read now
    /// under the scene's limits.
    func readDataFile(at path: String) -> LoadedDataFile {
        dataFilesRead[PathResolver.normalize(path)] ?? LoadedDataFile.read(path, limits: options.limits, inside: directory)
    }

    /// The value a segue passed to this scene.
    public let incomingValue: Value?
    /// The data source the segue passed ``incomingValue`` from, while it exists.
    public private(set) weak var incomingOrigin: DataSource?
    /// Data files that scenes on the same stage share, so they see one value.
    public let dataFiles: DataFileStore

    deinit {
        work.close()
        // A scene let go before it woke subscribed nothing.
        if isAwake { LiveScene.unsubscribe(objects) }
        for object in objects { object.disconnectOutlets() }
    }

    /// The responders made and the events they follow, until they wake and start listening.
    private var listenersAwaitingWake: [(responder: Responder, events: [Located<String>])] = []
    /// Whether ``wake(readingDataFiles:)`` has run.
    private var isAwake = false

    /// Makes every declared object, assigns its properties and connects its outlets.
    private func makeObjects() {
        var builder = ObjectBuilder(registry: registry, scene: self)
        var made: [ObjectBuilder.Made] = []
        var scope: [String: SceneObject] = [:]
        // Children are not counted here; a scene's objects are mostly at the top of their sections.
        let declared = Role.allCases.reduce(0) { $0 + description.objects(in: $1).count }
        made.reserveCapacity(declared + declared / 16 + 16)
        // Most objects that are not bindings have ids: growing the table step by step would rehash it.
        scope.reserveCapacity(declared - description.bindings.count)
        for role in Role.allCases {
            for item in description.objects(in: role) {
                let object = builder.make(item, into: &made, scope: &scope)
                if role == .view, let view = object as? View { rootViews.append(view) }
            }
            if role == .view {
                // Shortcuts are views of no place in the tree: made after it, found by id.
                for item in description.shortcuts {
                    if let view = builder.make(item, into: &made, scope: &scope) as? View { shortcuts.append(view) }
                }
            }
        }
        if let build = valuesBeingBuilt {
            // Nothing has seen the objects yet, so values assigned now are as good as values
            // assigned as each was made; the builder reports what it held back in its order.
            builtValues = build.finish()
            valuesBeingBuilt = nil
            builder.assignHeldValues()
        }
        objects = made.map(\.object)
        objectsByID = scope
        for item in made where item.description.prototype != nil {
            if let prototype = item.description.prototype { prototypes[ObjectIdentifier(item.object)] = prototype }
        }
        builder.connect(made, scope: scope)
        for item in made {
            guard let responder = item.object as? Responder, !item.description.on.isEmpty else { continue }
            listenersAwaitingWake.append((responder, item.description.on))
            // What the command palette offers besides shortcuts: the segues a listening
            // responder performs, found by the meaning of its properties.
            guard let typeName = item.description.typeName, let declaration = registry.declaration(named: typeName) else { continue }
            for property in declaration.properties(meaning: .segue) {
                guard let segue = item.description.property(property.name)?.scalarText, !segue.isEmpty,
                    let event = item.description.on.first?.value
                else { continue }
                performableSegues.append(PerformableSegue(segue: segue, responder: responder, event: event))
            }
        }
    }

    /// Brings the made objects to life: each wakes (data sources read their data, some start
    /// work), bindings subscribe and draw, responders listen, and the first focusable view takes
    /// focus. Runs once, when the scene may be shown.
    ///
    /// - Parameter dataFilesRead: the data files the scene's checks read, by normalized path,
    ///   which waking data sources take instead of reading them again.
    func wake(readingDataFiles dataFilesRead: [String: LoadedDataFile]) {
        guard !isAwake else { return }
        isAwake = true
        options.coverage?.noteScene(description.file)
        self.dataFilesRead = dataFilesRead
        for object in objects { object.awake() }
        LiveScene.subscribe(objects)
        for (responder, events) in listenersAwaitingWake {
            for event in events { listen(responder, to: event.value) }
        }
        listenersAwaitingWake = []
        focusedView = firstFocusable
        // Only data sources waking up read them; afterwards they would only hold memory.
        self.dataFilesRead = [:]
    }

    /// The first view of ``focusOrder``, found without listing every view of the tree.
    private var firstFocusable: View? {
        var stack = Array(rootViews.reversed())
        while let view = stack.popLast() {
            if view.canFocus { return view }
            stack.append(contentsOf: view.children.reversed())
        }
        return nil
    }

    /// Subscribes bindings and binding sets to their data sources and brings them up to date.
    private static func subscribe(_ objects: [SceneObject]) {
        for object in objects {
            guard let source = subscribedSource(of: object) else { continue }
            (object as? BindingSet)?.prepareBindings()
            // A binding may show the state (`StatusBinding`, `state:` conditions) too: it
            // follows both.
            source.subscribe(object)
            // A binding whose path is computed from an `input` follows the input too.
            if let input = followedInput(of: object, besides: source) { input.subscribe(object) }
            object.dataSourceDidChange()
        }
    }

    /// The `input` whose value fills a binding's computed paths, when it is connected and is
    /// not the data source the binding reads (that one it follows already).
    private static func followedInput(of object: SceneObject, besides source: DataSource) -> DataSource? {
        guard let follower = object as? FollowsPathInput, let input = follower.input, input !== source else { return nil }
        return input
    }

    /// The data source a binding or binding set follows: its `dataSource` outlet, which the
    /// scene connects once and never changes, so ending the subscription finds it there again.
    private static func subscribedSource(of object: SceneObject) -> DataSource? {
        if let binding = object as? Binding { return binding.$dataSource ? binding.dataSource : nil }
        if let set = object as? BindingSet { return set.$dataSource ? set.dataSource : nil }
        return nil
    }

    /// Ends the subscriptions of these objects (to their inputs too), one pass over each data
    /// source's observers.
    static func unsubscribe(_ objects: [SceneObject]) {
        var bySource: [ObjectIdentifier: (source: DataSource, subscribers: Set<ObjectIdentifier>)] = [:]
        for object in objects {
            guard let source = subscribedSource(of: object) else { continue }
            bySource[ObjectIdentifier(source), default: (source, [])].subscribers.insert(ObjectIdentifier(object))
            if let input = followedInput(of: object, besides: source) {
                bySource[ObjectIdentifier(input), default: (input, [])].subscribers.insert(ObjectIdentifier(object))
            }
        }
        for (_, entry) in bySource { entry.source.unsubscribe(entry.subscribers) }
    }

    /// Records a shortcut that fired, when coverage is on.
    public func notePressed(_ shortcut: View) {
        guard let coverage = options.coverage, let id = shortcut.id else { return }
        coverage.record(.shortcuts, id, in: description.file)
    }

    /// Records a binding or binding set that drew, when coverage is on.
    func noteDrew(_ object: SceneObject) {
        guard let coverage = options.coverage else { return }
        coverage.record(.bindings, CoverageRecorder.key(of: object), in: description.file)
    }

    private func listen(_ responder: Responder, to qualified: String) {
        guard let reference = EventReference(qualified), let view = objectsByID[reference.view] else { return }
        responderListeners[EventKey(view: ObjectIdentifier(view), event: reference.event), default: []].append(responder)
        options.coverage?.noteListened(qualified, in: description.file)
    }

    // MARK: Events

    /// Lets a data source follow a view's event; it runs before any responder of the same event.
    ///
    /// - Parameters:
    ///   - view: The view whose event to follow.
    ///   - event: The event's name, such as `tap` or `change`.
    ///   - handler: Called with each event, before the responders.
    public func listen(to view: View, event: String, _ handler: @escaping (ViewEvent) -> Void) {
        dataSourceListeners[EventKey(view: ObjectIdentifier(view), event: event), default: []].append(handler)
        if let coverage = options.coverage, let id = view.id { coverage.noteListened("\(id).\(event)", in: description.file) }
    }

    /// Delivers an event: listening data sources update, then triggered responders run in
    /// declaration order. A responder's error is reported and the scene goes on.
    ///
    /// - Parameter event: The event, naming its view.
    public func dispatch(_ event: ViewEvent) {
        dispatch(event, only: nil)
    }

    /// A segue a responder of the scene performs when it runs, as the command palette lists it.
    public struct PerformableSegue {
        /// The segue's id.
        public let segue: String
        /// The responder that performs it.
        public let responder: Responder
        /// The first event the responder listens to (`viewId.event`), which the palette runs it for.
        public let event: String
    }

    /// The segues the scene's listening responders perform, in declaration order.
    public private(set) var performableSegues: [PerformableSegue] = []

    /// Runs one responder as its first event would (the command palette's choice of a segue);
    /// an error is reported as a dispatched event's is.
    ///
    /// - Parameter entry: The segue and the responder that performs it.
    public func perform(_ entry: PerformableSegue) {
        guard let reference = EventReference(entry.event), let view = objectsByID[reference.view] as? View else { return }
        dispatch(ViewEvent(view: view, name: reference.event), only: entry.responder)
    }

    /// Delivers an event to its data sources and responders, or to `only` that responder.
    private func dispatch(_ event: ViewEvent, only: Responder?) {
        let key = EventKey(view: ObjectIdentifier(event.view), event: event.name)
        let coverage = options.coverage
        coverage?.record(.events, event.qualifiedName, in: description.file)
        let outer = truthsSetByEvent
        truthsSetByEvent = []
        defer { truthsSetByEvent = outer }
        if only == nil {
            for handler in dataSourceListeners[key] ?? [] { handler(event) }
        }
        for responder in only.map({ [$0] }) ?? responderListeners[key] ?? [] {
            coverage?.record(.responders, CoverageRecorder.key(of: responder), in: description.file)
            do {
                try responder.respond(to: event)
            } catch let error as EditError {
                report(error.code, "\(responder.debugName) on \(event.qualifiedName): \(error.message)",
                       at: error.location ?? responder.declarationLocation, status: error.message)
            } catch {
                // A decoding error says which path held what, as a binding's conversion failure
                // does; a responder's own error is already worded for the person at the scene.
                let problem = ValueDecoder.describe(error)
                let joiner = problem.hasPrefix("at '") ? " " : ": "
                let status = error is DecodingError ? "\(responder.debugName) cannot use the value" + joiner + problem : problem
                report(.responderFailed, "\(responder.debugName) failed on \(event.qualifiedName): \(problem)",
                       at: responder.declarationLocation, status: status)
            }
        }
    }

    /// Notes that the event being delivered set the truth at `path` (its segments) in a data
    /// source's value.
    func noteTruthSet(in dataSource: DataSource, at path: [String]) {
        truthsSetByEvent.insert(WrittenTruth(dataSource: ObjectIdentifier(dataSource), path: path))
    }

    /// Whether the event being delivered already set the truth at `path` (its segments) in a
    /// data source's value.
    func eventSetTruth(in dataSource: DataSource, at path: [String]) -> Bool {
        truthsSetByEvent.contains(WrittenTruth(dataSource: ObjectIdentifier(dataSource), path: path))
    }

    /// Leaves the scene for good: cancels its work (commands are killed, async loads cancelled,
    /// results still on their way dropped) and starts nothing more; then tells every object
    /// (``SceneObject/sceneWasLeft()``). Leaving twice does nothing more.
    public func leave() {
        guard !work.isClosed else { return }
        work.close()
        for object in objects { object.sceneWasLeft() }
    }

    /// Tells every object that a segue showed another scene over this one
    /// (``SceneObject/sceneWasCovered()``).
    public func covered() {
        for object in objects { object.sceneWasCovered() }
    }

    /// Tells every object that this scene is shown again after the one over it was left
    /// (``SceneObject/sceneCameBack()``).
    public func cameBack() {
        for object in objects { object.sceneCameBack() }
    }

    // MARK: Reporting

    /// What ``Binding/reportMissingData(_:property:)`` reported already: a declaration's place,
    /// property and path each.
    var reportedMissingData: Set<String> = []
    /// The missing-data report the status line shows now, by its key in ``reportedMissingData``:
    /// when the data it missed arrives, the binding that reported it takes it off again.
    var missingDataStatus: String?
    /// The missing-data keys met during the binding update under way, reported or not.
    var missingDataMet: Set<String> = []

    /// Records a problem met while running and shows it in the status line (`status`, when the
    /// full message is too technical for a person using the scene).
    ///
    /// - Parameters:
    ///   - code: The problem's stable code.
    ///   - message: The problem, in words.
    ///   - location: Where in the scene the problem comes from; the scene file's start when `nil`.
    ///   - status: What the status line shows instead of `message`, when given.
    public func report(_ code: DiagnosticCode, _ message: String, at location: SourceLocation?, status: String? = nil) {
        let place = location ?? SourceLocation(file: description.file, line: 1, column: 1)
        let diagnostic = Diagnostic(code, message, at: place).withSourceLine(from: description.source)
        diagnostics.append(diagnostic)
        statusMessage = status ?? message
        missingDataStatus = nil
        onReport?(diagnostic)
    }

    /// Clears the status line.
    public func clearStatus() {
        statusMessage = nil
        missingDataStatus = nil
    }

    // MARK: Focus

    /// Focusable views in the order Tab visits them: the view tree depth-first.
    public var focusOrder: [View] {
        rootViews.flatMap(\.subtree).filter(\.canFocus)
    }

    /// Moves focus to the next (or previous) focusable view, wrapping around.
    ///
    /// - Parameter backwards: Whether to move to the previous view rather than the next.
    public func moveFocus(backwards: Bool = false) {
        displacedFocus = nil
        let order = focusOrder
        guard !order.isEmpty else { focusedView = nil; return }
        guard let current = focusedView, let index = order.firstIndex(where: { $0 === current }) else {
            focusedView = backwards ? order.last : order.first
            return
        }
        let next = backwards ? (index - 1 + order.count) % order.count : (index + 1) % order.count
        focusedView = order[next]
    }

    /// Gives focus to a view, if it can take it.
    ///
    /// - Parameter view: The view to focus.
    /// - Returns: Whether the view took focus.
    @discardableResult
    public func focus(_ view: View) -> Bool {
        guard view.canFocus else { return false }
        displacedFocus = nil
        focusedView = view
        return true
    }

    /// The view that had focus when it was hidden or disabled, while focus waits on the view
    /// it went to: focus comes back when it can take it again, unless the person moved it.
    private var displacedFocus: (view: View, stand: View?)?

    /// Keeps focus on a view that can take it after bindings hid or disabled the focused one:
    /// the next one in Tab order that can take it, else the nearest before it, so focus stays
    /// where the person was rather than jumping to the top of the scene. When the view that
    /// lost focus can take it again and the person has not moved focus since, it comes back (a
    /// Refresh button disabled while it loads has focus again once loading is done).
    public func repairFocus() {
        if let displaced = displacedFocus, displaced.stand === focusedView, displaced.view.canFocus {
            focusedView = displaced.view
            displacedFocus = nil
            return
        }
        if let focused = focusedView, focused.canFocus { return }
        let all = rootViews.flatMap(\.subtree)
        guard let focused = focusedView, let index = all.firstIndex(where: { $0 === focused }) else {
            focusedView = focusOrder.first
            return
        }
        let lost = displacedFocus?.view ?? focused
        focusedView = all[(index + 1)...].first(where: \.canFocus) ?? all[..<index].last(where: \.canFocus)
        displacedFocus = (lost, focusedView)
    }

    // MARK: Navigation

    /// Performs the segue with this id, passing `value`; edits of it in the destination go back to `origin`.
    ///
    /// - Parameters:
    ///   - id: The segue's id in this scene's `segues:`.
    ///   - value: The value the destination receives.
    ///   - origin: The data source `value` came from, if any.
    /// - Throws: `ResponderError` when the scene has no such segue or the destination cannot be shown.
    public func performSegue(_ id: String, value: Value, from origin: DataSource? = nil) throws {
        guard let segue = description.segues.first(where: { $0.id?.value == id }) else {
            throw ResponderError("the scene has no segue '\(id)'")
        }
        guard let navigator else { throw ResponderError("nothing can show segue '\(id)' here") }
        try navigator.perform(segue, value: value, origin: origin, from: self)
        options.coverage?.record(.segues, id, in: description.file)
    }

    /// Returns to the previous scene; false when this is the first.
    @discardableResult
    public func goBack() -> Bool { navigator?.goBack() ?? false }

    /// Ends the app with an exit status, through the navigator (`QuitResponder`).
    ///
    /// - Parameter status: The exit status.
    public func quit(status: Int32) throws {
        guard let navigator else { throw ResponderError("nothing can end the app here") }
        try navigator.quit(status: status)
    }

    /// Shows a notification through the navigator (`NotifyResponder`).
    ///
    /// - Parameter notification: What to show, and for how long.
    public func notify(_ notification: SceneNotification) {
        navigator?.notify(notification)
    }

    // MARK: Table rows

    /// Builds one row of a table from its prototype, bound to `item`.
    ///
    /// Rows are built only when they become visible; the row owns its objects and subscriptions
    /// and releases them when it is discarded.
    func makeRow(for table: View, item: Value) -> TableRow? {
        guard let prototype = prototypes[ObjectIdentifier(table)] else { return nil }
        let row = TableRow(item: item)
        var builder = ObjectBuilder(registry: registry, scene: self)
        var made: [ObjectBuilder.Made] = []
        var scope: [String: SceneObject] = [rowItemID: row.itemSource]
        row.itemSource.scene = self
        for view in prototype.views {
            if let v = builder.make(view, into: &made, scope: &scope) as? View { row.views.append(v) }
        }
        for binding in prototype.bindings + prototype.bindingSets {
            _ = builder.make(binding, into: &made, scope: &scope)
        }
        builder.connect(made, scope: scope, fallback: objectsByID)
        row.objects = made.map(\.object)
        for object in row.objects { object.awake() }
        LiveScene.subscribe(row.objects)
        return row
    }
}

/// One built row of a table: the prototype's views and bindings, reading the row's item.
public final class TableRow {
    /// The row's views, stacked vertically.
    public internal(set) var views: [View] = []
    /// Every object of the row.
    package var objects: [SceneObject] = []
    /// The data source `item` reads inside the row.
    package let itemSource = RowItemDataSource()
    init(item: Value) {
        itemSource.id = rowItemID
        itemSource.setValue(item)
    }

    /// Replaces the row's item; the row's bindings update.
    ///
    /// - Parameter item: The row's new value.
    public func setItem(_ item: Value) { itemSource.setValue(item) }

    deinit {
        LiveScene.unsubscribe(objects)
        for object in objects { object.disconnectOutlets() }
    }
}
