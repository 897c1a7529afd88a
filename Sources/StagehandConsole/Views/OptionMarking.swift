import Stagehand

/// A choice whose frame marks one of its options (a radio group's cursor while it has focus, a
/// select's in its open list): the option Enter or Space would choose, which a screen reader
/// names as a person moves the mark.
public protocol OptionMarking: Choosing {
    /// The index among the choice's `choices` of the option the frame marks; `nil` for none (a
    /// closed select, an open list whose filter matches nothing).
    var markedOption: Int? { get }
}
