import Foundation
import Testing

extension TerminalSuites {
    /// Drives the real `stagehand` binary inside tmux, as a person would: keys in with send-keys,
    /// the screen out with capture-pane. Checks what the screen shows, that a recorded session
    /// replays to the same final frame, and that the terminal is restored after Ctrl-C.
    @Suite("Interactive play in tmux", .serialized)
    struct TmuxSessionTests {
        /// The built `stagehand` executable next to the test products.
        static var executable: String? {
            var candidates: [String] = []
            if let bundle = Bundle.main.executableURL?.deletingLastPathComponent() {
                candidates.append(bundle.appendingPathComponent("stagehand").path)
                candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("stagehand").path)
            }
            for argument in CommandLine.arguments.prefix(1) {
                let dir = URL(fileURLWithPath: argument).deletingLastPathComponent()
                candidates.append(dir.appendingPathComponent("stagehand").path)
                candidates.append(dir.deletingLastPathComponent().appendingPathComponent("stagehand").path)
            }
            candidates.append(Repository.path(".build/debug/stagehand"))
            return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
        }

        static var hasTmux: Bool { (try? shell("tmux -V").status) == 0 }

        /// The stagehand executable for a test that drives it through tmux; nil, with the test
        /// failed as not run, when tmux is not installed.
        static func stagehandForTmux(sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
            guard tmuxInstalled(sourceLocation: sourceLocation) else { return nil }
            let found: String = try #require(executable, "build the stagehand executable first (`swift build`)", sourceLocation: sourceLocation)
            return found
        }

        /// Whether tmux is installed; when not, the test is failed as not run.
        static func tmuxInstalled(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
            guard hasTmux else {
                Issue.record("tmux is not installed; `apt-get install tmux` (.ci/run does) to run the interactive test", sourceLocation: sourceLocation)
                return false
            }
            return true
        }

        /// Runs a command line through `/bin/sh`, output captured in a file.
        ///
        /// Not `Foundation.Process`: tmux's client forks the server and exits, and Process on Linux
        /// can miss that exit and wait forever; `posix_spawn` and `waitpid` cannot.
        @discardableResult
        static func shell(_ command: String) throws -> (status: Int32, output: String) {
            let outputFile = TemporaryFiles.path("stagehand-sh")
            defer { try? FileManager.default.removeItem(atPath: outputFile) }
            let line = "(\(command)) > '\(outputFile)' 2>&1 < /dev/null"
            var pid: pid_t = 0
            let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup(line), nil]
            defer { for arg in argv { free(arg) } }
            // The test's threads block most signals, and a spawned process inherits the mask: a tmux
            // server started that way ignores kill-server (SIGTERM) and its panes never get SIGHUP,
            // so every run would leave a server and its scene behind. Start with nothing blocked.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var nothing = sigset_t()
            sigemptyset(&nothing)
            var handled = sigset_t()
            sigemptyset(&handled)
            for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGCHLD] { sigaddset(&handled, signal) }
            posix_spawnattr_setsigmask(&attributes, &nothing)
            posix_spawnattr_setsigdefault(&attributes, &handled)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            guard posix_spawn(&pid, "/bin/sh", nil, &attributes, argv, environ) == 0 else {
                throw CocoaError(.executableLoad)
            }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
            return ((status >> 8) & 0xFF, output)
        }

        /// A shell word in single quotes.
        static func quoted(_ word: String) -> String {
            "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }

        /// A tmux server of the test's own, so nothing else a user runs is touched.
        struct Tmux {
            let socket = "stagehand-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            func callAsFunction(_ arguments: String...) throws -> String {
                try TmuxSessionTests.shell((["tmux", "-L", socket] + arguments).map(TmuxSessionTests.quoted).joined(separator: " ")).output
            }
            func screen() throws -> String { try self("capture-pane", "-t", "play", "-p") }
            func waitFor(_ text: String, timeout: Double = 20) throws -> String {
                let deadline = Date().addingTimeInterval(timeout)
                var last = ""
                while Date() < deadline {
                    last = try screen()
                    if last.contains(text) { return last }
                    Thread.sleep(forTimeInterval: 0.1)
                }
                return last
            }
            /// Waits until `text` is no longer on the screen (a notification that times out, a
            /// palette that closes); the last screen seen.
            func waitUntilGone(_ text: String, timeout: Double = 20) throws -> String {
                let deadline = Date().addingTimeInterval(timeout)
                var last = ""
                while Date() < deadline {
                    last = try screen()
                    if !last.contains(text) { return last }
                    Thread.sleep(forTimeInterval: 0.1)
                }
                return last
            }
            /// Waits until the screen is other than `before` (an animation's next frame); the
            /// last screen seen.
            func waitForChange(from before: String, timeout: Double = 20) throws -> String {
                let deadline = Date().addingTimeInterval(timeout)
                var last = before
                while Date() < deadline {
                    last = try screen()
                    if last != before { return last }
                    Thread.sleep(forTimeInterval: 0.05)
                }
                return last
            }
            /// Stops the server and what runs in its panes, and removes its socket: a test leaves
            /// nothing running and nothing in tmux's folder.
            ///
            /// `kill-server` alone is not enough on a busy machine: a request that does not reach
            /// the server is lost without a word, and the server and the scene in its pane would
            /// outlive the test. So the server's process is watched, and killed if it stays.
            func kill() {
                let pid = (try? self("display-message", "-p", "#{pid}")).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                _ = try? self("kill-server")
                if let pid {
                    let deadline = Date().addingTimeInterval(5)
                    while Self.isRunning(pid), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
                    if Self.isRunning(pid) { _ = Foundation.kill(pid, SIGKILL) }
                }
                // tmux leaves its socket behind when the server ends.
                let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
                unlink("\(folder)/tmux-\(getuid())/\(socket)")
            }

            /// Whether `pid` is a live process: not gone, and not a zombie waiting to be reaped
            /// (a server that exits is nobody's child here, and may stay one).
            static func isRunning(_ pid: pid_t) -> Bool {
                guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                      let close = stat.lastIndex(of: ")") else { return false }
                let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
                return state != "Z" && state != "X"
            }
        }

        @Test("a person types, tabs, presses Enter and quits with Ctrl-C; the terminal is restored")
        func playAndRestore() throws {
            guard let binary = try Self.stagehandForTmux() else { return }
            let work = TemporaryFiles.path("stagehand-tmux")
            try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: work) }
            let record = work + "/session.script.yaml"
            let scene = Repository.path("Scenes/people.scene.yaml")
            let command = "cd '\(work)'; stty -a > before.txt; TERM=xterm '\(binary)' run '\(scene)' --record '\(record)'; echo \"exit=$?\" > status.txt; stty -a > after.part; mv after.part after.txt; sleep 60"
            let tmux = Tmux()
            defer { tmux.kill() }
            _ = try tmux("new-session", "-d", "-s", "play", "-x", "70", "-y", "20", command)

            var screen = try tmux.waitFor("Everyone")
            #expect(screen.contains("People"))
            #expect(screen.contains("4 people"))
            _ = try tmux("send-keys", "-t", "play", "-l", "Ada")
            screen = try tmux.waitFor("[Ada")
            #expect(screen.contains("[Ada"))
            _ = try tmux("send-keys", "-t", "play", "Tab")
            Thread.sleep(forTimeInterval: 0.3)
            _ = try tmux("send-keys", "-t", "play", "Enter")
            screen = try tmux.waitFor("5 people")
            #expect(screen.contains("5 people"))
            #expect(screen.contains("Ada"))
            let finalScreen = screen
            _ = try tmux("send-keys", "-t", "play", "C-c")

            // after.txt appears whole (renamed into place), so a busy machine cannot hand us half of it.
            let deadline = Date().addingTimeInterval(20)
            while !FileManager.default.fileExists(atPath: work + "/after.txt"), Date() < deadline {
                Thread.sleep(forTimeInterval: 0.1)
            }
            let before = try String(contentsOfFile: work + "/before.txt", encoding: .utf8)
            let after = try String(contentsOfFile: work + "/after.txt", encoding: .utf8)
            // The first line holds the window size, which tmux may change on its own; the modes follow.
            let modes = { (stty: String) in stty.split(separator: "\n").dropFirst().joined(separator: "\n") }
            #expect(modes(before) == modes(after), "terminal modes after Ctrl-C differ from before:\n\(before)\n---\n\(after)")
            #expect(try String(contentsOfFile: work + "/status.txt", encoding: .utf8).contains("exit=130"))

            // The recorded session replays, headless, to the frame the person last saw.
            let replay = try Self.shell([binary, "run", "--script", record].map(Self.quoted).joined(separator: " "))
            #expect(replay.status == 0, "replay failed: \(replay.output)")
            let trimmed = { (text: String) in
                text.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
                    .reversed().drop { $0.isEmpty }.reversed().joined(separator: "\n")
            }
            #expect(trimmed(replay.output) == trimmed(finalScreen))
        }

        /// Starts `stagehand run SCENE` in a fresh tmux window of 70×20 and waits for `ready` on
        /// screen. The shell writes the exit status to `status.txt` and `stty -a` to `before.txt`
        /// and `after.txt` in `work`.
        static func start(_ tmux: Tmux, scene: String, in work: String, waitingFor ready: String) throws -> String {
            let binary = try #require(Self.executable, "build the stagehand executable first (`swift build`)")
            // The inner shell writes its pid, then becomes stagehand, in the foreground of the tty.
            let play = "echo \\$\\$ > pid.txt; exec '\(binary)' run '\(Repository.path(scene))'"
            let command = "cd '\(work)'; stty -a > before.txt; TERM=xterm sh -c \"\(play)\"; echo \"exit=$?\" > status.txt; stty -a > after.txt; sleep 60"
            _ = try tmux("new-session", "-d", "-s", "play", "-x", "70", "-y", "20", command)
            return try tmux.waitFor(ready)
        }

        /// A scratch folder, removed by the caller.
        static func scratchFolder() throws -> String {
            try TemporaryFiles.folder("stagehand-tmux")
        }

        /// Waits for the shell to write `file` in `work`, then reads it.
        static func waitForFile(_ file: String, in work: String) throws -> String {
            let deadline = Date().addingTimeInterval(20)
            while !FileManager.default.fileExists(atPath: work + "/" + file), Date() < deadline {
                Thread.sleep(forTimeInterval: 0.1)
            }
            Thread.sleep(forTimeInterval: 0.1)
            return try String(contentsOfFile: work + "/" + file, encoding: .utf8)
        }

        /// The terminal modes of an `stty -a` listing, without the first line (the window size,
        /// which tmux may change on its own).
        static func modes(_ stty: String) -> String {
            stty.split(separator: "\n").dropFirst().joined(separator: "\n")
        }

        @Test("editing keys move a visible caret: abc, Left, Left, X, Home, >, End, ! gives >aXbc!")
        func editingWithACaret() throws {
            guard Self.tmuxInstalled() else { return }
            let work = try Self.scratchFolder()
            defer { try? FileManager.default.removeItem(atPath: work) }
            let tmux = Tmux()
            defer { tmux.kill() }
            _ = try Self.start(tmux, scene: "Scenes/people.scene.yaml", in: work, waitingFor: "Everyone")
            // Before typing: the focused field shows the caret at its start, just inside the bracket.
            #expect(try tmux("display", "-p", "-t", "play", "#{cursor_flag} #{cursor_x} #{cursor_y}").hasPrefix("1 3 2"))
            _ = try tmux("send-keys", "-t", "play", "-l", "abc")
            _ = try tmux.waitFor("[abc")
            for key in ["Left", "Left"] { _ = try tmux("send-keys", "-t", "play", key) }
            _ = try tmux("send-keys", "-t", "play", "-l", "X")
            #expect(try tmux.waitFor("[aXbc").contains("[aXbc"))
            _ = try tmux("send-keys", "-t", "play", "Home")
            _ = try tmux("send-keys", "-t", "play", "-l", ">")
            _ = try tmux("send-keys", "-t", "play", "End")
            _ = try tmux("send-keys", "-t", "play", "-l", "!")
            let screen = try tmux.waitFor("[>aXbc!")
            #expect(screen.contains("▸[>aXbc!___"), "screen:\n\(screen)")
            // The caret is visible, on the field's line, right after the "!": where the next
            // character goes (column 1 is the focus marker, 2 the bracket, 3…8 the text).
            #expect(try tmux("display", "-p", "-t", "play", "#{cursor_flag} #{cursor_x} #{cursor_y}").hasPrefix("1 9 2"))
            // Tab to the table: no field has focus, so the caret is hidden.
            _ = try tmux("send-keys", "-t", "play", "Tab", "Tab")
            Thread.sleep(forTimeInterval: 0.5)
            #expect(try tmux("display", "-p", "-t", "play", "#{cursor_flag}").hasPrefix("0"))
            // Escape on the first scene says how to quit.
            _ = try tmux("send-keys", "-t", "play", "Escape")
            #expect(try tmux.waitFor("Ctrl-C to quit").contains("press Ctrl-C to quit"))
            _ = try tmux("send-keys", "-t", "play", "C-c")
            #expect(try Self.waitForFile("status.txt", in: work).contains("exit=130"))
        }

        @Test("SIGTERM ends play with status 143 and the terminal restored")
        func terminateRestores() throws {
            guard Self.tmuxInstalled() else { return }
            let work = try Self.scratchFolder()
            defer { try? FileManager.default.removeItem(atPath: work) }
            let tmux = Tmux()
            defer { tmux.kill() }
            _ = try Self.start(tmux, scene: "Scenes/people.scene.yaml", in: work, waitingFor: "Everyone")
            let pid = try Self.waitForFile("pid.txt", in: work).trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(!pid.isEmpty)
            _ = try Self.shell("kill -TERM \(pid)")
            #expect(try Self.waitForFile("status.txt", in: work).contains("exit=143"))
            let before = try Self.waitForFile("before.txt", in: work)
            let after = try Self.waitForFile("after.txt", in: work)
            #expect(Self.modes(before) == Self.modes(after), "terminal modes after SIGTERM differ:\n\(before)\n---\n\(after)")
            // The alternate screen is gone: the shell's own screen is back, empty of the scene.
            #expect(!(try tmux.screen()).contains("Everyone"))
            #expect(try tmux("display", "-p", "-t", "play", "#{alternate_on} #{cursor_flag}").hasPrefix("0 1"))
        }

        @Test("a modal opens over its parent, keeps focus inside, and Escape closes it")
        func modalOverItsParent() throws {
            guard Self.tmuxInstalled() else { return }
            let work = try Self.scratchFolder()
            defer { try? FileManager.default.removeItem(atPath: work) }
            let tmux = Tmux()
            defer { tmux.kill() }
            _ = try Self.start(tmux, scene: "Scenes/Songs/songs.scene.yaml", in: work, waitingFor: "So What")
            _ = try tmux("send-keys", "-t", "play", "Down", "Enter")
            var screen = try tmux.waitFor("┌─ Song")
            // The box shows the song, and the list it came from is still there around it.
            #expect(screen.contains("│ Giant Steps"), "screen:\n\(screen)")
            #expect(screen.contains("│ by John Coltrane"))
            #expect(screen.contains("So What"))
            #expect(screen.contains("Songs › Song"))
            // Tab stays inside the modal: its one button keeps focus.
            _ = try tmux("send-keys", "-t", "play", "Tab")
            Thread.sleep(forTimeInterval: 0.3)
            #expect(try tmux.screen().contains("▸[ Close ]"))
            _ = try tmux("send-keys", "-t", "play", "Escape")
            let deadline = Date().addingTimeInterval(20)
            repeat {
                screen = try tmux.screen()
                if !screen.contains("┌─ Song") { break }
                Thread.sleep(forTimeInterval: 0.1)
            } while Date() < deadline
            #expect(!screen.contains("┌─ Song"), "Escape did not close the modal:\n\(screen)")
            #expect(screen.contains("• Giant Steps") || screen.contains("› Giant Steps"))
            _ = try tmux("send-keys", "-t", "play", "C-c")
            #expect(try Self.waitForFile("status.txt", in: work).contains("exit=130"))
            #expect(Self.modes(try Self.waitForFile("before.txt", in: work)) == Self.modes(try Self.waitForFile("after.txt", in: work)))
        }
    }
}
