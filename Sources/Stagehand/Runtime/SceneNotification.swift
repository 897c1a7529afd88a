/// A notification a responder shows (`NotifyResponder`): text in the frame's corner, for a time
/// on the virtual clock.
public struct SceneNotification: Sendable, Equatable {
    /// The text shown, already filled in.
    public var text: String
    /// The name of the style it is drawn in (`plain`, `error`, `success`…).
    public var style: String
    /// How long it stays, in milliseconds on the virtual clock.
    public var milliseconds: Int

    /// A notification.
    ///
    /// - Parameters:
    ///   - text: The text shown.
    ///   - style: The name of the style it is drawn in.
    ///   - milliseconds: How long it stays on the virtual clock.
    public init(text: String, style: String, milliseconds: Int) {
        self.text = text
        self.style = style
        self.milliseconds = milliseconds
    }
}
