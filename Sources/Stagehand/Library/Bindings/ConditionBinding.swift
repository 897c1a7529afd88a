/// The shared logic of bindings that set a flag from the truthiness of a value.
///
/// The value (or the value at `path`) counts as true unless it is null, false, zero or empty;
/// with `paths`, every one must be true. With `state` instead, the condition is that the data
/// source is in that state (`ready`, `loading` or `failed`). `invert` flips the result.
public class ConditionBinding: Binding {
    override public class var dataFlow: DataFlow? { .condition }

    /// The view whose flag it sets.
    @Outlet("The view whose flag it sets") public var view: View
    /// A dot path into the value; empty tests the value itself.
    @Property("A dot path into the value; empty tests the value itself", meaning: .dotPath) public var path = ""
    /// Several dot paths that must all be true; overrides `path`.
    @Property("Several dot paths that must all be true; overrides 'path'") public var paths: [Value] = []
    /// The data source's state that makes the condition true, instead of a path; `nil` tests
    /// the path.
    @Property("The data source's state that makes it true (ready, loading or failed), instead of a path")
    public var state: DataSourceState.Phase? = nil
    /// Flips the result.
    @Property("Flips the result") public var invert = false

    /// Whether the condition holds for the data source's current value.
    var condition: Bool {
        let value = dataSource.value
        let holds: Bool
        if let state {
            holds = dataSource.state.phase == state
        } else if paths.isEmpty {
            holds = value.value(atPath: path)?.isTruthy ?? false
        } else {
            holds = paths.allSatisfy { value.value(atPath: $0.displayText)?.isTruthy ?? false }
        }
        return holds != invert
    }
}
