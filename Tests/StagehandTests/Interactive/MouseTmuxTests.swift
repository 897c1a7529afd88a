import Foundation
import Testing

extension TerminalSuites {
    /// The real `stagehand` binary in a small tmux window: Tab through a scene taller than the
    /// window keeps the focus mark on screen, a click (an SGR mouse report sent as the terminal
    /// sends it) taps a button, the wheel scrolls, and mouse reporting is off again after Ctrl-C.
    @Suite("Interactive: scrolling and the mouse in tmux", .serialized)
    struct MouseTmuxTests {
        typealias Tmux = TmuxSessionTests.Tmux

        /// The `stagehand` executable to play, or nil (with an issue on CI) when tmux is missing.
        static func binary() throws -> String? {
            guard TmuxSessionTests.hasTmux else {
                if ProcessInfo.processInfo.environment["CI"] == "true" {
                    Issue.record("tmux is not installed; `apt-get install tmux` (.ci/run does) to run the interactive test")
                }
                return nil
            }
            let executable: String = try #require(TmuxSessionTests.executable, "build the stagehand executable first (`swift build`)")
            return executable
        }

        /// Whether the program in the pane has asked for mouse reports.
        static func mouseReporting(_ tmux: Tmux) throws -> Bool {
            try tmux("display-message", "-p", "-t", "play", "#{mouse_any_flag}").trimmingCharacters(in: .whitespacesAndNewlines) == "1"
        }

        @Test("Tab keeps focus in sight, a click taps, the wheel scrolls, Ctrl-C turns mouse reporting off")
        func tabClickWheelAndQuit() throws {
            guard let binary = try Self.binary() else { return }
            let work = try TmuxSessionTests.scratchFolder()
            defer { try? FileManager.default.removeItem(atPath: work) }
            let scene = Repository.path("Tests/StagehandTests/Fixtures/Valid/layout/tall.scene.yaml")
            let command = "cd '\(work)'; TERM=xterm '\(binary)' run '\(scene)'; echo \"exit=$?\" > status.txt; sleep 60"
            let tmux = Tmux()
            defer { tmux.kill() }
            _ = try tmux("new-session", "-d", "-s", "play", "-x", "30", "-y", "8", command)
            var screen = try tmux.waitFor("tapped: nothing")
            #expect(screen.contains("▼"), "the scene does not fit, so the frame marks more below:\n\(screen)")
            #expect(try Self.mouseReporting(tmux))

            // A click on Three: the SGR report of a left press at its cell, then the release.
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let row = try #require(lines.firstIndex { $0.contains("Three") })
            let column = try #require(lines[row].range(of: "Three")).lowerBound.utf16Offset(in: lines[row])
            _ = try tmux("send-keys", "-t", "play", "-l", "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
            screen = try tmux.waitFor("tapped: three")
            #expect(screen.contains("tapped: three"), "the click did not tap Three:\n\(screen)")
            #expect(screen.contains("▸[ Three ]"))

            // Tab to the end and round again: the focus mark is on screen every time.
            for _ in 0..<9 {
                _ = try tmux("send-keys", "-t", "play", "Tab")
                Thread.sleep(forTimeInterval: 0.25)
                screen = try tmux.screen()
                #expect(screen.contains("▸"), "the focused view is out of sight:\n\(screen)")
            }

            // The wheel over the scene scrolls it down to its last line.
            for _ in 0..<4 {
                _ = try tmux("send-keys", "-t", "play", "-l", "\u{1B}[<65;10;4M")
            }
            screen = try tmux.waitFor("The end")
            #expect(screen.contains("The end"), "the wheel did not scroll to the end:\n\(screen)")

            _ = try tmux("send-keys", "-t", "play", "C-c")
            #expect(try TmuxSessionTests.waitForFile("status.txt", in: work).contains("exit=130"))
            #expect(try !Self.mouseReporting(tmux), "mouse reporting is still on after Ctrl-C")
        }

        @Test("the wheel over a table scrolls the table, not the scene")
        func wheelScrollsATable() throws {
            guard let binary = try Self.binary() else { return }
            let work = try TmuxSessionTests.scratchFolder()
            defer { try? FileManager.default.removeItem(atPath: work) }
            let scene = Repository.path("Scenes/people.scene.yaml")
            let command = "cd '\(work)'; TERM=xterm '\(binary)' run '\(scene)'; echo \"exit=$?\" > status.txt; sleep 60"
            let tmux = Tmux()
            defer { tmux.kill() }
            _ = try tmux("new-session", "-d", "-s", "play", "-x", "60", "-y", "10", command)
            var screen = try tmux.waitFor("Alan Turing")
            #expect(!screen.contains("Katherine Johnson"), "the table shows every row already:\n\(screen)")

            // Wheel down (SGR button 65) over the table's rows, three notches.
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let row = try #require(lines.firstIndex { $0.contains("Alan Turing") })
            for _ in 0..<3 {
                _ = try tmux("send-keys", "-t", "play", "-l", "\u{1B}[<65;10;\(row + 1)M")
            }
            screen = try tmux.waitFor("Katherine Johnson")
            #expect(screen.contains("Katherine Johnson"), "the wheel did not scroll the table:\n\(screen)")
            // Three wheel steps may draw as three frames, and a frame in pieces.
            screen = try tmux.waitUntilGone("Alan Turing")
            #expect(!screen.contains("Alan Turing"), "the table's first rows should have scrolled away:\n\(screen)")
            #expect(screen.contains("[Full name"), "the scene itself should not have scrolled:\n\(screen)")

            _ = try tmux("send-keys", "-t", "play", "C-c")
            #expect(try TmuxSessionTests.waitForFile("status.txt", in: work).contains("exit=130"))
        }
    }
}
