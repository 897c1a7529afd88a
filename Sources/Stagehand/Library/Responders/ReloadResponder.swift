/// Loads a file or command data source again: the command runs again, the file is read again.
public final class ReloadResponder: Responder {
    override public class var summary: String { "Loads a file or command data source again" }

    /// The data source to load again.
    @Outlet("The file or command data source to load again") public var dataSource: DataSource

    override public func respond(to event: ViewEvent) throws {
        guard let reloadable = dataSource as? Reloadable else {
            throw ResponderError("\(dataSource.debugName) cannot be reloaded; connect a file or command data source")
        }
        reloadable.reload()
    }
}
