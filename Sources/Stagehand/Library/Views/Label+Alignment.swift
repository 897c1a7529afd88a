extension Label {
    /// Where a label's text sits in the room it is given, when the text is narrower: the
    /// `align` property's choices, named as scenes write them.
    public enum Alignment: String, CaseIterable, Sendable, PropertyChoice {
        /// Against the left edge (the default).
        case left
        /// Against the right edge, so numbers in a column line up by their last digit.
        case right
        /// In the middle; an odd column left over goes to the right.
        case center
    }
}
