extension FileDataSource: Reloadable {
    /// Reads the file again. Reading a data file is quick and local, so it happens at once.
    public func reload() {
        // `awake()` is where the file is read; running it again reads the file afresh.
        awake()
    }
}
