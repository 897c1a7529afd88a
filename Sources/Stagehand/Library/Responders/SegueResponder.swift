/// Performs a segue, passing the value of its `value` data source to the destination.
public final class SegueResponder: Responder {
    override public class var summary: String { "Performs a segue, passing the value of its 'value' data source" }

    /// The id of the segue, under the scene's `segues`.
    @Property("The id of the segue, under the scene's 'segues'", required: true, meaning: .segue) public var segue = ""
    /// The data source whose value the destination's IncomingDataSource receives.
    @Outlet("The data source whose value the destination receives") public var value: DataSource?

    override public func respond(to event: ViewEvent) throws {
        guard let scene else { return }
        try scene.performSegue(segue, value: value?.value ?? .null, from: value)
    }
}
