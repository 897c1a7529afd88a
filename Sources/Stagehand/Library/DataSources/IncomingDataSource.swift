/// Holds the value a segue passed to this scene.
///
/// It stays in step with the data source the value came from (the `value` outlet of the
/// `SegueResponder` that performed the segue): setting it replaces the value there, and so on
/// up to the list the item came from, so the scene below shows the edit on `back`. Its state is
/// that data source's.
public final class IncomingDataSource: DataSource {
    override public class var summary: String { "Holds the value a segue passed to this scene; editing it edits the data source it came from" }
    override public class var dataFlow: DataFlow? { .receivesSegue }

    /// The value when the scene is shown without a segue.
    @Property("The value when the scene is shown without a segue", name: "default") var defaultValue: Value = .null

    private var following: Observation?
    private var followingState: Observation?
    private var origin: WeakDataSource?

    override public func awake() {
        setValue(scene?.incomingValue ?? defaultValue)
        guard let source = scene?.incomingOrigin else { return }
        origin = WeakDataSource(source)
        following = source.observe { [weak self] value in
            if self?.value != value { self?.setValue(value) }
        }
        followingState = followState(of: [source])
    }

    deinit {
        following?.cancel()
        followingState?.cancel()
    }

    /// Passes the edit to the data source the segue passed the value from.
    override public func apply(_ edit: ValueEdit) throws {
        guard let origin else { return try applyHere(edit) }
        guard let source = origin.object else {
            throw EditError(.itemGone, "\(debugName): the scene the value came from is gone; nothing was changed", at: declarationLocation)
        }
        try source.apply(edit)
    }
}
