/// What performs segues and goes back: the console's navigation stack, or a test double.
public protocol SceneNavigator: AnyObject {
    /// Shows the segue's destination, passing `value` to its `IncomingDataSource`.
    func perform(_ segue: SegueDescription, value: Value, from scene: LiveScene) throws
    /// Shows the segue's destination, passing `value`, whose edits go back to `origin`.
    func perform(_ segue: SegueDescription, value: Value, origin: DataSource?, from scene: LiveScene) throws
    /// Returns to the scene below the current one; false when there is none.
    @discardableResult func goBack() -> Bool
    /// Ends the app with an exit status (`QuitResponder`).
    func quit(status: Int32) throws
    /// Shows a notification in the frame's corner (`NotifyResponder`).
    func notify(_ notification: SceneNotification)
}

extension SceneNavigator {
    /// Navigators that cannot end the app say so.
    public func quit(status: Int32) throws {
        throw ResponderError("nothing can end the app here")
    }

    /// Navigators that draw nothing let notifications go.
    public func notify(_ notification: SceneNotification) {}

    /// Navigators that keep no link back pass the value alone.
    public func perform(_ segue: SegueDescription, value: Value, origin: DataSource?, from scene: LiveScene) throws {
        try perform(segue, value: value, from: scene)
    }
}
