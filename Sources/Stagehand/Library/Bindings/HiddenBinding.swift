/// Hides a view while a value is true (not null, false, zero or empty).
public final class HiddenBinding: ConditionBinding {
    override public class var summary: String { "Hides a view while the value (at 'path', or all 'paths') is true" }

    override public func update() {
        view.hidden = condition
        scene?.repairFocus()
    }
}
