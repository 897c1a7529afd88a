/// Gives a sparkline (a `Sparkline`, or any view that is ``SeriesDisplaying``) its numbers: a
/// list of numbers, or the number at `path` in each item of a list.
///
/// Items without a number there are left out, and reported once per update.
public final class SeriesBinding: Binding {
    override public class var summary: String { "Gives a sparkline its numbers: a list of numbers, or the number at 'path' in each item" }
    override public class var dataReads: [DataRead] { [DataRead(outlet: "dataSource", eachItem: true, paths: ["path"]), .inputFilling(["path"])] }

    /// The sparkline it fills.
    @Outlet(accepts: [.series], "The sparkline it fills") public var view: View
    /// A dot path to the number in each item; empty uses each item itself.
    @Property("A dot path to the number in each item; empty uses each item itself", meaning: .dotPath) public var path = ""
    /// The data source whose value fills `path`'s placeholders (`notes.{id}`).
    @Outlet("Fills the {path} placeholders of 'path'; the numbers follow its value too") public var input: DataSource?

    override public func update() {
        guard let sparkline = view as? any SeriesDisplaying else { return }
        // A computed path is filled once for all items; one not computed yet reads nothing.
        let computed = ComputedPath.hasPlaceholder(path)
        let segments = computed ? computedSegments(path, input: input, outcome: "read nothing") : nil
        if computed, segments == nil {
            sparkline.series = []
            return
        }
        let items: [Value]
        switch dataSource.value {
        case .list(let list): items = list
        case .null: items = []
        case let single: items = [single]
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(items.count)
        var skipped: Value?
        for item in items {
            let found = path.isEmpty ? item : (segments.map { item.value(atSegments: $0) } ?? item.value(atPath: path)) ?? .null
            if let number = found.number { numbers.append(number) } else if skipped == nil { skipped = found }
        }
        sparkline.series = numbers
        if let skipped { reportConversionFailure("a sparkline needs numbers, not \(skipped.kindDescription); items without one are left out") }
    }
}

extension SeriesBinding: FollowsPathInput {}
