import Testing
import Stagehand

/// Custom types register with one line each, and the registry reports exactly what their Swift
/// declarations say: properties with kinds and defaults, outlets with role, collection and
/// required, events and capabilities.
@Suite struct RuntimeRegistrationTests {
    @Test func eachCustomTypeRegistersWithOneLine() throws {
        let registry = Registry()
        let before = registry.names.count
        try registry.register(RTGreetingBinding.self)
        try registry.register(RTCardBindingSet.self)
        try registry.register(RTCounterResponder.self)
        try registry.register(RTShoutDataSource.self)
        try registry.register(RTGauge.self)
        #expect(registry.names.count == before + 5)
        #expect(Array(registry.names.suffix(5)) == ["RTGreetingBinding", "RTCardBindingSet", "RTCounterResponder", "RTShoutDataSource", "RTGauge"])
        for name in registry.names.suffix(5) {
            let declaration = try #require(registry.declaration(named: name))
            #expect(!declaration.isStandard)
            #expect(declaration.name == name)
        }
        #expect(registry.declaration(named: "Label")?.isStandard == true)
    }

    @Test func customBindingDeclaration() throws {
        let registry = Registry()
        try registry.register(RTGreetingBinding.self)
        let declaration = try #require(registry.declaration(named: "RTGreetingBinding"))
        #expect(declaration.role == .binding)
        #expect(declaration.summary == "Greets a person on a label")
        #expect(declaration.objectType == RTGreetingBinding.self)
        #expect(declaration.events.isEmpty)
        #expect(declaration.capabilities.isEmpty)

        // Superclass members first: Binding's dataSource, TypedBinding's view, then its own.
        #expect(declaration.outlets.map(\.name) == ["dataSource", "view"])
        let dataSource = try #require(declaration.outlet(named: "dataSource"))
        #expect(dataSource.targetRole == .dataSource)
        #expect(dataSource.isRequired && !dataSource.isCollection)
        let view = try #require(declaration.outlet(named: "view"))
        #expect(view.targetRole == .view)
        #expect(view.targetClass == Label.self)
        #expect(view.isRequired && !view.isCollection)
        #expect(view.targetDescription == "a Label view")

        #expect(declaration.properties.map(\.name) == ["salutation"])
        let salutation = try #require(declaration.property(named: "salutation"))
        #expect(salutation.kind == .string)
        #expect(salutation.defaultValue == .string("Hello"))
        #expect(!salutation.isRequired)
        #expect(salutation.summary == "Text before the name")
    }

    @Test("an outlet's description names its target class only when the role's base class is not enough")
    func outletDescriptionsNameOnlyANarrowerClass() throws {
        let registry = Registry()
        try registry.register(RTOutletTargets.self)
        let declaration = try #require(registry.declaration(named: "RTOutletTargets"))
        let described = Dictionary(uniqueKeysWithValues: declaration.outlets.map { ($0.name, $0.targetDescription) })
        #expect(described == [
            "dataSource": "a data source", "member": "a binding", "gauges": "a list of RTGauge views", "handler": "a responder",
        ])
        let member = try #require(declaration.outlet(named: "member"))
        #expect(member.targetClass == Binding.self)
        #expect(member.accepts(try #require(registry.declaration(named: "TextBinding"))))
        #expect(!member.accepts(try #require(registry.declaration(named: "Label"))))
        let gauges = try #require(declaration.outlet(named: "gauges"))
        try registry.register(RTGauge.self)
        #expect(gauges.accepts(try #require(registry.declaration(named: "RTGauge"))))
        #expect(!gauges.accepts(try #require(registry.declaration(named: "ProgressBar"))))
    }

    @Test func customBindingSetDeclaration() throws {
        let registry = Registry()
        try registry.register(RTCardBindingSet.self)
        let declaration = try #require(registry.declaration(named: "RTCardBindingSet"))
        #expect(declaration.role == .bindingSet)
        #expect(declaration.outlets.map(\.name) == ["dataSource", "titleView", "subtitle", "echoes"])

        let title = try #require(declaration.outlet(named: "titleView"))
        #expect(title.targetRole == .view && title.isRequired && !title.isCollection)
        #expect(title.requiredCapabilities == [.text])

        let subtitle = try #require(declaration.outlet(named: "subtitle"))
        #expect(subtitle.targetRole == .view && !subtitle.isRequired && !subtitle.isCollection)
        #expect(subtitle.targetClass == Label.self)

        let echoes = try #require(declaration.outlet(named: "echoes"))
        #expect(echoes.targetRole == .view && !echoes.isRequired && echoes.isCollection)
        #expect(echoes.requiredCapabilities == [.text])
        #expect(echoes.summary == "Labels that each echo the name")

        #expect(declaration.properties.map(\.name) == ["prefix"])
        #expect(declaration.property(named: "prefix")?.defaultValue == .string(""))
    }

    @Test func customResponderDeclaration() throws {
        let registry = Registry()
        try registry.register(RTCounterResponder.self)
        let declaration = try #require(registry.declaration(named: "RTCounterResponder"))
        #expect(declaration.role == .responder)
        #expect(declaration.outlets.map(\.name) == ["counter"])
        let counter = try #require(declaration.outlet(named: "counter"))
        #expect(counter.targetRole == .dataSource && counter.isRequired && !counter.isCollection)
        #expect(declaration.properties.map(\.name) == ["step", "failWith"])
        #expect(declaration.property(named: "step")?.kind == .int)
        #expect(declaration.property(named: "step")?.defaultValue == .int(1))
        #expect(declaration.property(named: "failWith")?.kind == .string)
    }

    @Test func customDataSourceDeclaration() throws {
        let registry = Registry()
        try registry.register(RTShoutDataSource.self)
        let declaration = try #require(registry.declaration(named: "RTShoutDataSource"))
        #expect(declaration.role == .dataSource)
        #expect(declaration.summary == "Shouts the text at a path of its source")

        #expect(declaration.outlets.map(\.name) == ["source", "suffix"])
        #expect(declaration.outlet(named: "source")?.isRequired == true)
        #expect(declaration.outlet(named: "suffix")?.isRequired == false)
        #expect(declaration.outlet(named: "suffix")?.targetRole == .dataSource)

        let properties = declaration.properties
        #expect(properties.map(\.name) == ["path", "volume", "ratio", "loud", "delay", "drop", "extra", "tag"])
        #expect(properties.map(\.kind) == [.string, .int, .number, .bool, .duration, .list, .any, .string])
        #expect(declaration.property(named: "path")?.defaultValue == .string(""))
        #expect(declaration.property(named: "volume")?.defaultValue == .int(1))
        #expect(declaration.property(named: "ratio")?.defaultValue == .double(0.5))
        #expect(declaration.property(named: "loud")?.defaultValue == .bool(true))
        #expect(declaration.property(named: "delay")?.defaultValue == .string("250ms"))
        #expect(declaration.property(named: "drop")?.defaultValue == .list([]))
        let tag = try #require(declaration.property(named: "tag"))
        #expect(tag.isRequired)
        // A null default is no default; a required property has none either ("`nil` for none").
        // (`Value` is ExpressibleByNilLiteral: a `nil` typed as `Value` would arrive as `.some(.null)`.)
        #expect(declaration.property(named: "extra")?.defaultValue == nil)
        #expect(tag.defaultValue == nil)
        #expect(Registry().declaration(named: "FileDataSource")?.property(named: "path")?.defaultValue == nil)
        #expect(Registry().declaration(named: "IncomingDataSource")?.property(named: "default")?.defaultValue == nil)
        // The Swift name is not the scene's name.
        #expect(declaration.property(named: "extraValue") == nil)
    }

    @Test func customViewDeclaration() throws {
        let registry = Registry()
        try registry.register(RTGauge.self)
        let declaration = try #require(registry.declaration(named: "RTGauge"))
        #expect(declaration.role == .view)
        #expect(declaration.events == ["spin", "stop"])
        #expect(declaration.capabilities == [.progress, ViewCapability("gauge")])
        #expect(!declaration.acceptsChildren)
        #expect(!declaration.acceptsPrototype)
        #expect(declaration.outlets.isEmpty)
        // View's own hidden/enabled come first, then the gauge's.
        #expect(declaration.properties.map(\.name) == ["hidden", "enabled", "width", "height", "style", "needle", "shape"])
        #expect(declaration.property(named: "needle")?.kind == .number)
        #expect(declaration.property(named: "needle")?.defaultValue == .double(0))
        #expect(declaration.property(named: "shape")?.choices == ["round", "flat"])
        #expect(declaration.property(named: "hidden")?.defaultValue == .bool(false))
        #expect(declaration.property(named: "enabled")?.defaultValue == .bool(true))
    }

    @Test func registeringTheSameNameTwiceThrows() throws {
        let registry = Registry()
        try registry.register(RTGauge.self)
        #expect(throws: RegistryError.duplicateName("RTGauge", existing: "RTGauge")) {
            try registry.register(RTGauge.self)
        }
        // Another class under a taken name, custom or standard.
        #expect(throws: RegistryError.duplicateName("RTGauge", existing: "RTGauge")) {
            try registry.register(RTLogView.self, as: "RTGauge")
        }
        #expect(throws: RegistryError.duplicateName("Label", existing: "Label")) {
            try registry.register(RTGauge.self, as: "Label")
        }
        // The first registration stands.
        #expect(registry.declaration(named: "RTGauge")?.objectType == RTGauge.self)
        #expect(registry.declaration(named: "Label")?.objectType == Label.self)
        #expect(registry.names.filter { $0 == "RTGauge" }.count == 1)
        // The same class under a second, free name is fine.
        try registry.register(RTGauge.self, as: "Gauge2")
        #expect(registry.declaration(named: "Gauge2")?.objectType == RTGauge.self)
    }

    @Test(arguments: ["", "9Lives", "has space", "dash-name", "dot.name", "_under", "Tab\tName", "Emoji🙂"])
    func invalidNamesThrow(_ name: String) throws {
        let registry = Registry()
        let count = registry.names.count
        #expect(throws: RegistryError.invalidName(name)) {
            try registry.register(RTGauge.self, as: name)
        }
        #expect(registry.names.count == count)
        #expect(registry.declaration(named: name) == nil)
    }

    @Test func errorMessagesExplainTheFix() {
        let duplicate = RegistryError.duplicateName("Label", existing: "Label")
        #expect(duplicate.description.contains("'Label' is already registered"))
        let invalid = RegistryError.invalidName("a b")
        #expect(invalid.description.contains("'a b' is not a valid type name"))
    }

    @Test func customTypesAreInstantiatedByName() throws {
        let registry = try runtimeRegistry()
        let scene = try RuntimeTestSupport.scene("""
            dataSources:
              - id: person
                type: StaticDataSource
                properties: { value: { name: Ada, city: London } }
              - id: shout
                type: RTShoutDataSource
                outlets: { source: person }
                properties: { path: name, volume: 2, tag: t }
            views:
              - { id: greeting, type: Label }
              - { id: card, type: Label }
              - { id: sub, type: Label }
              - { id: echo1, type: Label }
              - { id: echo2, type: Button }
              - { id: shouted, type: Label }
              - { id: gauge, type: RTGauge, properties: { needle: 0.25, shape: flat } }
            bindings:
              - type: RTGreetingBinding
                outlets: { dataSource: person, view: greeting }
                properties: { salutation: Hi }
              - type: TextBinding
                outlets: { dataSource: shout, view: shouted }
            bindingSets:
              - type: RTCardBindingSet
                outlets: { dataSource: person, titleView: card, subtitle: sub, echoes: [echo1, echo2] }
                properties: { prefix: "Dr. " }
            """, registry: registry)
        #expect(try scene.object("greeting", as: Label.self).text == "Hi, Ada")
        #expect(try scene.object("card", as: Label.self).text == "Dr. Ada")
        #expect(try scene.object("sub", as: Label.self).text == "London")
        #expect(try scene.object("echo1", as: Label.self).text == "Ada")
        #expect(try scene.object("echo2", as: Button.self).title == "Ada")
        #expect(try scene.object("shouted", as: Label.self).text == "ADA!!")
        let gauge = try scene.object("gauge", as: RTGauge.self)
        #expect(gauge.needleValue == 0.25)
        #expect(gauge.shape == "flat")
        let set = try #require(scene.objects(of: RTCardBindingSet.self).first)
        #expect(set.bindings.count == 4)
        #expect(scene.diagnostics.isEmpty)
    }
}
