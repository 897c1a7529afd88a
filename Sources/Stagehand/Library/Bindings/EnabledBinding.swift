/// Enables a view while a value is true (not null, false, zero or empty).
public final class EnabledBinding: ConditionBinding {
    override public class var summary: String { "Enables a view while the value (at 'path', or all 'paths') is true" }

    override public func update() {
        view.enabled = condition
        scene?.repairFocus()
    }
}
