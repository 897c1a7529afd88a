import Foundation
import Testing
import Stagehand
#if canImport(Glibc)
import Glibc
#endif

/// A save killed at any moment leaves the data file whole, old or new, and the next save removes
/// what the killed one left: only its own kind of temporary file, only beside that file, only
/// when the process that made it is gone.
@Suite("Interrupted saves", .serialized)
struct InterruptedSaveTests {
    /// How many times `stagehand run` is killed mid-save: `STAGEHAND_SAVE_KILLS`, else 20.
    static var kills: Int { ProcessInfo.processInfo.environment["STAGEHAND_SAVE_KILLS"].flatMap(Int.init) ?? 20 }

    func temporaryFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(AtomicFileWriter.isTemporaryName).sorted()
    }

    /// The pid of a process that has ended.
    func deadPID() throws -> pid_t {
        let pid = try #require(ProcessTestSupport.launch("/bin/sh", ["-c", "exit 0"]))
        _ = ProcessTestSupport.wait(pid)
        return pid
    }

    @Test func namesAreRecognisedExactly() {
        #expect(AtomicFileWriter.isTemporaryName(".items.yaml.123.a9z.tmp"))
        #expect(AtomicFileWriter.owner(ofTemporaryName: ".items.yaml.123.a9z.tmp", for: "items.yaml") == 123)
        #expect(AtomicFileWriter.owner(ofTemporaryName: ".items.yaml.123.a9z.tmp", for: "other.yaml") == nil)
        #expect(AtomicFileWriter.owner(ofTemporaryName: ".items.yaml.x.a9z.tmp", for: "items.yaml") == nil)
        #expect(AtomicFileWriter.owner(ofTemporaryName: ".items.yaml.123.A-Z.tmp", for: "items.yaml") == nil)
        #expect(!AtomicFileWriter.isTemporaryName(".hidden.tmp"))
        #expect(!AtomicFileWriter.isTemporaryName("items.yaml"))
        let made = AtomicFileWriter.temporaryPath(for: "/x/items.yaml").split(separator: "/").last.map(String.init) ?? ""
        #expect(AtomicFileWriter.owner(ofTemporaryName: made, for: "items.yaml") == getpid())
    }

    @Test func aSaveRemovesOnlyLeftoversOfDeadWritersOfTheSameFile() throws {
        let folder = try TemporaryFiles.folder()
        defer { TemporaryFiles.remove(folder) }
        let file = try TemporaryFiles.write("[1]\n", to: "items.yaml", in: folder)
        let dead = try deadPID()
        let leftovers = [
            ".items.yaml.\(dead).abc.tmp",        // a dead writer of this file: removed
            ".items.yaml.1.abc.tmp",              // a live process (init): kept
            ".items.yaml.\(getpid()).abc.tmp",    // this process: kept, it may be writing
            ".other.yaml.\(dead).abc.tmp",        // another file's: kept
            ".items.yaml.\(dead).ABC.tmp",        // not a name the writer makes: kept
            "notes.tmp",                          // not the writer's at all: kept
        ]
        for name in leftovers { _ = try TemporaryFiles.write("partial", to: name, in: folder) }
        try AtomicFileWriter().write("[2]\n", to: file)
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(listing == (["items.yaml"] + leftovers.dropFirst()).sorted())
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "[2]\n")
    }

    /// The file's size in bytes, or -1 when it cannot be read.
    static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? -1
    }

    @Test func killingASavingRunLeavesEveryFileWholeAndOneTemporaryFileAtMost() throws {
        let binary = try #require(TerminalSuites.TmuxSessionTests.executable, "build the stagehand executable first (`swift build`)")
        let initial = (0..<3_000).map { "- item \($0) " + String(repeating: "x", count: 20) }.joined(separator: "\n") + "\n"
        let steps = (0..<2_000).map { "  - type: { into: field, text: \"added \($0)\" }\n  - submit: field\n" }.joined()
        let folder = try LiveDataTestSupport.folder([
            "items.yaml": initial,
            "saver.scene.yaml": """
                stagehand: 1
                scene: saver
                dataSources:
                  - { id: items, type: FileDataSource, properties: { path: items.yaml, save: true } }
                views:
                  - { id: field, type: TextField }
                  - { id: count, type: Label }
                bindings:
                  - { type: TextBinding, outlets: { dataSource: items, view: count }, properties: { format: "{count}" } }
                responders:
                  - { type: AppendResponder, on: [field.submit], outlets: { list: items, field: field } }
                """,
            "saver.script.yaml": "scene: saver.scene.yaml\nsteps:\n" + steps,
        ])
        defer { TemporaryFiles.remove(folder) }
        let file = folder + "/items.yaml"
        var random = SystemRandomNumberGenerator()
        var counts: Set<Int> = []
        for kill in 0..<Self.kills {
            let before = Self.size(of: file)
            let pid = try #require(ProcessTestSupport.launch(binary, ["run", folder + "/saver.scene.yaml", "--script", folder + "/saver.script.yaml"]))
            // The kill lands after this run's first save, however slow the machine: wait until the
            // file has grown (or 60 s have passed), then a random while longer, mid-save or not.
            let deadline = MonotonicTime.milliseconds() + 60_000
            while Self.size(of: file) == before, MonotonicTime.milliseconds() < deadline { usleep(2_000) }
            usleep(UInt32.random(in: 0...100_000, using: &random))
            Glibc.kill(pid, SIGKILL)
            _ = ProcessTestSupport.wait(pid)
            let (document, diagnostics) = DocumentLoader.load(contentsOf: file)
            let items = document?.root.map(Value.init)
            #expect(diagnostics.isEmpty, "kill \(kill): \(diagnostics.map(\.formatted))")
            guard case .list(let list)? = items else {
                Issue.record("kill \(kill): the data file is not a list")
                break
            }
            #expect(list.count >= 3_000, "kill \(kill): \(list.count) items")
            counts.insert(list.count)
            let temporary = temporaryFiles(in: folder)
            #expect(temporary.count <= 1, "kill \(kill): \(temporary)")
        }
        // Some kills landed after saves: the file changed, whole, along the way.
        #expect(counts.contains { $0 > 3_000 }, "no save happened before a kill: \(counts.sorted())")
    }
}
