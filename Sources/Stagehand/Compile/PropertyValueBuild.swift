/// The values of a scene's collection properties (a static list of thousands of people, a
/// mapping of settings), built once by whichever thread gets to them first: the thread making the
/// scene's objects once it has made them, or the thread checking the scene when its checks ended
/// sooner. Either way they are built in one pass rather than converted node by node as each
/// object is made, and the thread that did not build them waits only for what is left.
///
/// Only collections are worth it: a scalar becomes a value in less time than a lookup takes.
/// Each value is exactly what `Value(node)` gives.
///
/// `@unchecked Sendable` is safe because the scene is an immutable `Sendable` value and `state`
/// is read and written only while `lock` is held.
package final class PropertyValueBuild: @unchecked Sendable {
    private enum State {
        case waiting
        case building
        case built([Int: Value])
    }

    private let scene: SceneDescription
    private let lock = ConditionLock()
    private var state = State.waiting

    /// A build of `scene`'s collection values, not started.
    init(_ scene: SceneDescription) {
        self.scene = scene
    }

    /// Whether `node`, the value of a property of one of the scene's objects outside prototypes,
    /// is one this build makes: every collection is.
    static func builds(_ node: Node) -> Bool {
        !node.isScalar
    }

    /// Builds the values on this thread, unless another thread has started to.
    func build() {
        guard claim() else { return }
        store(Self.values(of: scene))
    }

    /// The values by node identity: built here if no thread has started them, waited for if
    /// another is building them.
    func finish() -> [Int: Value] {
        if claim() { store(Self.values(of: scene)) }
        return lock.withLock {
            while true {
                if case .built(let values) = state { return values }
                lock.wait()
            }
        }
    }

    /// Whether this thread is the one to build the values.
    private func claim() -> Bool {
        lock.withLock {
            guard case .waiting = state else { return false }
            state = .building
            return true
        }
    }

    private func store(_ values: [Int: Value]) {
        lock.withLock {
            state = .built(values)
            lock.broadcast()
        }
    }

    private static func values(of scene: SceneDescription) -> [Int: Value] {
        var values: [Int: Value] = [:]
        scene.forEachObject { object in
            object.forEachPropertyValue { node in
                if builds(node) { values[node.identity] = Value(node) }
            }
        }
        return values
    }
}
