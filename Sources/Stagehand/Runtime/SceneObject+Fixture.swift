extension SceneObject {
    /// The value a script gives in place of what this object would read from the world, when the
    /// script playing the scene names a fixture `name` (`fixtures: { NAME: FILE }`, a data file
    /// relative to the script); `nil` otherwise, and always when a person runs the scene.
    ///
    /// The stand-in for a custom data source or service that reads the machine (`/proc`, a
    /// device, a server) so its scripts play the same everywhere, as `commands` is for
    /// `CommandDataSource`:
    ///
    /// ```swift
    /// override public func awake() {
    ///     if let processes = fixture(named: "processes") {
    ///         setValue(processes, state: .ready)      // a script's stand-in
    ///     } else {
    ///         setValue(ProcessTable.read(from: "/proc"), state: .ready)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter name: The fixture's name, as the type documents it.
    /// - Returns: The fixture's value, or `nil` when the script gives none.
    public func fixture(named name: String) -> Value? {
        scene?.options.fixtures[name]
    }
}
