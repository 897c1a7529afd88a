import Foundation
import Testing
import Stagehand

/// Navigation lint of a folder judges its scenes the same whatever parses in it, and however
/// the folder is named (`.` or a path).
@Suite("Lint: navigation of a folder whatever parses in it")
struct FolderNavigationTests {
    @Test func standaloneScenesAreToldTheSameBesideFilesThatDoNotParse() throws {
        let folder = TemporaryFiles.path("navigation-folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["one", "two"] {
            try "stagehand: 1\nscene: \(name)\nviews:\n  - { type: Label, properties: { text: hi } }\n"
                .write(toFile: folder + "/\(name).scene.yaml", atomically: true, encoding: .utf8)
        }
        try "stagehand: 1\nscene: bad\nviews: [ { type: Label\n".write(toFile: folder + "/bad.scene.yaml", atomically: true, encoding: .utf8)
        // Named as `lint .` names it: paths as written keep their `./`.
        let report = Linter(registry: Registry()).lint(paths: [folder + "/."])
        let unreachable = report.diagnostics.filter { $0.code == .unreachableScene }.map { PathResolver.normalize($0.location.file) }
        #expect(unreachable.sorted() == [folder + "/one.scene.yaml", folder + "/two.scene.yaml"].map(PathResolver.normalize), "\(report.diagnostics.map(\.formatted))")
        #expect(report.diagnostics.contains { $0.code == .yamlSyntax })
    }
}
