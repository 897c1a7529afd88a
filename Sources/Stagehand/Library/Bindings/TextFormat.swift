/// Fills `{path}` placeholders of a format from a value; `{}` is the value itself.
///
/// A missing path fills the `missing` text. `{{` and `}}` write literal braces.
enum TextFormat {
    static func fill(_ format: String, from value: Value, missing: String) -> String {
        var result = ""
        var index = format.startIndex
        while index < format.endIndex {
            let c = format[index]
            let next = format.index(after: index)
            if c == "{", next < format.endIndex, format[next] == "{" {
                result.append("{")
                index = format.index(after: next)
            } else if c == "}", next < format.endIndex, format[next] == "}" {
                result.append("}")
                index = format.index(after: next)
            } else if c == "{", let close = format[next...].firstIndex(of: "}") {
                let path = String(format[next..<close]).trimmingWhitespace()
                if let found = value.value(atPath: path), found != .null {
                    result += found.displayText
                } else {
                    result += missing
                }
                index = format.index(after: close)
            } else {
                result.append(c)
                index = next
            }
        }
        return result
    }

    /// The placeholder paths of a format, for lint.
    static func placeholders(in format: String) -> [String] {
        var paths: [String] = []
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "{") {
            let after = rest.index(after: open)
            if after < rest.endIndex, rest[after] == "{" {
                rest = rest[rest.index(after: after)...]
                continue
            }
            guard let close = rest[after...].firstIndex(of: "}") else { break }
            paths.append(String(rest[after..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return paths
    }
}
