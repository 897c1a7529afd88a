/// An `on` entry read once, by one rule for lint and the runtime alike: `viewId.event`, exactly
/// one dot, neither side empty.
public struct EventReference: Hashable, Sendable {
    /// The id of the view that publishes the event.
    public var view: String
    /// The event's name.
    public var event: String

    /// Reads `viewId.event`; `nil` for anything else (`a`, `a.`, `.b`, `a.b.c`).
    ///
    /// - Parameter text: What a responder's `on:` says.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        view = String(parts[0])
        event = String(parts[1])
    }
}
