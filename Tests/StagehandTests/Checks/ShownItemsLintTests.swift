import Testing
import Stagehand

/// Lint of the paths a view reads in the items a binding gives it: a `Tree`'s `label` and
/// `children`, against its items at every depth, and what a selection of a tree holds.
@Suite("Lint: paths into the items a tree shows")
struct ShownItemsLintTests {
    private static let files = """
        dataSources:
          - id: disks
            type: StaticDataSource
            properties:
              value:
                all:
                  - { name: sda, size: 10, parts: [{ name: sda1, mount: /, parts: [{ name: lv0, fs: ext4 }] }] }
                  - { name: sdb, size: 20 }
          - { id: picked, type: SelectionDataSource, outlets: { table: tree } }
        views:
          - { id: shown, type: Label }
        """

    /// The `path-not-in-data` findings (the selection is left unused where no binding reads it).
    private func found(_ tree: String, _ more: String = "") -> [String] {
        CheckTestSupport.lint(Self.files + "\n  - { id: tree, type: Tree, properties: \(tree) }\n" + """
            bindings:
              - { type: TreeBinding, outlets: { dataSource: disks, view: tree }, properties: { path: all } }

            """ + more).filter { $0.code == .pathNotInData }.map { "\($0.location.line) \($0.code.rawValue) \($0.message)" }
    }

    @Test func keysOfItemsAtAnyDepthAreThere() {
        #expect(found("{ children: parts, label: \"{name} {size} {mount} {fs}\" }") == [])
    }

    @Test func aLabelPlaceholderNoItemHasIsReportedAtThePlaceholder() {
        let problems = found("{ children: parts, label: \"{name} {szie}\" }")
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("14 path-not-in-data placeholder '{szie}' of 'tree' (Tree) finds nothing in the items of 'disks'") == true,
                "\(problems)")
        #expect(problems.first?.hasSuffix("did you mean 'size'?") == true, "\(problems)")
    }

    @Test func aChildrenPathNoItemHasIsReported() {
        let problems = found("{ children: part }")
        #expect(problems.count == 1 && problems.first?.hasPrefix("14 path-not-in-data path 'part' of 'tree' (Tree) finds nothing in the items") == true,
                "\(problems)")
        #expect(problems.first?.hasSuffix("did you mean 'parts'?") == true, "\(problems)")
    }

    @Test func withoutChildrenWrittenTheDefaultIsFollowedAndNotReported() {
        // `children` is the default path: a flat list has none, which is no typo.
        #expect(found("{ label: \"{name}\" }") == [])
        #expect(found("{ label: \"{mount}\" }").count == 1, "nested under 'parts', not 'children'")
    }

    @Test func aSelectionOfATreeHoldsItsItemsAtAnyDepth() {
        let binding = "  - { type: TextBinding, outlets: { dataSource: picked, view: shown }, properties: { format: \"{fs} {nmae}\" } }\n"
        let problems = found("{ children: parts }", binding)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.contains("placeholder '{nmae}' of a TextBinding") == true, "\(problems)")
    }
}
