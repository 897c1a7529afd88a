import Stagehand

/// Where two values differ, by dot path, for a failed `expect: { file:, equals: }`: each line
/// names a path and says what the data file wanted and what was saved.
///
/// ```text
/// books.2.title: wanted "Emma", saved "Persuasion"
/// books: wanted 3 items, saved 4
/// ```
struct ValueDiff {
    /// One difference: the dot path (empty for the whole value) and what it says.
    struct Line: Equatable {
        var path: String
        var text: String
    }

    /// The differences, in the order of the wanted value.
    private(set) var lines: [Line] = []

    /// The most lines a report shows; the rest are counted.
    static let shownLines = 12

    /// Compares what a data file wants with what was saved.
    init(wanted: Value, saved: Value) {
        compare(wanted, saved, at: "")
    }

    /// Whether the values are equal.
    var isEmpty: Bool { lines.isEmpty }

    /// The report, at most ``shownLines`` lines.
    var text: String {
        var shown = lines.prefix(Self.shownLines).map { "\($0.path.isEmpty ? "the value" : $0.path): \($0.text)" }
        if lines.count > Self.shownLines { shown.append("… and \(lines.count - Self.shownLines) more differences") }
        return shown.joined(separator: "\n")
    }

    private mutating func compare(_ wanted: Value, _ saved: Value, at path: String) {
        func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
        switch (wanted, saved) {
        case (.mapping(let want), .mapping(let have)):
            for (key, value) in want {
                if let other = have[key] {
                    compare(value, other, at: child(key))
                } else {
                    lines.append(Line(path: child(key), text: "wanted \(Self.shown(value)), but the saved file has no '\(key)'"))
                }
            }
            for key in have.keys where want[key] == nil {
                lines.append(Line(path: child(key), text: "not wanted, saved \(Self.shown(have[key] ?? .null))"))
            }
        case (.list(let want), .list(let have)):
            if want.count != have.count {
                lines.append(Line(path: path, text: "wanted \(Self.items(want.count)), saved \(Self.items(have.count))"))
            }
            for index in 0..<min(want.count, have.count) {
                compare(want[index], have[index], at: child(String(index)))
            }
        default:
            if !Self.same(wanted, saved) {
                lines.append(Line(path: path, text: "wanted \(Self.shown(wanted)), saved \(Self.shown(saved))"))
            }
        }
    }

    /// Equal as data: `1` and `1.0` are the same number.
    private static func same(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .double(let y)), (.double(let y), .int(let x)): Double(x) == y
        default: a == b
        }
    }

    private static func items(_ count: Int) -> String { count == 1 ? "1 item" : "\(count) items" }

    /// A value in a line: text quoted, lists and mappings by their size.
    private static func shown(_ value: Value) -> String {
        switch value {
        case .string(let text): "\"\(text)\""
        case .null: "null"
        case .list(let items): "a list of \(Self.items(items.count))"
        case .mapping(let members): "a mapping of \(members.count == 1 ? "1 key" : "\(members.count) keys")"
        default: value.displayText
        }
    }
}
