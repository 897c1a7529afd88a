import Stagehand

/// A script's `commands` and `env` made ready for the runtime: each stand-in's `stdout` file
/// read (relative to the script, staying inside its folder tree).
package enum ScriptStandIns {
    /// The stand-ins, or the diagnostic of the first `stdout` file that cannot be read.
    ///
    /// - Parameters:
    ///   - script: The decoded script.
    ///   - onlyStandIns: Whether commands no stand-in answers fail even when the script has no
    ///     `commands` (`test --no-commands`).
    ///   - limits: The bounds a `stdout` file is read with.
    package static func make(_ script: ScriptDescription, onlyStandIns: Bool, limits: LoadLimits) -> Result<CommandStandIns?, Diagnostic> {
        guard script.commands != nil || onlyStandIns else { return .success(nil) }
        let folder = PathResolver.directory(of: script.file)
        var answers: [CommandStandIns.Answer] = []
        for standIn in script.commands ?? [] {
            var output = Array((standIn.output?.value ?? "").utf8)
            if let file = standIn.stdoutFile {
                switch read(file, in: folder, limits: limits) {
                case .success(let bytes): output = bytes
                case .failure(let problem): return .failure(problem)
                }
            }
            answers.append(CommandStandIns.Answer(
                pattern: standIn.match.value, output: output,
                exitStatus: Int32(standIn.exitStatus?.value ?? 0),
                standardError: standIn.stderr?.value ?? "",
                delay: standIn.delay?.value.milliseconds ?? 0))
        }
        return .success(CommandStandIns(answers: answers, onlyStandIns: true))
    }

    /// The bytes of a stand-in's `stdout` file.
    static func read(_ file: Located<String>, in folder: String, limits: LoadLimits) -> Result<[UInt8], Diagnostic> {
        guard PathResolver.staysInside(file.value) else {
            return .failure(Diagnostic(.fileOutsideFolder, "stand-in file '\(file.value)' leads outside the script's folder; keep it beside the script or below", at: file.location))
        }
        let path = PathResolver.resolve(file.value, against: folder)
        switch FrameFile.readBytes(path, inside: folder, limit: limits.maxFileSize) {
        case .success(let bytes): return .success(bytes)
        case .failure(let problem):
            return .failure(Diagnostic(problem.code, "cannot read stand-in file '\(file.value)' (relative to the script): \(problem.reason)",
                                       at: file.location))
        }
    }

    /// The value of a named fixture's data file (relative to the script, inside its folder).
    static func fixture(_ file: Located<String>, of script: ScriptDescription, limits: LoadLimits) -> Result<Value, Diagnostic> {
        guard PathResolver.staysInside(file.value) else {
            return .failure(Diagnostic(.fileOutsideFolder, "fixture file '\(file.value)' leads outside the script's folder; keep it beside the script or below", at: file.location))
        }
        let folder = PathResolver.directory(of: script.file)
        let path = PathResolver.resolve(file.value, against: folder)
        // Through every link it stays in the script's folder and is a regular file, or it is
        // never opened.
        if let refused = ConfinedFile.refusal(of: path, inside: folder, named: file, what: "fixture file", whose: "script's") {
            return .failure(refused)
        }
        let loaded = LoadedDataFile.read(path, limits: limits, inside: folder)
        guard let document = loaded.document, let root = document.root else {
            let reason = loaded.problem?.message ?? "it holds no value"
            return .failure(Diagnostic(.missingDataFile, "cannot read fixture file '\(file.value)' (relative to the script): \(reason)", at: file.location))
        }
        return .success(Value(root))
    }
}
