import Foundation
import Testing
import Stagehand

/// Keeps a lamp (any toggle) in step with a truth and writes its flips back: a switch binding
/// under another name, with its outlets named otherwise.
final class CRLampBinding: Binding {
    override class var summary: String { "Keeps a lamp in step with a truth, writing its flips back" }
    override class var dataFlow: DataFlow? { .edits(outlet: "dataSource", missingKeyIsTypo: true) }

    /// The lamp it keeps in step.
    @Outlet(accepts: [.toggle], "The lamp it keeps in step") var lamp: View
    /// Where the truth is.
    @Property("A dot path to the truth") var path = ""
}

/// Flips a truth in a store: a toggle responder under another name.
final class CRFlipResponder: Responder {
    override class var summary: String { "Flips a truth" }
    override class var dataFlow: DataFlow? { .edits(outlet: "store", missingKeyIsTypo: true) }

    /// The data source whose truth it flips.
    @Outlet("The data source whose truth it flips") var store: DataSource
    /// Where the truth is.
    @Property("A dot path to the truth") var path = ""
}

/// `redundant-toggle` knows a switch binding and a toggle responder by what their types declare,
/// not by their names: custom ones are warned of as the standard ones are.
@Suite("Checks: redundant toggle of custom types")
struct CustomRedundantToggleTests {
    static func warnings(_ body: String) throws -> [String] {
        let registry = Registry()
        try registry.register(CRLampBinding.self)
        try registry.register(CRFlipResponder.self)
        let diagnostics = Linter(registry: registry).lintScene(source: CheckTestSupport.header + body, file: "test.scene.yaml")
        return diagnostics.filter { $0.code == .redundantToggle }.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    static let scene = """
        dataSources:
          - { id: settings, type: StaticDataSource, properties: { value: { dark: false } } }
        views:
          - { id: dark, type: Switch, properties: { title: Dark } }
        bindings:
          - { type: CRLampBinding, outlets: { dataSource: settings, lamp: dark }, properties: { path: dark } }
        responders:
          - { type: CRFlipResponder, on: [dark.toggle], outlets: { store: settings }, properties: { path: dark } }
        """

    @Test func aCustomFlipOnAToggleACustomBindingWritesBackIsRedundant() throws {
        let found = try Self.warnings(Self.scene)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("10:35 ") == true, "\(found)")
        #expect(found.first?.contains("the switch's CRLampBinding already writes back") == true, "\(found)")
    }

    @Test func aCustomFlipOfAnotherPathIsNot() throws {
        let other = Self.scene.replacingOccurrences(of: "outlets: { store: settings }, properties: { path: dark } }", with: "outlets: { store: settings }, properties: { path: light } }")
        #expect(other != Self.scene)
        #expect(try Self.warnings(other) == [])
    }
}
