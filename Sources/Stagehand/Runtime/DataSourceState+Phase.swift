extension DataSourceState {
    /// A state without its message, named as scenes write it: what a `state:` property (of
    /// `EnabledBinding`, `HiddenBinding`) takes.
    public enum Phase: String, CaseIterable, Sendable, PropertyChoice {
        /// The value is current.
        case ready
        /// Work that will replace the value is under way.
        case loading
        /// The last attempt to load failed.
        case failed
    }
}
