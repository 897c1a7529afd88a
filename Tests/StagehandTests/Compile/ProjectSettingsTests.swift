import Foundation
import Testing
import Stagehand

/// `.stagehand.yaml`: read through the scene loader (positions, did-you-mean), found in the
/// nearest folder above, with globs relative to the file.
@Suite struct ProjectSettingsTests {
    static func parse(_ text: String, file: String = "project/.stagehand.yaml") -> ProjectSettings {
        ProjectSettings.parse(Array(text.utf8), file: file)
    }

    @Test func readsIgnorePathsAndEntry() {
        let settings = Self.parse("""
            ignore: [unused-object, unused-segue]
            paths:
              "generated/**": [path-not-in-data]
              "legacy/*.scene.yaml": unreachable-scene
            entry: scenes/main.scene.yaml
            """)
        #expect(settings.diagnostics.isEmpty, "\(settings.diagnostics)")
        #expect(settings.ignore.map(\.value) == [.unusedObject, .unusedSegue])
        #expect(settings.ignore.map { "\($0.location.line):\($0.location.column)" } == ["1:10", "1:25"])
        #expect(settings.paths.map(\.glob.value) == ["generated/**", "legacy/*.scene.yaml"])
        #expect(settings.paths.map { $0.codes.map(\.value) } == [[.pathNotInData], [.unreachableScene]])
        #expect(settings.entry?.value == "scenes/main.scene.yaml")
        #expect(settings.entryPath == "project/scenes/main.scene.yaml")
        #expect(settings.directory == "project")
    }

    @Test func ignoresByCodeAndByGlob() {
        let settings = Self.parse("""
            ignore: [unused-object]
            paths:
              "generated/**": [path-not-in-data]
              "legacy": [unused-segue]
              "a?c/*.scene.yaml": [unknown-id]
            """)
        #expect(settings.ignores(.unusedObject, in: "project/x.scene.yaml"))
        #expect(!settings.ignores(.unusedObject, in: "elsewhere/x.scene.yaml"), "files outside the settings' folder")
        #expect(settings.ignores(.pathNotInData, in: "project/generated/a/b/c.scene.yaml"))
        #expect(settings.ignores(.pathNotInData, in: "project/generated/c.scene.yaml"))
        #expect(!settings.ignores(.pathNotInData, in: "project/other/c.scene.yaml"))
        #expect(settings.ignores(.unusedSegue, in: "project/legacy/deep/old.scene.yaml"), "a folder's glob covers what is below it")
        #expect(settings.ignores(.unknownId, in: "project/abc/x.scene.yaml"))
        #expect(!settings.ignores(.unknownId, in: "project/abbc/x.scene.yaml"))
        #expect(!settings.ignores(.pathNotInData, in: "outside/generated/c.scene.yaml"), "files outside the settings' folder")
        #expect(settings.rule(silencing: .unusedSegue, in: "project/legacy/x.scene.yaml")?.line == 4)
    }

    @Test func globsMatchSegmentsAndDoubleStars() {
        #expect(PathGlob("*.scene.yaml").matches("people.scene.yaml"))
        #expect(!PathGlob("*.scene.yaml").matches("people.script.yaml"))
        #expect(PathGlob("**/*.script.yaml").matches("a/b/c.script.yaml"))
        #expect(PathGlob("**/*.script.yaml").matches("c.script.yaml"))
        #expect(PathGlob("a/**/z.scene.yaml").matches("a/z.scene.yaml"))
        #expect(PathGlob("a/**/z.scene.yaml").matches("a/b/c/z.scene.yaml"))
        #expect(!PathGlob("a/**/z.scene.yaml").matches("b/z.scene.yaml"))
        #expect(PathGlob("p?ople.*").matches("people.scene.yaml"))
        #expect(!PathGlob("p?ople.*").matches("pople.scene.yaml"))
        #expect(PathGlob("*").matches("x"))
        #expect(PathGlob("a*b*c").matches("aXXbYYc"))
        #expect(!PathGlob("a*b*c").matches("aXXbYY"))
    }

    @Test func badSettingsAreDiagnosticsWithPlaces() {
        let settings = Self.parse("""
            ignore: [unused-objet, 3]
            entyr: main.scene.yaml
            paths: [nope]
            """)
        let found = settings.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue) \($0.message)" }
        #expect(found.count == 4, "\(found)")
        #expect(found.contains { $0.hasPrefix("1:24 unknown-code") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("1:10 unknown-code") && $0.contains("did you mean 'unused-object'?") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("2:1 unknown-key") && $0.contains("did you mean 'entry'?") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("3:8 wrong-kind") }, "\(found)")
        #expect(settings.diagnostics.allSatisfy { $0.location.file == "project/.stagehand.yaml" })
        #expect(settings.ignore.isEmpty)
    }

    @Test func brokenYAMLIsADiagnosticNeverACrash() {
        for text in ["ignore: [a", "- a\n- b", "\u{0}", "entry: [1, 2]", "", "# only a comment", "~"] {
            let settings = Self.parse(text)
            #expect(settings.ignore.isEmpty)
            #expect(settings.entry == nil)
            #expect(settings.diagnostics.allSatisfy { $0.location.line >= 1 })
        }
        #expect(Self.parse("ignore: [a").diagnostics.first?.code == .yamlSyntax)
        #expect(Self.parse("").diagnostics.isEmpty, "an empty settings file sets nothing")
    }

    @Test func foundInTheNearestFolderAbove() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("entry: app/main.scene.yaml\n", to: ".stagehand.yaml", in: folder)
        try TemporaryFiles.write("ignore: [unused-object]\n", to: "app/inner/.stagehand.yaml", in: folder)
        try FileManager.default.createDirectory(atPath: folder + "/app/deep/er", withIntermediateDirectories: true)
        #expect(ProjectSettings.file(for: folder + "/app/deep/er") == folder + "/.stagehand.yaml")
        #expect(ProjectSettings.file(for: folder + "/app/inner") == folder + "/app/inner/.stagehand.yaml")
        #expect(ProjectSettings.file(for: folder) == folder + "/.stagehand.yaml")
        let nearest = ProjectSettings.nearest(to: folder + "/app")
        #expect(nearest?.entryPath == folder + "/app/main.scene.yaml")
    }
}
