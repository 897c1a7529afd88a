import Foundation
import Testing

extension TerminalSuites {
    /// The real `stagehand` binary in tmux, played with keys and clicks (SGR mouse reports, as a
    /// terminal sends them): a checkbox, a select whose list opens over the scene and filters as
    /// one types, and a radio group.
    @Suite("Interactive: checkboxes, selects and radio groups in tmux", .serialized)
    struct ChoiceTmuxTests {
        typealias Tmux = TmuxSessionTests.Tmux

        /// Sends a left click at the first cell of the first `text` on screen.
        private func click(_ text: String, on screen: String, _ tmux: Tmux) throws {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let row = try #require(lines.firstIndex { $0.contains(text) }, "no '\(text)' on screen:\n\(screen)")
            let prefix = try #require(lines[row].range(of: text)).lowerBound
            let column = lines[row][..<prefix].count
            _ = try tmux("send-keys", "-t", "play", "-l", "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
        }

        @Test("clicks and keys check the box, open, filter and choose in the select, and move the radio mark")
        func keysAndClicks() throws {
            guard let binary = try MouseTmuxTests.binary() else { return }
            let work = try TmuxSessionTests.scratchFolder()
            defer { try? FileManager.default.removeItem(atPath: work) }
            let scene = Repository.path("Tests/StagehandTests/Fixtures/Choices/choices.scene.yaml")
            let command = "cd '\(work)'; TERM=xterm '\(binary)' run '\(scene)'; echo \"exit=$?\" > status.txt; sleep 60"
            let tmux = Tmux()
            defer { tmux.kill() }
            _ = try tmux("new-session", "-d", "-s", "play", "-x", "50", "-y", "14", command)
            var screen = try tmux.waitFor("loud=false size=m colour=red")
            #expect(screen.contains("☐ Loud") && screen.contains("picked Red") && screen.contains("(•) Medium"), "\(screen)")

            // Focus starts on the box: Space checks it, and Space again clears it.
            _ = try tmux("send-keys", "-t", "play", "Space")
            screen = try tmux.waitFor("loud=true")
            #expect(screen.contains("☑ Loud"), "Space did not check the box:\n\(screen)")
            _ = try tmux("send-keys", "-t", "play", "Space")
            screen = try tmux.waitFor("loud=false")
            #expect(screen.contains("☐ Loud"), "Space did not clear the box:\n\(screen)")

            // A click on the box checks it.
            try click("Loud", on: screen, tmux)
            screen = try tmux.waitFor("loud=true")
            #expect(screen.contains("☑ Loud"), "\(screen)")

            // A click on the select opens its list over the scene; a click on Blue chooses it.
            try click("Red", on: screen, tmux)
            screen = try tmux.waitFor("Green")
            #expect(screen.contains("Blue"), "the list did not open:\n\(screen)")
            try click("Blue", on: screen, tmux)
            screen = try tmux.waitFor("colour=blue")
            #expect(screen.contains("picked Blue") && !screen.contains("Green"), "the list did not close on a choice:\n\(screen)")

            // Keys: Enter opens, typing filters, Enter chooses; Escape closes without going back.
            _ = try tmux("send-keys", "-t", "play", "Enter")
            _ = try tmux.waitFor("Green")
            _ = try tmux("send-keys", "-t", "play", "-l", "gr")
            screen = try tmux.waitFor("/gr")
            screen = try tmux.waitUntilGone("Red ")
            #expect(!screen.contains("Red "), "the filter did not hide Red:\n\(screen)")
            _ = try tmux("send-keys", "-t", "play", "Enter")
            screen = try tmux.waitFor("colour=green")
            _ = try tmux("send-keys", "-t", "play", "Enter")
            _ = try tmux.waitFor("Blue")
            _ = try tmux("send-keys", "-t", "play", "Escape")
            screen = try tmux.waitFor("picked Green")
            screen = try tmux.waitUntilGone("Blue")
            #expect(!screen.contains("Blue") && !screen.contains("Ctrl-C"), "Escape should only close the list:\n\(screen)")

            // The radio group: Tab to it, Down moves the mark's cursor, Space chooses; a click on
            // an option chooses it.
            _ = try tmux("send-keys", "-t", "play", "Tab")
            _ = try tmux("send-keys", "-t", "play", "Down")
            _ = try tmux("send-keys", "-t", "play", "Space")
            screen = try tmux.waitFor("size=l")
            #expect(screen.contains("(•) Large"), "\(screen)")
            try click("Small", on: screen, tmux)
            screen = try tmux.waitFor("size=s")
            #expect(screen.contains("(•) Small"), "\(screen)")

            _ = try tmux("send-keys", "-t", "play", "C-c")
            #expect(try TmuxSessionTests.waitForFile("status.txt", in: work).contains("exit=130"))
        }
    }
}
