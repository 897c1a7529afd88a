import Testing
import Stagehand

/// Custom types are linted exactly like the standard library's, from their Swift declarations,
/// each problem at its exact line and column.
@Suite struct RuntimeLintTests {
    /// Lints a whole scene text (no header added) with the runtime registry.
    func lint(_ text: String) throws -> [Diagnostic] {
        Linter(registry: try runtimeRegistry()).lintScene(source: text, file: "custom.scene.yaml")
    }

    func only(_ code: DiagnosticCode, in diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.code == code }
    }

    @Test func aCleanCustomSceneLintsClean() throws {
        let diagnostics = try lint("""
            stagehand: 1
            scene: clean
            dataSources:
              - id: person
                type: StaticDataSource
                properties: { value: { name: Ada } }
              - id: level
                type: StaticDataSource
                properties: { value: 0.5 }
            views:
              - { id: greeting, type: Label }
              - { id: gauge, type: RTGauge, properties: { needle: 1, shape: round } }
            bindings:
              - type: RTGreetingBinding
                outlets: { dataSource: person, view: greeting }
                properties: { salutation: Hey }
              - type: RTGaugeBinding
                outlets: { dataSource: level, view: gauge }
            responders:
              - type: RTCounterResponder
                on: [gauge.spin]
                outlets: { counter: level }
            """)
        #expect(diagnostics.map(\.formatted) == [])
    }

    @Test func unknownOutletOfACustomBinding() throws {
        let diagnostics = try lint("""
            stagehand: 1
            scene: lint
            dataSources:
              - { id: person, type: StaticDataSource, properties: { value: { name: Ada } } }
            views:
              - { id: greeting, type: Label }
            bindings:
              - type: RTGreetingBinding
                outlets: { dataSource: person, view: greeting, veiw: greeting }
            """)
        let found = only(.unknownOutlet, in: diagnostics)
        #expect(found.map(\.runtimePos) == ["9:52"])
        #expect(found.first?.severity == .error)
        #expect(found.first?.message.contains("unknown outlet 'veiw' of RTGreetingBinding") == true)
        #expect(found.first?.message.contains("'view'") == true)
        #expect(found.first?.location.file == "custom.scene.yaml")
    }

    @Test func outletPointingAtTheWrongKindOfObject() throws {
        let diagnostics = try lint("""
            stagehand: 1
            scene: lint
            dataSources:
              - { id: person, type: StaticDataSource, properties: { value: { name: Ada } } }
            views:
              - { id: go, type: Button }
              - { id: title, type: Label }
            bindings:
              - type: RTGreetingBinding
                outlets: { dataSource: person, view: go }
            bindingSets:
              - type: RTCardBindingSet
                outlets: { dataSource: person, titleView: title, echoes: [title, person] }
            responders:
              - type: RTCounterResponder
                on: [go.tap]
                outlets: { counter: title }
            """)
        let found = only(.outletTarget, in: diagnostics)
        // A Button where a Label is needed; a data source in a view collection; a view where a data source is needed.
        #expect(found.map(\.runtimePos) == ["10:42", "13:70", "17:25"])
        #expect(found.first?.message.contains("outlet 'view' of RTGreetingBinding needs a Label view") == true)
        #expect(found.first?.message.contains("'go'") == true)
        #expect(found.dropFirst().first?.message.contains("outlet 'echoes' of RTCardBindingSet needs each id to name") == true)
        #expect(found.last?.message.contains("outlet 'counter' of RTCounterResponder needs a data source") == true)
    }

    @Test func customViewMissingACapability() throws {
        // A gauge cannot show text, so it cannot be a card's title.
        let diagnostics = try lint("""
            stagehand: 1
            scene: lint
            dataSources:
              - { id: person, type: StaticDataSource, properties: { value: { name: Ada } } }
            views:
              - { id: gauge, type: RTGauge }
            bindingSets:
              - type: RTCardBindingSet
                outlets: { dataSource: person, titleView: gauge }
            """)
        let found = only(.outletTarget, in: diagnostics)
        #expect(found.map(\.runtimePos) == ["9:47"])
        #expect(found.first?.message.contains("text") == true)
    }

    @Test func propertiesOfTheWrongKind() throws {
        let diagnostics = try lint("""
            stagehand: 1
            scene: lint
            dataSources:
              - { id: person, type: StaticDataSource, properties: { value: { name: Ada } } }
              - id: shout
                type: RTShoutDataSource
                outlets: { source: person }
                properties: { tag: x, volume: loud, loud: 3, delay: soon, drop: none, ratio: "half" }
            views:
              - { id: gauge, type: RTGauge, properties: { needle: high, shape: square } }
              - { id: greeting, type: Label }
            bindings:
              - type: RTGreetingBinding
                outlets: { dataSource: person, view: greeting }
                properties: { salutation: [Hi, Hello] }
              - type: TextBinding
                outlets: { dataSource: shout, view: greeting }
            """)
        let found = only(.invalidProperty, in: diagnostics)
        #expect(found.map(\.runtimePos) == ["8:35", "8:47", "8:57", "8:69", "8:82", "10:55", "10:68", "15:31"])
        #expect(found.first?.message == "property 'volume' takes an integer, not a string")
        #expect(found.dropFirst(2).first?.message.contains("takes a duration, a number and a unit, ms, s or m") == true)
        #expect(found.dropFirst(6).first?.message.contains("one of 'round', 'flat'") == true)
        #expect(found.last?.message.contains("property 'salutation' takes a string") == true)
    }

    @Test func missingRequiredPropertyAndOutletOfACustomDataSource() throws {
        let diagnostics = try lint("""
            stagehand: 1
            scene: lint
            dataSources:
              - id: shout
                type: RTShoutDataSource
            views:
              - { id: out, type: Label }
            bindings:
              - type: TextBinding
                outlets: { dataSource: shout, view: out }
            """)
        #expect(only(.missingProperty, in: diagnostics).map(\.runtimePos) == ["4:5"])
        #expect(only(.missingProperty, in: diagnostics).first?.message.contains("'tag' of RTShoutDataSource") == true)
        #expect(only(.missingOutlet, in: diagnostics).map(\.runtimePos) == ["4:5"])
        #expect(only(.missingOutlet, in: diagnostics).first?.message.contains("'source'") == true)
        // The optional outlet is not required.
        #expect(!diagnostics.contains { $0.message.contains("'suffix'") })
    }

    @Test func unknownTypeWithDidYouMean() throws {
        let diagnostics = try lint("""
            stagehand: 1
            scene: lint
            dataSources:
              - { id: person, type: StaticDataSource, properties: { value: { name: Ada } } }
            views:
              - { id: greeting, type: Label }
              - { id: gauge, type: RTGuage }
            bindings:
              - type: RTGreetingBindin
                outlets: { dataSource: person, view: greeting }
            """)
        let found = only(.unknownType, in: diagnostics)
        #expect(found.map(\.runtimePos) == ["7:24", "9:11"])
        #expect(found.first?.message.contains("unknown type 'RTGuage'") == true)
        #expect(found.map(\.formatted).joined().contains("'RTGauge'"))
        #expect(found.last?.message.contains("did you mean 'RTGreetingBinding'") == true)
    }

    @Test func customTypeInTheWrongSectionAndUnknownEvent() throws {
        let diagnostics = try lint("""
            stagehand: 1
            scene: lint
            dataSources:
              - { id: counter, type: StaticDataSource, properties: { value: 0 } }
            views:
              - { id: gauge, type: RTGauge }
            bindings:
              - type: RTCounterResponder
                outlets: { counter: counter }
            responders:
              - type: RTCounterResponder
                on: [gauge.spin, gauge.tap]
                outlets: { counter: counter }
            """)
        #expect(only(.wrongSection, in: diagnostics).map(\.runtimePos) == ["8:11"])
        #expect(only(.wrongSection, in: diagnostics).first?.message.contains("'RTCounterResponder' is a responder") == true)
        #expect(only(.unknownEvent, in: diagnostics).map(\.runtimePos) == ["12:22"])
    }

    @Test func checkerAndLinterAgree() throws {
        let registry = try runtimeRegistry()
        let text = """
            stagehand: 1
            scene: lint
            views:
              - { id: gauge, type: RTGauge, properties: { needle: high } }
            """
        let viaLinter = Linter(registry: registry).lintScene(source: text, file: "same.scene.yaml")
        let viaChecker = RuntimeTestSupport.describe(text, registry: registry, file: "same.scene.yaml").diagnostics
        #expect(viaLinter.map(\.formatted) == viaChecker.map(\.formatted))
        #expect(viaLinter.map(\.runtimePos).contains("4:55"))
    }
}
