/// Resolves plain YAML scalars to null, booleans and numbers by the YAML 1.2 core schema.
///
/// Quoted and block scalars are always strings, as are plain scalars tagged `!!str`. The 1.1
/// words `yes`, `no`, `on` and `off` stay strings, so a country code `NO` is never `false`.
///
/// It lives with the document, not the values, because the loader's own diagnostics say what a
/// scalar is ("a mapping key must be a string, not an integer"); `Value` builds on its answer.
enum ScalarResolver {
    /// What a scalar means: null, a boolean, a number, or text (the scalar's own text).
    enum Resolved: Equatable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string
    }

    static func resolve(_ scalar: Node.Scalar) -> Resolved {
        switch scalar.tag {
        case "tag:yaml.org,2002:str", "!!str": return .string
        case "tag:yaml.org,2002:int", "!!int": return Int(scalar.text).map(Resolved.int) ?? .string
        case "tag:yaml.org,2002:float", "!!float": return Double(scalar.text).map(Resolved.double) ?? .string
        default: break
        }
        guard scalar.style == .plain else { return .string }
        return resolvePlain(scalar.text)
    }

    static func resolvePlain(_ text: String) -> Resolved {
        guard let first = text.utf8.first else { return .null }
        // Every null, boolean and number starts with one of these bytes; most text (names,
        // cities, addresses) does not, and is a string without comparing it to any word.
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
             UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            break
        default:
            return .string
        }
        switch text {
        case "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .double(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .double(-.infinity)
        case ".nan", ".NaN", ".NAN": return .double(.nan)
        default: break
        }
        // Only strings that can start a number are worth trying to parse as one.
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { return .string }
        if let i = Int(text) { return .int(i) }
        if text.hasPrefix("0x"), let i = Int(text.dropFirst(2), radix: 16) { return .int(i) }
        if text.hasPrefix("0o"), let i = Int(text.dropFirst(2), radix: 8) { return .int(i) }
        if isDecimalFloat(text), let d = Double(text) { return .double(d) }
        return .string
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, checked without regex for speed.
    private static func isDecimalFloat(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if let f = bytes.first, f == UInt8(ascii: "-") || f == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let digit: (UInt8) -> Bool = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let intPart = bytes.prefix(while: digit)
        bytes = bytes.dropFirst(intPart.count)
        var fracCount = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            let frac = bytes.prefix(while: digit)
            fracCount = frac.count
            bytes = bytes.dropFirst(fracCount)
        }
        guard intPart.count + fracCount > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let s = bytes.first, s == UInt8(ascii: "-") || s == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let exp = bytes.prefix(while: digit)
            guard !exp.isEmpty else { return false }
            bytes = bytes.dropFirst(exp.count)
        }
        return bytes.isEmpty
    }
}
