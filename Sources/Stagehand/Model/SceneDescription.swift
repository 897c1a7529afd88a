/// A scene file decoded into its parts, every value with its position, nothing yet checked
/// against the registry.
public struct SceneDescription: Sendable {
    /// The file the scene was read from.
    public var file: String
    /// `stagehand:`, the format version.
    public var version: Located<Int>?
    /// `scene:`, the scene's name.
    public var name: Located<String>?
    /// `title:`, shown in the title line.
    public var title: Located<String>?
    /// `dataSources:`.
    public var dataSources: [ObjectDescription] = []
    /// `views:`, the top of the view tree.
    public var views: [ObjectDescription] = []
    /// `bindings:`.
    public var bindings: [ObjectDescription] = []
    /// `bindingSets:`.
    public var bindingSets: [ObjectDescription] = []
    /// `responders:`.
    public var responders: [ObjectDescription] = []
    /// `segues:`.
    public var segues: [SegueDescription] = []
    /// `keys:`, the scene's shortcuts: each a `Shortcut` object (a view that is never laid out)
    /// whose `key`, `title` and `show` are written beside its `id`.
    public var shortcuts: [ObjectDescription] = []
    /// `styles:`, the scene's own styles, in the order written.
    public var styles: [StyleDeclaration] = []
    /// `theme:`, a theme file relative to the scene.
    public var theme: Located<String>?
    /// The text the scene was decoded from, for the lines of problems met while it runs.
    package var source: SourceText?

    /// Creates an empty description for a file.
    ///
    /// - Parameter file: The scene's path.
    public init(file: String) { self.file = file }

    /// The declared objects of a section.
    ///
    /// - Parameter role: The section.
    /// - Returns: Its objects, in the order written.
    public func objects(in role: Role) -> [ObjectDescription] {
        switch role {
        case .dataSource: dataSources
        case .view: views
        case .binding: bindings
        case .bindingSet: bindingSets
        case .responder: responders
        }
    }

    /// Every view of the tree, depth-first, not entering table prototypes.
    public var allViews: [ObjectDescription] {
        var result: [ObjectDescription] = []
        for view in views { view.collectViews(into: &result) }
        return result
    }

    /// Every object of the scene outside prototypes: data sources, views (depth-first),
    /// shortcuts, bindings, binding sets and responders, in that order.
    public var allObjects: [ObjectDescription] {
        var result: [ObjectDescription] = []
        forEachObject { result.append($0) }
        return result
    }

    /// Calls `body` with every object of ``allObjects``, in its order, without making the array:
    /// for a pass over a large scene that keeps nothing of most objects.
    func forEachObject(_ body: (ObjectDescription) -> Void) {
        dataSources.forEach(body)
        for view in views { view.forEachView(body) }
        shortcuts.forEach(body)
        bindings.forEach(body)
        bindingSets.forEach(body)
        responders.forEach(body)
    }
}
