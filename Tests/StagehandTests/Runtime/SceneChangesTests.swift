import Testing
import Stagehand

/// A dial whose colour only repaints and whose reading changes what it shows.
final class RTDial: View {
    @Property("What the dial reads") var reading = 0.0
    @Property("How the dial is coloured", affects: .repaint) var tone = "plain"
}

/// Setting a `@Property` marks its object in its own scene: as layout or repaint, as the
/// property declares, with the top-level view it sits in; no other scene sees the change.
@Suite struct SceneChangesTests {
    private static let body = """
        dataSources:
          - { id: name, type: StaticDataSource, properties: { value: Ada } }
        views:
          - { id: first, type: Label, properties: { text: one } }
          - id: box
            type: VStack
            children:
              - { id: inner, type: Label, properties: { text: two } }
        """

    @Test func aPropertySetMarksItsSceneWithTheTopLevelViewItSitsIn() throws {
        let scene = try RuntimeTestSupport.scene(Self.body)
        _ = scene.changes.takeMarkedTops()
        let before = scene.changes.layoutRevision
        let box = try scene.object("box", as: VStack.self)
        try scene.object("inner", as: Label.self).text = "three"
        #expect(scene.changes.layoutRevision == before + 1)
        #expect(scene.changes.takeMarkedTops() == [ObjectIdentifier(box)])
        #expect(scene.changes.takeMarkedTops() == [], "taking the marks starts afresh")
    }

    @Test func aStyleChangeOnlyRepaints() throws {
        let scene = try RuntimeTestSupport.scene(Self.body)
        _ = scene.changes.takeMarkedTops()
        let layout = scene.changes.layoutRevision
        let label = try scene.object("first", as: Label.self)
        label.style = "bold"
        #expect(scene.changes.layoutRevision == layout)
        #expect(scene.changes.takeMarkedTops() == [])
        #expect(label.style == "bold")
    }

    @Test func aCustomTypesPropertyDeclaresWhatItsChangeAffects() throws {
        let registry = Registry()
        try registry.register(RTDial.self)
        // Its own `tone` and the `style` every view has.
        #expect(DeclarationReader.table(of: RTDial.self).repaintFieldOffsets.count == 2)
        let scene = try RuntimeTestSupport.scene("views:\n  - { id: dial, type: RTDial }\n", registry: registry)
        let dial = try scene.object("dial", as: RTDial.self)
        let layout = scene.changes.layoutRevision
        dial.tone = "warm"
        #expect(scene.changes.layoutRevision == layout)
        dial.reading = 0.5
        #expect(scene.changes.layoutRevision == layout + 1)
        #expect((dial.tone, dial.reading) == ("warm", 0.5))
    }

    @Test func oneScenesChangeLeavesAnotherAlone() throws {
        let first = try RuntimeTestSupport.scene(Self.body)
        let second = try RuntimeTestSupport.scene(Self.body)
        let revision = second.changes.layoutRevision
        try first.object("first", as: Label.self).text = "changed"
        #expect(second.changes.layoutRevision == revision)
    }

    @Test func aChangeOutsideTheViewsOrPastTheLimitOfTopsCannotBeToldByView() throws {
        let scene = try RuntimeTestSupport.scene(Self.body)
        _ = scene.changes.takeMarkedTops()
        try scene.object("name", as: DataSource.self).markChanged()
        #expect(scene.changes.takeMarkedTops() == nil)
        let label = try scene.object("first", as: Label.self)
        let inner = try scene.object("inner", as: Label.self)
        for index in 0...SceneChanges.markedLimit {
            (index.isMultiple(of: 2) ? label : inner).text = "\(index)"
        }
        // The same two tops, however often they change.
        #expect(scene.changes.takeMarkedTops()?.count == 2)
        let box = try scene.object("box", as: VStack.self)
        for index in 0...SceneChanges.markedLimit {
            let made = Label()
            made.parent = box
            made.text = "\(index)"
        }
        #expect(scene.changes.takeMarkedTops() == [ObjectIdentifier(box)])
        // Kept alive, so no two of them share an identity.
        let tops = (0...SceneChanges.markedLimit).map { _ in Label() }
        for top in tops {
            top.scene = scene
            top.text = "a top of its own"
        }
        #expect(scene.changes.takeMarkedTops() == nil, "more different tops than are kept")
    }

    @Test func aViewMadeInCodeUnderASceneViewCountsInThatScene() throws {
        let scene = try RuntimeTestSupport.scene(Self.body)
        let box = try scene.object("box", as: VStack.self)
        let made = Label()
        made.parent = box
        _ = scene.changes.takeMarkedTops()
        let revision = scene.changes.layoutRevision
        made.text = "made in code"
        #expect(scene.changes.layoutRevision == revision + 1)
        #expect(scene.changes.takeMarkedTops() == [ObjectIdentifier(box)])
    }

    @Test func anObjectOutsideAnySceneKeepsItsValuesAndMarksNoScene() throws {
        let scene = try RuntimeTestSupport.scene(Self.body)
        let revision = scene.changes.layoutRevision
        let label = Label()
        label.text = "free"
        label.style = "bold"
        #expect((label.text, label.style) == ("free", "bold"))
        #expect(scene.changes.layoutRevision == revision)
    }
}
