/// How a type passes data along, declared by the type itself so that checks can follow data
/// through any type, custom ones included, without knowing its class.
///
/// Lint's data path check follows an edit's `path` back to the data file it lands in: through
/// sorted and filtered lists, a table's selection, the table's list. A type declares its part by
/// overriding ``SceneObject/dataFlow``:
///
/// ```swift
/// override public class var dataFlow: DataFlow? { .passesItems(outlet: "source") }
/// ```
public enum DataFlow: Sendable, Hashable {
    /// Edits the value of the data source its `outlet` names, at the dot path in its `path`
    /// property (`SetResponder`, `ToggleResponder`, `SwitchBinding`). With `missingKeyIsTypo`, a
    /// last key that no item has is likely a typo (a flag to flip); without, it is a key to add.
    /// A responder that edits so flips a truth, and a binding that does while an outlet of it
    /// takes a `toggle` view writes the toggle's flips back: `redundant-toggle` warns of the one
    /// fired by the toggle of a view the other already writes back to the same place.
    case edits(outlet: String, missingKeyIsTypo: Bool)
    /// Holds the items of the data source its `outlet` names, reordered or filtered
    /// (`SortDataSource`, `FilterDataSource`).
    case passesItems(outlet: String)
    /// Holds the item selected in the table its `outlet` names (`SelectionDataSource`).
    case selectsRow(tableOutlet: String)
    /// Fills the table, tree or choice its `view` outlet names with the list its `dataSource`
    /// outlet holds, or the list at its `path` (`TableBinding`, `TreeBinding`, `OptionsBinding`).
    case fillsTable
    /// Holds the value written in its `property` (`StaticDataSource`'s `value`).
    case holdsValue(property: String)
    /// Holds the value a segue passed to the scene (`IncomingDataSource`).
    case receivesSegue
    /// Shows a condition on its data source's value or state (`EnabledBinding`, `HiddenBinding`),
    /// set by `condition`-style properties or by `state`, not both.
    case condition
}
