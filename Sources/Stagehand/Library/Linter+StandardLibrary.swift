extension Linter {
    /// A linter over the standard library's types: the registry the library registers itself in.
    ///
    /// - Parameter limits: the bounds on file size, depth, aliases and scalars.
    public init(limits: LoadLimits = .default) {
        self.init(registry: Registry(), limits: limits)
    }
}
