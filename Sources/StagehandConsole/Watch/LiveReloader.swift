import Stagehand

/// Keeps a stage in step with its files: after a save, every scene on the stack whose file or
/// data files changed is loaded, checked and put back in place; problems are kept for the frame
/// instead of replacing the scene, so the last good scene keeps running until a fix is saved.
package final class LiveReloader {
    let stage: Stage
    let sceneFile: String
    private var watched = WatchedFiles()
    /// The lint errors of the scenes on the stack and the scenes they segue to, as last loaded.
    package private(set) var problems: [Diagnostic] = []

    package init(stage: Stage, sceneFile: String) {
        self.stage = stage
        self.sceneFile = sceneFile
    }

    /// Shows the first scene, or keeps its problems when it has errors; starts watching.
    package func start() {
        let diagnostics = stage.start(sceneFile: sceneFile)
        problems = diagnostics.filter { $0.severity == .error }
        updateWatchList(extra: [])
    }

    /// Checks the files once; reloads what changed. Returns whether anything changed.
    @discardableResult
    package func poll() -> Bool {
        let changed = watched.changes()
        guard !changed.isEmpty else { return false }
        reload(changed: changed)
        return true
    }

    private func reload(changed: Set<String>) {
        // Data files shared through the stage (`save` or `watch`) take the saved content first,
        // so rebuilt scenes start from it.
        stage.dataFiles.checkForOutsideChanges()
        let compiler = stage.compiler
        var found: [Diagnostic] = []
        var destinations: Set<String> = []
        if stage.entries.isEmpty {
            // The first scene never loaded: try again from the start.
            let diagnostics = stage.start(sceneFile: sceneFile)
            found += diagnostics.filter { $0.severity == .error }
        }
        for (index, entry) in stage.entries.enumerated() {
            let file = entry.scene.description.file
            let own = WatchedFiles.ownFiles(of: entry.scene.description, registry: stage.registry)
            let compiled = compiler.compileScene(at: file)
            let errors = compiled.diagnostics.filter { $0.severity == .error }
            found += errors
            guard let description = compiled.description else { continue }
            let needed = WatchedFiles.dependencies(of: description, registry: stage.registry)
            destinations.formUnion(needed.subtracting([PathResolver.normalize(file)]))
            let ownNow = WatchedFiles.ownFiles(of: description, registry: stage.registry)
            guard errors.isEmpty, !changed.isDisjoint(with: own.union(ownNow)) else { continue }
            guard let scene = SceneReload(stage: stage).reload(entry.scene, as: compiled, changedFiles: changed) else { continue }
            stage.replace(at: index, with: scene)
        }
        // A scene a segue leads to is checked as soon as it is saved, before anyone goes there.
        let onStack = Set(stage.entries.map { PathResolver.normalize($0.scene.description.file) })
        for destination in destinations.sorted() where changed.contains(destination) && !onStack.contains(destination) && Linter.isSceneFileName(destination) {
            found += compiler.checkingOnly.compileScene(at: destination).diagnostics.filter { $0.severity == .error }
        }
        var seen: Set<Diagnostic> = []
        problems = found.filter { seen.insert($0).inserted }
        updateWatchList(extra: destinations)
    }

    private func updateWatchList(extra: Set<String>) {
        var files: Set<String> = [PathResolver.normalize(sceneFile)]
        for entry in stage.entries {
            files.formUnion(WatchedFiles.dependencies(of: entry.scene.description, registry: stage.registry))
        }
        if stage.entries.isEmpty {
            // Nothing is shown: watch what the broken scene still names, if it parses at all.
            if let description = stage.compiler.checkingOnly.compileScene(at: sceneFile).description { files.formUnion(WatchedFiles.dependencies(of: description, registry: stage.registry)) }
        }
        watched.watch(files.union(extra))
    }
}
