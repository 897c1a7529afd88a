/// Gives a choice (a `Select`, a `RadioGroup`, or any view that is ``Choosing``) its options:
/// one per item of a list value, titled by the text at `title` in the item and worth the value
/// at `value` (either left out: the item itself).
///
/// The item stays behind its option, so a `SelectionDataSource` on the choice holds the whole
/// item of the chosen option.
public final class OptionsBinding: Binding {
    override public class var summary: String { "Gives a Select or RadioGroup its options: one per item of a list, with 'title' and 'value' read from each item" }
    override public class var dataFlow: DataFlow? { .fillsTable }
    override public class var dataReads: [DataRead] { [
        DataRead(outlet: "dataSource", paths: ["path"]),
        DataRead(outlet: "dataSource", itemsAt: "path", paths: ["title", "value"]),
        .inputFilling(["path"]),
    ] }

    /// The choice it fills.
    @Outlet(accepts: [.choice], "The Select or RadioGroup it gives options") public var view: View
    /// A dot path to the list inside the value; empty uses the value itself.
    @Property("A dot path to the list inside the value; empty uses the value itself", meaning: .dotPath) public var path = ""
    /// The data source whose value fills `path`'s placeholders (`notes.{id}`).
    @Outlet("Fills the {path} placeholders of 'path'; the options follow its value too") public var input: DataSource?
    /// A dot path into each item to the option's title; empty uses the item itself.
    @Property("A dot path into each item to the option's title; empty uses the item itself", meaning: .dotPath) public var title = ""
    /// A dot path into each item to the option's value; empty uses the item itself.
    @Property("A dot path into each item to the option's value; empty uses the item itself", meaning: .dotPath) public var value = ""

    override public func update() {
        guard let choice = view as? any Choosing else { return }
        // A path not computed yet reads nothing: no options.
        guard case .read(let found) = reading(path, in: dataSource.value, input: input) else {
            choice.setChoices([])
            return
        }
        if found == nil, dataSource.value != .null { reportMissingData(path, property: "path") }
        switch found ?? .null {
        case .list(let items):
            choice.setChoices(items.map { option(for: $0) })
        case .null:
            choice.setChoices([])
        case let other:
            choice.setChoices([])
            reportConversionFailure("options need a list, not \(other.kindDescription)")
        }
    }

    private func option(for item: Value) -> ChoiceOption {
        let shown = item.value(atPath: title) ?? .null
        let chosen = item.value(atPath: value) ?? .null
        return ChoiceOption(title: shown.displayText, value: chosen, item: item)
    }
}

extension OptionsBinding: FollowsPathInput {}
