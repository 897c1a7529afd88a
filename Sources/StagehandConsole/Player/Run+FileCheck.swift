import Stagehand

extension ScriptPlayer.Run {
    /// `expect: { file: PATH, equals: FILE }`: the saved data file at PATH (relative to the
    /// scene playing, a scratch copy under `stagehand test`) holds the same value as the data
    /// file FILE (relative to the script), compared as data, not as bytes.
    func checkFile(_ file: Located<String>, equals: Located<String>, in scene: LiveScene) -> Diagnostic? {
        guard PathResolver.staysInside(file.value) else {
            return Diagnostic(.fileOutsideFolder, "'\(file.value)' leads outside the scene's folder", at: file.location)
        }
        guard PathResolver.staysInside(equals.value) else {
            return Diagnostic(.fileOutsideFolder, "'\(equals.value)' leads outside the script's folder", at: equals.location)
        }
        let scriptFolder = PathResolver.directory(of: scriptFile)
        let savedPath = PathResolver.resolve(file.value, against: scene.directory)
        let wantedPath = PathResolver.resolve(equals.value, against: scriptFolder)
        // Both stay in their folder's tree through every link, and are regular files: one that
        // does not is never opened, and nothing of it is shown.
        if let refusal = ConfinedFile.refusal(of: savedPath, inside: scene.directory, named: file, what: "saved file", whose: "scene's") {
            return refusal
        }
        let saved = LoadedDataFile.read(savedPath, limits: stage.limits, inside: scene.directory)
        guard let savedDocument = saved.document, let savedRoot = savedDocument.root else {
            let reason = saved.problem?.message ?? "it holds no value"
            return Diagnostic(.expectationFailed, "cannot read the saved file '\(file.value)' (relative to the scene): \(reason)", at: file.location)
        }
        if let refusal = ConfinedFile.refusal(of: wantedPath, inside: scriptFolder, named: equals, what: "file", whose: "script's") {
            return refusal
        }
        let wanted = LoadedDataFile.read(wantedPath, limits: stage.limits, inside: scriptFolder)
        guard let wantedDocument = wanted.document, let wantedRoot = wantedDocument.root else {
            let reason = wanted.problem?.message ?? "it holds no value"
            return Diagnostic(.expectationFailed, "cannot read '\(equals.value)' (relative to the script): \(reason)", at: equals.location)
        }
        let diff = ValueDiff(wanted: Value(wantedRoot), saved: Value(savedRoot))
        guard !diff.isEmpty else { return nil }
        let count = diff.lines.count == 1 ? "1 place differs" : "\(diff.lines.count) places differ"
        return Diagnostic(.expectationFailed, "expected '\(file.value)' to hold the value of '\(equals.value)', but \(count)",
                          at: file.location, notes: [Diagnostic.Note(diff.text)])
    }
}
