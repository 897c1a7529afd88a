import Foundation
import Testing
import Stagehand

/// Lint of paths computed from data on every standard type that has them: a placeholder without
/// an `input` is `placeholder-without-input`; with one, the placeholder is checked against the
/// input's shape and the path against the data's, a placeholder standing for any key there.
@Suite("Lint of paths computed from data")
struct ComputedPathLintTests {
    /// One object of each type whose `path`, `paths` or `select` may be computed, each with a
    /// placeholder; `input` is the input outlet, or nothing.
    static func scene(input: String) -> String {
        let more = input.isEmpty ? "" : ", " + input
        return """
        dataSources:
          - id: stats
            type: StaticDataSource
            properties: { value: { rich: { state: done, files: [a.py], ok: true, history: [{ n: 1 }] }, title: Stats } }
          - { id: chosen, type: StaticDataSource, properties: { value: { name: rich } } }
          - { id: fromFile, type: FileDataSource, outlets: { \(input) }, properties: { path: data.json, select: "{name}" } }
          - { id: fromCommand, type: CommandDataSource, outlets: { \(input) }, properties: { command: [ls], select: "{name}" } }
        views:
          - { id: label, type: Label }
          - { id: bar, type: ProgressBar }
          - { id: files, type: Table }
          - { id: tree, type: Tree }
          - { id: spark, type: Sparkline }
          - { id: levels, type: Select }
          - { id: level, type: Select }
          - { id: flag, type: Switch }
          - { id: go, type: Button }
        bindings:
          - { type: ProgressBinding, outlets: { dataSource: stats, view: bar\(more) }, properties: { path: "{name}.state" } }
          - { type: StyleBinding, outlets: { dataSource: stats, view: label\(more) }, properties: { path: "{name}.state" } }
          - { type: TableBinding, outlets: { dataSource: stats, view: files\(more) }, properties: { path: "{name}.files" } }
          - { type: TreeBinding, outlets: { dataSource: stats, view: tree\(more) }, properties: { path: "{name}.files" } }
          - { type: SeriesBinding, outlets: { dataSource: fromFile, view: spark\(more) }, properties: { path: "{name}" } }
          - { type: OptionsBinding, outlets: { dataSource: stats, view: levels\(more) }, properties: { path: "{name}.files" } }
          - { type: ChoiceBinding, outlets: { dataSource: stats, view: level\(more) }, properties: { path: "{name}.state" } }
          - { type: SwitchBinding, outlets: { dataSource: stats, view: flag\(more) }, properties: { path: "{name}.ok" } }
          - { type: EnabledBinding, outlets: { dataSource: stats, view: go\(more) }, properties: { paths: ["{name}.ok"] } }
          - { type: HiddenBinding, outlets: { dataSource: stats, view: label\(more) }, properties: { path: "{name}.ok" } }
        """
    }

    static func lint(_ body: String) throws -> [Diagnostic] {
        let folder = try TemporaryFiles.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try TemporaryFiles.write(#"{"rich": [{"n": 1}], "plain": [{"n": 2}]}"#, to: "data.json", in: folder)
        return Linter(registry: Registry()).lintScene(source: CheckTestSupport.header + body, file: folder + "/test.scene.yaml")
    }

    @Test("the finding: every one takes an input; without it a placeholder is placeholder-without-input, pointing at the input to connect")
    func everyTypeTakesInput() throws {
        let without = try Self.lint(Self.scene(input: "")).filter { $0.code == .placeholderWithoutInput }
        #expect(without.count == 12, "\(without.map(\.message))")
        #expect(without.allSatisfy { $0.message.contains("connect the data source whose value fills it as outlet 'input'") },
                "\(without.map(\.message))")
        let with = try Self.lint(Self.scene(input: "input: chosen"))
        #expect(!with.contains { $0.severity == .error }, "\(with.map(\.formatted))")
        #expect(!with.contains { $0.code == .pathNotInData }, "\(with.map(\.formatted))")
    }

    @Test("a placeholder the input's shape has not got is path-not-in-data at the placeholder")
    func placeholderCheckedAgainstTheInput() throws {
        let found = try Self.lint(Self.scene(input: "input: chosen").replacingOccurrences(of: "path: \"{name}.files\" } }\n  - { type: TreeBinding", with: "path: \"{nmae}.files\" } }\n  - { type: TreeBinding"))
            .filter { $0.code == .pathNotInData }
        #expect(found.count == 1, "\(found.map(\.formatted))")
        let message = found.first?.message ?? ""
        #expect(message.contains("placeholder '{nmae}'") && message.contains("TableBinding"), "\(found.map(\.message))")
    }

    @Test("a computed path is refused where text is in the way, accepted over a mapping whose keys are data")
    func pathCheckedAgainstTheData() throws {
        let body = Self.scene(input: "input: chosen").replacingOccurrences(of: "path: \"{name}.ok\" } }\n  - { type: EnabledBinding", with: "path: \"title.{name}\" } }\n  - { type: EnabledBinding")
        let found = try Self.lint(body).filter { $0.code == .pathNotInData }
        #expect(found.count == 1, "\(found.map(\.formatted))")
        #expect(found.first?.message.contains("title.{name}") == true)
    }

    @Test("what a computed select may hold is checked: each value under the keys that are data")
    func computedSelectShape() throws {
        let body = Self.scene(input: "input: chosen").replacingOccurrences(of: "path: \"{name}\" } }", with: "path: \"nn\" } }")
        let found = try Self.lint(body).filter { $0.code == .pathNotInData }
        #expect(found.count == 1, "\(found.map(\.formatted))")
        #expect(found.first?.message.contains("'nn'") == true, "\(found.map(\.message))")
    }

    @Test("a data file's path names a file and is never computed: not placeholder-without-input")
    func dataFilePathIsNotComputed() throws {
        let found = try Self.lint("""
            dataSources:
              - { id: data, type: FileDataSource, properties: { path: "{name}.json" } }
            """)
        #expect(!found.contains { $0.code == .placeholderWithoutInput }, "\(found.map(\.formatted))")
    }
}
