/// The shared logic of bindings that set a flag from the truthiness of a value.
///
/// The value (or the value at `path`) counts as true unless it is null, false, zero or empty;
/// with `paths`, every one must be true. With `state` instead, the condition is that the data
/// source is in that state (`ready`, `loading` or `failed`). `invert` flips the result.
public class ConditionBinding: Binding {
    override public class var dataFlow: DataFlow? { .condition }
    override public class var dataReads: [DataRead] { [.inputFilling(["path", "paths"])] }

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
    /// The data source whose value fills the placeholders of `path` and `paths` (`seen.{id}`).
    @Outlet("Fills the {path} placeholders of 'path' and 'paths'; the condition follows its value too") public var input: DataSource?

    /// Whether the condition holds for the data source's current value.
    var condition: Bool {
        let value = dataSource.value
        let holds: Bool
        if let state {
            holds = dataSource.state.phase == state
        } else if paths.isEmpty {
            // A path not computed yet reads nothing, which is not true.
            holds = reading(path, in: value, input: input).found?.isTruthy ?? false
        } else {
            holds = paths.allSatisfy { reading($0.displayText, in: value, input: input, property: "paths").found?.isTruthy ?? false }
        }
        return holds != invert
    }
}

extension ConditionBinding: FollowsPathInput {}
