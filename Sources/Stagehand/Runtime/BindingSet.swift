/// One data source mapped onto many views: a binding set holds bindings inside and connects them
/// to its own data source, so one declaration replaces many.
///
/// Declare view outlets with `@Outlet` and return the bindings in ``makeBindings()``; each gets
/// the set's data source. Or override ``update()`` to set the views directly.
open class BindingSet: SceneObject {
    override open class var role: Role { .bindingSet }

    /// The data source every binding of the set reads.
    @Outlet("The data source every binding of the set reads") public var dataSource: DataSource

    /// The bindings the set holds, made once when the scene starts.
    public private(set) var bindings: [Binding] = []

    /// Makes the bindings the set holds; their `dataSource` is connected to the set's.
    open func makeBindings() -> [Binding] { [] }

    /// Updates every held binding; called when the scene starts and after every change.
    open func update() {
        for binding in bindings { binding.update() }
    }

    override func dataSourceDidChange() {
        update()
        scene?.noteDrew(self)
    }

    func prepareBindings() {
        bindings = makeBindings()
        for binding in bindings {
            binding.scene = scene
            binding.declarationLocation = declarationLocation
            binding.connect(outlet: "dataSource", to: [dataSource])
        }
    }
}
