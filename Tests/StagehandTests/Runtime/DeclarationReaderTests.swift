import Testing
import Stagehand

/// What each wrapper declares, recorded when its type is registered, is bound to the field that
/// holds it: every member of every standard type and of custom ones (renamed members, generic
/// superclasses) is found with its declaration, and the table's setters and connectors reach
/// the object's own fields.
@Suite struct DeclarationReaderTests {
    private func names(_ members: [BoundMember]) -> [String] {
        members.map { member in
            switch member {
            case .property(let spec, _, _, _): "property \(spec.name)"
            case .outlet(let spec, _, _): "outlet \(spec.name)"
            }
        }
    }

    /// The members bound from what a fresh instance's wrappers recorded; `nil` when they did not match.
    private func recordedMembers(of type: SceneObject.Type) -> [BoundMember]? {
        let (instance, recorded) = MemberRecorder.recording(type)
        return withExtendedLifetime(instance) { DeclarationReader.match(recorded, in: type) }
    }

    @Test(arguments: [RTGauge.self, RTGaugeBinding.self, RTLoggingBinding.self] as [SceneObject.Type])
    func customTypesMatchEveryRecordedDeclarationToItsField(_ type: SceneObject.Type) throws {
        let members = try #require(recordedMembers(of: type))
        let declaration = DeclarationReader.declaration(of: type, name: "T", isStandard: false)
        #expect(names(members).filter { $0.hasPrefix("property ") } == declaration.properties.map { "property \($0.name)" })
        #expect(names(members).filter { $0.hasPrefix("outlet ") } == declaration.outlets.map { "outlet \($0.name)" })
        #expect(!members.isEmpty)
    }

    @Test func everyStandardTypeMatchesEveryRecordedDeclarationToItsField() {
        for declaration in Registry().declarations {
            let members = recordedMembers(of: declaration.objectType)
            #expect(members != nil, "\(declaration.name)")
            #expect(members?.count == declaration.properties.count + declaration.outlets.count, "\(declaration.name)")
            let table = DeclarationReader.table(of: declaration.objectType)
            #expect(table.properties.map(\.name) == declaration.properties.map(\.name), "\(declaration.name)")
            #expect(table.outlets.map(\.name) == declaration.outlets.map(\.name), "\(declaration.name)")
        }
    }

    @Test func aRenamedPropertyKeepsItsSceneNameAndDeclaration() throws {
        let declaration = DeclarationReader.declaration(of: RTGauge.self, name: "RTGauge", isStandard: false)
        #expect(declaration.property(named: "needleValue") == nil)
        let needle = try #require(declaration.property(named: "needle"))
        #expect(needle.summary == "Where the needle points")
        #expect(declaration.property(named: "shape")?.choices == ["round", "flat"])
    }

    @Test func aSetterSetsTheObjectsOwnValueAndRefusesWhatDoesNotConvert() throws {
        let table = DeclarationReader.table(of: RTGauge.self)
        let gauge = RTGauge()
        let other = RTGauge()
        let needle = try #require(table.properties.first { $0.name == "needle" })
        let shape = try #require(table.properties.first { $0.name == "shape" })
        #expect(needle.set(gauge, .double(0.75)))
        #expect(shape.set(gauge, .string("flat")))
        #expect(!shape.set(gauge, .string("square")))
        #expect(gauge.needleValue == 0.75 && gauge.shape == "flat")
        #expect(other.needleValue == 0 && other.shape == "round")
    }

    @Test func aConnectorConnectsTheObjectsOwnOutletAndForgetsIt() throws {
        let binding = RTLoggingBinding()
        let log = RTLogView()
        #expect(!binding.$log)
        let placeholder = binding.log
        #expect(binding.log === placeholder, "an unconnected outlet reads as one placeholder")
        #expect(binding.connect(outlet: "log", to: [log]))
        #expect(binding.$log && binding.log === log)
        #expect(!binding.connect(outlet: "log", to: [RTGauge()]), "a view of another class does not connect")
        binding.disconnectOutlets()
        #expect(!binding.$log)
    }
}
