/// What performs segues and goes back: the console's navigation stack, or a test double.
public protocol SceneNavigator: AnyObject {
    /// Shows the segue's destination, passing `value` to its `IncomingDataSource`.
    func perform(_ segue: SegueDescription, value: Value, from scene: LiveScene) throws
    /// Returns to the scene below the current one; false when there is none.
    @discardableResult func goBack() -> Bool
}
