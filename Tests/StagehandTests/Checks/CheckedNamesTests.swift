import Testing
import Stagehand

/// Declares one property and one outlet of those the checks read, and nothing else.
final class CNPathAndInput: Binding {
    override class var summary: String { "Names a property and an outlet the checks read" }

    /// A path.
    @Property("A path") var path: String = ""
    /// An input.
    @Outlet("An input") var input: DataSource?
}

/// Publishes one event of those the checks read, and nothing else.
final class CNTapOnly: View {
    override class var summary: String { "Publishes a tap" }
    override class var events: [String] { ["tap"] }
}

/// The names the checks read members and events by (``CheckedProperty``, ``CheckedOutlet``,
/// ``CheckedEvent``) are cases, so a use cannot be misspelled; each case must be a name the
/// standard library declares, so a misspelled case is caught here instead of turning a check
/// off without a word.
@Suite struct CheckedNamesTests {
    /// The names the checks read that none of `declarations` declares: "property 'x'".
    static func undeclared(in declarations: [TypeDeclaration]) -> [String] {
        let properties = Set(declarations.flatMap { $0.properties.map(\.name) })
        let outlets = Set(declarations.flatMap { $0.outlets.map(\.name) })
        let events = Set(declarations.flatMap(\.events))
        return CheckedProperty.allCases.filter { !properties.contains($0.rawValue) }.map { "property '\($0.rawValue)'" }
            + CheckedOutlet.allCases.filter { !outlets.contains($0.rawValue) }.map { "outlet '\($0.rawValue)'" }
            + CheckedEvent.allCases.filter { !events.contains($0.rawValue) }.map { "event '\($0.rawValue)'" }
    }

    @Test func theStandardLibraryDeclaresEveryNameTheChecksRead() {
        #expect(Self.undeclared(in: Registry().declarations) == [])
    }

    @Test func aNameNoTypeDeclaresIsFound() throws {
        let registry = Registry(standardLibrary: false)
        try registry.register(CNPathAndInput.self)
        try registry.register(CNTapOnly.self)
        let declarations = try ["CNPathAndInput", "CNTapOnly"].map { try #require(registry.declaration(named: $0)) }
        #expect(Self.undeclared(in: declarations) == [
            "property 'paths'", "property 'by'", "property 'select'", "property 'state'",
            "outlet 'value'", "outlet 'view'",  // every binding declares `dataSource`
            "event 'toggle'", "event 'submit'",
        ])
    }
}
