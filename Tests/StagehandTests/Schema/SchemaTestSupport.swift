import Foundation
import Testing

import Stagehand

/// A custom binding as an app would write one, to check that registered types reach the schema
/// and the type listing with their properties and outlets.
final class GreetingBinding: Binding {
    override class var summary: String { "Greets the value by name" }

    /// The word before the name.
    @Property("The word before the name") var greeting = "Hello"
    /// The view that shows the greeting.
    @Outlet(accepts: [.text], "The view that shows the greeting") var view: View
}

/// Paths and processes the schema tests share.
enum SchemaTestSupport {
    /// The package root, found from this file's path (Tests/StagehandTests/Schema/…).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The committed schema file with this name.
    static func schemaFile(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Schemas").appendingPathComponent(name)
    }

    /// A registry with the standard library and ``GreetingBinding``.
    static func customRegistry() throws -> Registry {
        let registry = Registry()
        try registry.register(GreetingBinding.self)
        return registry
    }

    /// A fresh empty directory under the system's temporary directory.
    static func makeTemporaryDirectory() throws -> URL {
        URL(fileURLWithPath: try TemporaryFiles.folder("stagehand-schema-tests"))
    }
}
