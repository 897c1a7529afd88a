/// Did-you-mean suggestions for misspelled names: property keys, view types, data sources.
///
/// Words are compared case-insensitively by optimal string alignment distance (Levenshtein
/// plus adjacent transpositions, so `Lable` is one edit from `Label`). A candidate is suggested
/// only when it is close for the word's length: within `max(1, min(3, word.count / 3))` edits,
/// and fewer edits than the shorter word has characters, so `x` never suggests `y`.
package enum Suggestion {
    /// The candidate closest to `word`, or `nil` when none is close enough.
    ///
    /// A candidate equal to `word` ignoring case always wins; among equally distant candidates
    /// the one closer with case counted wins, then the first in sequence order.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased())
        guard !target.isEmpty else { return nil }
        let limit = threshold(forLength: target.count)
        let exact = Array(word)
        var best: (candidate: String, distance: Int, caseDistance: Int)?
        for candidate in candidates {
            // Most candidates differ in length by more than the limit; skip them before any work.
            guard abs(candidate.count - target.count) <= limit else { continue }
            let folded = Array(candidate.lowercased())
            let bound = best.map(\.distance) ?? limit
            guard let distance = distance(target, folded, limit: bound),
                distance == 0 || distance < min(target.count, folded.count)
            else { continue }
            // Case only breaks ties, so it is measured only for candidates still in the running.
            let caseDistance = Self.distance(exact, Array(candidate), limit: Int.max) ?? Int.max
            if let current = best,
                (current.distance, current.caseDistance) <= (distance, caseDistance)
            {
                continue
            }
            best = (candidate, distance, caseDistance)
        }
        return best?.candidate
    }

    /// `did you mean 'X'?` for the closest candidate, or `nil` when none is close or the word
    /// is itself a candidate.
    package static func hint(for word: String, in candidates: some Sequence<String>) -> String? {
        guard let match = closest(to: word, in: candidates), match != word else { return nil }
        return "did you mean '\(match)'?"
    }

    /// How many edits a word of this length may be from a suggestion.
    package static func threshold(forLength length: Int) -> Int {
        max(1, min(3, length / 3))
    }

    /// The optimal string alignment distance between `a` and `b`, or `nil` once it must exceed
    /// `limit`.
    ///
    /// Keeps three rolling rows (the transposition looks two rows back) and stops early when a
    /// whole row is over the limit: no later cell can be smaller than the previous row's minimum.
    package static func distance<C: Equatable>(_ a: [C], _ b: [C], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var cell = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    cell = min(cell, twoBack[j - 2] + 1)
                }
                current[j] = cell
                rowMinimum = min(rowMinimum, cell)
            }
            if rowMinimum > limit { return nil }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        let result = previous[b.count]
        return result <= limit ? result : nil
    }
}
