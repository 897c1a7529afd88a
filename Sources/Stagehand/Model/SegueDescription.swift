/// An entry under `segues:`: a named way to another scene file.
public struct SegueDescription: Sendable {
    /// How the destination appears.
    public enum Style: String, CaseIterable, Sendable {
        /// Pushed on the navigation stack; the title line shows the path.
        case push
        /// Presented over the current scene.
        case modal
    }

    /// The segue's id, which a `SegueResponder`'s `segue` names.
    public var id: Located<String>?
    /// The destination path as written, relative to the scene file.
    public var to: Located<String>?
    /// The style; push when not written.
    public var style: Located<Style>?
    /// Where the entry starts.
    public var location: SourceLocation
}
