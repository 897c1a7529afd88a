/// The base of every object a scene declares: data sources, views, bindings, binding sets, responders.
///
/// Subclass one of ``DataSource``, ``View``, ``Binding``, ``TypedBinding``, ``BindingSet`` or
/// ``Responder``, declare properties with `@Property` and outlets with `@Outlet`, and register the
/// class. The runtime creates one instance per declaration, sets its properties, connects its
/// outlets, and calls ``awake()`` once everything in the scene is connected.
open class SceneObject {
    /// The object's `id` in the scene, if it has one.
    public internal(set) var id: String?
    /// Where the object is declared, for diagnostics.
    public internal(set) var declarationLocation: SourceLocation?
    /// The live scene the object belongs to; `nil` before instantiation and after the scene closes.
    public package(set) weak var scene: LiveScene?

    /// How its class's outlets are connected and disconnected, kept by the runtime to disconnect
    /// them when the scene closes; `nil` for an object made in code, until one is connected by name.
    var memberTable: MemberTable?

    /// Creates an unconfigured object. The runtime calls this; configuration follows.
    public required init() {}

    /// The section this kind of object is declared in.
    open class var role: Role { .dataSource }

    /// One line describing the type, for `stagehand types` and the schema.
    open class var summary: String { "" }

    /// How the type passes data along, for lint to follow data through it; `nil` for none of the
    /// ways ``DataFlow`` names.
    open class var dataFlow: DataFlow? { nil }

    /// The dot paths and format placeholders the type reads from its data sources, for lint to
    /// check against the data's shape; empty for none.
    open class var dataReads: [DataRead] { [] }

    /// The shape of the value a data source of this type holds, for lint, `stagehand types`,
    /// the schema and the language server; `nil` when the type does not say (see ``ValueShape``).
    open class var valueShape: ValueShape? { nil }

    /// Called once after every object of the scene is created and connected, in declaration order:
    /// data sources first, then views, bindings, binding sets and responders.
    open func awake() {}

    /// Called when the scene is covered: a segue showed another scene over it. Its work goes on
    /// (a refreshing command keeps running); override to pause what only matters on screen.
    /// Nothing by default.
    open func sceneWasCovered() {}

    /// Called when the scene is shown again after being covered: `back` (or Escape) left the
    /// scene over it. Override to refresh what may have changed meanwhile. Nothing by default.
    open func sceneCameBack() {}

    /// Called once when the scene is left for good (popped by `back`, replaced by live reload,
    /// or the app ends), after its work was cancelled: timers and loads started from now on do
    /// not run. Override to let go of what the object holds outside the scene. Nothing by default.
    open func sceneWasLeft() {}

    /// Runs when the data source a scene subscribed this object to changes its value or its
    /// state (bindings and binding sets update); nothing by default.
    func dataSourceDidChange() {}

    /// Tells whoever shows the scene that the object changed in a way no `@Property` told of
    /// (a custom view's own state, a list it keeps): with ``PropertyEffect/layout``, what was
    /// measured of it is measured again. Setting a `@Property` marks the object by itself.
    ///
    /// - Parameter effect: Whether the change may change what the object takes or holds
    ///   (`layout`, the default) or only how it looks (`repaint`).
    public func markChanged(_ effect: PropertyEffect = .layout) {
        changesOwner?.changes.mark(self, effect)
    }

    /// The scene whose changes this object's changes count in: its own.
    var changesOwner: LiveScene? { scene }

    /// The top-level view whose measurements a change of this object can change; `nil` for an
    /// object that is not laid out, whose change may reach any view (through what it holds).
    var layoutTop: View? { nil }

    /// Marks the object after the `@Property` stored at the offset `offset` gives was set,
    /// with the effect that property declares. The offset is asked for only when the object's
    /// type declares a property that only repaints: for most types every change is layout.
    @usableFromInline
    final func propertyDidChange(fieldOffset offset: () -> Int) {
        guard let owner = changesOwner else { return }
        let table = memberTable ?? DeclarationReader.table(of: Swift.type(of: self))
        owner.changes.mark(self, table.effect(ofFieldAt: offset))
    }

    /// A name for messages: `'people' (StaticDataSource)` or the type alone.
    public var debugName: String {
        let type = String(describing: Swift.type(of: self))
        return id.map { "'\($0)' (\(type))" } ?? type
    }
}
