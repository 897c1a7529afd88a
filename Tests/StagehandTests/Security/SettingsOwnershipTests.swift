import Foundation
import Testing
import Stagehand
import StagehandCLI

/// Settings come from the person's side: `.stagehand.yaml` is looked for up to the repository's
/// root only, one owned by another user is ignored with a warning, and `lint --verbose` names
/// the settings file used.
@Suite struct SettingsOwnershipTests {
    static let unusedScene = """
        stagehand: 1
        scene: a
        dataSources: [{ id: spare, type: StaticDataSource, properties: { value: 1 } }]
        views: [{ id: label, type: Label, properties: { text: hi } }]
        """

    @Test func settingsAboveTheRepositoryRootDoNotApply() throws {
        try TemporaryFiles.withFolder { root in
            try TemporaryFiles.write("ignore: [unused-object]\n", to: ".stagehand.yaml", in: root)
            let scene = try TemporaryFiles.write(Self.unusedScene, to: "clone/scenes/a.scene.yaml", in: root)
            // Without a repository the settings above apply.
            #expect(ProjectSettings.file(for: root + "/clone/scenes") == root + "/.stagehand.yaml")
            try FileManager.default.createDirectory(atPath: root + "/clone/.git", withIntermediateDirectories: true)
            #expect(ProjectSettings.file(for: root + "/clone/scenes") == nil)
            let codes = Linter(registry: Registry()).lint(paths: [scene]).diagnostics.map(\.code)
            #expect(codes.contains(.unusedObject))
            // A `.git` file (a worktree, a submodule) marks the root too; settings at the root apply.
            try FileManager.default.removeItem(atPath: root + "/clone/.git")
            try TemporaryFiles.write("gitdir: elsewhere\n", to: "clone/.git", in: root)
            try TemporaryFiles.write("ignore: [unused-object]\n", to: "clone/.stagehand.yaml", in: root)
            #expect(ProjectSettings.file(for: root + "/clone/scenes") == root + "/clone/.stagehand.yaml")
        }
    }

    @Test(.enabled(if: geteuid() == 0, "giving a file to another user needs root"))
    func settingsOwnedByAnotherUserAreIgnoredWithAWarning() throws {
        try TemporaryFiles.withFolder { root in
            try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
            let own = try TemporaryFiles.write("ignore: [unused-segue]\n", to: ".stagehand.yaml", in: root)
            let planted = try TemporaryFiles.write("ignore: [unused-object]\n", to: "shared/.stagehand.yaml", in: root)
            #expect(chown(planted, 65534, 65534) == 0)
            let scene = try TemporaryFiles.write(Self.unusedScene, to: "shared/a.scene.yaml", in: root)
            let found = ProjectSettings.lookUp(from: root + "/shared")
            #expect(found.file == own)
            #expect(found.ignored == [planted])
            let diagnostics = Linter(registry: Registry()).lint(paths: [scene]).diagnostics
            #expect(diagnostics.map(\.code).contains(.unusedObject))
            let warning = try #require(diagnostics.first { $0.code == .settingsFileIgnored })
            #expect(warning.severity == .warning && warning.location.file == planted)
            let verbose = LintRequest(paths: [scene], verbose: true).settingsReport()
            #expect(verbose.contains(own) && verbose.contains("\(planted) is ignored"))
        }
    }

    @Test func verboseNamesTheSettingsFileUsed() throws {
        try TemporaryFiles.withFolder { root in
            try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
            let settings = try TemporaryFiles.write("ignore: [unused-object]\n", to: ".stagehand.yaml", in: root)
            let scene = try TemporaryFiles.write(Self.unusedScene, to: "scenes/a.scene.yaml", in: root)
            #expect(LintRequest(paths: [scene], verbose: true).settingsReport() == "settings for \(scene): \(settings)\n")
            #expect(LintRequest(paths: [root + "/scenes"], verbose: true).settingsReport() == "settings for \(root)/scenes: \(settings)\n")
            #expect(LintRequest.plain(["lint", "--verbose", scene]) == nil, "the parser reads --verbose")
        }
    }
}
