/// A data source whose value comes from work that takes time: a server, a database, a file that
/// is slow to read. Subclass it and override ``makeLoad()``.
///
/// ```swift
/// final class ForecastDataSource: AsyncDataSource {
///     @Property("The city") var city = "Oslo"
///     @Service var weather: WeatherClient              // handed to the registry by the app
///
///     override func makeLoad() -> Load {
///         let city = city, weather = weather           // read on the scene...
///         return { try await weather.forecast(for: city) }   // ...used off it
///     }
/// }
/// ```
///
/// ``makeLoad()`` runs on the scene: it reads what the load needs (properties, other data
/// sources' values, services) into `Sendable` values. The closure it returns runs off the scene,
/// on a task of its own, and may only capture those. Its value is applied on the scene; an error
/// it throws makes the data source `failed` with the error's description as the message, and is
/// reported as `load-failed`. While it runs the data source is `loading` and keeps its last value.
///
/// The first load starts when the scene appears. ``reload()`` starts another and cancels the one
/// under way (its task is cancelled and its result, should it still arrive, is dropped), so a
/// stale load never overwrites a newer one; ``cancelLoad()`` cancels without starting another.
/// A load still running at `timeout` is cancelled and the data source fails. In a script, the
/// result is applied at the next `wait` step, in the order the work started.
///
/// With `refresh` above zero it loads again that long after each result (or failure) came in,
/// on the scene's virtual clock, as a `CommandDataSource` runs again; leaving the scene stops it.
open class AsyncDataSource: DataSource, Reloadable {
    /// The work that loads a value: runs off the scene, captures only `Sendable` values.
    public typealias Load = @Sendable () async throws -> Value

    /// How long a load may run before it is cancelled and the data source fails.
    @Property("How long a load may run before it is cancelled and the data source fails")
    public var timeout = SceneDuration(milliseconds: 10_000)

    /// Load again this long after each result; zero never.
    @Property("Load again this long after each result or failure (0: never)")
    public var refresh = SceneDuration(milliseconds: 0)

    private var refreshTimer: TimerHandle?

    private let work = DataSourceWork()

    /// How many loads were started, for tests and diagnostics.
    public var loadCount: Int { work.startCount }

    /// Creates an unconfigured data source; the runtime configures it.
    public required init() {}

    /// Reads what the load needs, on the scene, and returns the load. The default loads null.
    open func makeLoad() -> Load {
        { .null }
    }

    /// Starts the first load. Subclasses that override it call `super.awake()`.
    override open func awake() {
        reload()
    }

    /// Whether a load is under way.
    public var isLoading: Bool { work.isRunning(for: self) }

    /// Starts a new load, cancelling the one under way.
    public func reload() {
        refreshTimer?.cancel()
        refreshTimer = nil
        work.restart(self) { sceneWork in
            let load = makeLoad()
            let limit = timeout
            return sceneWork.startTask(
                timeout: limit.milliseconds,
                { try await load() },
                finish: { [weak self] outcome in self?.finish(outcome) },
                timedOut: { [weak self] in
                    self?.fail("did not finish loading within \(limit)")
                    self?.scheduleRefresh()
                })
        }
    }

    /// Cancels the load under way, if any; the data source goes back to `ready` with its last value.
    public func cancelLoad() {
        refreshTimer?.cancel()
        refreshTimer = nil
        work.cancel(for: self)
        setState(.ready)
    }

    private func finish(_ outcome: WorkOutcome) {
        work.finished()
        switch outcome {
        case .success(let value as Value):
            setValue(value, state: .ready)
        case .success(let other):
            fail("loaded \(type(of: other)), not a value")
        case .failure(let error):
            fail("\(error)")
        }
        scheduleRefresh()
    }

    /// Loads again after `refresh`, on the scene's clock, while the scene has not been left.
    private func scheduleRefresh() {
        guard refresh.milliseconds > 0, let scene, !scene.work.isClosed else { return }
        refreshTimer?.cancel()
        refreshTimer = scene.clock.schedule(after: refresh.milliseconds) { [weak self] in
            self?.refreshTimer = nil
            self?.reload()
        }
    }

    private func fail(_ message: String) {
        work.finished()
        setState(.failed(message))
        reportLoadFailure(message)
    }
}
