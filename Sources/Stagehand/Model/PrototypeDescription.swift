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
        forEachObject { result.append($0) }
        return result
    }

    /// Calls `body` with every object of ``allObjects``, in its order, without making the array.
    func forEachObject(_ body: (ObjectDescription) -> Void) {
        for view in views { view.forEachView(body) }
        bindings.forEach(body)
        bindingSets.forEach(body)
    }
}

/// The reserved data source id that, inside a prototype, means "this row's value".
public let rowItemID = "item"

extension ObjectDescription {
    /// This view and its descendants, depth-first, not entering prototypes.
    func collectViews(into result: inout [ObjectDescription]) {
        forEachView { result.append($0) }
    }

    /// Calls `body` with this view and each of its descendants, depth-first, not entering
    /// prototypes; a stack of its own, not recursion, since the nesting is as deep as
    /// `--max-depth` allows. A view without children, most of a large scene's, costs no stack.
    func forEachView(_ body: (ObjectDescription) -> Void) {
        guard !children.isEmpty else { return body(self) }
        var stack: [ObjectDescription] = [self]
        while let next = stack.popLast() {
            body(next)
            stack.append(contentsOf: next.children.reversed())
        }
    }
}
