/// Keeps a choice (a `Select`, a `RadioGroup`, or any view that is ``Choosing``) and a value in
/// step, both ways: the chosen value is the value at `path`, and a person's choice writes the
/// option's value back there, as `SwitchBinding` does for a switch.
///
/// Writing goes through the data source's edits, so a choice bound to a selection or to a value
/// a segue passed changes the item in the list it came from.
public final class ChoiceBinding: Binding {
    override public class var summary: String { "Chooses the option whose value is the value at 'path'; a person's choice writes the option's value back" }
    override public class var dataReads: [DataRead] { [.inputFilling(["path"])] }
    override public class var dataFlow: DataFlow? { .edits(outlet: "dataSource", missingKeyIsTypo: false) }

    /// The choice it keeps in step.
    @Outlet(accepts: [.choice], "The Select or RadioGroup it keeps in step") public var view: View
    /// A dot path into the value; empty uses the value itself.
    @Property("A dot path into the value; empty uses the value itself", meaning: .dotPath) public var path = ""
    /// The data source whose value fills `path`'s placeholders (`notes.{id}`).
    @Outlet("Fills the {path} placeholders of 'path'; the choice follows its value too") public var input: DataSource?

    override public func awake() {
        guard $view, let scene else { return }
        scene.listen(to: view, event: "change") { [weak self] event in self?.write(event.value) }
    }

    override public func update() {
        guard let choice = view as? any Choosing else { return }
        // A path not computed yet reads nothing: no option is chosen.
        choice.setSelected(reading(path, in: dataSource.value, input: input).found ?? .null)
    }

    private func write(_ value: Value) {
        // A path not computed yet writes nothing.
        guard $dataSource, let scene, let segments = computedSegments(path, input: input) else { return }
        writeBack(ValueEdit(path: segments, change: .replace(value)), to: dataSource, in: scene)
    }
}

extension ChoiceBinding: FollowsPathInput {}
