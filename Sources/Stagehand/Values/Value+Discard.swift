import OrderedCollections

extension Value {
    /// Frees `value` level by level on a heap-allocated stack rather than by the recursive
    /// release Swift generates for nested enums, which needs stack for every level and overflows
    /// it on values nested tens of thousands deep (as `--max-depth` may allow).
    ///
    /// Each list and mapping gives up its items before it goes, so no release reaches further
    /// than one level. A collection shared with another owner is only copied and let go: its other
    /// owner frees it later.
    package static func discard(_ value: consuming Value) {
        var stack: [Value] = []
        var next: Value? = consume value
        while let current = next.take() ?? stack.popLast() {
            switch consume current {
            case .list(var items):
                while let item = items.popLast() {
                    if item.isCollection { stack.append(item) }
                }
            case .mapping(var pairs):
                while !pairs.isEmpty {
                    let item = pairs.removeLast().value
                    if item.isCollection { stack.append(item) }
                }
            default:
                break
            }
        }
    }

    /// Whether the value is a list or a mapping.
    private var isCollection: Bool {
        switch self {
        case .list, .mapping: true
        default: false
        }
    }
}
