/// Replaces what is at `path` in a data source's value: with another data source's value, or
/// with a constant.
///
/// Set through a selection or a value a segue passed, the edit reaches the list the item came
/// from. With neither `value` nor `to`, it sets null.
///
/// `path` may hold `{path}` placeholders filled from the `input` outlet's value, as a command's
/// items are: `notes.{hash}` writes the key that is the hash (one key, dots and all) under
/// `notes`. While the input has no value, or a placeholder finds nothing, nothing is written.
public final class SetResponder: Responder {
    override public class var summary: String { "Replaces what is at 'path' in a data source's value with another data source's value, or the constant 'to'" }
    override public class var dataReads: [DataRead] { [.inputFilling(["path"])] }
    override public class var dataFlow: DataFlow? { .edits(outlet: "target", missingKeyIsTypo: false) }

    /// The data source whose value is edited.
    @Outlet("The data source whose value is edited") public var target: DataSource
    /// A dot path into the target's value; empty replaces the whole value.
    @Property("A dot path into the target's value; empty replaces the whole value; {path} placeholders are filled from 'input'") public var path = ""
    /// The data source whose value fills `path`'s placeholders.
    @Outlet("Fills the {path} placeholders of 'path'") public var input: DataSource?
    /// The data source whose value is written; overrides `to`.
    @Outlet("The data source whose value is written; overrides 'to'") public var value: DataSource?
    /// The constant written when `value` is not connected.
    @Property("The constant written when 'value' is not connected") public var to: Value = .null

    override public func respond(to event: ViewEvent) throws {
        guard let segments = computedSegments(path, input: input) else { return }
        try target.apply(ValueEdit(path: segments, change: .replace(value?.value ?? to)))
    }
}
