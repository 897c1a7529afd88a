/// A responder whose work takes time: saving to a database, sending to a server. Subclass it
/// with the type of what the work produces, and override ``work(for:)`` and ``finish(_:for:)``.
///
/// ```swift
/// final class SavePlantResponder: AsyncResponder<Int> {
///     @Outlet var name: DataSource
///     @Outlet var plants: DataSource
///     @Service var database: GardenDatabase
///
///     override func work(for event: ViewEvent) throws -> Work {
///         let name = name.value.displayText, database = database   // read on the scene
///         return { try await database.insertPlant(named: name) }     // run off it
///     }
///
///     override func finish(_ id: Int, for event: ViewEvent) throws {
///         plants.setValue(.list(plants.value.list + [["id": .int(id), "name": "…"]]))
///     }
/// }
/// ```
///
/// ``work(for:)`` runs on the scene when the event comes: it reads what the work needs into
/// `Sendable` values and returns the work. The work runs off the scene, on a task of its own.
/// ``finish(_:for:)`` runs on the scene with what it produced (in a script: at the next `wait`).
/// An error thrown by any of the three is reported as `responder-failed` and shown in the status
/// line; the scene goes on. Work still running at `timeout` is cancelled and reported.
///
/// **Tapped again while working**: the event is ignored until the work is done, as a button
/// that is busy would be; nothing is queued, nothing is cancelled, so a double tap never saves
/// twice. ``isWorking`` says whether work is under way (bind a view's enabled state to it from a
/// data source of your own if the button should look busy).
open class AsyncResponder<Output: Sendable>: Responder {
    /// The work: runs off the scene, captures only `Sendable` values.
    public typealias Work = @Sendable () async throws -> Output

    /// How long the work may run before it is cancelled and reported.
    @Property("How long the work may run before it is cancelled and reported")
    public var timeout = SceneDuration(milliseconds: 10_000)

    private var running: WorkHandle?

    /// Creates an unconfigured responder; the runtime configures it.
    public required init() {}

    /// Reads what the work needs, on the scene, and returns the work.
    ///
    /// - Parameter event: The event that triggered the responder.
    /// - Returns: The work to run off the scene.
    /// - Throws: Any error, reported as `responder-failed`; then nothing runs.
    open func work(for event: ViewEvent) throws -> Work {
        throw ResponderError("\(debugName) does not override work(for:)")
    }

    /// Applies what the work produced, on the scene.
    ///
    /// - Parameters:
    ///   - output: What the work produced.
    ///   - event: The event that triggered the responder.
    /// - Throws: Any error, reported as `responder-failed`.
    open func finish(_ output: Output, for event: ViewEvent) throws {}

    /// Whether work started by an earlier event is still under way.
    public var isWorking: Bool {
        guard let running, let scene else { return false }
        return scene.work.isRunning(running)
    }

    override public final func respond(to event: ViewEvent) throws {
        guard let scene, !isWorking else { return }
        let work = try work(for: event)
        let limit = timeout
        running = scene.work.startTask(
            timeout: limit.milliseconds,
            { try await work() },
            finish: { [weak self] outcome in self?.complete(outcome, for: event) },
            timedOut: { [weak self] in
                self?.running = nil
                self?.reportFailure("did not finish within \(limit)", on: event)
            })
    }

    private func complete(_ outcome: WorkOutcome, for event: ViewEvent) {
        running = nil
        do {
            switch outcome {
            case .success(let output as Output): try finish(output, for: event)
            case .success(let other): throw ResponderError("its work produced \(type(of: other)), not \(Output.self)")
            case .failure(let error): throw error
            }
        } catch {
            reportFailure("\(error)", on: event)
        }
    }

    private func reportFailure(_ message: String, on event: ViewEvent) {
        scene?.report(.responderFailed, "\(debugName) failed on \(event.qualifiedName): \(message)",
                      at: declarationLocation, status: message)
    }
}
