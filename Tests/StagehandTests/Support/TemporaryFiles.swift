import Foundation
import Stagehand

/// The test process's temporary files: every folder and file a test makes for a while lies in
/// one folder of the process under the system's temporary folder, and that folder is removed
/// when the process exits, so a test that fails (or forgets) before removing its own leaves
/// nothing behind.
enum TemporaryFiles {
    /// The process's folder, made on first use; removed at exit.
    static let root: String = {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("stagehand-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TemporaryFiles.root) }
        return path
    }()

    /// A path no file has yet, named `prefix` and something unique (plus `suffix`, such as
    /// `.png`), in the process's folder; nothing is made there.
    static func path(_ prefix: String, suffix: String = "") -> String {
        root + "/\(prefix)-\(UUID().uuidString)\(suffix)"
    }

    /// A fresh empty folder named `prefix` and something unique; remove it with ``remove(_:)``
    /// when done (the process's folder goes at exit anyway).
    static func folder(_ prefix: String = "stagehand") throws -> String {
        let folder = path(prefix)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `body` with a fresh empty folder and removes the folder afterwards, whatever happens.
    static func withFolder<T>(_ prefix: String = "stagehand", _ body: (String) throws -> T) throws -> T {
        let made = try folder(prefix)
        defer { remove(made) }
        return try body(made)
    }

    /// Removes a file or folder, and what is inside it.
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes text to `folder/name`, creating intermediate folders; returns the path.
    @discardableResult
    static func write(_ text: String, to name: String, in folder: String) throws -> String {
        try write(Data(text.utf8), to: name, in: folder)
    }

    /// Writes bytes to `folder/name`, creating intermediate folders; returns the path.
    @discardableResult
    static func write(_ data: Data, to name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try FileManager.default.createDirectory(
            atPath: PathResolver.directory(of: path), withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }
}
