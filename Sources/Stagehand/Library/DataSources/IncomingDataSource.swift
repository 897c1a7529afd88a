/// Holds the value a segue passed to this scene.
public final class IncomingDataSource: DataSource {
    override public class var summary: String { "Holds the value a segue passed to this scene" }

    /// The value when the scene is shown without a segue.
    @Property("The value when the scene is shown without a segue", name: "default") var defaultValue: Value = .null

    override public func awake() { setValue(scene?.incomingValue ?? defaultValue) }
}
