/// A data source that follows something as it changes: a database query, a file, a socket.
/// Subclass it and override ``makeStream()``.
///
/// ```swift
/// final class PricesDataSource: StreamingDataSource {
///     @Service var market: MarketClient                 // handed to the registry by the app
///
///     override func makeStream() -> ValueStream {
///         let market = market                           // read on the scene...
///         return ValueStream(                           // ...used off it
///             { market.priceUpdates().map { try ValueEncoder().encode($0) } },
///             current: { try ValueEncoder().encode(try await market.prices()) })
///     }
/// }
/// ```
///
/// ``makeStream()`` runs on the scene and reads what the stream needs into `Sendable` values. The
/// stream runs off the scene, on a task of its own, and every value it produces is applied on the
/// scene, through the same mailbox as an ``AsyncDataSource``'s loads: at the terminal as it
/// arrives; in a script only at a `wait`, after the clock advanced and the work started so far
/// finished, once the stream caught up with its current value (``ValueStream``), so the frames
/// are the same on every run. A value equal to the one held changes nothing.
///
/// The data source is `loading` until the first value, then `ready`. An error the stream throws
/// makes it `failed`, with the error's description as the message, reported as `load-failed`
/// (once for as long as it keeps failing the same way); so does a first value that takes longer
/// than `timeout`, or, in a script, a stream that has not caught up by then (it goes on, and
/// the next value makes it `ready` again). A stream that ends keeps its last value.
///
/// The stream starts when the scene appears; ``reload()`` (what `ReloadResponder` calls) starts
/// it afresh, ``stop()`` ends it, and leaving the scene cancels it: nothing of it is applied
/// afterwards, and its sequence is told through its task's cancellation. The value is the
/// stream's: an edit made in the scene is replaced by the next value, so a responder that
/// changes the data writes it where the stream reads it from.
open class StreamingDataSource: DataSource, Reloadable {
    /// How long the first value may take, and a script's `wait` may take to catch up, before the
    /// data source fails.
    @Property("How long the first value may take, and a script's wait may take to catch up, before the data source fails")
    public var timeout = SceneDuration(milliseconds: 10_000)

    private let work = DataSourceWork()
    /// The failure last reported, so a stream that keeps failing the same way is reported once.
    private var reportedFailure: String?

    /// How many times the stream was started, for tests and diagnostics.
    public var startCount: Int { work.startCount }

    /// Creates an unconfigured data source; the runtime configures it.
    public required init() {}

    /// Reads what the stream needs, on the scene, and returns the stream. The default produces
    /// null once and ends.
    open func makeStream() -> ValueStream {
        ValueStream {
            AsyncStream<Value> { continuation in
                continuation.yield(.null)
                continuation.finish()
            }
        }
    }

    /// Starts the stream. Subclasses that override it call `super.awake()`.
    override open func awake() {
        reload()
    }

    /// Whether the stream is running.
    public var isStreaming: Bool { work.isRunning(for: self) }

    /// Starts the stream afresh, cancelling the one running: `loading` until its first value.
    public func reload() {
        // Asked again: a failure that comes again is news again.
        work.restart(self, prepare: { reportedFailure = nil }) { sceneWork in
            sceneWork.startStream(timeout: timeout.milliseconds, makeStream()) { [weak self] event in
                self?.receive(event)
            }
        }
    }

    /// Ends the stream; the data source keeps its last value and is `ready`.
    public func stop() {
        work.cancel(for: self)
        setState(.ready)
    }

    private func receive(_ event: StreamEvent) {
        switch event {
        case .value(let newValue):
            reportedFailure = nil
            if newValue == value {
                setState(.ready)
            } else {
                setValue(newValue, state: .ready)
            }
        case .ended:
            work.finished()
            if state == .loading { setState(.ready) }
        case .failed(let message):
            work.finished()
            fail(message)
        case .currentFailed(let message):
            fail("could not read its current value: \(message)")
        case .overdue(.firstValue):
            fail("produced no value within \(timeout)")
        case .overdue(.catchingUp):
            fail("did not catch up with its current value within \(timeout)")
        }
    }

    private func fail(_ message: String) {
        setState(.failed(message))
        guard message != reportedFailure else { return }
        reportedFailure = message
        reportLoadFailure(message)
    }
}
