import Testing
import Stagehand

/// Services: handed to the registry once, received typed by the types that declare them, and
/// reported by lint when the app did not provide one.
@Suite("Services")
struct ServiceTests {
    static let greeting = """
        dataSources:
          - { id: hello, type: LDGreetingDataSource, properties: { name: Grace } }
        views:
          - { id: text, type: Label }
        bindings:
          - { type: TextBinding, outlets: { dataSource: hello, view: text } }
        """

    @Test("a declared service reaches the type that needs it")
    func serviceReceived() async {
        let text = await AsyncWorkTests.withScene(Self.greeting, greeting: "Good morning") { scene -> String in
            scene.work.settle()
            return (scene.objectsByID["text"] as? Label)?.text ?? "-"
        }
        #expect(text == "Good morning, Grace")
    }

    @Test("the declaration lists the services a type needs")
    func declared() {
        let registry = LiveDataTestTypes.registry()
        #expect(registry.declaration(named: "LDGreetingDataSource")?.services == ["LDGreeter"])
        #expect(registry.declaration(named: "LDSlowDataSource")?.services == [])
    }

    @Test("lint reports a type whose service the app did not provide")
    func lintReportsMissingService() {
        let registry = LiveDataTestTypes.registry(greeting: nil)
        let (_, diagnostics) = RuntimeTestSupport.describe(RuntimeTestSupport.header + Self.greeting, registry: registry)
        let missing = diagnostics.filter { $0.code == .missingService }
        #expect(missing.map(\.message) == ["'hello' (LDGreetingDataSource) needs a LDGreeter service, which this app does not provide; provide it at setup with registry.provide(_:)"])
        #expect(missing.map(\.runtimePos) == ["4:24"])  // at the type name
    }

    @Test("a scene built anyway leaves the object out and says why, without crashing")
    func runtimeLeavesObjectOut() async {
        let seen = await AsyncWorkTests.withScene(Self.greeting, greeting: nil) { scene -> [String] in
            [scene.objectsByID["hello"] == nil ? "left out" : "built"] + scene.diagnostics.map(\.code.rawValue)
        }
        #expect(seen?.first == "left out")
        #expect(seen?.contains("missing-service") == true)
    }
}
