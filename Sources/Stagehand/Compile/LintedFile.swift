/// What lint keeps of one compiled file until every file is checked: its diagnostics, its
/// suppression comments (and its text, only when it has some), and, for a scene, its node of the
/// navigation graph. Small, so a folder of many files costs little to hold.
struct LintedFile: Sendable {
    let file: String
    let diagnostics: [Diagnostic]
    let comments: [IgnoreComment]
    let source: SourceText?
    let scene: NavigationGraph.Scene?

    init(_ compiled: CompiledFile, path: String, catalog: TypeCatalog) {
        file = path
        diagnostics = compiled.diagnostics
        comments = compiled.ignoreComments
        source = compiled.commentedSource
        if case .scene(let scene) = compiled {
            self.scene = NavigationGraph.Scene(scene, catalog: catalog)
        } else {
            scene = nil
        }
    }
}
