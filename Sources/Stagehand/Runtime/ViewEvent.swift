/// User intent published by a view: a tap, an edit, a submit, a toggle, a selection.
public struct ViewEvent {
    /// The view that published it.
    public unowned let view: View
    /// The event's name (`tap`, `change`, `submit`, `toggle`, `select`).
    public let name: String
    /// What came with it: the text for `change` and `submit`, the state for `toggle`, the row's item for `select`.
    public let value: Value

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - view: The view the event happened on.
    ///   - name: The event's name, such as `tap`.
    ///   - value: What the event carries; null when nothing.
    public init(view: View, name: String, value: Value = .null) {
        self.view = view
        self.name = name
        self.value = value
    }

    /// `viewId.event`, as responders' `on` writes it.
    public var qualifiedName: String { "\(view.id ?? "?").\(name)" }
}
