/// Why an edit changed nothing: the item it was meant for is gone, or the path leads nowhere.
///
/// Thrown by the editing methods of ``DataSource``; a responder that lets it through has it
/// reported under its own code (`item-gone`, `edit-failed`), at the data source concerned.
public struct EditError: Error, CustomStringConvertible {
    /// The diagnostic code it is reported under.
    public var code: DiagnosticCode
    /// What went wrong, in one sentence that says nothing was changed.
    public var message: String
    /// Where the data source concerned is declared.
    public var location: SourceLocation?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The diagnostic code the error is reported with.
    ///   - message: What went wrong, in words.
    ///   - location: Where in the scene it comes from, if known.
    public init(_ code: DiagnosticCode, _ message: String, at location: SourceLocation? = nil) {
        self.code = code
        self.message = message
        self.location = location
    }

    /// The message.
    public var description: String { message }
}
