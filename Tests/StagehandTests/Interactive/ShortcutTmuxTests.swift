import Foundation
import Testing

extension TerminalSuites {
    /// The real `stagehand` binary in tmux: a shortcut's key types into a focused field and fires
    /// anywhere else, a function key and Ctrl with a letter reach shortcuts, a `QuitResponder`
    /// ends the app with its status, and a click reaches a button inside a modal.
    @Suite("Interactive: shortcuts and clicks in modals in tmux", .serialized)
    struct ShortcutTmuxTests {
        typealias Tmux = TmuxSessionTests.Tmux

        /// The SGR reports of a left click (press, then release) on the first cell of `text`.
        static func click(_ text: String, on screen: String) throws -> String {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let row = try #require(lines.firstIndex { $0.contains(text) }, "'\(text)' is not on the screen:\n\(screen)")
            let column = try #require(lines[row].range(of: text)).lowerBound.utf16Offset(in: lines[row])
            return "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m"
        }

        @Test("r types in the field and fires on the button; Ctrl-F notifies; q quits")
        func shortcutKeys() throws {
            guard let binary = try MouseTmuxTests.binary() else { return }
            let work = try TmuxSessionTests.scratchFolder()
            defer { try? FileManager.default.removeItem(atPath: work) }
            let scene = Repository.path("Tests/StagehandTests/Fixtures/Keys/shortcuts.scene.yaml")
            let command = "cd '\(work)'; TERM=xterm '\(binary)' run '\(scene)'; echo \"exit=$?\" > status.txt; sleep 60"
            let tmux = Tmux()
            defer { tmux.kill() }
            _ = try tmux("new-session", "-d", "-s", "play", "-x", "50", "-y", "12", command)
            var screen = try tmux.waitFor("pressed: no")
            #expect(screen.contains("r Refresh  ctrl-f Fire  q Quit"), "the key hints are missing:\n\(screen)")

            // Focus is on the field: r types.
            _ = try tmux("send-keys", "-t", "play", "-l", "r")
            screen = try tmux.waitFor("▸[r_")
            #expect(screen.contains("▸[r_"), "r did not type into the field:\n\(screen)")
            #expect(screen.contains("pressed: no"), "r fired the shortcut while the field had focus:\n\(screen)")

            // On the button, r fires.
            _ = try tmux("send-keys", "-t", "play", "Tab")
            _ = try tmux("send-keys", "-t", "play", "-l", "r")
            screen = try tmux.waitFor("pressed: yes")
            #expect(screen.contains("pressed: yes"), "r did not fire on the button:\n\(screen)")

            // F2 (a FocusResponder) moves focus back to the field, where r types again.
            _ = try tmux("send-keys", "-t", "play", "F2")
            _ = try tmux("send-keys", "-t", "play", "-l", "r")
            screen = try tmux.waitFor("▸[rr_")
            #expect(screen.contains("▸[rr_"), "F2 did not move focus to the field:\n\(screen)")
            _ = try tmux("send-keys", "-t", "play", "Tab")

            // Ctrl-F (a control byte at a terminal) fires the notification.
            _ = try tmux("send-keys", "-t", "play", "C-f")
            screen = try tmux.waitFor("Fired (yes)")
            #expect(screen.contains("Fired (yes)"), "Ctrl-F did not fire:\n\(screen)")

            // Ctrl-P opens the palette over the scene; typing filters it; a click on an entry
            // runs it and closes the palette. The notification from Ctrl-F goes first, so the
            // one the palette's Fire shows is new.
            screen = try tmux.waitUntilGone("Fired (yes)")
            #expect(!screen.contains("Fired (yes)"), "the notification outlived its duration:\n\(screen)")
            _ = try tmux("send-keys", "-t", "play", "C-p")
            screen = try tmux.waitFor("Commands")
            #expect(screen.contains("│ Refresh"), "the palette is missing its entries:\n\(screen)")
            _ = try tmux("send-keys", "-t", "play", "-l", "fi")
            screen = try tmux.waitFor("> fi")
            screen = try tmux.waitUntilGone("│ Refresh")
            #expect(!screen.contains("│ Refresh"), "the palette did not filter:\n\(screen)")
            _ = try tmux("send-keys", "-t", "play", "-l", try Self.click("Fire  ", on: screen))
            screen = try tmux.waitFor("Fired (yes)")
            #expect(screen.contains("Fired (yes)") && !screen.contains("Commands"), "a click on the entry did not run it:\n\(screen)")
            // Ctrl-P again, then Escape: closed, nothing run.
            _ = try tmux("send-keys", "-t", "play", "C-p")
            _ = try tmux.waitFor("Commands")
            _ = try tmux("send-keys", "-t", "play", "Escape")
            screen = try tmux.waitUntilGone("Commands")
            #expect(!screen.contains("Commands"), "Escape did not close the palette:\n\(screen)")

            // A click on the Quit hint ends the app with the responder's status.
            _ = try tmux("send-keys", "-t", "play", "-l", try Self.click("q Quit", on: screen))
            #expect(try TmuxSessionTests.waitForFile("status.txt", in: work).contains("exit=0"))
        }

        @Test("a click reaches a modal's button, and the scene under it takes none")
        func clickInAModal() throws {
            guard let binary = try MouseTmuxTests.binary() else { return }
            let work = try TmuxSessionTests.scratchFolder()
            defer { try? FileManager.default.removeItem(atPath: work) }
            let scene = Repository.path("Tests/StagehandTests/Fixtures/Keys/modal/main.scene.yaml")
            let command = "cd '\(work)'; TERM=xterm '\(binary)' run '\(scene)'; echo \"exit=$?\" > status.txt; sleep 60"
            let tmux = Tmux()
            defer { tmux.kill() }
            _ = try tmux("new-session", "-d", "-s", "play", "-x", "50", "-y", "14", command)
            var screen = try tmux.waitFor("said: nothing yet")
            _ = try tmux("send-keys", "-t", "play", "-l", try Self.click("Open", on: screen))
            screen = try tmux.waitFor("Click a button")

            _ = try tmux("send-keys", "-t", "play", "-l", try Self.click("Yes", on: screen))
            screen = try tmux.waitFor("▸[ Yes ]")
            _ = try tmux("send-keys", "-t", "play", "-l", try Self.click("Close", on: screen))
            screen = try tmux.waitFor("said: yes")
            screen = try tmux.waitUntilGone("Click a button")
            #expect(!screen.contains("Click a button"), "the modal did not close:\n\(screen)")

            _ = try tmux("send-keys", "-t", "play", "C-c")
            #expect(try TmuxSessionTests.waitForFile("status.txt", in: work).contains("exit=130"))
        }
    }
}
