import Foundation
import Stagehand

/// Paths inside the repository, found from this file so tests need no bundled resources.
enum Repository {
    /// The repository's root folder.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// An absolute path for a path relative to the root.
    static func path(_ relative: String) -> String { root + "/" + relative }

    /// Files under a folder (relative to the root) whose names end with one of the suffixes, sorted,
    /// as paths relative to the root.
    static func files(under folder: String, endingWith suffixes: [String]) -> [String] {
        let base = path(folder)
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let next = walker.nextObject() as? String {
            if suffixes.contains(where: { next.hasSuffix($0) }) { found.append(folder + "/" + next) }
        }
        return found.sorted()
    }

    /// Text with the root folder removed from paths, so output is the same on every machine.
    static func relativize(_ text: String) -> String {
        text.replacingOccurrences(of: root + "/", with: "")
    }

    /// A fresh temporary folder holding a copy of `folder` (relative to the root) at the same
    /// relative path, so scenes that save their data files change the copy, never the checkout.
    /// Remove it with `FileManager.removeItem(atPath:)`.
    static func temporaryCopy(of folder: String) throws -> String {
        let root = TemporaryFiles.path("stagehand-copy")
        let target = root + "/" + folder
        try FileManager.default.createDirectory(atPath: PathResolver.directory(of: target), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: path(folder), toPath: target)
        return root
    }
}
