/// The keys of a ``DecoderKey`` that do not belong where they are read, each with why, by the
/// case's position in `Key.cases`: telling a key that belongs from one that does not is one array
/// read, with nothing to hash or copy, for every pair of every object a scene declares.
struct MisplacedKeys<Key: DecoderKey>: Sendable {
    /// Why each case is misplaced, by its position in `Key.cases`; `nil` for the others.
    private var reasons: [String?]

    /// No key misplaced.
    init() {
        reasons = Array(repeating: nil, count: Key.cases.count)
    }

    /// The keys in `rules`, each misplaced for the reason given.
    ///
    /// - Parameter rules: the misplaced keys and why.
    init(_ rules: [Key: String]) {
        reasons = Key.cases.map { rules[$0] }
    }

    /// Why the case at `position` in `Key.cases` is misplaced, or `nil` when it belongs.
    func reason(at position: Int) -> String? {
        reasons[position]
    }

    /// These keys without `key`: it belongs after all.
    func allowing(_ key: Key) -> MisplacedKeys {
        guard let position = Key.cases.firstIndex(of: key) else { return self }
        var copy = self
        copy.reasons[position] = nil
        return copy
    }
}
