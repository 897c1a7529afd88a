/// A change lint is sure of, for the diagnostic it fixes: a misspelling with exactly one close
/// name, or a missing `stagehand: 1`.
public struct MechanicalFix: Hashable, Sendable {
    /// What the fix does, as an editor's menu says it: "Replace 'Lable' with 'Label'".
    public var title: String
    /// The diagnostic it fixes.
    public var diagnostic: Diagnostic
    /// The change to the text.
    public var edit: TextEdit

    /// Creates a fix.
    public init(title: String, diagnostic: Diagnostic, edit: TextEdit) {
        self.title = title
        self.diagnostic = diagnostic
        self.edit = edit
    }
}
