import Stagehand

/// A view that places its text left, centred or right in its width (a `Label`): a table's
/// column heading sits over such a cell as the cell's text does.
public protocol TextAligning: View {
    /// Where the text sits in the view's width.
    var align: Label.Alignment { get }
}

extension Label: TextAligning {}
