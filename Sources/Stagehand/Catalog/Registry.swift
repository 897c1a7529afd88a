/// The types a scene can name, built-in and custom, with their declarations.
///
/// An app registers each of its types with one line, and from then on lint, the loader,
/// `stagehand types` and `stagehand schema` treat them exactly like the built-ins:
///
/// ```swift
/// let registry = Registry()                     // the standard library
/// try registry.register(PersonHeightBinding.self)
/// ```
public final class Registry {
    /// The declarations registered so far, as a value that can be shared between threads.
    ///
    /// Written only by the registry's own methods (registering classes is the runtime layer's
    /// part of it, `Registry+Classes`).
    public internal(set) var catalog = TypeCatalog()
    private var services: [ObjectIdentifier: any Sendable] = [:]
    private var standIns: [ObjectIdentifier: ServiceStandIn] = [:]

    /// A registry holding no types yet; ``init(standardLibrary:)`` (in the library's layer, which
    /// this one sits below) is the one apps call.
    init(registeringNothing: Void) {}

    /// The executable whose `types` command lists these types, as lint's messages name it
    /// (`stagehand` unless an app's own executable says otherwise).
    public var commandName: String {
        get { catalog.commandName }
        set { catalog.commandName = newValue }
    }

    /// The declaration of the type with this name.
    ///
    /// - Parameter name: The name scenes write in `type:`.
    /// - Returns: The declaration, or `nil` when no type has that name.
    public func declaration(named name: String) -> TypeDeclaration? { catalog.declaration(named: name) }

    /// Every declaration, in registration order.
    public var declarations: [TypeDeclaration] { catalog.declarations }

    /// Every registered name, for did-you-mean hints.
    public var names: [String] { catalog.names }

    /// Hands a service (a database handle, an API client) to the scenes built with this
    /// registry, once, at setup. Types that declare `@Service var x: S` receive it; providing
    /// the same type again replaces it.
    ///
    /// Services are found by their exact type. A service declared by a protocol
    /// (`@Service var store: any PlantStore`) must be provided as that protocol, by naming it:
    /// `registry.provide(store, as: (any PlantStore).self)`; Swift would otherwise provide it as
    /// the concrete type of `store`.
    ///
    /// - Parameters:
    ///   - service: The service to hand to the scenes.
    ///   - type: The type types declare it as; the service's own type unless given.
    public func provide<S: Sendable>(_ service: S, as type: S.Type = S.self) {
        services[ObjectIdentifier(type)] = service
        catalog.noteService(ObjectIdentifier(type))
    }

    /// The service of this type, if the app provided one.
    ///
    /// - Parameter type: The exact type the service was provided as.
    /// - Returns: The service, or `nil` when the app provided none of that type.
    public func service<S>(_ type: S.Type) -> S? {
        services[ObjectIdentifier(type)] as? S
    }

    /// Lets a script stand in for a service: while a script that names the fixture `fixture`
    /// plays (`fixtures: { NAME: FILE }`, a data file relative to the script), the types that
    /// declare `@Service var x: S` receive `make(value)`, built from the fixture's value, instead
    /// of the service the app provided; without that fixture, and whenever a person runs a scene,
    /// they receive the app's own.
    ///
    /// This is how an app whose types read the machine (a process table over `/proc`, a device,
    /// a database) makes its scripts play the same everywhere, as `commands` does for
    /// `CommandDataSource`:
    ///
    /// ```swift
    /// registry.provide(ProcFileSystem(), as: (any ProcessTable).self)
    /// registry.provideStandIn(for: (any ProcessTable).self, fixture: "processes") { value in
    ///     FixedProcessTable(try ValueDecoder().decode([ProcessEntry].self, from: value))
    /// }
    /// ```
    ///
    /// The stand-in is made once per run, when the first object that needs it is created, and
    /// shared by every object of the run (the scenes its segues show too). A fixture whose value
    /// `make` refuses (it throws) is a runtime problem (`value-conversion`) naming the fixture,
    /// and the objects that need the service are left out. The app still provides the real
    /// service: lint's `missing-service` does not count a stand-in.
    ///
    /// - Parameters:
    ///   - type: The type types declare the service as, exactly as it was provided.
    ///   - fixture: The name scripts give the fixture.
    ///   - make: Builds the stand-in from the fixture's value; throws when the value does not fit.
    public func provideStandIn<S: Sendable>(for type: S.Type, fixture: String, _ make: @escaping @Sendable (Value) throws -> S) {
        standIns[ObjectIdentifier(type)] = ServiceStandIn(fixture: fixture) { try make($0) }
    }

    /// How a script's fixture stands in for the service of this type, if the app said so.
    func standIn<S>(for type: S.Type) -> ServiceStandIn? {
        standIns[ObjectIdentifier(type)]
    }
}
