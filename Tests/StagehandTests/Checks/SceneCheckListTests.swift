import Testing
import Stagehand

/// Reports every object once, from every core: a check added by one line in a list.
struct SCLEveryObjectCheck: ConcurrentObjectCheck {
    static let phase = CheckPhase.eachObject
    init(_ scene: CheckedScene) {}

    func check(_ object: DeclaredObject, at objectIndex: Int, links: inout OutletLinks, into diagnostics: inout [Diagnostic]) {
        diagnostics.append(Diagnostic(.unusedObject, "object \(objectIndex) seen", at: object.anchor))
    }
}

/// Reports the data sources an outlet reads, which only the last phase knows.
struct SCLReadSourcesCheck: WholeSceneCheck {
    static let phase = CheckPhase.linkedScene
    let index: SceneIndex
    let links: OutletLinks

    init(_ scene: CheckedScene) {
        index = scene.index
        links = scene.links
    }

    func check(into diagnostics: inout [Diagnostic]) {
        for position in index.objects.indices where links.isRead(position) {
            diagnostics.append(Diagnostic(.unusedObject, "object \(position) is read", at: index.objects[position].anchor))
        }
    }
}

/// A whole-scene check declaring a per-object phase: it could never run there.
struct SCLWholeSceneClaimingObjects: WholeSceneCheck {
    static let phase = CheckPhase.eachObject
    init(_ scene: CheckedScene) {}
    func check(into diagnostics: inout [Diagnostic]) {}
}

/// A per-object check declaring a whole-scene phase.
struct SCLObjectClaimingScene: ObjectCheck {
    static let phase = CheckPhase.sceneData
    init(_ scene: CheckedScene) {}
    func check(_ object: DeclaredObject, at objectIndex: Int, links: inout OutletLinks, into diagnostics: inout [Diagnostic]) {}
}

/// `SceneChecker` runs a list of checks, each in the phase it declares.
@Suite struct SceneCheckListTests {
    @Test func everyListedCheckFitsItsPhase() {
        let plan = CheckPlan(SceneChecker.checks)
        #expect(plan.misfits.isEmpty)
        #expect(plan.eachObject.count == SceneChecker.checks.filter { $0.phase == .eachObject }.count)
        #expect(plan.eachObjectOnDisk.count == SceneChecker.checks.filter { $0.phase == .eachObjectOnDisk }.count)
        // Every phase has checks, and no check is listed twice.
        #expect(Set(SceneChecker.checks.map { $0.phase }) == Set(CheckPhase.allCases))
        #expect(Set(SceneChecker.checks.map { ObjectIdentifier($0) }).count == SceneChecker.checks.count)
    }

    @Test func aCheckWhoseKindDoesNotFitItsPhaseIsAMisfit() {
        let plan = CheckPlan([ObjectChecker.self, SCLWholeSceneClaimingObjects.self, SCLObjectClaimingScene.self, UsageCheck.self])
        #expect(plan.misfits.map { ObjectIdentifier($0) } == [ObjectIdentifier(SCLWholeSceneClaimingObjects.self), ObjectIdentifier(SCLObjectClaimingScene.self)])
        #expect(plan.eachObject.count == 1)
    }

    @Test func aCheckAddedToTheListRunsInItsPhase() {
        let scene = CheckTestSupport.scene("""
            dataSources:
              - { id: people, type: StaticDataSource, properties: { value: [{ name: Ann }] } }
            views:
              - { id: title, type: Label }
            bindings:
              - { type: TextBinding, outlets: { view: title, dataSource: people }, properties: { path: name } }
            """)
        var checker = SceneChecker(registry: Registry())
        let before = checker.check(scene)
        checker.plan = CheckPlan(SceneChecker.checks + [SCLEveryObjectCheck.self, SCLReadSourcesCheck.self])
        let after = checker.check(scene)
        let added = after.filter { !before.contains($0) }.map(\.message)
        // Each object is seen once; what the binding names is known read at the end.
        #expect(added.filter { $0.hasSuffix(" seen") }.count == 3)
        #expect(added.filter { $0.hasSuffix(" is read") } == ["object 0 is read", "object 1 is read"])
        #expect(after.filter { before.contains($0) } == before)
    }

    @Test func manyThreadsRunTheListAsOneDoes() throws {
        let (document, _) = DocumentLoader.parse(Array(ParallelSceneCheckTests.scene(objects: 5_000).utf8), file: "big.scene.yaml")
        let (description, _) = SceneDecoder.decode(try #require(document))
        var one = SceneChecker(registry: Registry())
        one.plan = CheckPlan(SceneChecker.checks + [SCLEveryObjectCheck.self, SCLReadSourcesCheck.self])
        one.workers = 1
        var many = one
        many.workers = 4
        let alone = one.check(description)
        #expect(alone.filter { $0.message.hasSuffix(" seen") }.count == 5_002)
        #expect(many.check(description) == alone)
    }
}
