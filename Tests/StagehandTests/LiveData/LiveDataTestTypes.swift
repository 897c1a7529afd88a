import Stagehand

/// A data source whose load waits `delay` milliseconds, then yields `text` (with the query, when
/// its `query` outlet is connected), or throws when `fails` is set. A load that is cancelled
/// finishes anyway with a `stale` value, so tests can see that it is never applied.
final class LDSlowDataSource: AsyncDataSource {
    override class var summary: String { "Loads text after a delay" }

    @Property("Milliseconds the load takes") var delay = 10
    @Property("What the load yields") var text = "loaded"
    @Property("Whether the load throws") var fails = false
    @Property("Milliseconds the load takes for the query 'slow'") var slowDelay = 0
    @Outlet("Whose text is part of the value") var query: DataSource?

    /// Starts with a timeout of two minutes rather than ten seconds. Its loads only sleep, and a
    /// sleep resumes through Swift's cooperative pool, which the parallel test run can keep busy
    /// for seconds; a test of the state a load leaves must not fail for that. A scene that sets
    /// `timeout` (the tests of timing out) gets its own.
    required init() {
        super.init()
        timeout = SceneDuration(milliseconds: 120_000)
    }

    override func awake() {
        query?.observe { [weak self] _ in self?.reload() }
        super.awake()
    }

    override func makeLoad() -> Load {
        let query = query?.value.displayText ?? ""
        let delay = query == "slow" && slowDelay > 0 ? slowDelay : delay
        let text = query.isEmpty ? text : "\(text) \(query)"
        let fails = fails
        return {
            do {
                try await Task.sleep(for: .milliseconds(delay))
            } catch {
                return .string("stale \(text)")
            }
            if fails { throw ResponderError("the server said no") }
            return .string(text)
        }
    }
}

/// A responder whose work takes `delay` milliseconds and yields the next count, which `finish`
/// shows in `target`; throws when `fails` is set.
final class LDSaveResponder: AsyncResponder<Int> {
    override class var summary: String { "Saves after a delay" }

    @Property("Milliseconds the work takes") var delay = 50
    @Property("Whether the work throws") var fails = false
    @Outlet("Where the count of saves is shown") var target: DataSource

    override func work(for event: ViewEvent) throws -> Work {
        let next = (target.value.number.map { Int($0) } ?? 0) + 1
        let delay = delay, fails = fails
        return {
            try await Task.sleep(for: .milliseconds(delay))
            if fails { throw ResponderError("the disk is full") }
            return next
        }
    }

    override func finish(_ count: Int, for event: ViewEvent) throws {
        target.setValue(.int(count))
    }
}

/// A service the app hands to the registry.
struct LDGreeter: Sendable {
    let greeting: String
}

/// Loads its value from the `LDGreeter` service.
final class LDGreetingDataSource: AsyncDataSource {
    override class var summary: String { "Greets through a service" }

    @Service var greeter: LDGreeter
    @Property("Whom to greet") var name = "Ada"

    override func makeLoad() -> Load {
        let greeter = greeter, name = name
        return { .string("\(greeter.greeting), \(name)") }
    }
}

enum LiveDataTestTypes {
    /// A registry with the test types, and a greeter when `greeting` is given.
    static func registry(greeting: String? = "Hello") -> Registry {
        let registry = Registry()
        try? registry.register(LDSlowDataSource.self)
        try? registry.register(LDSaveResponder.self)
        try? registry.register(LDGreetingDataSource.self)
        if let greeting { registry.provide(LDGreeter(greeting: greeting)) }
        return registry
    }
}
