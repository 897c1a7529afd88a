/// Returns to the previous scene.
public final class BackResponder: Responder {
    override public class var summary: String { "Returns to the previous scene" }

    override public func respond(to event: ViewEvent) throws {
        guard let scene else { return }
        if !scene.goBack() { throw ResponderError("there is no scene to go back to") }
    }
}
