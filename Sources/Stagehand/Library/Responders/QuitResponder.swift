/// Ends the app with an exit status. In a script the run ends there, as if the script had
/// ended: later steps are not played, the final frame is printed, and the exit status is this one.
public final class QuitResponder: Responder {
    override public class var summary: String { "Ends the app with exit status 'status' (in a script, the run ends there)" }

    /// The exit status the app ends with.
    @Property("The exit status the app ends with, 0 to 255", meaning: .exitStatus) public var status = 0

    override public func respond(to event: ViewEvent) throws {
        guard let scene else { return }
        try scene.quit(status: Int32(clamping: status))
    }
}
