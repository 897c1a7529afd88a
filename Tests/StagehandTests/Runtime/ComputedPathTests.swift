import Foundation
import Testing
import Stagehand

/// Paths computed from data: `path` placeholders filled from an `input` outlet, one key each,
/// dots and all; nothing written while the input has no value; `placeholder-without-input` at
/// lint; and lint accepting a placeholder over a mapping whose keys are data.
@Suite("Paths computed from data")
struct ComputedPathTests {
    static let notes = """
        dataSources:
          - { id: notes, type: StaticDataSource, properties: { value: { notes: { older: kept }, seen: {} } } }
          - { id: commit, type: StaticDataSource }
          - { id: text, type: StaticDataSource, properties: { value: "looks good" } }
        views:
          - { id: save, type: Button, properties: { title: Save } }
          - { id: flip, type: Button, properties: { title: Flip } }
        responders:
          - { type: SetResponder, on: [save.tap], outlets: { target: notes, value: text, input: commit }, properties: { path: "notes.{hash}" } }
          - { type: ToggleResponder, on: [flip.tap], outlets: { target: notes, input: commit }, properties: { path: "seen.{hash}" } }
        """

    @Test("the finding: SetResponder with a placeholder writes the key the input names, not '{hash}'")
    func writesComputedKey() throws {
        let scene = try RuntimeTestSupport.scene(Self.notes)
        let notes = try scene.object("notes", as: DataSource.self), commit = try scene.object("commit", as: DataSource.self)
        let save = try scene.object("save", as: Button.self), flip = try scene.object("flip", as: Button.self)
        // No commit yet: nothing is written.
        scene.dispatch(ViewEvent(view: save, name: "tap"))
        #expect(notes.value.value(atPath: "notes")?.mapping?.keys.elements == ["older"])
        commit.setValue(["hash": "a1.b2"])
        scene.dispatch(ViewEvent(view: save, name: "tap"))
        scene.dispatch(ViewEvent(view: flip, name: "tap"))
        // One key, dots and all.
        let written = try #require(notes.value.value(atPath: "notes")?.mapping)
        #expect(written["a1.b2"] == .string("looks good"))
        #expect(written["older"] == .string("kept"))
        #expect(written["{hash}"] == nil)
        #expect(notes.value.value(atSegments: ["seen", "a1.b2"]) == .bool(true))
    }

    @Test("a placeholder the input cannot fill writes nothing")
    func unfilledWritesNothing() throws {
        let scene = try RuntimeTestSupport.scene(Self.notes)
        let notes = try scene.object("notes", as: DataSource.self)
        try scene.object("commit", as: DataSource.self).setValue(["id": 7])
        let before = notes.value
        scene.dispatch(ViewEvent(view: try scene.object("save", as: Button.self), name: "tap"))
        #expect(notes.value == before)
    }

    @Test("a placeholder in path, paths, by or select without an input is placeholder-without-input")
    func withoutInput() {
        let diagnostics = CheckTestSupport.lint("""
            dataSources:
              - { id: notes, type: StaticDataSource, properties: { value: { notes: {} } } }
              - { id: sorted, type: SortDataSource, outlets: { source: notes }, properties: { by: "{}" } }
            views:
              - { id: save, type: Button }
              - { id: l, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: notes, view: l }, properties: { format: "{notes}" } }
            responders:
              - { type: SetResponder, on: [save.tap], outlets: { target: notes }, properties: { path: "notes.{hash}" } }
            """)
        let found = diagnostics.filter { $0.code == .placeholderWithoutInput }
        #expect(found.count == 2, "\(diagnostics.map(\.message))")
        #expect(found.contains { $0.message.contains("'notes.{hash}'") && $0.message.contains("outlet 'input'") })
        #expect(DiagnosticCode.placeholderWithoutInput.defaultSeverity == .error)
    }

    @Test("lint accepts a placeholder over a mapping whose keys are data, and refuses one over text")
    func lintShape() {
        let good = CheckTestSupport.lint(Self.notes)
        #expect(!good.contains { $0.code == .pathNotInData || $0.code == .placeholderWithoutInput }, "\(good.map(\.message))")
        let bad = CheckTestSupport.lint(Self.notes.replacingOccurrences(of: "notes.{hash}", with: "notes.older.{hash}"))
        #expect(bad.contains { $0.code == .pathNotInData && $0.message.contains("{hash}") }, "\(bad.map(\.message))")
    }

    @Test("a filled segment is one key; dots outside braces split")
    func segments() {
        #expect(ComputedPath("notes.{commit.hash}").segments(filledFrom: ["commit": ["hash": "x.y"]]) == .success(["notes", "x.y"]))
        #expect(ComputedPath("a.b").segments(filledFrom: .null) == .success(["a", "b"]))
        #expect(ComputedPath("by-{}").segments(filledFrom: "name") == .success(["by-name"]))
        guard case .failure(let missing) = ComputedPath("notes.{hash}").segments(filledFrom: ["id": 1]) else {
            Issue.record("filled")
            return
        }
        #expect(missing.placeholder == "{hash}")
    }
}
