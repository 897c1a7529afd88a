/// A table's row prototype: a view subtree declared once and built for each visible row, with the
/// bindings and binding sets that read the row's item through the data source id `item`.
public struct PrototypeDescription: Sendable {
    /// The row's views, stacked vertically like a scene's `views`.
    public var views: [ObjectDescription] = []
    /// Bindings inside the row.
    public var bindings: [ObjectDescription] = []
    /// Binding sets inside the row.
    public var bindingSets: [ObjectDescription] = []
    /// Where `prototype:` starts.
    public var location: SourceLocation

    /// Every object of the row, views depth-first.
    public var allObjects: [ObjectDescription] {
        var result: [ObjectDescription] = []
        for view in views { view.collectViews(into: &result) }
        return result + bindings + bindingSets
    }
}

/// The reserved data source id that, inside a prototype, means "this row's value".
public let rowItemID = "item"

extension ObjectDescription {
    /// This view and its descendants, depth-first, not entering prototypes.
    func collectViews(into result: inout [ObjectDescription]) {
        var stack: [ObjectDescription] = [self]
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
    }
}
