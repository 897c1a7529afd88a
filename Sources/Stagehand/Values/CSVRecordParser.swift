/// Splits CSV text into records as RFC 4180 writes them: fields separated by commas, records by
/// line breaks (`\r\n` or `\n`); a field in double quotes may hold commas, line breaks and
/// doubled quotes, which stand for one. Spaces before an opening or after a closing quote are
/// allowed and dropped.
///
/// Malformed text fails at the line where it goes wrong: a quote inside a field that did not
/// start with one, text after a closing quote, or a quote that never closes (named at the line
/// the field opened on).
struct CSVRecordParser {
    let bytes: [UInt8]
    private var position = 0
    private var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let newline: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D

    /// Every record, in order; a final line break ends the last record rather than starting one.
    mutating func records() -> Result<[TextTableReader.Record], CommandOutputProblem> {
        var records: [TextTableReader.Record] = []
        while position < bytes.count {
            let start = line
            var fields: [String] = []
            while true {
                switch field() {
                case .failure(let problem): return .failure(problem)
                case .success(let text): fields.append(text)
                }
                guard position < bytes.count else { break }
                let separator = bytes[position]
                position += 1
                if separator == Self.comma { continue }
                // A line break (a lone carriage return counts as one too).
                if separator == Self.carriageReturn, position < bytes.count, bytes[position] == Self.newline { position += 1 }
                line += 1
                break
            }
            records.append(TextTableReader.Record(line: start, fields: fields))
        }
        return .success(records)
    }

    /// One field, leaving `position` at the separator after it (or the end).
    private mutating func field() -> Result<String, CommandOutputProblem> {
        var index = position
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        if index < bytes.count, bytes[index] == Self.quote {
            position = index
            return quoted()
        }
        let start = position
        while position < bytes.count, !isSeparator(bytes[position]) {
            if bytes[position] == Self.quote {
                return .failure(problem("line \(line) has a quote inside a field that does not start with one; quote the whole field and double the quotes inside (\"\"\"\")"))
            }
            position += 1
        }
        return .success(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    /// A field in double quotes, from its opening quote.
    private mutating func quoted() -> Result<String, CommandOutputProblem> {
        let openedOn = line
        position += 1
        var content: [UInt8] = []
        while true {
            guard position < bytes.count else {
                return .failure(problem("the quote opened on line \(openedOn) never closes", line: openedOn))
            }
            let byte = bytes[position]
            position += 1
            if byte == Self.quote {
                if position < bytes.count, bytes[position] == Self.quote {
                    content.append(Self.quote)
                    position += 1
                    continue
                }
                break
            }
            if byte == Self.newline { line += 1 }
            content.append(byte)
        }
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        guard position >= bytes.count || isSeparator(bytes[position]) else {
            return .failure(problem("line \(line) has text after a closing quote; a quoted field ends at its quote"))
        }
        return .success(String(decoding: content, as: UTF8.self))
    }

    private func isSeparator(_ byte: UInt8) -> Bool {
        byte == Self.comma || byte == Self.newline || byte == Self.carriageReturn
    }

    private func problem(_ message: String, line: Int? = nil) -> CommandOutputProblem {
        CommandOutputProblem("printed something that is not CSV (\(message))", line: line ?? self.line)
    }
}
