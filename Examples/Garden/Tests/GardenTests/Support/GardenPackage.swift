import Foundation
@testable import Stagehand

/// Paths inside the garden's package and the Stagehand checkout it sits in, found from this file
/// so the tests need no bundled resources.
enum GardenPackage {
    /// The garden package's folder, `Examples/Garden` of the checkout.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The Stagehand checkout's root folder.
    static let checkout: String = {
        var url = URL(fileURLWithPath: root)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// An absolute path for a path relative to the garden package.
    static func path(_ relative: String) -> String { root + "/" + relative }

    /// Files under a folder of the package whose names end with one of the suffixes, sorted, as
    /// paths relative to the package.
    static func files(under folder: String, endingWith suffixes: [String]) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: path(folder)) else { return [] }
        var found: [String] = []
        while let next = walker.nextObject() as? String {
            if suffixes.contains(where: { next.hasSuffix($0) }) { found.append(folder + "/" + next) }
        }
        return found.sorted()
    }

    /// A fresh temporary folder holding a copy of `folder` (relative to the package) at the same
    /// relative path, so scenes that save change the copy, never the checkout. Remove it with
    /// `FileManager.removeItem(atPath:)`.
    static func temporaryCopy(of folder: String) throws -> String {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("garden-copy-\(UUID().uuidString)").path
        let target = copy + "/" + folder
        try FileManager.default.createDirectory(atPath: PathResolver.directory(of: target), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: path(folder), toPath: target)
        return copy
    }

    /// A fresh, empty temporary folder; remove it with `FileManager.removeItem(atPath:)`.
    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("garden-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
