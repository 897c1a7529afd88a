/// The registered types as a value: what lint's checks read, and safe to hand to other threads.
///
/// A ``Registry`` is a class an app registers into; its ``Registry/catalog`` is a snapshot of the
/// declarations at that moment. Linting a folder checks many files at once, each on a thread of
/// its own, and every thread reads the same snapshot: nothing in it can change underneath.
public struct TypeCatalog: Sendable {
    /// The entries by name: shared between copies of the catalog, so a declaration read through
    /// one copy is read once for all (see ``CatalogEntry``).
    private var byName: [String: CatalogEntry] = [:]
    /// Every registered name, in registration order, for did-you-mean hints.
    public private(set) var names: [String] = []

    /// The identities of the service types the app provided, so lint can tell a type that needs
    /// one the app did not provide.
    private var providedServices: Set<ObjectIdentifier> = []

    /// What `item` is inside a table prototype: the row's value, a plain data source. `nil` in a
    /// catalog not made by a ``Registry`` (then `item` is checked as an object of unknown type).
    public internal(set) var rowItem: TypeDeclaration?

    /// The executable whose `types` command lists these types, as messages name it: `stagehand`,
    /// or an app's own executable that registered its types.
    public var commandName = "stagehand"

    /// An empty catalog.
    public init() {}

    /// Whether a service of the type with this identity was provided.
    func hasService(_ id: ObjectIdentifier) -> Bool { providedServices.contains(id) }

    /// Records that a service of the type with this identity was provided.
    mutating func noteService(_ id: ObjectIdentifier) { providedServices.insert(id) }

    /// The declaration of the type with this name.
    ///
    /// - Parameter name: The name scenes write in `type:`.
    /// - Returns: The declaration, or `nil` when no type has that name.
    public func declaration(named name: String) -> TypeDeclaration? { byName[name]?.declaration }

    /// Every declaration, in registration order.
    public var declarations: [TypeDeclaration] { names.compactMap { byName[$0]?.declaration } }

    /// Adds a declaration under its name; `false` when the name is taken.
    mutating func add(_ declaration: TypeDeclaration) -> Bool {
        add(CatalogEntry(declaration))
    }

    /// Adds an entry under its name; `false` when the name is taken.
    mutating func add(_ entry: CatalogEntry) -> Bool {
        guard byName[entry.name] == nil else { return false }
        byName[entry.name] = entry
        names.append(entry.name)
        return true
    }

    /// The class registered under `name`, without reading its declaration.
    func objectClass(named name: String) -> AnyObject.Type? { byName[name]?.objectClass }
}
