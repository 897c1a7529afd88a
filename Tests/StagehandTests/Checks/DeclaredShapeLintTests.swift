import Foundation
import Testing
import Stagehand

/// A custom data source that declares the shape of its value in Swift (``ValueShape``): lint
/// checks the paths and placeholders that read it, `stagehand types` shows it, and a shape given
/// at registration takes the place of the class's own.
@Suite("Declared value shapes")
struct DeclaredShapeLintTests {
    static func registry(valueShape: ValueShape? = nil) throws -> Registry {
        let registry = Registry()
        try registry.register(DeviceListSource.self, as: "Devices", valueShape: valueShape)
        return registry
    }

    /// The `path-not-in-data` warnings of a scene, as `line:column message`.
    static func warnings(_ body: String, registry: Registry) throws -> [String] {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let file = try TemporaryFiles.write(CheckTestSupport.header + body, to: "test.scene.yaml", in: folder)
        return Linter(registry: registry).lintScene(source: CheckTestSupport.header + body, file: file)
            .filter { $0.code == .pathNotInData }
            .map { "\($0.location.line):\($0.location.column) \($0.message) | \($0.notes.map(\.message).joined(separator: "; "))" }
    }

    static let scene = """
        dataSources:
          - { id: devices, type: Devices }
        views:
          - id: list
            type: Table
            prototype:
              id: row
              type: Label
              bindings:
                - { type: TextBinding, outlets: { dataSource: item, view: row }, properties: { format: "{name}: {children|# partition|# partitions}" } }
          - { id: firstName, type: Label }
        bindings:
          - { type: TableBinding, outlets: { dataSource: devices, view: list } }
          - { type: TextBinding, outlets: { dataSource: devices, view: firstName }, properties: { path: 0.children.0.mountpoint } }
        """

    @Test("correct paths and placeholders into a declared shape stay clean")
    func clean() throws {
        #expect(try Self.warnings(Self.scene, registry: Self.registry()) == [])
    }

    @Test("a path not in the declared shape is a warning at its line naming the keys there and the closest")
    func pathNotInShape() throws {
        let wrong = Self.scene.replacingOccurrences(of: "path: 0.children.0.mountpoint", with: "path: 0.children.0.mountpont")
        let found = try Self.warnings(wrong, registry: Self.registry())
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("16:") == true, "\(found)")
        #expect(found.first?.contains("keys there: name, mountpoint") == true, "\(found)")
        #expect(found.first?.contains("did you mean 'mountpoint'?") == true, "\(found)")
        #expect(found.first?.contains("declared by its type") == true, "\(found)")
    }

    @Test("a placeholder in a row's format is checked against the items of the declared list")
    func placeholderInRow() throws {
        let wrong = Self.scene.replacingOccurrences(of: "{name}:", with: "{nmae}:")
        let found = try Self.warnings(wrong, registry: Self.registry())
        #expect(found.count == 1 && found.first?.hasPrefix("12:") == true, "\(found)")
        #expect(found.first?.contains("'{nmae}'") == true && found.first?.contains("did you mean 'name'?") == true, "\(found)")
    }

    @Test("a shape given at registration takes the place of the class's own")
    func shapeAtRegistration() throws {
        let shape = ValueShape(example: [["name": "sda", "size": 0, "children": [["name": "sda1", "mountpt": "/"]]]])
        let found = try Self.warnings(Self.scene, registry: Self.registry(valueShape: shape))
        #expect(found.count == 1 && found.first?.contains("did you mean 'mountpt'?") == true, "\(found)")
    }

    @Test("two types' shapes stay apart when each list's items are read")
    func twoTypesApart() throws {
        let registry = try Self.registry()
        try registry.register(DeviceListSource.self, as: "Scales", valueShape: ValueShape(example: [["weight": 1]]))
        let scene = """
            dataSources:
              - { id: a, type: Devices }
              - { id: b, type: Scales }
              - { id: sa, type: SortDataSource, outlets: { source: a }, properties: { by: size } }
              - { id: sb, type: SortDataSource, outlets: { source: b }, properties: { by: weight } }
            """
        #expect(try Self.warnings(scene, registry: registry) == [])
        let wrong = try Self.warnings(scene.replacingOccurrences(of: "by: weight", with: "by: wieght"), registry: registry)
        #expect(wrong.count == 1 && wrong.first?.contains("did you mean 'weight'?") == true && wrong.first?.contains("'b' (Scales)") == true, "\(wrong)")
    }

    @Test("a TextInputDataSource holds a string: a placeholder with a key finds nothing, {} is fine")
    func textInputIsAString() throws {
        let scene = """
            dataSources:
              - { id: query, type: TextInputDataSource, outlets: { field: field } }
              - { id: found, type: CommandDataSource, outlets: { input: query }, properties: { command: [grep, -rl, "{query}", .] } }
            views:
              - { id: field, type: TextField }
              - { id: shown, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: found, view: shown } }
            """
        let found = try Self.warnings(scene, registry: Registry())
        #expect(found.count == 1 && found.first?.hasPrefix("5:") == true && found.first?.contains("'{query}'") == true, "\(found)")
        let fixed = scene.replacingOccurrences(of: "\"{query}\"", with: "\"{}\"")
        #expect(try Self.warnings(fixed, registry: Registry()) == [])
    }

    @Test("stagehand types shows the declared shape, in text and JSON, and the schema describes it")
    func typesShowIt() throws {
        let registry = try Self.registry()
        let text = TypeListing(registry: registry).text()
        #expect(text.contains("value: [{name: string, size: integer, children: [{name: string, mountpoint: string}]}]"), "\(text)")
        let json = TypeListing(registry: registry).json().jsonText()
        #expect(json.contains("\"shape\": \"[{name: string, size: integer, children: [{name: string, mountpoint: string}]}]\""), "\(json)")
        let shape = try #require(registry.declaration(named: "Devices")?.valueShape)
        #expect(shape.example.value(atPath: "0.children.0.mountpoint") == "/")
        #expect(TypeListing(registry: Registry()).text().contains("value: string"))
        let schema = SchemaGenerator(registry: registry).sceneSchema().jsonText()
        #expect(schema.contains("\"The machine's block devices. Its value: [{name: string, size: integer, children: [{name: string, mountpoint: string}]}]\""))
    }
}
