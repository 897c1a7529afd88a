extension Registry {
    /// A registry holding the standard library, or nothing when `standardLibrary` is false.
    public convenience init(standardLibrary: Bool = true) {
        self.init(registeringNothing: ())
        if standardLibrary { StandardLibrary.register(in: self) }
    }
}
