import Foundation
import Testing

extension TerminalSuites {
    /// Tabs, a tree and a text view in the real `stagehand` binary at a tmux window: keys and
    /// clicks switch pages, expand and select nodes, the wheel scrolls a log.
    @Suite("Interactive: tabs, trees and text views in tmux", .serialized)
    struct StructureTmuxTests {
        typealias Tmux = TmuxSessionTests.Tmux

        /// Sends a left click at a screen cell (0-based), as an SGR mouse report.
        private func click(_ tmux: Tmux, column: Int, row: Int) throws {
            _ = try tmux("send-keys", "-t", "play", "-l", "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
        }

        /// The cell where `text` first shows on `screen`.
        private func place(of text: String, in screen: String) throws -> (column: Int, row: Int) {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let row = try #require(lines.firstIndex { $0.contains(text) }, "'\(text)' is not on screen:\n\(screen)")
            let prefix = String(lines[row][..<(try #require(lines[row].range(of: text))).lowerBound])
            return (prefix.count, row)
        }

        // A frame reaches tmux in pieces: the line that changed can show before the lines below
        // it are redrawn. So what must disappear is waited for too, not read off the first
        // screen that shows what must appear.
        @Test("keys and clicks switch tabs, expand and select tree nodes; the wheel scrolls a text view")
        func keysAndMouse() throws {
            guard let binary = try MouseTmuxTests.binary() else { return }
            let work = try TmuxSessionTests.scratchFolder()
            defer { try? FileManager.default.removeItem(atPath: work) }
            let scene = Repository.path("Tests/StagehandTests/Fixtures/Valid/structure/structure.scene.yaml")
            let command = "cd '\(work)'; TERM=xterm '\(binary)' run '\(scene)'; echo \"exit=$?\" > status.txt; sleep 60"
            let tmux = Tmux()
            defer { tmux.kill() }
            _ = try tmux("new-session", "-d", "-s", "play", "-x", "40", "-y", "12", command)
            var screen = try tmux.waitFor("picked nothing")
            #expect(screen.contains("Disks │ Log │ Load"))

            // Keys: Down into the tree, Right expands sda, Down and Enter select sda1.
            _ = try tmux("send-keys", "-t", "play", "Down")
            _ = try tmux("send-keys", "-t", "play", "Right")
            screen = try tmux.waitFor("▾ sda")
            #expect(screen.contains("sda1"), "Right did not expand sda:\n\(screen)")
            _ = try tmux("send-keys", "-t", "play", "Down")
            _ = try tmux("send-keys", "-t", "play", "Enter")
            screen = try tmux.waitFor("picked sda1")
            #expect(screen.contains("picked sda1"), "Down and Enter did not select sda1:\n\(screen)")

            // A click on sdb selects it; a click on sda's ▾ collapses it.
            var at = try place(of: "sdb", in: screen)
            try click(tmux, column: at.column, row: at.row)
            screen = try tmux.waitFor("picked sdb")
            at = try place(of: "▾ sda", in: screen)
            try click(tmux, column: at.column, row: at.row)
            screen = try tmux.waitFor("▸ sda")
            screen = try tmux.waitUntilGone("sda1")
            #expect(!screen.contains("sda1"), "sda did not collapse:\n\(screen)")

            // A click on the Log title shows the log at its end; the wheel up scrolls it.
            at = try place(of: "Log", in: screen)
            try click(tmux, column: at.column, row: at.row)
            screen = try tmux.waitFor("eight")
            screen = try tmux.waitUntilGone("five")
            #expect(!screen.contains("five"), "the log does not follow its end:\n\(screen)")
            at = try place(of: "seven", in: screen)
            _ = try tmux("send-keys", "-t", "play", "-l", "\u{1B}[<64;\(at.column + 1);\(at.row + 1)M")
            screen = try tmux.waitFor("three")
            screen = try tmux.waitUntilGone("eight")
            #expect(!screen.contains("eight"), "the wheel did not scroll the log up:\n\(screen)")

            // Keys in the log: Down moves focus from the bar into the page, End follows the end
            // again, Up scrolls a line back; Shift-Tab returns to the bar.
            _ = try tmux("send-keys", "-t", "play", "Down")
            _ = try tmux("send-keys", "-t", "play", "End")
            screen = try tmux.waitFor("eight")
            screen = try tmux.waitUntilGone("three")
            #expect(!screen.contains("three"), "End did not reach the end:\n\(screen)")
            _ = try tmux("send-keys", "-t", "play", "Up")
            screen = try tmux.waitFor("five")
            screen = try tmux.waitUntilGone("eight")
            #expect(!screen.contains("eight"), "Up did not scroll the log a line:\n\(screen)")
            _ = try tmux("send-keys", "-t", "play", "BTab")

            // On the bar, Right shows the sparkline and the spinner, which turns on its own.
            _ = try tmux("send-keys", "-t", "play", "Right")
            screen = try tmux.waitFor("▁▅▃█")
            screen = try tmux.waitFor("Working")
            let turned = try tmux.waitForChange(from: screen)
            #expect(turned != screen && turned.contains("Working"), "the spinner did not turn:\n\(turned)")

            _ = try tmux("send-keys", "-t", "play", "C-c")
            #expect(try TmuxSessionTests.waitForFile("status.txt", in: work).contains("exit=130"))
        }
    }
}
