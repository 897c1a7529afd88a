extension Registry {
    /// A registry holding the standard library, or nothing when `standardLibrary` is false.
    ///
    /// - Parameter standardLibrary: Whether to register the standard views, data sources, bindings and
    ///   responders.
    public convenience init(standardLibrary: Bool = true) {
        self.init(registeringNothing: ())
        catalog.rowItem = SceneObject.rowItemDeclaration
        if standardLibrary { StandardLibrary.register(in: self) }
    }
}
