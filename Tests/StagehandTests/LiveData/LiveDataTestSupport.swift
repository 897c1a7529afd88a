import Foundation
import Testing
import Stagehand
import StagehandConsole

/// Shared helpers of the live data tests: blocking work kept off Swift's cooperative threads,
/// folders of scenes and shell scripts, scripted runs.
enum LiveDataTestSupport {
    /// Runs `body` on a thread of its own and waits for it without blocking a cooperative thread.
    ///
    /// A scripted `wait` blocks its thread until the work it waits for is done; async work needs
    /// the cooperative threads to get there, so the blocking side must not sit on one of them.
    static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let started = DedicatedThread.start { continuation.resume(returning: body()) }
            if !started { continuation.resume(returning: body()) }
        }
    }

    /// A fresh folder holding `files` (name → text); shell scripts among them are made executable.
    static func folder(_ files: [String: String]) throws -> String {
        let folder = try TemporaryFiles.folder()
        for (name, text) in files {
            let path = try TemporaryFiles.write(text, to: name, in: folder)
            if name.hasSuffix(".sh") {
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            }
        }
        return folder
    }

    /// Plays `script` (a file in `folder`) and returns its result; on its own thread.
    static func play(_ script: String, in folder: String, registry: @escaping @Sendable () -> Registry = { Registry() },
                     allowsCommands: Bool = true) async -> (output: String, errors: [String], problems: [String]) {
        await onOwnThread {
            let result = ScriptPlayer(registry: registry())
                .play(scriptFile: folder + "/" + script, options: .init(frames: .final, allowsCommands: allowsCommands))
            return (result.output,
                    result.diagnostics.filter { $0.severity == .error }.map(\.formatted),
                    result.runtimeProblems.map(\.message))
        }
    }

    /// How many lines a file has; 0 when it does not exist.
    static func lineCount(_ path: String) -> Int {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 0 }
        return text.split(separator: "\n").count
    }

    /// A shell script that records its run in `runs.log` and prints `{"runs": N}`.
    static let countingScript = """
        #!/bin/sh
        echo run >> runs.log
        n=$(wc -l < runs.log | tr -d ' ')
        echo "{\\"runs\\": $n}"
        """
}
