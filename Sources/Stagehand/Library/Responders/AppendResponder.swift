import OrderedCollections

/// Appends a field's text to a list data source, then clears the field.
///
/// With `key` set, appends `{key: text}` instead of the text; `defaults` fills in the keys an
/// appended mapping lacks (`{done: false}`). Text that is blank after trimming appends nothing.
/// Appending to a filtered or sorted list appends to its source. With a `value` data source connected, appends that data source's value instead — a
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
    /// Keys and values merged under each appended mapping: the item's own keys win.
    @Property("A mapping merged under each appended item; the item's own keys win") public var defaults: OrderedDictionary<String, Value> = [:]

    override public func respond(to event: ViewEvent) throws {
        guard let appended = try itemToAppend() else { return }
        let item = withDefaults(appended)
        switch list.value {
        case .list(let existing): try list.apply(ValueEdit(path: [String(existing.count)], change: .replace(item)))
        case .null: try list.replace(with: .list([item]))
        case let other:
            throw ResponderError("\(list.debugName) holds \(other.kindDescription), not a list")
        }
        for cleared in [field].compactMap({ $0 }) + fields {
            (cleared as? any TextEditing)?.setText("")
        }
    }

    /// The item with `defaults` merged under it: keys it lacks are added after its own.
    private func withDefaults(_ item: Value) -> Value {
        guard !defaults.isEmpty, case .mapping(var members) = item else { return item }
        for (key, value) in defaults where members[key] == nil { members[key] = value }
        return .mapping(members)
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
