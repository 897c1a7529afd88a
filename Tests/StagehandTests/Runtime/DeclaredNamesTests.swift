import Testing
import Stagehand

/// A flow naming an outlet the type does not have is caught.
final class DNMisnamedFlow: DataSource {
    override class var summary: String { "Passes the items of a source it names wrongly" }
    override class var dataFlow: DataFlow? { .passesItems(outlet: "sauce") }
    override class var dataReads: [DataRead] { [DataRead(outlet: "source", paths: ["by"])] }

    /// The source.
    @Outlet("The source") var source: DataSource
}

/// The names a type's declarations give the checks (the outlets and properties of its
/// `DataFlow` and its `DataRead`s, the members the checks read for each flow, the events each
/// capability publishes) are strings nothing else validates: a typo would quietly turn a check
/// off. Every registered type's names exist on it.
@Suite("Runtime: every name a declaration gives the checks exists")
struct DeclaredNamesTests {
    /// Where `declaration` names a member it does not have: "Type: outlet 'x' (why)".
    static func missingNames(of declaration: TypeDeclaration) -> [String] {
        let outlets = Set(declaration.outlets.map(\.name))
        let properties = Set(declaration.properties.map(\.name))
        var missing: [String] = []
        func outlet(_ name: String, _ why: String) {
            if !outlets.contains(name) { missing.append("\(declaration.name): outlet '\(name)' (\(why))") }
        }
        func property(_ name: String, _ why: String) {
            if !properties.contains(name) { missing.append("\(declaration.name): property '\(name)' (\(why))") }
        }
        switch declaration.dataFlow {
        case .edits(let edited, _)?:
            outlet(edited, "the data source it edits")
            property("path", "where it edits, which the data path check follows")
        case .passesItems(let source)?:
            outlet(source, "the data source whose items it passes")
        case .selectsRow(let table)?:
            outlet(table, "the table whose selection it holds")
        case .fillsTable?:
            outlet("view", "the table it fills")
            outlet("dataSource", "the list it fills it with")
            property("path", "the list's place in the value")
        case .holdsValue(let value)?:
            property(value, "the value it holds")
        case .condition?:
            property("state", "a condition on the data source's state")
        case .receivesSegue?, nil:
            break
        }
        for read in declaration.dataReads {
            if read.readsItemsShown {
                if let nested = read.nestedAt { property(nested, "the path to each item's children") }
            } else {
                outlet(read.outlet, "the data source it reads")
            }
            for name in read.paths { property(name, "a dot path it reads") }
            for name in read.formats { property(name, "a format it reads") }
        }
        // What a binding of each capability listens to: a person's flip, choice or typing.
        let events: [(ViewCapability, String)] = [(.toggle, "toggle"), (.table, "select"), (.choice, "change"), (.textInput, "change")]
        for (capability, event) in events where ViewCapability.implied(by: declaration.capabilities).contains(capability) {
            if !declaration.events.contains(event) {
                missing.append("\(declaration.name): event '\(event)' (what its '\(capability)' capability publishes)")
            }
        }
        return missing
    }

    @Test func everyStandardTypesDeclaredNamesExist() {
        let registry = Registry()
        #expect(registry.declarations.contains { $0.dataFlow != nil })
        #expect(registry.declarations.contains { !$0.dataReads.isEmpty })
        #expect(registry.declarations.flatMap(Self.missingNames) == [])
    }

    @Test func aMisspelledNameIsFound() throws {
        let registry = Registry(standardLibrary: false)
        try registry.register(DNMisnamedFlow.self)
        let declaration = try #require(registry.declaration(named: "DNMisnamedFlow"))
        #expect(Self.missingNames(of: declaration) == [
            "DNMisnamedFlow: outlet 'sauce' (the data source whose items it passes)",
            "DNMisnamedFlow: property 'by' (a dot path it reads)",
        ])
    }
}
