import Foundation
import Testing
import Stagehand

/// Lint never crashes, hangs or runs away, whatever it is given.
@Suite struct RobustnessTests {
    private typealias S = CheckTestSupport

    private var baseScene: [UInt8] {
        FileManager.default.contents(atPath: S.valid + "/base.scene.yaml").map { [UInt8]($0) } ?? []
    }

    private func lint(_ bytes: [UInt8], as file: String = "fuzz.scene.yaml") -> [Diagnostic] {
        let (document, diagnostics) = DocumentLoader.parse(bytes, file: file)
        guard let document else { return diagnostics }
        let linter = Linter()
        let text = String(decoding: bytes, as: UTF8.self)
        _ = linter.lintScript(source: text, file: "fuzz.script.yaml")
        return diagnostics + (document.root == nil ? [] : linter.lintScene(source: text, file: file))
    }

    @Test func everyTruncationOfAValidSceneLints() {
        let bytes = baseScene
        #expect(!bytes.isEmpty)
        for end in stride(from: 0, through: bytes.count, by: 7) {
            let diagnostics = lint(Array(bytes[..<end]))
            #expect(diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
        }
    }

    @Test func randomMutationsLint() {
        var random = SeededGenerator(state: 0x5EED)
        let bytes = baseScene
        let alphabet = Array("{}[]:,-&*!|>'\"#\n\t .0aZ<".utf8) + [0, 0xFF, 0xC3]
        for _ in 0..<300 {
            var mutated = bytes
            for _ in 0..<Int.random(in: 1...8, using: &random) where !mutated.isEmpty {
                let at = Int.random(in: 0..<mutated.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: mutated[at] = alphabet.randomElement(using: &random) ?? 0
                case 1: mutated.remove(at: at)
                default: mutated.insert(alphabet.randomElement(using: &random) ?? 0, at: at)
                }
            }
            _ = lint(mutated)
        }
    }

    @Test func randomBytesLint() {
        var random = SeededGenerator(state: 42)
        for length in [1, 2, 3, 16, 100, 1000] {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
                _ = lint(bytes)
            }
        }
    }

    @Test func tenThousandLevelsOfNestingAreRefused() {
        let flow = "stagehand: 1\nscene: deep\ntitle: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        #expect(Linter().lintScene(source: flow, file: "f.scene.yaml").codes.contains(.nestingTooDeep))
        // Block sequences nest on one line: `- - - x`.
        let block = "stagehand: 1\nscene: deep\nviews:\n  " + String(repeating: "- ", count: 10_000) + "x\n"
        #expect(Linter().lintScene(source: block, file: "b.scene.yaml").codes.contains(.nestingTooDeep))
    }

    @Test func deepViewTreesWithinTheLimitAreChecked() {
        var text = "stagehand: 1\nscene: deep\nviews:\n"
        var indent = "  "
        for level in 0..<100 {
            text += indent + "- id: v\(level)\n" + indent + "  type: VStack\n" + indent + "  children:\n"
            indent += "    "
        }
        text += indent + "- { id: v0, type: Lable }\n"
        let diagnostics = Linter().lintScene(source: text, file: "t.scene.yaml")
        #expect(diagnostics.codes == [.duplicateId, .unknownType])
    }

    @Test func emptyAndCommentOnlyFilesAreEmpty() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let empty = try TemporaryFiles.write("", to: "empty.scene.yaml", in: folder)
        let comments = try TemporaryFiles.write("# nothing\n# at all\n", to: "comments.script.yaml", in: folder)
        #expect(Linter().lintFile(empty).codes == [.emptyFile])
        #expect(Linter().lintFile(comments).codes == [.emptyFile])
    }

    @Test func aPathThatDoesNotExist() {
        let report = Linter().lint(paths: ["/nonexistent-stagehand/nothing.scene.yaml"])
        #expect(report.diagnostics.codes == [.fileNotFound])
        #expect(report.diagnostics.first?.checkPos == "1:1")
        #expect(report.exitStatus(strict: false) == 2)
        #expect(Linter().lintFile("/nonexistent-stagehand/nothing.scene.yaml").codes == [.fileNotFound])
    }

    @Test func aFolderNamedLikeASceneIsWalked() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let sceneFolder = folder + "/people.scene.yaml"
        try FileManager.default.createDirectory(atPath: sceneFolder, withIntermediateDirectories: true)
        let explicit = Linter().lint(paths: [sceneFolder])
        #expect(explicit.diagnostics.isEmpty)
        #expect(explicit.filesChecked == 0)
        #expect(explicit.exitStatus(strict: false) == 0)
        try TemporaryFiles.write("stagehand: 1\nscene: inner\n", to: "people.scene.yaml/inner.scene.yaml", in: folder)
        let walked = Linter().lint(paths: [folder])
        #expect(walked.filesChecked == 1)
        // Asked to lint it as a file, it says it is a folder rather than crashing.
        #expect(Linter().lintFile(sceneFolder).codes == [.unreadableFile])
    }

    @Test func anUnreadableFileIsReported() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let path = try TemporaryFiles.write("stagehand: 1\nscene: locked\n", to: "locked.scene.yaml", in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        let report = Linter().lint(paths: [path])
        #expect(report.filesChecked == 1)
        // Root reads anything: only assert when the file really is unreadable for this user.
        if !FileManager.default.isReadableFile(atPath: path) {
            #expect(report.diagnostics.codes == [.unreadableFile])
            #expect(report.exitStatus(strict: false) == 1)
        } else {
            #expect(report.diagnostics.isEmpty)
        }
    }

    @Test func aFolderLinkedBackIntoItselfEnds() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        try TemporaryFiles.write("stagehand: 1\nscene: one\n", to: "sub/one.scene.yaml", in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/sub/loop", withDestinationPath: folder)
        let report = Linter().lint(paths: [folder])
        #expect(report.filesChecked == 1)
    }
}
