import Foundation
import Testing

extension TerminalSuites {
    /// `run --screen-reader` on the real `stagehand` binary in tmux: the lines a screen reader
    /// speaks, and nothing a screen reader would stumble on.
    @Suite("Interactive: the screen reader mode in tmux", .serialized)
    struct ScreenReaderTmuxTests {
        typealias Tmux = TmuxSessionTests.Tmux

        @Test("Tab names the newly focused view and its role; no box drawing and no escape is written")
        func tabIsAnnounced() throws {
            guard let binary = try TmuxSessionTests.stagehandForTmux() else { return }
            let work = try TmuxSessionTests.scratchFolder()
            defer { try? FileManager.default.removeItem(atPath: work) }
            let scene = Repository.path("Scenes/people.scene.yaml")
            // Everything stagehand writes to standard output is kept, byte for byte, by tee; the
            // pane shows the same lines.
            let play = "'\(binary)' run --screen-reader '\(scene)'; echo exit=\\$? > status.txt"
            let command = "cd '\(work)'; TERM=xterm sh -c \"\(play)\" | tee said.txt; echo done > done.txt; sleep 60"
            let tmux = Tmux()
            defer { tmux.kill() }
            _ = try tmux("new-session", "-d", "-s", "play", "-x", "70", "-y", "20", command)
            var screen = try tmux.waitFor("focus: textInput nameField")
            #expect(screen.contains("scene: People"), "the title is not said on arrival:\n\(screen)")
            #expect(screen.contains("focus: textInput nameField: empty, Full name"), "\(screen)")

            _ = try tmux("send-keys", "-t", "play", "-l", "Ada")
            screen = try tmux.waitFor("nameField: Ada")
            #expect(screen.contains("nameField: Ada"), "a change to the focused field is not said:\n\(screen)")
            _ = try tmux("send-keys", "-t", "play", "Tab")
            screen = try tmux.waitFor("focus: button addButton")
            #expect(screen.contains("focus: button addButton: Add"), "Tab's new focus is not said:\n\(screen)")
            _ = try tmux("send-keys", "-t", "play", "Tab")
            screen = try tmux.waitFor("focus: table peopleTable")
            #expect(screen.contains("focus: table peopleTable: 4 rows, row 1 of 4, Alan Turing, London"), "\(screen)")
            _ = try tmux("send-keys", "-t", "play", "C-c")
            #expect(try TmuxSessionTests.waitForFile("status.txt", in: work).contains("exit=130"))

            // Written once tee has passed on everything stagehand wrote.
            _ = try TmuxSessionTests.waitForFile("done.txt", in: work)
            let said = try String(contentsOfFile: work + "/said.txt", encoding: .utf8)
            #expect(!said.unicodeScalars.contains { $0 == "\u{1B}" }, "an escape was written:\n\(said.debugDescription)")
            #expect(!said.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) }, "box drawing was written:\n\(said)")
            #expect(said.contains("focus: table peopleTable"))
        }
    }
}
