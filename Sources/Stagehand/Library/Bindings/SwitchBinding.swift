/// Keeps a switch (a `Switch`, or any view that is ``Toggling``) and the truth of a value in step, both ways: the switch is on while the value
/// (at `path`) is true, and flipping the switch writes `true` or `false` there.
///
/// Writing goes through the data source's edits, so a switch bound to a selection or to a value
/// a segue passed changes the item in the list it came from. A `ToggleResponder` on the same
/// switch's `toggle` for the same data source and path is then redundant (lint warns,
/// `redundant-toggle`); it does not flip the value a second time.
public final class SwitchBinding: Binding {
    override public class var summary: String { "Turns a Switch on while the value at 'path' is true; flipping the switch writes the new truth back" }
    override public class var dataReads: [DataRead] { [.inputFilling(["path"])] }
    override public class var dataFlow: DataFlow? { .edits(outlet: "dataSource", missingKeyIsTypo: true) }

    /// The switch it keeps in step.
    @Outlet(accepts: [.toggle], "The switch it keeps in step") public var view: View
    /// A dot path into the value; empty uses the value itself.
    @Property("A dot path into the value; empty uses the value itself") public var path = ""
    /// The data source whose value fills `path`'s placeholders (`notes.{id}`).
    @Outlet("Fills the {path} placeholders of 'path'; the switch follows its value too") public var input: DataSource?

    override public func awake() {
        guard $view, let scene else { return }
        scene.listen(to: view, event: "toggle") { [weak self] event in self?.write(event.value) }
    }

    override public func update() {
        guard let toggle = view as? any Toggling else { return }
        // A path not computed yet reads nothing: off.
        toggle.on = reading(path, in: dataSource.value, input: input).found?.isTruthy ?? false
    }

    private func write(_ state: Value) {
        // A path not computed yet writes nothing.
        guard $dataSource, let scene, let segments = computedSegments(path, input: input) else { return }
        if writeBack(ValueEdit(path: segments, change: .replace(.bool(state.isTruthy))), to: dataSource, in: scene) {
            scene.noteTruthSet(in: dataSource, at: segments)
        }
    }
}

extension SwitchBinding: FollowsPathInput {}
