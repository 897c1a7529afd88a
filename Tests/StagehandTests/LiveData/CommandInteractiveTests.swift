import Foundation
import Testing

extension TerminalSuites {
    /// A person at the terminal while a command runs: typing and drawing go on, and the result
    /// appears when it arrives, without a key press to wake the loop.
    @Suite("Commands at the terminal")
    struct CommandInteractiveTests {
        @Test("the scene stays responsive while a command runs; its result shows when it arrives")
        func responsiveWhileLoading() throws {
            guard let binary = try TmuxSessionTests.stagehandForTmux() else { return }
            let folder = try LiveDataTestSupport.folder([
                "slow.sh": "#!/bin/sh\nsleep 2\necho '{\"answer\": 42}'\n",
                "wait.scene.yaml": """
                    stagehand: 1
                    scene: wait
                    dataSources:
                      - { id: answer, type: CommandDataSource, properties: { command: [sh, slow.sh] } }
                    views:
                      - { id: state, type: Label }
                      - { id: result, type: Label }
                      - { id: note, type: TextField }
                    bindings:
                      - { type: StatusBinding, outlets: { dataSource: answer, view: state }, properties: { ready: "done" } }
                      - { type: TextBinding, outlets: { dataSource: answer, view: result }, properties: { format: "answer {answer}" } }
                    """,
            ])
            defer { TemporaryFiles.remove(folder) }
            let tmux = TmuxSessionTests.Tmux()
            defer { tmux.kill() }
            let command = "cd '\(folder)'; TERM=xterm '\(binary)' run wait.scene.yaml; sleep 60"
            _ = try tmux("new-session", "-d", "-s", "play", "-x", "60", "-y", "12", command)

            var screen = try tmux.waitFor("Loading…")
            #expect(screen.contains("Loading…"))
            _ = try tmux("send-keys", "-t", "play", "-l", "typing")
            screen = try tmux.waitFor("[typing")
            // The keys were taken and drawn while the command still ran.
            #expect(screen.contains("[typing") && screen.contains("Loading…"), "screen:\n\(screen)")
            screen = try tmux.waitFor("answer 42")
            #expect(screen.contains("answer 42") && screen.contains("done"), "screen:\n\(screen)")
            _ = try tmux("send-keys", "-t", "play", "C-c")
        }
    }
}
