import Stagehand

/// Reads standard input whole: the file `lint -` checks.
enum StandardInput {
    /// What reading standard input gave.
    enum Read {
        /// Every byte until the end of input.
        case bytes([UInt8])
        /// More than the limit came: the file size limit applies to standard input as to any file.
        case tooLarge
        /// Reading failed.
        case failed
    }

    /// Reads until the end of input, stopping as soon as more than `limit` bytes have come.
    static func readAll(limit: Int) -> Read {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Platform.read(0, $0.baseAddress, $0.count) }
            if count == 0 { return .bytes(bytes) }
            if count < 0 {
                if Platform.lastErrorIsInterrupted { continue }
                return .failed
            }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { return .tooLarge }
        }
    }
}
