import GardenKit
import Testing
@testable import Stagehand

/// The example app's custom types, registered the way the app does, running its own scene file.
@Suite struct RuntimeGardenTests {
    func gardenScene() throws -> LiveScene {
        let registry = Registry()
        try GardenTypes.register(in: registry)
        let compiled = SceneCompiler(registry: registry).compileScene(at: GardenPackage.path("Scenes/garden.scene.yaml"))
        #expect(compiled.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        return try #require(LiveScene(compiled: compiled, registry: registry))
    }

    @Test func gardenTypesAreDeclaredFromSwift() throws {
        let registry = Registry()
        try GardenTypes.register(in: registry)
        let binding = try #require(registry.declaration(named: "WaterLevelBinding"))
        #expect(binding.role == .binding)
        #expect(binding.outlet(named: "view")?.targetClass == ProgressBar.self)
        let set = try #require(registry.declaration(named: "PlantBindingSet"))
        #expect(set.role == .bindingSet)
        #expect(set.outlet(named: "moodLabels")?.isCollection == true)
        #expect(set.outlet(named: "nameLabel")?.isRequired == false)
        let responder = try #require(registry.declaration(named: "WaterPlantResponder"))
        #expect(responder.outlets.map(\.name) == ["selection"])
        #expect(throws: RegistryError.self) { try GardenTypes.register(in: registry) }
    }

    @Test func wateringReplacesValuesAndUpdatesEveryView() throws {
        let scene = try gardenScene()
        let table = try scene.object("plantTable", as: Table.self)
        let plants = try scene.object("plants", as: DataSource.self)
        #expect(table.items.count == 3)
        // Nothing chosen yet: the typed bindings wait quietly.
        #expect(scene.diagnostics.isEmpty)

        try scene.object("waterButton", as: Button.self).tap()
        #expect(scene.statusMessage == "select a plant to water first")
        #expect(scene.diagnostics(.responderFailed).count == 1)

        let before = plants.value
        #expect(table.select(row: 1))
        #expect(try scene.object("detailName", as: Label.self).text == "Basil")
        #expect(try scene.object("detailMood", as: Label.self).text == "Basil is thirsty")
        #expect(try scene.object("detailWater", as: ProgressBar.self).value == 0.2)
        try scene.object("waterButton", as: Button.self).tap()
        #expect(try scene.object("detailMood", as: Label.self).text == "Basil is happy")
        #expect(try scene.object("detailWater", as: ProgressBar.self).value == 1)
        // The old list is untouched; a new one replaced it.
        #expect(before.list?[1].value(atPath: "water") == .int(20))
        #expect(plants.value.list?[1].value(atPath: "water")?.number == 100)
        // The table got the new list, and its rows show it.
        let row = try #require(table.row(at: 1))
        let bar = row.views.flatMap(\.subtree).compactMap { $0 as? ProgressBar }.first
        #expect(bar?.value == 1)
    }
}
