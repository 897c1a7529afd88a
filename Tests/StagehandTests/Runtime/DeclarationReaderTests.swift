import Testing
@testable import Stagehand

/// Reading members from field metadata finds exactly what reflection finds: the same names, in
/// the same order, bound to the same wrappers, for every standard type and for custom ones with
/// renamed members and superclasses.
@Suite struct DeclarationReaderTests {
    private func names(_ members: [DeclarationReader.Member]) -> [String] {
        members.map { member in
            switch member {
            case .property(let name, _): "property \(name)"
            case .outlet(let name, _): "outlet \(name)"
            }
        }
    }

    @Test(arguments: [RTGauge.self, RTGaugeBinding.self, RTLogView.self] as [SceneObject.Type])
    func customTypesReadAsReflectionReadsThem(_ type: SceneObject.Type) {
        let (instance, members, order) = DeclarationReader.layout(of: type)
        let reflected = DeclarationReader.members(of: instance)
        #expect(names(members) == names(reflected))
        #expect(zip(members, reflected).allSatisfy { $0.wrapper === $1.wrapper })
        #expect(order?.sorted() == Array(members.indices))
    }

    @Test func everyStandardTypeReadsAsReflectionReadsIt() {
        for declaration in Registry().declarations {
            let (instance, members, order) = DeclarationReader.layout(of: declaration.objectType)
            let reflected = DeclarationReader.members(of: instance)
            #expect(names(members) == names(reflected), "\(declaration.name)")
            #expect(zip(members, reflected).allSatisfy { $0.wrapper === $1.wrapper }, "\(declaration.name)")
            #expect(order != nil, "\(declaration.name)")
        }
    }

    @Test func aRenamedPropertyKeepsItsSceneName() {
        let (_, members, _) = DeclarationReader.layout(of: RTGauge.self)
        #expect(names(members).contains("property needle"))
        #expect(!names(members).contains("property needleValue"))
    }
}
