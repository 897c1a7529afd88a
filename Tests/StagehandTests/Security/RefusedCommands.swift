import Testing

/// The built executable run on a folder someone else wrote, expected to refuse what it names.
enum RefusedCommands {
    /// Runs `stagehand ARGS` in `directory`: everything it printed, and its exit status.
    static func stagehand(_ arguments: [String], in directory: String) throws -> (output: String, status: Int32) {
        try DocsSupport.run("stagehand", arguments, in: directory)
    }

    /// Runs each command line in `folder` and expects it to fail with `code`, showing nothing of
    /// a secret (any text holding `TOPSECRET`).
    static func expectRefused(_ commandLines: [[String]], in folder: String, code: String,
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for arguments in commandLines {
            let run = try stagehand(arguments, in: folder)
            #expect(run.status != 0, "\(arguments): \(run.output)", sourceLocation: sourceLocation)
            #expect(run.output.contains("[\(code)]"), "\(arguments): \(run.output)", sourceLocation: sourceLocation)
            #expect(!run.output.contains("TOPSECRET"), "\(arguments): \(run.output)", sourceLocation: sourceLocation)
        }
    }
}
