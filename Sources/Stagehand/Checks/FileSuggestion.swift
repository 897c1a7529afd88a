/// Did-you-mean for a file path that does not exist: the closest name among the files in the
/// folder the path points into, so `book.yaml` suggests `books.yaml` and `Book.scene.yaml`
/// suggests `book.scene.yaml`.
enum FileSuggestion {
    /// `; did you mean 'PATH'?` with the path as the author wrote it but the closest existing
    /// name, or an empty string when no name in that folder is close.
    static func hint(for path: String, against directory: String) -> String {
        let resolved = PathResolver.resolve(path, against: directory)
        let folder = PathResolver.directory(of: resolved)
        let written = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let name = written.last.map(String.init), !name.isEmpty,
            let names = LintFileSystem.names(in: folder),
            let closest = Suggestion.closest(to: name, in: names.filter { $0 != name }),
            LintFileSystem.entry(at: LintFileSystem.join(folder, closest)) == .file
        else { return "" }
        let suggested = (written.dropLast().map(String.init) + [closest]).joined(separator: "/")
        return "; did you mean '\(suggested)'?"
    }
}
