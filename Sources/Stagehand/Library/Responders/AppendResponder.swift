/// Appends a field's text to a list data source, then clears the field.
///
/// With `key` set, appends `{key: text}` instead of the text. Empty (or blank) text appends nothing.
public final class AppendResponder: Responder {
    override public class var summary: String { "Appends a field's text to a list data source, then clears the field" }

    /// The field whose text is appended.
    @Outlet(accepts: [.textInput], "The field whose text is appended") public var field: View
    /// The data source holding the list.
    @Outlet("The data source holding the list") public var list: DataSource
    /// When set, appends a mapping with this key instead of the bare text.
    @Property("When set, appends {key: text} instead of the text") public var key = ""

    override public func respond(to event: ViewEvent) throws {
        let text = field.displayedText
        guard !text.trimmingWhitespace().isEmpty else { return }
        var items: [Value]
        switch list.value {
        case .list(let existing): items = existing
        case .null: items = []
        case let other:
            throw ResponderError("\(list.debugName) holds \(other.kindDescription), not a list")
        }
        items.append(key.isEmpty ? .string(text) : .mapping([key: .string(text)]))
        list.setValue(.list(items))
        (field as? TextField)?.setText("")
    }
}
