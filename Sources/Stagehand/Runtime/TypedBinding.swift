/// A binding with a typed value and a typed view: the value is decoded from the data source with
/// `Decodable`, and ``update(_:view:)`` gets both ready to use.
///
/// ```swift
/// struct Person: Decodable { var name: String; var height: Double }
///
/// final class PersonHeightBinding: TypedBinding<Person, ProgressBar> {
///     override func update(_ person: Person, view: ProgressBar) {
///         view.value = person.height / 250
///     }
/// }
/// ```
///
/// A value that does not decode is reported as `value-conversion`, naming the data source and
/// where it is declared; the view keeps what it showed. Null is not an error: it means there is
/// no value yet, and ``updateWithoutValue(view:)`` runs instead.
open class TypedBinding<Input: Decodable, Target: View>: Binding {
    /// The view the binding updates.
    @Outlet("The view it updates") public var view: Target

    /// A binding made in code, for binding sets: its data source is connected by the set.
    ///
    /// - Parameter view: The view the binding updates.
    public convenience init(view: Target) {
        self.init()
        _view.connect([view])
    }

    /// Called with the decoded value after every change; override it to update the view.
    ///
    /// - Parameters:
    ///   - value: The data source's value, decoded as `Input`.
    ///   - view: The view to update.
    open func update(_ value: Input, view: Target) {}

    /// Called instead of ``update(_:view:)`` while the data source holds null (nothing selected
    /// yet, nothing passed) and `Input` cannot be decoded from null. The view keeps what it shows.
    ///
    /// - Parameter view: The view the binding updates.
    open func updateWithoutValue(view: Target) {}

    override public final func update() {
        if dataSource.value == .null, (try? ValueDecoder().decode(Input.self, from: .null)) == nil {
            updateWithoutValue(view: view)
            return
        }
        do {
            let input = try ValueDecoder().decode(Input.self, from: dataSource.value)
            update(input, view: view)
        } catch {
            reportConversionFailure(ValueDecoder.describe(error))
        }
    }
}
