extension Table {
    /// Replaces the item of one row after its list changed only there: the row's built views
    /// rebind, nothing else is rebuilt. False when the change moves the row to another section,
    /// so the caller must set the whole list again.
    ///
    /// - Parameters:
    ///   - index: the item's index in the list given to ``setItems(_:)``.
    ///   - item: the item's new value.
    public func replaceItem(atListIndex index: Int, with item: Value) -> Bool {
        let row: Int
        if let rowIndexes {
            guard rowIndexes.indices.contains(index) else { return false }
            row = rowIndexes[index]
            guard Table.sectionTitle(of: items[row], by: sectionBy, key: sectionKey)
                == Table.sectionTitle(of: item, by: sectionBy, key: sectionKey)
            else { return false }
        } else {
            guard items.indices.contains(index) else { return false }
            row = index
        }
        items[row] = item
        markChanged()
        builtRows[row]?.setItem(item)
        if row == selectedIndex { tellSelectionFollowers(item) }
        return true
    }

    /// Passes an edit of one row's item back to the list the rows came from.
    ///
    /// - Throws: ``EditError`` when the table was given no list by a binding, or the row is gone.
    public func edit(row: Int, _ edit: ValueEdit) throws {
        guard let origin, let source = origin.source.object else {
            throw EditError(.editFailed, "\(debugName) shows no data source's list, so its rows cannot be edited; nothing was changed", at: declarationLocation)
        }
        guard items.indices.contains(row) else {
            throw EditError(.itemGone, "\(debugName) has no row \(row) any more; nothing was changed", at: declarationLocation)
        }
        let index = listIndexes?[row] ?? row
        try source.apply(edit.under(origin.path + [String(index)]).identifyingItem(at: origin.path.count, by: itemKey))
    }

    /// Records where the rows come from, so that edits of a row reach that list.
    ///
    /// - Parameters:
    ///   - source: the data source holding the list.
    ///   - path: the list's place inside the data source's value.
    public func setOrigin(_ source: DataSource, path: [String]) {
        guard origin?.source.object !== source || origin?.path != path else { return }
        let isNewSource = origin?.source.object !== source
        origin = (WeakDataSource(source), path)
        if isNewSource { for follower in originFollowers { follower(source) } }
    }

    /// Runs `handler` with the data source the table's list comes from, now if it has one and
    /// whenever a binding gives it another: a selection shows that data source's state.
    ///
    /// - Parameter handler: what takes on the data source's state.
    public func followOrigin(_ handler: @escaping (DataSource) -> Void) {
        originFollowers.append(handler)
        if let source = origin?.source.object { handler(source) }
    }
}

/// A data source held weakly, so a view never keeps a scene's data alive.
struct WeakDataSource {
    weak var object: DataSource?

    init(_ object: DataSource) { self.object = object }
}
