/// A view that shows nested items, which a `TreeBinding` gives it (`Tree`).
public protocol TreeDisplaying: View {
    /// Replaces the top-level items.
    ///
    /// - Parameter items: the items of the list, in the list's order.
    func setItems(_ items: [Value])
}
