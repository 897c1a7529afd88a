extension ConfinedFile {
    /// Why a file a scene or script names may not be read, as its diagnostic: `file-outside-folder`
    /// when it leads outside `folder`'s tree through a link, `not-a-regular-file` when it is a
    /// FIFO, a device or a socket. Nil when it may be read, or does not exist (which each caller
    /// words for itself).
    ///
    /// - Parameters:
    ///   - path: The file, resolved against `folder`.
    ///   - folder: The folder of the file that names it.
    ///   - name: The name as written, where it is written.
    ///   - what: How the message names the file: `stand-in file`, `fixture file`.
    ///   - whose: Whose folder it must stay in: `script's`, `scene's`.
    package static func refusal(of path: String, inside folder: String, named name: Located<String>, what: String,
                                whose: String) -> Diagnostic? {
        switch check(path, inside: folder) {
        case .outside:
            return Diagnostic(.fileOutsideFolder, "\(what) '\(name.value)' leads outside the \(whose) folder through a symbolic link; it is not read",
                              at: name.location)
        case .notRegular(let kind):
            return Diagnostic(.notARegularFile, "\(what) '\(name.value)' is \(kind), not a regular file; it is not read", at: name.location)
        case .regular, .missing:
            return nil
        }
    }
}
