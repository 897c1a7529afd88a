extension NavigationGraph {
    /// One spelling of each file for the graph's comparisons: absolute and normalized.
    ///
    /// The graph's files come as lint was given them (`people.scene.yaml` for `lint .`,
    /// `/home/me/app/people.scene.yaml` for the same folder named in full), while a settings file
    /// found above the folder names its entry from its own folder (`../app/people.scene.yaml`)
    /// and a segue may climb out and back (`../app/person.scene.yaml`). Compared as written, the
    /// same file would be two; compared by key, every spelling of a path is one node, so a
    /// folder is judged the same however it is named.
    package struct FileKeys {
        /// The folder relative paths are read from; `nil` when it cannot be told, and then paths
        /// are only normalized.
        let workingDirectory: String?

        /// Keys against the process's working folder.
        package init(workingDirectory: String? = LintFileSystem.workingDirectory) {
            self.workingDirectory = workingDirectory
        }

        /// `path` made absolute against the working folder, `.` and `..` folded.
        func key(_ path: String) -> String {
            guard !path.hasPrefix("/"), let workingDirectory else { return PathResolver.normalize(path) }
            return PathResolver.normalize(workingDirectory + "/" + path)
        }

        /// The folders that hold the file with key `key`, nearest first, up to `/`.
        func folders(aboveKey key: String) -> [String] {
            var folders: [String] = []
            var folder = PathResolver.directory(of: key)
            while true {
                folders.append(folder)
                // A key is absolute, so the walk ends at `/`; a relative one (no working folder)
                // ends at `.`.
                guard folder != "/", folder != "." else { return folders }
                folder = PathResolver.directory(of: folder)
            }
        }
    }
}
