extension LiveScene {
    /// Compiles the scene file at `path` and, when it has no errors, builds it: what
    /// ``SceneCompiler/compileScene(at:)`` followed by
    /// ``init(compiled:registry:clock:incoming:incomingFrom:dataFiles:options:)`` gives, in less
    /// time on a machine with more than one core.
    ///
    /// The scene's objects are made, given their properties and connected on this thread while
    /// other threads check the scene. None of them wakes, subscribes or listens before the checks
    /// have passed: a scene with errors is let go unwoken, and all it cost was the making (the
    /// initializers of its types ran).
    ///
    /// - Parameters:
    ///   - path: The scene file.
    ///   - compiler: The compiler to check it with.
    ///   - registry: The registry its types are made from.
    ///   - clock: The clock its timers and debounces run on (a stage's scenes share one).
    ///   - incoming: The value a segue passed, for `IncomingDataSource`.
    ///   - origin: The data source that value came from, which edits of it go back to.
    ///   - dataFiles: The data files shared with other scenes (the stage's), for `FileDataSource`.
    ///   - options: How the scene may do work that takes time.
    /// - Returns: The compiled scene with every problem found, and the live scene, `nil` when the
    ///   compiled scene is not ``CompiledScene/runnable``.
    public static func compile(
        at path: String, with compiler: SceneCompiler, registry: Registry, clock: VirtualClock = VirtualClock(),
        incoming: Value? = nil, incomingFrom origin: DataSource? = nil, dataFiles: DataFileStore = DataFileStore(),
        options: LiveSceneOptions = LiveSceneOptions()
    ) -> (compiled: CompiledScene, scene: LiveScene?) {
        let (compiled, made) = compiler.compileScene(at: path) { description, values in
            LiveScene(makingObjectsOf: description, builtValues: [:], building: values, registry: registry, clock: clock,
                      incoming: incoming, incomingFrom: origin, dataFiles: dataFiles, options: options)
        }
        guard compiled.runnable != nil, let scene = made else { return (compiled, nil) }
        scene.styleSheet = compiled.styleSheet
        scene.wake(readingDataFiles: compiled.dataFiles)
        return (compiled, scene)
    }
}
