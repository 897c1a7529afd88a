import OrderedCollections

/// Picks a view's style from data: the value at `path` (or the value itself) is looked up in
/// `map`, and the style it maps to is the view's; a value `map` does not name gives `default`.
///
/// In a table's prototype it styles each row from its item:
///
/// ```yaml
/// - type: StyleBinding
///   properties: { path: state, map: { failed: error, done: success }, default: plain }
///   outlets: { dataSource: item, view: row }
/// ```
public final class StyleBinding: Binding {
    override public class var summary: String { "Sets a view's style from the value (at 'path'), through 'map'" }
    override public class var dataReads: [DataRead] { [DataRead(outlet: "dataSource", paths: ["path"], formats: []), .inputFilling(["path"])] }

    /// The view whose style it sets.
    @Outlet("The view whose style it sets") public var view: View
    /// A dot path into the value; empty reads the value itself.
    @Property("A dot path into the value; empty reads the value itself", meaning: .dotPath) public var path = ""
    /// Each value (as text) and the style it gives the view.
    @Property("Each value, as text, and the name of the style it gives the view", meaning: .styleName)
    public var map: OrderedDictionary<String, Value> = [:]
    /// The style for a value `map` does not name (or no value); empty keeps the style the view
    /// was declared with.
    @Property("The style for a value the map does not name; empty keeps the view's own style", meaning: .styleName)
    public var `default` = ""
    /// The data source whose value fills `path`'s placeholders (`notes.{id}`).
    @Outlet("Fills the {path} placeholders of 'path'; the style follows its value too") public var input: DataSource?

    /// The style the view was declared with, taken at the first update.
    private var declaredStyle: String?

    override public func update() {
        let declared = declaredStyle ?? view.style
        declaredStyle = declared
        let name = styleName(for: dataSource.value) ?? (self.default.isEmpty ? declared : self.default)
        if view.style != name { view.style = name }
    }

    /// The style `map` gives the value at `path`; `nil` when it names none.
    func styleName(for value: Value) -> String? {
        guard let found = reading(path, in: value, input: input).found, found != .null else { return nil }
        guard case .string(let name)? = map[found.displayText] else { return nil }
        return name
    }
}

extension StyleBinding: FollowsPathInput {}
