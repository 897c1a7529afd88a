/// Removes an item from a list data source: the value of the `item` data source (typically the
/// selection), found by the dot path the item data source names (``ItemIdentifying``, as a
/// selection of a table with a `key` does), else by being equal.
public final class RemoveResponder: Responder {
    override public class var summary: String { "Removes the item (the value of 'item', such as a selection) from a list data source" }

    /// The data source holding the list.
    @Outlet("The data source holding the list") public var list: DataSource
    /// The data source holding the item to remove.
    @Outlet("The data source holding the item to remove") public var item: DataSource

    override public func respond(to event: ViewEvent) throws {
        let removed = item.value
        guard removed != .null else {
            throw EditError(.itemGone, "\(item.debugName) holds no item to remove; nothing was changed", at: item.declarationLocation)
        }
        guard case .list(let items) = list.value else {
            throw EditError(.editFailed, "\(list.debugName) holds \(list.value.kindDescription), not a list; nothing was changed", at: list.declarationLocation)
        }
        let keyPath = (item as? any ItemIdentifying)?.itemKeyPath ?? ""
        let index: Int?
        if !keyPath.isEmpty, let key = removed.value(atPath: keyPath) {
            index = items.firstIndex { $0.value(atPath: keyPath) == key }
        } else {
            index = items.firstIndex(of: removed)
        }
        guard let index else {
            throw EditError(.itemGone, "\(list.debugName) no longer holds the item of \(item.debugName); nothing was changed", at: list.declarationLocation)
        }
        try list.apply(ValueEdit(path: [String(index)], change: .remove).identifyingItem(at: 0, by: keyPath))
    }
}
