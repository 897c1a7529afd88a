/// The keys of a ``DecoderKey`` that do not belong where they are read, each with why, by the
/// case's position in `Key.cases`: telling a key that belongs from one that does not is one bit
/// test, with nothing to hash or copy, for every pair of every object a scene declares.
package struct MisplacedKeys<Key: DecoderKey>: Sendable {
    /// Why each case is misplaced, by its position in `Key.cases`; `nil` for the others.
    private var reasons: [String?]
    /// The positions of `reasons` that hold one, as bits: the question asked of every key,
    /// answered without copying a reason out (a retain and a release per key).
    private var positions: UInt64

    /// No key misplaced.
    init() {
        self.init(reasons: Array(repeating: nil, count: Key.cases.count))
    }

    /// The keys in `rules`, each misplaced for the reason given.
    ///
    /// - Parameter rules: the misplaced keys and why.
    init(_ rules: [Key: String]) {
        self.init(reasons: Key.cases.map { rules[$0] })
    }

    private init(reasons: [String?]) {
        precondition(reasons.count <= UInt64.bitWidth, "a decoder key has more cases than the bits that mark them")
        self.reasons = reasons
        positions = 0
        for (position, reason) in reasons.enumerated() where reason != nil { positions |= 1 << UInt64(position) }
    }

    /// Whether the case at `position` in `Key.cases` is misplaced.
    func isMisplaced(at position: Int) -> Bool {
        positions & (1 << UInt64(position)) != 0
    }

    /// Why the case at `position` in `Key.cases` is misplaced, or `nil` when it belongs.
    package func reason(at position: Int) -> String? {
        reasons[position]
    }

    /// These keys without `key`: it belongs after all.
    func allowing(_ key: Key) -> MisplacedKeys {
        guard let position = Key.cases.firstIndex(of: key) else { return self }
        var reasons = reasons
        reasons[position] = nil
        return MisplacedKeys(reasons: reasons)
    }
}
