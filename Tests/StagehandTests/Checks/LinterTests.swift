import Foundation
import Testing
import Stagehand

@Suite struct LinterTests {
    private typealias S = CheckTestSupport

    private let cleanScene = "stagehand: 1\nscene: clean\nviews:\n  - { id: title, type: Label }\n"
    private let brokenScene = "stagehand: 1\nscene: broken\nviews:\n  - { id: title, type: Lable }\n"
    private let warningScene = "stagehand: 1\nscene: warned\ndataSources:\n  - { id: leftover, type: StaticDataSource }\n"

    @Test func foldersAreWalkedRecursivelyInAStableOrder() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write(brokenScene, to: "b.scene.yaml", in: folder)
        try TemporaryFiles.write(brokenScene, to: "a/deeper/c.scene.yml", in: folder)
        try TemporaryFiles.write("{\"stagehand\": 1, \"scene\": \"j\", \"views\": [{\"type\": \"Lable\"}]}", to: "a/j.scene.json", in: folder)
        try TemporaryFiles.write("scene: ../b.scene.yaml\nsteps:\n  - tap: nothing\n", to: "a/s.script.yaml", in: folder)
        try TemporaryFiles.write(brokenScene, to: ".hidden/x.scene.yaml", in: folder)
        try TemporaryFiles.write(brokenScene, to: ".build-mine/x.scene.yaml", in: folder)
        try TemporaryFiles.write("not: [a scene", to: "notes.yaml", in: folder)
        try TemporaryFiles.write("[1, 2", to: "data.json", in: folder)
        let report = Linter().lint(paths: [folder])
        #expect(report.filesChecked == 4)
        let files = report.diagnostics.map { String($0.location.file.dropFirst(folder.count + 1)) }
        #expect(files == ["a/deeper/c.scene.yml", "a/j.scene.json", "a/s.script.yaml", "b.scene.yaml"])
        #expect(report.diagnostics.codes == [.unknownType, .unknownType, .unknownView, .unknownType])
        #expect(report.exitStatus(strict: false) == 1)
    }

    @Test func exitStatusesFollowTheContract() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let clean = try TemporaryFiles.write(cleanScene, to: "clean.scene.yaml", in: folder)
        let broken = try TemporaryFiles.write(brokenScene, to: "broken.scene.yaml", in: folder)
        let warned = try TemporaryFiles.write(warningScene, to: "warned.scene.yaml", in: folder)
        let linter = Linter()

        let cleanReport = linter.lint(paths: [clean])
        #expect(cleanReport.diagnostics.isEmpty)
        #expect(cleanReport.exitStatus(strict: true) == 0)

        let warnedReport = linter.lint(paths: [warned])
        #expect(warnedReport.diagnostics.codes == [.unusedObject])
        #expect(warnedReport.exitStatus(strict: false) == 0)
        #expect(warnedReport.exitStatus(strict: true) == 1)

        #expect(linter.lint(paths: [broken]).exitStatus(strict: false) == 1)

        let missing = folder + "/nope.scene.yaml"
        let missingReport = linter.lint(paths: [clean, missing, broken])
        #expect(missingReport.couldNotRun)
        #expect(missingReport.exitStatus(strict: false) == 2)
        #expect(missingReport.filesChecked == 2)
        #expect(missingReport.diagnostics.first(.fileNotFound)?.formatted == "\(missing):1:1: error: no such file or folder [file-not-found]")
        #expect(missingReport.diagnostics.first(.unknownType) != nil)  // the other paths are still linted
    }

    @Test func explicitFilesAreLintedWhateverTheirName() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write(cleanScene, to: "clean.scene.yaml", in: folder)
        let asScene = try TemporaryFiles.write(brokenScene, to: "people.yaml", in: folder)
        let asScript = try TemporaryFiles.write("scene: clean.scene.yaml\nsteps:\n  - tap: titel\n", to: "play.yaml", in: folder)
        let asJSONScript = try TemporaryFiles.write("{\"scene\": \"clean.scene.yaml\", \"steps\": [{\"type\": {\"into\": \"title\", \"text\": \"x\"}}]}", to: "play.json", in: folder)
        #expect(Linter().lintFile(asScene).codes == [.unknownType])
        #expect(Linter().lintFile(asScript).codes == [.unknownView])
        #expect(Linter().lintFile(asJSONScript).codes == [.unsupportedInput])
        #expect(Linter().lint(paths: [asScene, asScript]).filesChecked == 2)
    }

    @Test func aScriptDoesNotRepeatItsScenesProblems() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write(brokenScene + "  - { id: add, type: Button }\n", to: "broken.scene.yaml", in: folder)
        let script = try TemporaryFiles.write("scene: broken.scene.yaml\nsteps:\n  - tap: add\n  - tap: title\n", to: "play.script.yaml", in: folder)
        let diagnostics = Linter().lintFile(script)
        // 'title' has an unknown type, so what it takes cannot be judged; the scene's lint says why.
        #expect(diagnostics.isEmpty)
    }

    @Test func aScriptWhoseSceneIsMissingOrUnnamed() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let missing = try TemporaryFiles.write("# plays nothing\nscene: gone.scene.yaml\nsteps: [back]\n", to: "a.script.yaml", in: folder)
        let unnamed = try TemporaryFiles.write("# plays nothing\nsteps: [back]\n", to: "b.script.yaml", in: folder)
        #expect(Linter().lintFile(missing).map(\.checkPos) == ["2:8"])
        #expect(Linter().lintFile(unnamed).map(\.checkPos) == ["2:1"])
        #expect(Linter().lintFile(unnamed).codes == [.missingScene])
    }

    @Test func sceneTextIsLintedWithPositions() {
        let diagnostics = Linter().lintScene(source: brokenScene, file: "doc.scene.yaml")
        #expect(diagnostics.map(\.formatted) == ["doc.scene.yaml:4:24: error: unknown type 'Lable'; did you mean 'Label'? [unknown-type]"])
    }

    @Test func diagnosticsAreSortedByFileLineAndColumn() {
        let diagnostics = Linter().lintScene(source: """
            stagehand: 1
            scene: sorted
            responders:
              - { type: BackResponder, on: [x.tap] }
            views:
              - { id: a, type: Lable }
              - { id: a, type: Label, properties: { txt: 1 } }
            """, file: "s.scene.yaml")
        #expect(diagnostics.map(\.location) == diagnostics.map(\.location).sorted())
        #expect(diagnostics.codes == [.unknownId, .unknownType, .duplicateId, .unknownProperty])
    }

    @Test func limitsAreThoseOfTheLinter() {
        let linter = Linter(limits: LoadLimits(maxDepth: 4))
        let diagnostics = linter.lintScene(source: "stagehand: 1\nscene: deep\ntitle: [[[[[1]]]]]\n", file: "d.scene.yaml")
        #expect(diagnostics.codes == [.nestingTooDeep])
    }
}
