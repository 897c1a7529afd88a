// A user's app: Stagehand's commands with one custom binding registered.
import Stagehand
import StagehandCLI

/// Shows "Hello, NAME!" for a name.
final class GreetingBinding: TypedBinding<String, Label> {
    override class var summary: String { "Greets a name" }

    /// The greeting word.
    @Property("The greeting word") var greeting = "Hello"

    override func update(_ name: String, view: Label) {
        view.text = "\(greeting), \(name)!"
    }
}

StagehandCLI.main(name: "greeter", version: "0.1.0", abstract: "Greet people by name on a text console.") { registry in
    try registry.register(GreetingBinding.self)
}
