/// The quick fix "ignore this here": the edit that adds a `# stagehand-ignore: code` comment for
/// one diagnostic, at the end of its line, or on a line of its own above it when the line
/// already ends in another comment. A line that already has an ignore comment gets the code
/// added to it.
package enum IgnoreFix {
    /// The edit that silences `diagnostic` where it is, or `nil` when no comment can be written
    /// there (a JSON file, which has no comments, or a line the text does not have).
    ///
    /// - Parameters:
    ///   - diagnostic: the diagnostic to silence; its line is where the comment goes.
    ///   - bytes: the file's text.
    package static func edit(ignoring diagnostic: Diagnostic, in bytes: [UInt8]) -> TextEdit? {
        let file = diagnostic.location.file
        guard !file.hasSuffix(".json") else { return nil }
        let code = diagnostic.code.rawValue
        return bytes.withUnsafeBufferPointer { buffer -> TextEdit? in
            let lines = IgnoreCommentScanner.lineRanges(in: buffer)
            let number = diagnostic.location.line
            guard number >= 1, number <= lines.count else { return nil }
            let line = lines[number - 1]
            var end = line.upperBound
            while end > line.lowerBound, buffer[end - 1] == 0x20 || buffer[end - 1] == 0x09 { end -= 1 }
            guard IgnoreCommentScanner.commentStart(in: buffer, line: line) != nil else {
                return TextEdit(range: end..<line.upperBound, replacement: "  # stagehand-ignore: \(code)")
            }
            let existing = IgnoreCommentScanner.comments(in: Array(buffer[line]), file: file)
            if let comment = existing.first, comment.scope == .line(1), !comment.codes.isEmpty {
                return TextEdit(range: end..<line.upperBound, replacement: ", \(code)")
            }
            // The line ends in a comment of the author's: the ignore goes on the line above.
            var indent = line.lowerBound
            while indent < line.upperBound, buffer[indent] == 0x20 || buffer[indent] == 0x09 { indent += 1 }
            let indentation = String(decoding: UnsafeBufferPointer(rebasing: buffer[line.lowerBound..<indent]), as: UTF8.self)
            let lineBreak = lines.count > 1 && line.upperBound < buffer.count && buffer[line.upperBound] == 0x0D ? "\r\n" : "\n"
            return TextEdit(range: line.lowerBound..<line.lowerBound, replacement: "\(indentation)# stagehand-ignore: \(code)\(lineBreak)")
        }
    }
}
