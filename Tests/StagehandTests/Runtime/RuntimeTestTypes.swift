import Testing
import Stagehand

// Custom scene types the runtime tests register, one of each role, written the way an app would.
// Every name starts with `RT` so it cannot collide with other test files of the module.

/// A greeting as a data source holds it.
struct RTGreeting: Decodable, Equatable {
    var name: String
    var excited: Bool?
}

/// A custom typed binding with a property: shows "salutation, name" on a label.
final class RTGreetingBinding: TypedBinding<RTGreeting, Label> {
    override class var summary: String { "Greets a person on a label" }

    /// Text before the name.
    @Property("Text before the name") var salutation = "Hello"

    override func update(_ greeting: RTGreeting, view: Label) {
        view.text = "\(salutation), \(greeting.name)" + (greeting.excited == true ? "!" : "")
    }
}

/// A custom binding set with a required single outlet, an optional one and a collection.
final class RTCardBindingSet: BindingSet {
    override class var summary: String { "Shows a person on a card" }

    /// The card's title.
    @Outlet(accepts: [.text], "The card's title") var titleView: View
    /// An optional subtitle label.
    @Outlet("An optional subtitle") var subtitle: Label?
    /// Labels that each echo the name.
    @Outlet(accepts: [.text], "Labels that each echo the name") var echoes: [View]
    /// Shown before the name in the title.
    @Property("Shown before the name in the title") var prefix = ""

    override func makeBindings() -> [Binding] {
        var bindings: [Binding] = [TextBinding(format: prefix + "{name}", view: titleView)]
        if let subtitle { bindings.append(TextBinding(path: "city", empty: "nowhere", view: subtitle)) }
        for echo in echoes { bindings.append(TextBinding(path: "name", view: echo)) }
        return bindings
    }
}

/// A custom responder: adds `step` to a number data source, or throws when `failWith` is set.
final class RTCounterResponder: Responder {
    override class var summary: String { "Adds step to a counter" }

    /// The counter.
    @Outlet("The counter") var counter: DataSource
    /// How much each event adds.
    @Property("How much each event adds") var step = 1
    /// When set, the responder throws this message instead.
    @Property("When set, fails with this message") var failWith = ""

    override func respond(to event: ViewEvent) throws {
        if !failWith.isEmpty { throw ResponderError(failWith) }
        let current = counter.value.number.map { Int($0) } ?? 0
        counter.setValue(.int(current + step))
    }
}

/// A custom responder that records what a data source holds when it runs.
final class RTProbeResponder: Responder {
    /// The data source it reads.
    @Outlet("The data source it reads") var watched: DataSource
    /// The values seen, one per event.
    var seen: [Value] = []

    override func respond(to event: ViewEvent) throws {
        seen.append(watched.value)
    }
}

/// A custom data source with properties of every simple kind: derives a value from its source,
/// and ticks on the virtual clock.
final class RTShoutDataSource: DataSource {
    override class var summary: String { "Shouts the text at a path of its source" }

    /// What it reads.
    @Outlet("What it reads") var source: DataSource
    /// An optional second input, appended when connected.
    @Outlet("Appended when connected") var suffix: DataSource?
    /// A dot path into the source's value.
    @Property("A dot path into the value") var path = ""
    /// How many exclamation marks.
    @Property("How many exclamation marks") var volume = 1
    /// A number kind.
    @Property("A ratio") var ratio = 0.5
    /// A bool kind.
    @Property("Whether to upper-case") var loud = true
    /// A duration kind.
    @Property("A delay") var delay = SceneDuration(milliseconds: 250)
    /// A list kind.
    @Property("Words to drop") var drop: [Value] = []
    /// An any kind, written under another name.
    @Property("Anything", name: "extra") var extraValue: Value = .null
    /// A required property.
    @Property("A required tag", required: true) var tag = ""

    override func awake() {
        source.observe { [weak self] _ in self?.recompute() }
        if $suffix { suffix?.observe { [weak self] _ in self?.recompute() } }
        recompute()
    }

    private func recompute() {
        var text = source.value.value(atPath: path)?.displayText ?? ""
        if loud { text = text.uppercased() }
        if let suffix { text += suffix.value.displayText }
        setValue(.string(text + String(repeating: "!", count: max(0, volume))))
    }
}

/// A custom view with its own events, capabilities (one of them custom) and a renamed property.
final class RTGauge: View {
    override class var summary: String { "A round gauge" }
    override class var events: [String] { ["spin", "stop"] }
    override class var capabilities: Set<ViewCapability> { [.progress, "gauge"] }
    override class var isFocusable: Bool { true }

    /// Where the needle points.
    @Property("Where the needle points", name: "needle") var needleValue = 0.0
    /// The gauge's shape.
    @Property("The gauge's shape", choices: ["round", "flat"]) var shape = "round"

    /// Spins the needle: publishes `spin`.
    func spin() { publish("spin", value: .double(needleValue)) }
}

/// A binding into a custom view: sets a gauge's needle from a number.
final class RTGaugeBinding: TypedBinding<Double, RTGauge> {
    override func update(_ value: Double, view: RTGauge) { view.needleValue = value }
}

/// A view that only records: the shared log of ``RTLoggingBinding``s, one per scene.
final class RTLogView: View {
    /// What the bindings wrote, in order.
    var entries: [String] = []
}

/// A binding that appends `tag=value` to a log view every time it updates.
final class RTLoggingBinding: Binding {
    /// The shared log.
    @Outlet("The shared log") var log: RTLogView
    /// The name it logs under.
    @Property("The name it logs under") var tag = ""

    override func update() {
        log.entries.append("\(tag)=\(dataSource.value.displayText)")
    }
}

/// A registry with the standard library and every `RT` type.
func runtimeRegistry() throws -> Registry {
    let registry = Registry()
    try registry.register(RTGreetingBinding.self)
    try registry.register(RTCardBindingSet.self)
    try registry.register(RTCounterResponder.self)
    try registry.register(RTProbeResponder.self)
    try registry.register(RTShoutDataSource.self)
    try registry.register(RTGauge.self)
    try registry.register(RTGaugeBinding.self)
    try registry.register(RTLogView.self)
    try registry.register(RTLoggingBinding.self)
    return registry
}

/// A binding set whose outlets take any binding, any object and a list of one view class: how
/// lint and `types` describe each.
final class RTOutletTargets: BindingSet {
    /// Any binding at all.
    @Outlet var member: Binding
    /// Gauges only.
    @Outlet var gauges: [RTGauge]
    /// Any responder, or none.
    @Outlet var handler: Responder?
}
