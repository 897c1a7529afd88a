/// Sorts the items of a list by the value at `by`: numbers as numbers, text ignoring case,
/// missing values last; items that compare equal keep their order. With `order: natural`, runs
/// of digits inside text compare as numbers (`file2` before `file10`, version `9.0.3` before
/// `10.2.0`).
///
/// Editing one of its items edits the same item in `source`; an edit of one source item that
/// leaves its sort value alone updates just that item. Its state is its source's.
public final class SortDataSource: DataSource {
    override public class var summary: String { "Sorts a list by the value at 'by' (numbers as numbers, text ignoring case); editing an item edits it in the source" }
    override public class var dataFlow: DataFlow? { .passesItems(outlet: "source") }
    override public class var dataReads: [DataRead] { [DataRead(outlet: "source", eachItem: true, paths: ["by"]), .inputFilling(["by"])] }

    /// The list sorted.
    @Outlet("The list sorted") public var source: DataSource
    /// A dot path into each item to sort by; empty sorts by the item itself.
    @Property("A dot path into each item to sort by; empty sorts by the item itself; {path} placeholders are filled from 'input'") public var by = ""
    /// Sorts from largest to smallest.
    @Property("Sorts from largest to smallest (Z to A)") public var descending = false
    /// How text compares: as text, or with runs of digits as numbers.
    @Property("How text compares: 'text' (ignoring case) or 'natural' (runs of digits as numbers: file2 before file10, 9.0.3 before 10.2.0)") public var order = SortOrder.text
    /// Fills the `{path}` placeholders of `by` (`by: "{}"` with the key a `Select` chose); the
    /// list is sorted again when its value changes.
    @Outlet("Fills the {path} placeholders of 'by'; the list is sorted again when its value changes") public var input: DataSource?

    private var derived = DerivedList.identity
    private var sourceCount = 0

    override public func awake() {
        guard $source else { return }
        source.observe { [weak self] _ in self?.sourceChanged() }
        input?.observe { [weak self] _ in self?.resort() }
        resort()
        followState(of: [source])
    }

    override public func apply(_ edit: ValueEdit) throws {
        guard $source else { return try applyHere(edit) }
        try passItemEdit(edit, through: derived, to: source)
    }

    private func sourceChanged() {
        if let (index, item) = replacedSourceItem(of: source, count: sourceCount), let position = derived.position(of: index),
            let key = sortSegments, let old = value.list?[position],
            SortKey(old.value(atSegments: key), order: order) == SortKey(item.value(atSegments: key), order: order),
            (try? applyHere(ValueEdit(path: [String(position)], change: .replace(item)))) != nil
        {
            return
        }
        resort()
    }

    private func resort() {
        let derivation = DerivedList.derive(from: source.value) { items in
            // A key that cannot be named yet (its input has no value) reads nothing: the source's order.
            guard let key = sortSegments else { return nil }
            let order = self.order
            let keys = items.map { SortKey($0.value(atSegments: key), order: order) }
            let descending = self.descending
            // Ties fall back to the source order, which makes the sort stable.
            return items.indices.sorted { a, b in
                if keys[a] == keys[b] { return a < b }
                if keys[a].isMissing != keys[b].isMissing { return keys[b].isMissing }
                return descending ? keys[b] < keys[a] : keys[a] < keys[b]
            }
        }
        derived = derivation.list
        sourceCount = derivation.sourceCount
        setValue(derivation.value)
    }

    /// The key `by` names now, as segments: filled from `input` when it has placeholders; nil
    /// while they cannot be filled.
    private var sortSegments: [String]? {
        computedSegments(by, input: input, property: "by", outcome: "sorted nothing")
    }
}

/// How a `SortDataSource` compares text: the `order` property's choices.
public enum SortOrder: String, CaseIterable, Sendable, PropertyChoice {
    /// Text ignoring case, character by character (numbers that are values still sort as numbers).
    case text
    /// Text ignoring case, with each run of digits compared as a number: `file2` before
    /// `file10`, version `2.0` before `9.0.3`, `10.2.0` and `65.5.0`.
    case natural
}

/// What a sort compares: numbers before text, text without case, nothing last.
package struct SortKey: Comparable {
    private enum Rank: Int { case number, text, missing }
    private let rank: Rank
    private let number: Double
    private let text: String
    /// Whether text compares in natural order.
    private let isNatural: Bool

    package init(_ value: Value?, order: SortOrder = .text) {
        switch value {
        case .int(let i): (rank, number, text) = (.number, Double(i), "")
        case .double(let d) where d.isNaN: (rank, number, text) = (.missing, 0, "")
        case .double(let d): (rank, number, text) = (.number, d, "")
        case .bool(let b): (rank, number, text) = (.number, b ? 1 : 0, "")
        case nil, .null: (rank, number, text) = (.missing, 0, "")
        case .some(let other): (rank, number, text) = (.text, 0, other.displayText.lowercased())
        }
        isNatural = order == .natural && rank == .text
    }

    /// Whether there is no value to sort by; such items go last either way.
    var isMissing: Bool { rank == .missing }

    package static func < (a: SortKey, b: SortKey) -> Bool {
        if a.rank != b.rank { return a.rank.rawValue < b.rank.rawValue }
        if a.rank == .number { return a.number < b.number }
        if a.isNatural || b.isNatural { return NaturalOrder.precedes(a.text, b.text) }
        return a.text < b.text
    }
}

/// Text compared in natural order: character by character, except that where both texts have a
/// run of digits the runs compare as numbers of any length (then, equal in value, the one with
/// fewer leading zeros first, so the order is total). Elsewhere characters compare as text, so
/// `file.txt` comes before `file1.txt` ('.' before '1') and `file2` before `file10`.
enum NaturalOrder {
    /// Whether `a` comes before `b`.
    static func precedes(_ a: String, _ b: String) -> Bool {
        let left = Array(a.unicodeScalars), right = Array(b.unicodeScalars)
        var i = 0, j = 0
        while i < left.count && j < right.count {
            if isDigit(left[i]) && isDigit(right[j]) {
                let leftEnd = left[i...].firstIndex { !isDigit($0) } ?? left.count
                let rightEnd = right[j...].firstIndex { !isDigit($0) } ?? right.count
                let leftValue = left[i..<leftEnd].drop { $0 == "0" }
                let rightValue = right[j..<rightEnd].drop { $0 == "0" }
                // Numbers of any length: the longer one is larger, else digit by digit.
                if leftValue.count != rightValue.count { return leftValue.count < rightValue.count }
                if let (x, y) = zip(leftValue, rightValue).first(where: { $0 != $1 }) { return x.value < y.value }
                if leftEnd - i != rightEnd - j { return leftEnd - i < rightEnd - j }
                i = leftEnd
                j = rightEnd
                continue
            }
            if left[i] != right[j] { return left[i].value < right[j].value }
            i += 1
            j += 1
        }
        return left.count - i < right.count - j
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }
}
