/// Fills a progress bar (any view that is ``ProgressDisplaying``) from a number: the value (at `path`) divided by `total`.
public final class ProgressBinding: Binding {
    override public class var summary: String { "Fills a progress bar from a number divided by 'total'" }
    override public class var dataReads: [DataRead] { [.inputFilling(["path"])] }

    /// The bar it fills.
    @Outlet(accepts: [.progress], "The bar it fills") public var view: View
    /// A dot path to the number; empty uses the value itself.
    @Property("A dot path to the number; empty uses the value itself", meaning: .dotPath) public var path = ""
    /// The number that fills the bar.
    @Property("The number that fills the bar") public var total = 1.0
    /// The data source whose value fills `path`'s placeholders (`notes.{id}`).
    @Outlet("Fills the {path} placeholders of 'path'; the bar follows its value too") public var input: DataSource?

    /// A progress binding made in code, for binding sets: its data source is connected by the set.
    public convenience init(path: String = "", total: Double = 1, view: any ProgressDisplaying) {
        self.init()
        self.path = path
        self.total = total
        _view.connect([view])
    }

    override public func update() {
        guard let bar = view as? any ProgressDisplaying else { return }
        // A path not computed yet reads nothing: an empty bar.
        let found = reading(path, in: dataSource.value, input: input).found ?? .null
        guard let number = found.number, total != 0 else {
            if found != .null { reportConversionFailure("a progress bar needs a number, not \(found.kindDescription)") }
            bar.value = 0
            return
        }
        bar.value = min(max(number / total, 0), 1)
    }
}

extension ProgressBinding: FollowsPathInput {}
