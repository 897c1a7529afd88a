/// Reads a table printed as text, `csv`, `tsv` or `columns`, into a list of mappings: the first
/// line that is not blank names the columns, and each later line that is not blank is a row
/// whose cells are text, trimmed.
///
/// - `csv` follows RFC 4180: fields separated by commas, a field in double quotes may hold
///   commas, line breaks and doubled quotes (`""`). Spaces around a quoted field are allowed. A
///   quote inside a field that does not start with one, text after a closing quote, a quote that
///   never closes, or a row with more or fewer fields than the header is a failure naming the line.
/// - `tsv` splits each line on tabs, with no quoting; a row with more or fewer fields than the
///   header is a failure naming the line.
/// - `columns` splits the header on runs of spaces into names, and each line on runs of spaces
///   into as many cells as there are names, the last cell taking the rest of the line, spaces and
///   all. A line with fewer cells than names leaves the last ones empty text (`df -h` prints the
///   header `Mounted on` as two names over one cell).
///
/// Every failure names the line of the output where it went wrong, counted from 1.
struct TextTableReader {
    let format: CommandOutputFormat

    /// The rows as a list of mappings, or the first problem.
    func read(_ output: [UInt8]) -> Result<Value, CommandOutputProblem> {
        let records: [Record]
        switch format {
        case .csv:
            switch Self.csvRecords(output) {
            case .success(let found): records = found
            case .failure(let problem): return .failure(problem)
            }
        case .tsv:
            records = Self.lines(of: output).map { line in
                Record(line: line.number, fields: line.bytes.split(separator: 0x09, omittingEmptySubsequences: false).map(Self.text))
            }
        default:
            return columns(output)
        }
        return table(from: records.filter { !$0.isBlank })
    }

    /// A record as read: the line it starts on and its fields, not yet trimmed.
    struct Record {
        var line: Int
        var fields: [String]

        /// A line with nothing on it: one field of white space.
        var isBlank: Bool { fields.count == 1 && fields[0].trimmingWhitespace().isEmpty }
    }

    /// The header's names over the rows, each row as many fields as the header.
    private func table(from records: [Record]) -> Result<Value, CommandOutputProblem> {
        guard let header = records.first else { return .success(.list([])) }
        let names = header.fields.map { $0.trimmingWhitespace() }
        return rows(named: names, headerLine: header.line, from: records.dropFirst()) { (record) throws(CommandOutputProblem) in
            guard record.fields.count == names.count else {
                let relation = record.fields.count > names.count ? "more" : "fewer"
                throw problem(
                    "line \(record.line) has \(record.fields.count) fields, \(relation) than the \(names.count) the header names on line \(header.line)",
                    line: record.line)
            }
            return record.fields.map { Value.string($0.trimmingWhitespace()) }
        }
    }

    /// `columns`: names split on runs of spaces, cells the same way with the last taking the rest.
    private func columns(_ output: [UInt8]) -> Result<Value, CommandOutputProblem> {
        let lines = Self.lines(of: output).filter { $0.bytes.contains { !Self.isSpace($0) } }
        guard let header = lines.first else { return .success(.list([])) }
        let names = header.bytes.split(whereSeparator: Self.isSpace).map(Self.text)
        return rows(named: names, headerLine: header.number, from: lines.dropFirst()) { (line) throws(CommandOutputProblem) in
            var cells = Self.cells(of: line.bytes, count: names.count)
            while cells.count < names.count { cells.append("") }
            return cells.map(Value.string)
        }
    }

    /// A list of rows under the header's `names`, each made of the cells `cells` reads from one
    /// of `records` (or the problem it throws); a problem when the header names a column twice.
    private func rows<Records: Collection>(
        named names: [String], headerLine: Int, from records: Records,
        cells: (Records.Element) throws(CommandOutputProblem) -> [Value]
    ) -> Result<Value, CommandOutputProblem> {
        if let problem = duplicateName(in: names, line: headerLine) { return .failure(problem) }
        var rows: [Value] = []
        rows.reserveCapacity(records.count)
        // Every row shares the header's one list of names.
        let keys = ContiguousArray(names)
        var sharing = MappingKeySharing()
        do throws(CommandOutputProblem) {
            for record in records {
                rows.append(.mapping(sharing.mapping(keys: keys, values: try cells(record))))
            }
        } catch {
            return .failure(error)
        }
        return .success(.list(rows))
    }

    /// Up to `count` cells split on runs of spaces, the last taking the rest of the line, trimmed.
    static func cells(of bytes: ArraySlice<UInt8>, count: Int) -> [String] {
        var cells: [String] = []
        var rest = bytes.drop(while: isSpace)
        while !rest.isEmpty {
            if cells.count == count - 1 {
                cells.append(text(rest).trimmingWhitespace())
                break
            }
            let cell = rest.prefix { !isSpace($0) }
            cells.append(text(cell))
            rest = rest.dropFirst(cell.count).drop(while: isSpace)
        }
        return cells
    }

    private func duplicateName(in names: [String], line: Int) -> CommandOutputProblem? {
        var seen = Set<String>()
        for name in names where !seen.insert(name).inserted {
            return problem("the header on line \(line) names '\(name)' twice", line: line)
        }
        return nil
    }

    private func problem(_ message: String, line: Int) -> CommandOutputProblem {
        CommandOutputProblem("printed something that is not \(format.displayName) (\(message))", line: line)
    }

    /// A line of the output without its line break (`\n` or `\r\n`), numbered from 1.
    struct Line {
        var number: Int
        var bytes: ArraySlice<UInt8>
    }

    static func lines(of output: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var number = 0
        for var bytes in output.split(separator: 0x0A, omittingEmptySubsequences: false) {
            number += 1
            if bytes.last == 0x0D { bytes = bytes.dropLast() }
            lines.append(Line(number: number, bytes: bytes))
        }
        if lines.last?.bytes.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// CSV records per RFC 4180, with the line each starts on.
    static func csvRecords(_ output: [UInt8]) -> Result<[Record], CommandOutputProblem> {
        var parser = CSVRecordParser(bytes: output)
        return parser.records()
    }

    static func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
}
