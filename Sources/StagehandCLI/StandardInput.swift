import Stagehand

/// Reads standard input whole: the file `lint -` checks.
enum StandardInput {
    /// Every byte until the end of input, or `nil` when more than `limit` bytes come (the file
    /// size limit applies to standard input as to any file) or reading fails.
    static func readAll(limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Platform.read(0, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if Platform.lastErrorIsInterrupted { continue }
                return nil
            }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { return nil }
        }
    }
}
