import ArgumentParser
import StagehandConsole

extension RunCommand {
    /// Runs a session at the terminal (interactive or watching) and exits as it ended: with its
    /// status, or, when the scene could not be shown, after printing why.
    func runSession(printer: DiagnosticPrinter, _ session: () throws -> InteractiveSession.Ending) throws {
        do {
            let ending = try session()
            if ending.exitStatus != 0 { throw ExitCode(ending.exitStatus) }
        } catch let error as InteractiveSession.Failure {
            if case .sceneErrors(let diagnostics) = error {
                StandardError.write(printer.text(diagnostics))
                throw ExitCode(failingWith: diagnostics)
            }
            throw CommandFailure(error.description)
        }
    }
}
