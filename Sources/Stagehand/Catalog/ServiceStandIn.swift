/// How a script's fixture replaces one service while the script plays: the fixture's name, and
/// how to build the stand-in from its value (see ``Registry/provideStandIn(for:fixture:_:)``).
struct ServiceStandIn: Sendable {
    /// The fixture a script names (`fixtures: { NAME: FILE }`) to stand in for the service.
    let fixture: String
    /// Builds the stand-in from the fixture's value.
    let make: @Sendable (Value) throws -> any Sendable
}
