import Stagehand
import StagehandConsole

/// Where the language server's `stagehand.storyboard` command draws: one SVG per folder, in the
/// person's own private folder (``PrivateFolder``), so nothing is written into the project and
/// nobody else on the machine can read, swap or redirect it.
package enum StoryboardFile {
    /// Draws the storyboard of `folder` as SVG and returns the file's path:
    /// `PRIVATE/storyboards/NAME-HASH.svg`, the same file for the same folder, written by the
    /// safe writer (an unpredictable temporary name, created exclusively, renamed into place).
    ///
    /// - Parameter environment: Reads a variable of the environment (where the private folder is).
    package static func draw(_ folder: String, with maker: StoryboardMaker,
                     environment: (String) -> String? = PrivateFolder.processEnvironment) throws -> String {
        let svg: [UInt8]
        switch maker.make(folder, as: .svg) {
        case .success(let drawn): svg = drawn
        case .failure(let failure): throw CommandFailure(failure.description)
        }
        let directory: String
        do {
            directory = try storyboardFolder(environment: environment)
        } catch {
            throw CommandFailure("could not draw the storyboard: \(error.description)")
        }
        let name = folder.split(separator: "/").last.map(String.init) ?? "storyboard"
        let path = directory + "/\(name.isEmpty || name == ".." ? "storyboard" : name)-\(hash(folder)).svg"
        do {
            // The folder is the person's own: a link there is replaced, never followed.
            try AtomicFileWriter().write(svg, to: path, links: .replaced)
        } catch {
            throw CommandFailure("could not write \(path): \(error.description)")
        }
        return path
    }

    /// `storyboards` in the private folder, made and checked as the private folder is.
    package static func storyboardFolder(environment: (String) -> String?) throws(PrivateFolder.Refusal) -> String {
        let directory = try PrivateFolder.make(environment: environment) + "/storyboards"
        return try PrivateFolder.checkOwnSubfolder(directory)
    }

    /// FNV-1a of the folder's path, in hex: a short name that is the same on every run.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return String(value, radix: 16)
    }
}
