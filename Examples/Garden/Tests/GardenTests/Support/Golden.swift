import Foundation

/// Golden files: plain text under `Tests/GardenTests/Goldens/` compared byte for byte. Set
/// `STAGEHAND_UPDATE_GOLDENS=1` to rewrite them after a deliberate change, then review the diff.
enum Golden {
    /// Whether `text` is the golden file at `relative` (under the goldens folder); with the
    /// environment variable set, writes it first.
    static func matches(_ text: String, _ relative: String) throws -> Bool {
        let path = GardenPackage.path("Tests/GardenTests/Goldens/" + relative)
        if ProcessInfo.processInfo.environment["STAGEHAND_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
        return text == expected
    }
}
