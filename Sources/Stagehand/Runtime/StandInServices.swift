import Synchronization

/// The services a script's fixtures stood in for during one run (see
/// ``Registry/provideStandIn(for:fixture:_:)``), each made once, at the first object that needs
/// it: every object of the run, in every scene its segues show, shares one stand-in, as they
/// share the app's own service.
public final class StandInServices: Sendable {
    private let made = Mutex<[ObjectIdentifier: any Sendable]>([:])

    /// No stand-in made yet.
    public init() {}

    /// The stand-in made for the service type `id`, making it with `make` the first time.
    ///
    /// - Parameters:
    ///   - id: The service's type, as it was provided.
    ///   - make: Builds the stand-in from the script's fixture; may throw when the fixture's
    ///     value does not fit.
    /// - Returns: The stand-in, or why it could not be made (then it is tried again next time).
    func service(for id: ObjectIdentifier, making make: () throws -> any Sendable) -> Result<any Sendable, any Error> {
        made.withLock { made in
            if let service = made[id] { return .success(service) }
            do {
                let service = try make()
                made[id] = service
                return .success(service)
            } catch {
                return .failure(error)
            }
        }
    }
}
