import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import Stagehand

/// A folder can hold files whose names are not UTF-8 (Latin-1 bytes from an old archive). A path
/// in a `String` cannot spell them, so they cannot be opened; a folder search reports the scene
/// and script files among them instead of passing over them in silence.
@Suite struct NotUTF8NameTests {
    /// Writes `contents` to a file named by raw `name` bytes in `folder`, through the C library:
    /// Foundation would repair the name into UTF-8 first.
    static func create(_ contents: String, named name: [UInt8], in folder: String) throws {
        let path = (Array(folder.utf8) + Array("/".utf8) + name + [0]).map { CChar(bitPattern: $0) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0, "cannot create a file in \(folder)")
        defer { close(descriptor) }
        let bytes = Array(contents.utf8)
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
    }

    @Test("lint of a folder reports a scene or script whose name is not UTF-8, and checks the rest")
    func lintReportsThem() throws {
        try TemporaryFiles.withFolder { folder in
            let scene = "stagehand: 1\nscene: s\nviews:\n  - { id: l, type: Label, properties: { text: hi } }\n"
            try TemporaryFiles.write(scene, to: "fine.scene.yaml", in: folder)
            try Self.create(scene, named: Array("caf".utf8) + [0xE9] + Array(".scene.yaml".utf8), in: folder)
            try Self.create("scene: fine.scene.yaml\nsteps: []\n", named: [0x78, 0xFF] + Array(".script.yaml".utf8), in: folder)
            try Self.create("{}", named: Array("data".utf8) + [0xE9] + Array(".json".utf8), in: folder)
            let report = Linter().lint(paths: [folder])
            #expect(report.filesChecked == 1)
            #expect(report.diagnostics.map(\.code) == [.unreadableFile, .unreadableFile], "\(report.diagnostics.map(\.formatted))")
            #expect(report.diagnostics.map { ($0.location.file as NSString).lastPathComponent } == ["caf\u{FFFD}.scene.yaml", "x\u{FFFD}.script.yaml"])
            #expect(report.diagnostics.allSatisfy { $0.message.contains("name is not UTF-8") })
            #expect(report.exitStatus(strict: false) == 1)
        }
    }
}
