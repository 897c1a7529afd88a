/// Keeps a choice (a `Select`, a `RadioGroup`, or any view that is ``Choosing``) and a value in
/// step, both ways: the chosen value is the value at `path`, and a person's choice writes the
/// option's value back there, as `SwitchBinding` does for a switch.
///
/// Writing goes through the data source's edits, so a choice bound to a selection or to a value
/// a segue passed changes the item in the list it came from.
public final class ChoiceBinding: Binding {
    override public class var summary: String { "Chooses the option whose value is the value at 'path'; a person's choice writes the option's value back" }
    override public class var dataFlow: DataFlow? { .edits(outlet: "dataSource", missingKeyIsTypo: false) }

    /// The choice it keeps in step.
    @Outlet(accepts: [.choice], "The Select or RadioGroup it keeps in step") public var view: View
    /// A dot path into the value; empty uses the value itself.
    @Property("A dot path into the value; empty uses the value itself", meaning: .dotPath) public var path = ""

    override public func awake() {
        guard $view, let scene else { return }
        scene.listen(to: view, event: "change") { [weak self] event in self?.write(event.value) }
    }

    override public func update() {
        guard let choice = view as? any Choosing else { return }
        choice.setSelected(dataSource.value.value(atPath: path) ?? .null)
    }

    private func write(_ value: Value) {
        guard $dataSource, let scene else { return }
        do {
            try dataSource.replace(at: path, with: value)
        } catch let error as EditError {
            scene.report(error.code, "\(debugName): \(error.message)", at: error.location ?? declarationLocation, status: error.message)
            update()
        } catch {
            scene.report(.editFailed, "\(debugName): \(error)", at: declarationLocation)
            update()
        }
    }
}
