/// The keys of a ``DecoderKey`` that do not belong where they are read, each with why: a bit per
/// case, so telling a key that belongs from one that does not is one mask test, with nothing to
/// hash or copy, for every pair of every object a scene declares.
struct MisplacedKeys<Key: DecoderKey>: Sendable {
    /// Bit `i` is set when `Key.cases[i]` is misplaced.
    private var mask: UInt64 = 0
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
        self.init()
        for (position, key) in Key.cases.enumerated() {
            guard let why = rules[key] else { continue }
            precondition(position < 64, "a decoder key enum has at most 64 cases")
            mask |= 1 << UInt64(position)
            reasons[position] = why
        }
    }

    /// Why the case at `position` in `Key.cases` is misplaced, or `nil` when it belongs.
    func reason(at position: Int) -> String? {
        mask & (1 << UInt64(position)) == 0 ? nil : reasons[position]
    }

    /// These keys without `key`: it belongs after all.
    func allowing(_ key: Key) -> MisplacedKeys {
        guard let position = Key.cases.firstIndex(of: key) else { return self }
        var copy = self
        copy.mask &= ~(1 << UInt64(position))
        copy.reasons[position] = nil
        return copy
    }
}
