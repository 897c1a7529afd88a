import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--theme FILE`, taken alike by every command that draws a scene.
struct ThemeOption: ParsableArguments {
    @Option(help: ArgumentHelp("A theme file (a 'styles' mapping and an optional 'background') that replaces the theme the scenes and their settings name.", valueName: "file"))
    var theme: String?

    /// A theme named on the command line that is not a file means the command cannot run as asked
    /// (exit status 2), as a missing scene or script does; it is no problem of the scene's.
    func validate() throws {
        guard let theme else { return }
        var status = stat()
        guard stat(theme, &status) == 0 else { throw ValidationError("--theme '\(theme)' is not a file that exists") }
        guard status.st_mode & S_IFMT == S_IFREG else { throw ValidationError("--theme '\(theme)' is not a regular file") }
    }
}
