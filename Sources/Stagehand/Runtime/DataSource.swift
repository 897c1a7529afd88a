/// Holds one value, a data object or a list of them, and tells its dependents when it changes.
///
/// Subclass it to load or derive a value; call ``setValue(_:)`` to replace it. Values are
/// immutable: to change a list, build a new one and set it. Every observer runs synchronously, in
/// the order it subscribed, so a change costs what its own dependents cost and nothing else.
open class DataSource: SceneObject {
    override open class var role: Role { .dataSource }

    /// The current value.
    public private(set) var value: Value = .null

    /// Whether the value is current, being loaded, or failed to load (the value is kept).
    public private(set) var state: DataSourceState = .ready

    private var observers: [Observer<Value>] = []
    private var stateObservers: [Observer<DataSourceState>] = []

    /// One observer, run in the order it subscribed: a closure with its token, or a scene's
    /// binding or binding set, which is updated directly and removed by identity. A scene of
    /// many bindings then costs one reference each here, not closures and cancellations.
    private enum Observer<Payload> {
        case closure(ClosureObserver<Payload>)
        case subscriber(SceneObject)

        func run(with payload: Payload) {
            switch self {
            case .closure(let observer): observer.handler(payload)
            case .subscriber(let object): object.dataSourceDidChange()
            }
        }

        func isClosure(_ token: Int) -> Bool {
            if case .closure(let observer) = self { return observer.token == token }
            return false
        }

        func isSubscriber(in objects: Set<ObjectIdentifier>) -> Bool {
            if case .subscriber(let object) = self { return objects.contains(ObjectIdentifier(object)) }
            return false
        }
    }

    /// A closure observer, boxed so that an ``Observer`` is one reference wide.
    private final class ClosureObserver<Payload> {
        let token: Int
        let handler: (Payload) -> Void

        init(token: Int, handler: @escaping (Payload) -> Void) {
            self.token = token
            self.handler = handler
        }
    }

    private var nextToken = 0
    private var notifying = 0

    /// The edit that made the current value, while observers run after ``apply(_:)``; nil
    /// when a whole new value was set, and outside notification.
    public private(set) var lastEdit: ValueEdit?

    /// Replaces the value and runs every observer with it.
    ///
    /// - Parameter newValue: The new value.
    public func setValue(_ newValue: Value) {
        value = newValue
        notifyObservers(of: nil)
    }

    /// Takes an edit of the value. A data source that holds its own value applies it here; a
    /// derived one (a selection, a filtered list, a value passed by a segue) overrides this to
    /// pass the edit back to where its value came from. Prefer the editing methods
    /// (`replace(at:with:)`, `remove(at:)`, `replaceItem(where:is:at:with:)`) to calling this.
    ///
    /// - Throws: ``EditError`` when the edit cannot be made; then nothing changed.
    ///
    /// - Parameter edit: The change to make.
    open func apply(_ edit: ValueEdit) throws {
        try applyHere(edit)
    }

    /// Applies an edit to the value held here, in place, and runs every observer; they can read
    /// ``lastEdit`` to update only what changed.
    ///
    /// - Parameter edit: The change to make.
    /// - Throws: ``EditError`` when the edit does not fit the value; then nothing changed.
    public func applyHere(_ edit: ValueEdit) throws {
        // Holding the value in one place only lets the lists and mappings on the path change in place.
        var updated = Value.null
        swap(&updated, &value)
        do {
            switch edit.change {
            case .replace(let replacement): try updated.replace(at: edit.path, with: replacement)
            case .remove: try updated.remove(at: edit.path)
            }
        } catch {
            value = updated
            throw EditError(.editFailed, "\(debugName) has nothing at '\(edit.dotPath)': \(error); nothing was changed", at: declarationLocation)
        }
        value = updated
        notifyObservers(of: edit)
    }

    private func notifyObservers(of edit: ValueEdit?) {
        let outer = lastEdit
        lastEdit = edit
        defer { lastEdit = outer }
        let newValue = value
        // A cycle that slipped past lint (a custom type wiring itself back) must not recurse forever.
        guard notifying < DataSource.maxNesting else {
            scene?.report(.dependencyCycle, "\(debugName) kept changing while updating its dependents; stopped", at: declarationLocation)
            return
        }
        notifying += 1
        defer { notifying -= 1 }
        for observer in observers { observer.run(with: newValue) }
    }

    /// Replaces the value and the state together (a load that finished).
    ///
    /// The value changes first, then the state: whoever the state change tells (a binding, a
    /// data source deriving its state from this one) already sees the value that came with it, so
    /// nothing judges the old value as if it were ready (`--strict` calling a path into a
    /// combined source's part missing the moment that part arrives).
    ///
    /// - Parameters:
    ///   - newValue: The new value.
    ///   - newState: The new state.
    public func setValue(_ newValue: Value, state newState: DataSourceState) {
        setValue(newValue)
        setState(newState)
    }

    /// Changes the state and, when it differs, runs every state observer. Value observers do
    /// not run: the value did not change (nothing to save or derive again).
    ///
    /// - Parameter newState: The new state.
    public func setState(_ newState: DataSourceState) {
        guard newState != state else { return }
        state = newState
        for observer in stateObservers { observer.run(with: newState) }
    }

    /// Runs `handler` after every change of ``state``, until the observation is cancelled.
    ///
    /// - Parameter handler: Called with the new state.
    /// - Returns: The observation; cancel it to stop.
    @discardableResult
    public func observeState(_ handler: @escaping (DataSourceState) -> Void) -> Observation {
        addObserver(handler, to: \.stateObservers)
    }

    /// Runs `handler` after every change, until the returned observation is cancelled or the
    /// data source is released.
    ///
    /// - Parameter handler: Called with the new value.
    /// - Returns: The observation; cancel it to stop.
    @discardableResult
    public func observe(_ handler: @escaping (Value) -> Void) -> Observation {
        addObserver(handler, to: \.observers)
    }

    /// Adds `handler` to the observers in `list` under a new token; the observation removes it.
    private func addObserver<Payload>(
        _ handler: @escaping (Payload) -> Void,
        to list: ReferenceWritableKeyPath<DataSource, [Observer<Payload>]>
    ) -> Observation {
        nextToken += 1
        let token = nextToken
        self[keyPath: list].append(.closure(ClosureObserver(token: token, handler: handler)))
        return Observation { [weak self] in self?[keyPath: list].removeAll { $0.isClosure(token) } }
    }

    /// Subscribes a binding or binding set: after every change of the value or the state, its
    /// ``SceneObject/dataSourceDidChange()`` runs, until ``unsubscribe(_:)``. The data source
    /// holds it until then.
    func subscribe(_ object: SceneObject) {
        observers.append(.subscriber(object))
        stateObservers.append(.subscriber(object))
    }

    /// Ends the subscriptions of these objects, in one pass however many there are.
    func unsubscribe(_ objects: Set<ObjectIdentifier>) {
        observers.removeAll { $0.isSubscriber(in: objects) }
        stateObservers.removeAll { $0.isSubscriber(in: objects) }
    }

    /// How many observers run on a change: the cost of one change.
    public var observerCount: Int { observers.count }

    static let maxNesting = 64
}

/// A subscription to a data source; ``cancel()`` ends it.
public struct Observation {
    let cancelAction: () -> Void

    /// Stops the observer from running again.
    public func cancel() { cancelAction() }
}
