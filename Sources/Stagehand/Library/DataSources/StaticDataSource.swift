/// Holds the value written in the scene.
public final class StaticDataSource: DataSource {
    override public class var summary: String { "Holds the value written in the scene" }
    override public class var dataFlow: DataFlow? { .holdsValue(property: "value") }

    /// The value, any YAML value.
    @Property("The value, any YAML value", name: "value") var initialValue: Value = .null

    override public func awake() { setValue(initialValue) }
}
