import Foundation
import Testing
import Stagehand

@Suite struct DocumentFileTests {
    private func temporaryDirectory() throws -> URL {
        URL(fileURLWithPath: try TemporaryFiles.folder("stagehand-docfile"))
    }

    @Test func loadsAFileAndNamesItInLocations() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("people.scene.yaml").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("stagehand: 1\nscene: people\n".utf8)))
        let (document, diagnostics) = DocumentLoader.load(contentsOf: path)
        #expect(diagnostics.isEmpty)
        #expect(document?.file == path)
        #expect(document?.root?["scene"]?.location == SourceLocation(file: path, line: 2, column: 8))
    }

    @Test func missingPathIsFileNotFound() {
        let path = "/nonexistent-stagehand-dir/nothing.scene.yaml"
        let (document, diagnostics) = DocumentLoader.load(contentsOf: path)
        #expect(document == nil)
        #expect(diagnostics.map(\.code) == [.fileNotFound])
        #expect(diagnostics.first?.formatted == "\(path):1:1: error: no such file [file-not-found]")
    }

    @Test func directoryIsUnreadable() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (document, diagnostics) = DocumentLoader.load(contentsOf: directory.path)
        #expect(document == nil)
        #expect(diagnostics.map(\.code) == [.unreadableFile])
        #expect(diagnostics.first?.docPos == "1:1")
    }

    @Test func emptyFileOnDisk() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("empty.yaml").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let (document, diagnostics) = DocumentLoader.load(contentsOf: path)
        #expect(document?.root == nil)
        #expect(diagnostics.map(\.code) == [.emptyFile])
    }

    @Test func aSpecialFileIsNotARegularFile() {
        let (document, diagnostics) = DocumentLoader.load(contentsOf: "/dev/null")
        #expect(document == nil)
        #expect(diagnostics.map(\.code) == [.notARegularFile])
    }
}
