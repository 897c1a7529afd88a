/// Appends a field's text to a list data source, then clears the field.
///
/// With `key` set, appends `{key: text}` instead of the text. Empty (or blank) text appends
/// nothing. With a `value` data source connected, appends that data source's value instead — a
/// `CombinedDataSource` of several fields makes a form append one mapping — and clears `field`
/// and every one of `fields`.
public final class AppendResponder: Responder {
    override public class var summary: String { "Appends a field's text (or a data source's value) to a list data source, then clears the fields" }

    /// The field whose text is appended (and cleared).
    @Outlet(accepts: [.textInput], "The field whose text is appended, then cleared") public var field: View?
    /// The data source holding the list.
    @Outlet("The data source holding the list") public var list: DataSource
    /// When set, appends `{key: text}` instead of the bare text.
    @Property("When set, appends {key: text} instead of the text") public var key = ""
    /// When connected, its value is appended instead of the field's text.
    @Outlet("When connected, its value is appended instead of the field's text") public var value: DataSource?
    /// More fields to clear after appending.
    @Outlet(accepts: [.textInput], "More fields to clear after appending") public var fields: [View]

    override public func respond(to event: ViewEvent) throws {
        guard let item = try itemToAppend() else { return }
        var items: [Value]
        switch list.value {
        case .list(let existing): items = existing
        case .null: items = []
        case let other:
            throw ResponderError("\(list.debugName) holds \(other.kindDescription), not a list")
        }
        items.append(item)
        list.setValue(.list(items))
        for cleared in [field].compactMap({ $0 }) + fields {
            (cleared as? TextField)?.setText("")
        }
    }

    /// What to append, or nil when there is nothing to append (blank text, an empty value).
    private func itemToAppend() throws -> Value? {
        if let value {
            let appended = value.value
            let blank: Bool
            switch appended {
            case .null: blank = true
            case .string(let s): blank = s.trimmingWhitespace().isEmpty
            case .mapping(let m): blank = m.values.allSatisfy { $0.displayText.trimmingWhitespace().isEmpty }
            default: blank = false
            }
            return blank ? nil : appended
        }
        guard let field else { throw ResponderError("\(debugName) needs a 'field' or a 'value' to append") }
        let text = field.displayedText
        guard !text.trimmingWhitespace().isEmpty else { return nil }
        return key.isEmpty ? .string(text) : .mapping([key: .string(text)])
    }
}
