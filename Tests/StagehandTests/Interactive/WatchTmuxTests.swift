import Foundation
import Testing

extension TerminalSuites {
    /// `stagehand run --watch` in tmux: a person edits the running scene's file three times — a good
    /// edit, a broken one, the fix — and the screen is read after each save.
    @Suite("Live reload in tmux", .serialized)
    struct WatchTmuxTests {
        private typealias T = TmuxSessionTests

        /// Rewrites a file the way an editor saves: a new file renamed over the old one.
        private func save(_ text: String, to path: String) throws {
            try text.write(toFile: path + ".new", atomically: false, encoding: .utf8)
            _ = rename(path + ".new", path)
        }

        /// The line with the focus marker, without the marker's neighbours' changing text.
        private func focusedLine(_ screen: String) -> String? {
            screen.split(separator: "\n").first { $0.contains("▸") }.map { String($0.prefix { $0 != "▸" }) + "▸" + String($0.split(separator: "▸").last?.prefix(6) ?? "") }
        }

        @Test("a good edit reloads in place keeping data and focus, a broken one shows its problem in the frame, the fix brings the scene back")
        func editsWhileRunning() throws {
            guard let binary = try T.stagehandForTmux() else { return }
            let work = TemporaryFiles.path("stagehand-watch")
            try FileManager.default.createDirectory(atPath: work + "/Data", withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: work) }
            for name in ["people.scene.yaml", "person.scene.yaml", "Data/people.json"] {
                try FileManager.default.copyItem(atPath: Repository.path("Scenes/" + name), toPath: work + "/" + name)
            }
            let scene = work + "/people.scene.yaml"
            let original = try String(contentsOfFile: scene, encoding: .utf8)

            let tmux = T.Tmux()
            defer { tmux.kill() }
            _ = try tmux("new-session", "-d", "-s", "play", "-x", "80", "-y", "24",
                         "cd '\(work)'; TERM=xterm '\(binary)' run people.scene.yaml --watch; sleep 60")
            var screen = try tmux.waitFor("4 people")
            #expect(screen.contains("People"))
            // Add a person, so there is data the reload must keep.
            _ = try tmux("send-keys", "-t", "play", "-l", "Ada")
            _ = try tmux.waitFor("[Ada")
            _ = try tmux("send-keys", "-t", "play", "Tab")
            Thread.sleep(forTimeInterval: 0.3)
            _ = try tmux("send-keys", "-t", "play", "Enter")
            screen = try tmux.waitFor("5 people")
            #expect(screen.contains("5 people"))
            // Type into the field again (Add turned itself off, so focus went on to the table;
            // Shift-Tab goes back past the disabled button to the field), and leave it there.
            _ = try tmux("send-keys", "-t", "play", "BTab")
            Thread.sleep(forTimeInterval: 0.3)
            _ = try tmux("send-keys", "-t", "play", "-l", "Bob")
            screen = try tmux.waitFor("[Bob")
            let focused = focusedLine(screen)
            #expect(focused != nil)

            // 1. A good edit: the title changes in place; the added person is still there.
            let retitled = original.replacingOccurrences(of: "title: People", with: "title: Friends")
            try save(retitled, to: scene)
            screen = try tmux.waitFor("Friends", timeout: 5)
            #expect(screen.hasPrefix("Friends"), "the title line shows the new title:\n\(screen)")
            #expect(screen.contains("5 people"), "the data source kept its value:\n\(screen)")
            #expect(screen.contains("[Bob"), "the typed text stayed in its field:\n\(screen)")
            #expect(focusedLine(screen) == focused, "the focus stayed on the same view:\n\(screen)")

            // 2. A broken edit: the problem shows in the frame, and the last good scene keeps running.
            let broken = retitled.replacingOccurrences(of: "  - id: countLabel\n    type: Label", with: "  - id: countLabel\n    type: Lable")
            #expect(broken != retitled)
            try save(broken, to: scene)
            screen = try tmux.waitFor("problem", timeout: 5)
            #expect(screen.contains("people.scene.yaml:29:11: unknown type 'Lable'; did you mean 'Label'?"), "\(screen)")
            #expect(screen.contains("Friends"))
            #expect(screen.contains("5 people"))

            // 3. The fix: the problem is gone and the scene is back, still with its data.
            try save(retitled.replacingOccurrences(of: "title: Friends", with: "title: Friends again"), to: scene)
            screen = try tmux.waitFor("Friends again", timeout: 5)
            #expect(!screen.contains("problem"), "\(screen)")
            #expect(screen.contains("5 people"))
        }
    }
}
