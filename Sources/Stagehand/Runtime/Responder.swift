/// One reusable piece of behaviour, run on the events its `on:` lists.
///
/// Override ``respond(to:)``. It may replace data source values and perform segues; an error it
/// throws is reported and shown in the status line, and the scene goes on.
open class Responder: SceneObject {
    override open class var role: Role { .responder }

    /// Runs the behaviour for an event.
    ///
    /// - Parameter event: The event that triggered the responder.
    /// - Throws: Any error; it is reported as `responder-failed` and the scene goes on.
    open func respond(to event: ViewEvent) throws {}
}

/// An error a responder throws to tell the user what went wrong; its message is shown as is.
public struct ResponderError: Error, CustomStringConvertible {
    /// What went wrong, in one sentence.
    public var message: String

    /// Creates an error with a message.
    ///
    /// - Parameter message: What went wrong, in one sentence.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
