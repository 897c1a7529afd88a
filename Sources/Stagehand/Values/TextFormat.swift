/// A `TextBinding` format, parsed once: literal text and `{…}` placeholders filled from a value.
///
/// - `{path}` is the value at a dot path; `{}` is the value itself.
/// - `{path|one|other}` chooses a word by the number at `path` (a list counts its items): `one`
///   for exactly 1, `other` otherwise; `{path|zero|one|other}` adds a form for 0. In the chosen
///   form `#` stands for the number, so `{count|# book|# books}` reads `1 book`, `2 books`.
/// - `{{` and `}}` write literal braces.
///
/// A format promises a whole sentence or nothing: when any placeholder has no value, the whole
/// text is the binding's `empty` text, never half a sentence.
package struct TextFormat: Sendable {
    enum Segment: Sendable, Equatable {
        case literal(String)
        case value(path: String)
        case plural(path: String, zero: String?, one: String, other: String)
    }

    /// The parts in order; what could not be parsed is kept as literal text.
    let segments: [Segment]
    /// What is wrong with the format, in words for a lint message; empty when it is well formed.
    package let problems: [String]
    /// For each of `problems`, where in the format (in Unicode scalars from its start) the fault is.
    package let problemOffsets: [Int]
    /// Each placeholder's path, with where its `{` is in the format (in Unicode scalars), so a
    /// diagnostic about it can point at it.
    package let placeholders: [(path: String, offset: Int)]

    package init(_ format: String) {
        var segments: [Segment] = []
        var problems: [String] = []
        var problemOffsets: [Int] = []
        var placeholders: [(path: String, offset: Int)] = []
        var literal = ""
        var index = format.startIndex
        func offset(_ index: String.Index) -> Int { format.unicodeScalars.distance(from: format.startIndex, to: index) }
        while index < format.endIndex {
            let c = format[index]
            let next = format.index(after: index)
            if (c == "{" || c == "}"), next < format.endIndex, format[next] == c {
                literal.append(c)
                index = format.index(after: next)
            } else if c == "{" {
                guard let close = format[next...].firstIndex(where: { $0 == "}" || $0 == "{" }), format[close] == "}" else {
                    problems.append("'{' at character \(format.distance(from: format.startIndex, to: index) + 1) is never closed; write '{{' for a brace")
                    problemOffsets.append(offset(index))
                    literal += format[index...]
                    break
                }
                if !literal.isEmpty { segments.append(.literal(literal)); literal = "" }
                let body = String(format[next..<close])
                let before = problems.count
                if let segment = TextFormat.placeholder(body, problems: &problems) {
                    segments.append(segment)
                    switch segment {
                    case .value(let path), .plural(let path, _, _, _): placeholders.append((path, offset(index)))
                    case .literal: break
                    }
                } else {
                    literal += "{" + body + "}"
                }
                problemOffsets += Array(repeating: offset(index), count: problems.count - before)
                index = format.index(after: close)
            } else {
                if c == "}" {
                    problems.append("a lone '}'; write '}}' for a brace")
                    problemOffsets.append(offset(index))
                }
                literal.append(c)
                index = next
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
        self.problems = problems
        self.problemOffsets = problemOffsets
        self.placeholders = placeholders
    }

    /// The characters that start a format spec in other languages' formats (`{year:04}`,
    /// `{x!r}`, `{n,number}`), which this format does not have.
    private static let specMarks: Set<Character> = [":", "!", ",", "%"]

    private static func placeholder(_ body: String, problems: inout [String]) -> Segment? {
        let parts = body.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let path = parts[0].trimmingWhitespace()
        if let mark = path.firstIndex(where: { specMarks.contains($0) }) {
            problems.append("'{\(body)}' has a format spec '\(path[mark...])', which formats do not support; write {path}, {} or {path|one|other}")
            return nil
        }
        switch parts.count {
        case 1: return .value(path: path)
        case 3: return .plural(path: path, zero: nil, one: parts[1], other: parts[2])
        case 4: return .plural(path: path, zero: parts[1], one: parts[2], other: parts[3])
        default:
            problems.append("'{\(body)}' has \(parts.count - 1) plural form\(parts.count == 2 ? "" : "s"); write {path|one|other} or {path|zero|one|other}")
            return nil
        }
    }

    /// The paths the placeholders read.
    var paths: [String] {
        segments.compactMap {
            switch $0 {
            case .literal: nil
            case .value(let path), .plural(let path, _, _, _): path
            }
        }
    }

    /// The path of the first placeholder that has no value in `value` (as ``fill(from:missing:)``
    /// judges it), or nil when every placeholder has one.
    func firstMissingPath(in value: Value) -> String? {
        for segment in segments {
            switch segment {
            case .literal: continue
            case .value(let path):
                guard let found = value.value(atPath: path), found != .null else { return path }
            case .plural(let path, _, _, _):
                guard Self.count(value.value(atPath: path)) != nil else { return path }
            }
        }
        return nil
    }

    /// The text for a value, or `missing` when any placeholder has no value there.
    package func fill(from value: Value, missing: String) -> String {
        var result = ""
        for segment in segments {
            switch segment {
            case .literal(let text):
                result += text
            case .value(let path):
                guard let found = value.value(atPath: path), found != .null else { return missing }
                result += found.displayText
            case .plural(let path, let zero, let one, let other):
                guard let count = Self.count(value.value(atPath: path)) else { return missing }
                let form = count == 0 && zero != nil ? zero ?? other : count == 1 ? one : other
                result += form.replacingAll("#", with: Value.double(count).displayText)
            }
        }
        return result
    }

    /// The number a plural chooses by: a number, or the length of a list.
    private static func count(_ value: Value?) -> Double? {
        switch value {
        case .list(let items): Double(items.count)
        case .int(let i): Double(i)
        case .double(let d) where d.isFinite: d
        default: nil
        }
    }
}

extension String {
    /// This text with every `target` character replaced by `replacement`, without Foundation.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var result = ""
        for c in self {
            if c == target { result += replacement } else { result.append(c) }
        }
        return result
    }
}
