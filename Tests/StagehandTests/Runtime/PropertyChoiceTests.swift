import Testing
import Stagehand
import StagehandConsole

/// How fast a fan turns: a property type that is an enum.
enum RTFanSpeed: String, CaseIterable, Sendable, PropertyChoice {
    case slow
    case fast
    case off = "turned-off"
}

/// A view whose properties are enums, one of them optional.
final class RTFan: View {
    /// How fast it turns.
    @Property("How fast it turns") var speed = RTFanSpeed.slow
    /// The speed it falls back to, when set.
    @Property("The speed it falls back to") var fallback: RTFanSpeed? = nil
}

/// A property whose Swift type is a `PropertyChoice` enum takes its choices from the cases:
/// declared once, they reach lint, the listing, the schema and the runtime alike.
@Suite struct PropertyChoiceTests {
    private func registry() throws -> Registry {
        let registry = Registry()
        try registry.register(RTFan.self)
        return registry
    }

    @Test func theChoicesAreTheCasesRawValues() throws {
        let declaration = try #require(try registry().declaration(named: "RTFan"))
        let speed = try #require(declaration.property(named: "speed"))
        #expect(speed.kind == .string)
        #expect(speed.choices == ["slow", "fast", "turned-off"])
        #expect(speed.defaultValue == .string("slow"))
        let fallback = try #require(declaration.property(named: "fallback"))
        #expect(fallback.choices == ["slow", "fast", "turned-off"])
        #expect(fallback.defaultValue == nil)
    }

    @Test func lintRefusesOtherTextWithTheChoices() throws {
        let text = RuntimeTestSupport.header + "views:\n  - { type: RTFan, properties: { speed: medium } }\n"
        let (_, diagnostics) = RuntimeTestSupport.describe(text, registry: try registry())
        let problem = try #require(diagnostics.first { $0.code == .invalidProperty })
        #expect(problem.message == "property 'speed' takes one of 'slow', 'fast', 'turned-off', not 'medium'")
    }

    @Test func theRuntimeHandsThePropertyTheCase() throws {
        let scene = try RuntimeTestSupport.scene(
            "views:\n  - { id: fan, type: RTFan, properties: { speed: turned-off, fallback: fast } }\n", registry: try registry())
        let fan = try scene.object("fan", as: RTFan.self)
        #expect(fan.speed == .off)
        #expect(fan.fallback == .fast)
    }

    @Test func theListingAndTheSchemaNameTheChoices() throws {
        let registry = try registry()
        let listing = TypeListing(registry: registry).text()
        #expect(listing.contains("speed     slow|fast|turned-off, default \"slow\""))
        let schema = SchemaGenerator(registry: registry).sceneSchema()
        let fan = schema["definitions", "type.RTFan", "properties", "properties"]?["properties"]
        #expect(fan?["speed", "enum"] == ["slow", "fast", "turned-off"])
        #expect(fan?["fallback", "enum"] == ["slow", "fast", "turned-off"])
    }

    @Test func theStandardChoicesComeFromTheirEnums() throws {
        let catalog = Registry().catalog
        func choices(_ type: String, _ property: String) -> [String]? {
            catalog.declaration(named: type)?.property(named: property)?.choices
        }
        // A style is a name the scene may declare, not a fixed choice.
        #expect(choices("Label", "style") == nil)
        #expect(choices("Table", "sectionKey") == Table.SectionKey.allCases.map(\.rawValue))
        #expect(choices("CommandDataSource", "format") == CommandOutputFormat.allCases.map(\.rawValue))
        #expect(choices("EnabledBinding", "state") == DataSourceState.Phase.allCases.map(\.rawValue))
        #expect(choices("HiddenBinding", "state") == DataSourceState.Phase.allCases.map(\.rawValue))
    }

    @Test func everyBuiltInStyleLooksDifferentOnTheConsole() {
        let looks = StyleSheet.builtInNames.compactMap { StyleSheet.builtIn.style(named: $0) }.map(CellStyle.init)
        #expect(looks.count == StyleSheet.builtInNames.count)
        #expect(Set(looks.map { "\($0)" }).count == looks.count)
    }
}
