/// Declares a service a scene object needs (a database handle, an API client), received typed
/// from the registry the app handed it to, without globals.
///
/// ```swift
/// // at setup, once:
/// registry.provide(GardenDatabase(path: "garden.sqlite"))
///
/// // in a custom type:
/// final class PlantsDataSource: AsyncDataSource {
///     @Service var database: GardenDatabase
/// }
/// ```
///
/// The service is looked up when the runtime creates the object. Lint reports a type whose
/// service the app did not provide (`missing-service`), and a scene with that error does not
/// run; a scene built anyway reports it and leaves the object out, so the property is never read
/// without a value. Services must be `Sendable`: async work captures them and uses them off the
/// scene.
@propertyWrapper
public final class Service<S: Sendable> {
    private let resolved: S?

    /// Declares the need; the value comes from the registry the object is created with.
    public init() {
        resolved = ServiceScope.current?.service(S.self)
        ServiceScope.announce(ObjectIdentifier(S.self), name: String(describing: S.self), resolved: resolved != nil)
    }

    /// The service.
    public var wrappedValue: S {
        // The runtime never creates an object whose services are missing (see the type's
        // documentation), so only an object made by hand, outside any scene, can get here.
        guard let resolved else {
            preconditionFailure("\(S.self) was not provided: call registry.provide(_:) at setup, and let the runtime create scene objects")
        }
        return resolved
    }
}

/// What `@Service` wrappers see and tell while an object is being created.
final class ServiceScope: @unchecked Sendable {
    // Unchecked: a scope is created, filled and read by one synchronous call on one thread
    // (like ``MemberRecorder``); the task-local only hands it to wrappers in that call.
    let registry: Registry?
    /// The fixtures of the script playing the scene, which may stand in for services.
    let fixtures: [String: Value]
    /// The stand-ins made so far in this run, shared by its objects.
    let standIns: StandInServices?
    /// Every service the object declared: its type's identity and name, and whether it was found.
    var needs: [(id: ObjectIdentifier, name: String, resolved: Bool)] = []
    /// Why a fixture could not stand in for a service the object declared, when one could not.
    var standInFailure: String?

    init(registry: Registry?, fixtures: [String: Value] = [:], standIns: StandInServices? = nil) {
        self.registry = registry
        self.fixtures = fixtures
        self.standIns = standIns
    }

    @TaskLocal static var current: ServiceScope?

    func service<S>(_ type: S.Type) -> S? {
        if let registry, let standIns, let standIn = registry.standIn(for: type), let fixture = fixtures[standIn.fixture] {
            switch standIns.service(for: ObjectIdentifier(type), making: { try standIn.make(fixture) }) {
            case .success(let service): return service as? S
            case .failure(let error):
                standInFailure = "the script's fixture '\(standIn.fixture)' cannot stand in for \(S.self): \(ValueDecoder.describe(error))"
                return nil
            }
        }
        return registry?.service(type)
    }

    static func announce(_ id: ObjectIdentifier, name: String, resolved: Bool) {
        current?.needs.append((id, name, resolved))
    }

    /// Runs `make` with the registry's services visible to `@Service` wrappers; returns what they needed.
    static func collecting<T>(from registry: Registry?, _ make: () -> T) -> (T, [(id: ObjectIdentifier, name: String, resolved: Bool)]) {
        let scope = ServiceScope(registry: registry)
        let made = $current.withValue(scope) { make() }
        return (made, scope.needs)
    }

    /// Runs `make` with the registry's services, or the stand-ins a script's fixtures give for
    /// them, visible to `@Service` wrappers; returns the scope, with what they needed.
    static func collecting<T>(from registry: Registry, fixtures: [String: Value], standIns: StandInServices, _ make: () -> T) -> (T, ServiceScope) {
        let scope = ServiceScope(registry: registry, fixtures: fixtures, standIns: standIns)
        let made = $current.withValue(scope) { make() }
        return (made, scope)
    }
}
