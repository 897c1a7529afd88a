import Stagehand

/// The CLI's outputs (`format`, `render -o`, `storyboard -o`, `--junit`, `--coverage-json`)
/// written by the one safe writer the library uses: see ``AtomicFileWriter``.
package enum AtomicFile {
    /// Writes `bytes` to `path` (through a symbolic link to its target), keeping the old file's
    /// mode, owner and group where allowed; nil on success, else why it failed, in which case
    /// the old file is untouched.
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        do {
            try AtomicFileWriter().write(bytes, to: path)
            return nil
        } catch {
            return error.description
        }
    }

    /// Writes `text` as UTF-8, as ``write(_:to:)-([UInt8],_)`` does.
    package static func write(_ text: String, to path: String) -> String? {
        write(Array(text.utf8), to: path)
    }
}
