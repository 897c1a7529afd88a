import Stagehand

/// A custom responder whose property is declared as naming a segue: the navigation graph and
/// lint must find it by that meaning, not by its class.
final class OpenSceneResponder: Responder {
    override class var summary: String { "Opens a scene" }

    /// The segue to perform.
    @Property("The segue to perform", meaning: .segue) var destination = ""

    override func respond(to event: ViewEvent) throws {
        guard let scene else { return }
        try scene.performSegue(destination, value: .null, from: nil)
    }
}
