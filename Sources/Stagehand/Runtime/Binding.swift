/// Turns a data source's value into what a view shows, every time the value changes.
///
/// Subclass ``TypedBinding`` for a typed value and view; subclass this class directly when the
/// binding works on the dynamic ``Value``. Override ``update()``; the runtime calls it once when
/// the scene starts and after every change of ``dataSource``.
open class Binding: SceneObject {
    override open class var role: Role { .binding }

    /// The data source the binding reads.
    @Outlet("The data source it reads") public var dataSource: DataSource

    /// Brings the view up to date with the data source's current value.
    open func update() {}

    /// Reports a value that does not fit this binding, naming the data source and where it is declared.
    ///
    /// - Parameter problem: What is wrong with the value, in words.
    public func reportConversionFailure(_ problem: String) {
        let source = $dataSource ? dataSource : nil
        let location = source?.declarationLocation ?? declarationLocation
        let name = source?.debugName ?? "its data source"
        scene?.report(.valueConversion, "\(debugName) cannot use the value of \(name): \(problem)", at: location)
    }
}
