/// A change lint is sure of, for the diagnostic it fixes: a misspelling with exactly one close
/// name, or a missing `stagehand: 1`.
package struct MechanicalFix: Hashable, Sendable {
    /// What the fix does, as an editor's menu says it: "Replace 'Lable' with 'Label'".
    package var title: String
    /// The diagnostic it fixes.
    package var diagnostic: Diagnostic
    /// The change to the text.
    package var edit: TextEdit

    /// Creates a fix.
    package init(title: String, diagnostic: Diagnostic, edit: TextEdit) {
        self.title = title
        self.diagnostic = diagnostic
        self.edit = edit
    }
}
