extension NavigationGraph {
    /// A responder that performs a segue, and the view events that run it.
    public struct Performer: Sendable {
        /// The responder's id, when it has one.
        public var id: String?
        /// The responder's type name, such as `SegueResponder`.
        public var type: String
        /// Where the responder is declared.
        public var location: SourceLocation
        /// Its `on` entries that read as `viewId.event`, each where it is written; entries that
        /// do not are left out (lint reports them as `unknown-event`).
        public var triggers: [Located<EventReference>]

        /// Creates a performer.
        ///
        /// - Parameters:
        ///   - id: the responder's id.
        ///   - type: the responder's type name.
        ///   - location: where the responder is declared.
        ///   - triggers: the view events that run it.
        public init(id: String?, type: String, location: SourceLocation, triggers: [Located<EventReference>]) {
            self.id = id
            self.type = type
            self.location = location
            self.triggers = triggers
        }

        /// The performer a declared responder is.
        init(_ responder: ObjectDescription, type: String) {
            self.init(
                id: responder.id?.value, type: type, location: responder.location,
                triggers: responder.on.compactMap { entry in EventReference(entry.value).map { Located($0, at: entry.location) } })
        }
    }
}
