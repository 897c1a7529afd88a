import Foundation
import Testing
import Stagehand

/// Lint checks dot paths and format placeholders against the shape of the data, through each
/// link that passes it on: a data file (after `select`), a static value, a command's `sample`, a
/// row's `item` in a prototype, a filter, a sort and a selection; and it warns of a
/// `ToggleResponder` that a `SwitchBinding` makes redundant.
@Suite("Data shape lint")
struct DataShapeLintTests {
    /// The `path-not-in-data` and `redundant-toggle` warnings of a scene written into a folder
    /// beside `files`, as `line:column code: message`.
    static func warnings(_ body: String, files: [String: String] = [:]) throws -> [String] {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        for (name, text) in files { try TemporaryFiles.write(text, to: name, in: folder) }
        let file = try TemporaryFiles.write(CheckTestSupport.header + body, to: "test.scene.yaml", in: folder)
        let diagnostics = Linter(registry: Registry()).lintScene(source: CheckTestSupport.header + body, file: file)
        return diagnostics.filter { $0.code == .pathNotInData || $0.code == .redundantToggle }
            .map { "\($0.location.line):\($0.location.column) \($0.code.rawValue): \($0.message)" }
    }

    static let mounts = """
        {"filesystems": [{"target": "/", "source": "/dev/sda1", "fstype": "ext4"},
                         {"target": "/home", "source": "/dev/sda2", "fstype": "ext4", "options": "rw"}]}
        """

    @Test("a data file with select: a format placeholder that is in no item names the keys and the closest")
    func dataFileWithSelect() throws {
        let scene = """
            dataSources:
              - { id: mounts, type: FileDataSource, properties: { path: mounts.json, select: filesystems } }
            views:
              - { id: first, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: mounts, view: first }, properties: { format: "{0.mountpoint} on {0.source}" } }
            """
        let found = try Self.warnings(scene, files: ["mounts.json": Self.mounts])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("8:") == true, "\(found)")
        #expect(found.first?.contains("'{0.mountpoint}'") == true, "\(found)")
        #expect(found.first?.contains("keys there: target, source, fstype") == true, "\(found)")
        let clean = scene.replacingOccurrences(of: "0.mountpoint", with: "0.target")
        #expect(try Self.warnings(clean, files: ["mounts.json": Self.mounts]) == [])
    }

    @Test("a static value: a TextBinding path that leads nowhere")
    func staticValue() throws {
        let scene = """
            dataSources:
              - { id: me, type: StaticDataSource, properties: { value: { name: Ada, city: London } } }
            views:
              - { id: l, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: me, view: l }, properties: { path: cty } }
            """
        let found = try Self.warnings(scene)
        #expect(found == ["8:84 path-not-in-data: path 'cty' of a TextBinding finds nothing in 'me' (StaticDataSource) (keys there: name, city); did you mean 'city'?"])
    }

    @Test("a command's sample: a TableBinding path and a prototype item's format are checked against it")
    func commandSampleAndItem() throws {
        let scene = """
            dataSources:
              - { id: disks, type: CommandDataSource, properties: { command: [sh, lsblk.sh], sample: lsblk.json } }
            views:
              - id: list
                type: Table
                prototype:
                  id: row
                  type: Label
                  bindings:
                    - { type: TextBinding, outlets: { dataSource: item, view: row }, properties: { format: "{name} {sise}" } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: disks, view: list }, properties: { path: blockdevice } }
            """
        let sample = #"{"blockdevices": [{"name": "sda", "size": "10G"}]}"#
        let found = try Self.warnings(scene, files: ["lsblk.json": sample, "lsblk.sh": "echo {}"])
        #expect(found.count == 1 && found.first?.contains("path 'blockdevice'") == true && found.first?.contains("did you mean 'blockdevices'?") == true, "\(found)")
        let fixed = scene.replacingOccurrences(of: "path: blockdevice }", with: "path: blockdevices }")
        let second = try Self.warnings(fixed, files: ["lsblk.json": sample, "lsblk.sh": "echo {}"])
        #expect(second.count == 1 && second.first?.contains("'{sise}'") == true && second.first?.contains("did you mean 'size'?") == true, "\(second)")
    }

    @Test("filter paths, sort by and a selection pass the items' shape on")
    func filterSortSelection() throws {
        let people = #"[{"name": "Ada", "city": "London"}, {"name": "Alan", "city": "Wilmslow"}]"#
        let scene = """
            dataSources:
              - { id: people, type: FileDataSource, properties: { path: people.json } }
              - { id: query, type: StaticDataSource, properties: { value: "" } }
              - { id: found, type: FilterDataSource, properties: { paths: [name, town] }, outlets: { source: people, query: query } }
              - { id: sorted, type: SortDataSource, properties: { by: nme }, outlets: { source: found } }
              - { id: chosen, type: SelectionDataSource, outlets: { table: list } }
            views:
              - { id: list, type: Table, prototype: { id: row, type: Label } }
              - { id: detail, type: Label }
            bindings:
              - { type: TableBinding, outlets: { dataSource: sorted, view: list } }
              - { type: TextBinding, outlets: { dataSource: chosen, view: detail }, properties: { format: "{name} of {citty}" } }
            """
        let found = try Self.warnings(scene, files: ["people.json": people])
        #expect(found.count == 3, "\(found)")
        #expect(found.contains { $0.contains("path 'town'") && $0.contains("'found' (FilterDataSource)") }, "\(found)")
        #expect(found.contains { $0.contains("path 'nme'") && $0.contains("did you mean 'name'?") }, "\(found)")
        #expect(found.contains { $0.contains("'{citty}'") && $0.contains("did you mean 'city'?") }, "\(found)")
    }

    @Test("a command's placeholders are checked against its input's shape")
    func commandPlaceholders() throws {
        let scene = """
            dataSources:
              - { id: disk, type: StaticDataSource, properties: { value: { name: sda } } }
              - { id: detail, type: CommandDataSource, properties: { command: [echo, "/dev/{nam}"] }, outlets: { input: disk } }
            views:
              - { id: l, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: detail, view: l } }
            """
        let found = try Self.warnings(scene)
        #expect(found.count == 1 && found.first?.contains("'{nam}'") == true && found.first?.contains("did you mean 'name'?") == true, "\(found)")
    }

    @Test("counts, plurals, null values and data lint cannot know give no warning")
    func noFalseWarnings() throws {
        let scene = """
            dataSources:
              - { id: list, type: StaticDataSource, properties: { value: [{ name: a, parent: null }, { name: b }] } }
              - { id: typed, type: CommandDataSource, properties: { command: [date, -I] } }
            views:
              - { id: a, type: Label }
              - { id: b, type: Label }
              - { id: c, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: list, view: a }, properties: { format: "{count|# item|# items}: {0.name}" } }
              - { type: TextBinding, outlets: { dataSource: list, view: b }, properties: { path: 0.parent.name } }
              - { type: TextBinding, outlets: { dataSource: typed, view: c }, properties: { path: anything } }
            """
        #expect(try Self.warnings(scene) == [])
    }

    @Test("a ToggleResponder on a switch its SwitchBinding already writes back is redundant")
    func redundantToggle() throws {
        let scene = """
            dataSources:
              - { id: settings, type: StaticDataSource, properties: { value: { dark: false } } }
            views:
              - { id: dark, type: Switch, properties: { title: Dark } }
            bindings:
              - { type: SwitchBinding, outlets: { dataSource: settings, view: dark }, properties: { path: dark } }
            responders:
              - { type: ToggleResponder, on: [dark.toggle], outlets: { target: settings }, properties: { path: dark } }
            """
        let found = try Self.warnings(scene)
        #expect(found.count == 1 && found.first?.hasPrefix("10:35 redundant-toggle:") == true, "\(found)")
        let other = scene.replacingOccurrences(of: "properties: { path: dark } }\n", with: "properties: { path: light } }\n")
        #expect(try Self.warnings(other).filter { $0.contains("redundant-toggle") } == [])
    }

    @Test("a value a segue passes is checked in the destination, at the destination's line")
    func acrossASegue() throws {
        let people = #"[{"name": "Ada", "city": "London"}, {"name": "Alan", "city": "Wilmslow"}]"#
        let list = """
            dataSources:
              - { id: people, type: FileDataSource, properties: { path: people.json } }
              - { id: chosen, type: SelectionDataSource, outlets: { table: list } }
            views:
              - { id: list, type: Table, prototype: { id: row, type: Label } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: list } }
            responders:
              - { type: SegueResponder, on: [list.select], properties: { segue: show }, outlets: { value: chosen } }
            segues:
              - { id: show, to: person.scene.yaml }
            """
        let person = CheckTestSupport.header + """
            dataSources:
              - { id: person, type: IncomingDataSource }
            views:
              - { id: place, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: person, view: place }, properties: { format: "{name} lives in {citty}" } }
            """
        let found = try Self.warnings(list, files: ["people.json": people, "person.scene.yaml": person])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("8:") == true && found.first?.contains("'{citty}'") == true
                && found.first?.contains("segue 'show'") == true && found.first?.contains("did you mean") == true, "\(found)")
        let fixed = person.replacingOccurrences(of: "{citty}", with: "{city}")
        #expect(try Self.warnings(list, files: ["people.json": people, "person.scene.yaml": fixed]) == [])
    }
}
