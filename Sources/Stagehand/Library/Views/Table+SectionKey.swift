extension Table {
    /// What rows are grouped by when `sectionBy` is set: the `sectionKey` property's choices,
    /// named as scenes write them.
    public enum SectionKey: String, CaseIterable, Sendable, PropertyChoice {
        /// The whole value at `sectionBy`; sections in the order their values first appear.
        case value
        /// The value's first letter, upper-cased; sections from A to Z, rows with no letter last.
        case initial
    }
}
