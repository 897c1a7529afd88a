extension Table {
    /// Replaces the rows; built rows are dropped.
    ///
    /// With `key` set, the cursor, the selection and the scroll position follow their items to
    /// wherever the new list has them; a selected item that is no longer there clears the
    /// selection. Without `key`, they stay on the same index, clamped to the rows there are.
    /// Selection followers (a `SelectionDataSource`) learn the selected row's new item, or null.
    public func setItems(_ newItems: [Value]) {
        let before = Place(of: self)
        if sectionBy.isEmpty {
            items = newItems
            sections = []
            listIndexes = nil
            rowIndexes = nil
        } else {
            let grouped = Table.group(newItems, by: sectionBy, key: sectionKey)
            (items, sections) = (grouped.items, grouped.sections)
            listIndexes = grouped.listIndexes
            var inverse = [Int](repeating: 0, count: grouped.listIndexes.count)
            for (row, index) in grouped.listIndexes.enumerated() { inverse[index] = row }
            rowIndexes = inverse
        }
        builtRows.removeAll(keepingCapacity: true)
        before.restore(on: self)
        markChanged()
        let selected = selectedIndex.map { items[$0] } ?? .null
        if selected != before.selectedItem { tellSelectionFollowers(selected) }
    }

    func tellSelectionFollowers(_ item: Value) {
        for follower in selectionFollowers { follower(item) }
    }

    /// Runs `handler` with the selected row's item whenever a change of the list changes it, and
    /// with null when the selection is cleared; a person's selection publishes `select` instead.
    public func followSelection(_ handler: @escaping (Value) -> Void) {
        selectionFollowers.append(handler)
    }

    /// Where the cursor, selection and scroll were, by item key and by index.
    private struct Place {
        var selectedIndex: Int?
        var cursorIndex: Int?
        var selectedItem: Value
        var selectedKey: Value?
        var cursorKey: Value?
        /// How far the cursor (else the selection) sat below the first row in view.
        var anchorDistance: Int?
        var scrollOffset: Int

        init(of table: Table) {
            selectedIndex = table.selectedIndex
            cursorIndex = table.cursorIndex
            selectedItem = table.selectedIndex.map { table.items[$0] } ?? .null
            let offset = table.viewport?.firstRow ?? 0
            scrollOffset = offset
            anchorDistance = (table.cursorIndex ?? table.selectedIndex).map { $0 - offset }
            guard !table.key.isEmpty else { return }
            selectedKey = table.selectedIndex.flatMap { table.items[$0].value(atPath: table.key) }
            cursorKey = table.cursorIndex.flatMap { table.items[$0].value(atPath: table.key) }
        }

        func restore(on table: Table) {
            let count = table.items.count
            let clamp = { (index: Int?) in index.flatMap { count == 0 ? nil : min($0, count - 1) } }
            if table.key.isEmpty {
                table.selectedIndex = selectedIndex.flatMap { $0 < count ? $0 : nil }
                table.cursorIndex = clamp(cursorIndex)
                table.viewport?.firstRow = max(0, min(scrollOffset, count - 1))
                return
            }
            let found = find(in: table.items, keyPath: table.key)
            table.selectedIndex = found.selected
            table.cursorIndex = found.cursor ?? (cursorKey == nil ? found.selected : clamp(cursorIndex))
            if let anchor = table.cursorIndex ?? table.selectedIndex, let anchorDistance {
                table.viewport?.firstRow = max(0, anchor - anchorDistance)
            } else {
                table.viewport?.firstRow = max(0, min(scrollOffset, count - 1))
            }
        }

        /// The new rows of the selected and cursor items, in one pass that stops once both are found.
        private func find(in items: [Value], keyPath: String) -> (selected: Int?, cursor: Int?) {
            var selected: Int?
            var cursor: Int?
            // Most changes leave an item where it was: check there first, so an edit costs nothing.
            if let s = selectedIndex, items.indices.contains(s), let k = selectedKey, items[s].value(atPath: keyPath) == k { selected = s }
            if let c = cursorIndex, items.indices.contains(c), let k = cursorKey, items[c].value(atPath: keyPath) == k { cursor = c }
            let wantSelected = selectedKey != nil && selected == nil
            let wantCursor = cursorKey != nil && cursor == nil
            guard wantSelected || wantCursor else { return (selected, cursor) }
            for (index, item) in items.enumerated() {
                let k = item.value(atPath: keyPath)
                if wantSelected, selected == nil, k == selectedKey { selected = index }
                if wantCursor, cursor == nil, k == cursorKey { cursor = index }
                if (!wantSelected || selected != nil) && (!wantCursor || cursor != nil) { break }
            }
            return (selected, cursor)
        }
    }
}
