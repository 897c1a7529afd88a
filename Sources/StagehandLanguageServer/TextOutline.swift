/// The lines of a YAML text, read one by one without a parser, and the mappings they form by
/// indentation: what completion uses on text that is mid-edit and may not parse.
struct TextOutline {
    /// The text.
    let bytes: [UInt8]
    /// Where each line starts.
    let lineStarts: [Int]

    init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    var lineCount: Int { lineStarts.count }

    /// The bytes of a 0-based line, without its line break.
    func lineBytes(_ number: Int) -> ArraySlice<UInt8> {
        guard number >= 0, number < lineStarts.count else { return [] }
        var end = number + 1 < lineStarts.count ? lineStarts[number + 1] : bytes.count
        while end > lineStarts[number], bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return bytes[lineStarts[number]..<end]
    }

    func line(_ number: Int) -> OutlineLine {
        OutlineLine(number: number, bytes: lineBytes(number))
    }

    /// The `key: value` pairs of the block mapping whose keys sit at `column` and which holds
    /// line `member`: the lines above up to the item marker that opens it, and those below until
    /// the indentation drops. Values are those written on the key's own line.
    func siblings(line member: Int, column: Int) -> [String: String] {
        var result: [String: String] = [:]
        var number = member
        // Upwards, including the member itself.
        while number >= 0 {
            let line = line(number)
            defer { number -= 1 }
            if line.isBlank { continue }
            if line.keyColumn == column, let key = line.key {
                if line.dashes.isEmpty || line.dashes.last.map({ $0 + 2 <= column }) == true {
                    if result[key] == nil { result[key] = line.value ?? "" }
                }
                if !line.dashes.isEmpty { break }  // the item marker opens this mapping
                continue
            }
            if line.indent > column { continue }
            if line.indent == column, line.dashes.first == column { continue }  // an indentless list of a sibling
            break
        }
        // Downwards.
        number = member + 1
        while number < lineCount {
            let line = line(number)
            number += 1
            if line.isBlank || line.indent > column { continue }
            if line.indent == column, line.dashes.first == column { continue }
            if line.indent == column, line.dashes.isEmpty, let key = line.key {
                if result[key] == nil { result[key] = line.value ?? "" }
                continue
            }
            break
        }
        return result
    }
}
