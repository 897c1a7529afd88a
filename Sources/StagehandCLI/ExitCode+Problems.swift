import ArgumentParser
import Stagehand

extension ExitCode {
    /// The exit for a command that failed with these problems: 2 (could not run) when a file it
    /// was given is missing, else 1 (problems found).
    init(failingWith diagnostics: [Diagnostic]) {
        let missing = diagnostics.contains { $0.code == .fileNotFound }
        self.init(missing ? Platform.ExitStatus.couldNotRun.rawValue : Platform.ExitStatus.problems.rawValue)
    }
}
