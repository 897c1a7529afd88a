extension DataSource {
    /// Makes this data source show the state of the data sources its value is derived from, now
    /// and after every change of theirs: `failed` when one of them failed (with the first such
    /// one's message, in the order given), else `loading` when one of them loads, else `ready`.
    ///
    /// So a table over a filter of a list that loads shows `Loading…`, and a `StatusBinding`
    /// on a selection says why the list it came from failed. Only the state follows; the value
    /// is derived as before. Call it from `awake()`.
    ///
    /// - Parameter sources: The data sources the value is derived from.
    /// - Returns: the observation of the sources' states; cancel it to stop following them (a
    ///   data source whose sources change, such as a selection whose table gets another list).
    @discardableResult
    public func followState(of sources: [DataSource]) -> Observation {
        // Held weakly: the sources keep the closures below, which must not keep them.
        let weakSources = sources.map { source in { [weak source] in source } }
        let update: () -> Void = { [weak self] in
            self?.setState(DataSourceState.combined(weakSources.compactMap { $0()?.state }))
        }
        let observations = sources.map { $0.observeState { _ in update() } }
        update()
        return Observation { for observation in observations { observation.cancel() } }
    }
}
