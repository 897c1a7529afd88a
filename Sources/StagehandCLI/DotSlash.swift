/// Paths as messages print them: `Scenes/a.scene.yaml`, not `./Scenes/a.scene.yaml`.
///
/// A leading `./` says nothing a relative path does not already say, and tools people use next to
/// Stagehand (compilers, linters, editors' problem matchers) print paths without it; so every
/// argument loses it before a command reads it, and the names a folder walk finds under `.` never
/// get it.
package enum DotSlash {
    /// `path` without its leading `./` (and the slashes after it): `./a` and `.//a` are `a`,
    /// `./` is `.`; anything else is returned as it is.
    package static func removed(from path: String) -> String {
        var rest = Substring(path)
        while rest.hasPrefix("./") {
            rest = rest.dropFirst(2)
            while rest.hasPrefix("/") { rest = rest.dropFirst() }
        }
        if rest.count == path.count { return path }
        return rest.isEmpty ? "." : String(rest)
    }
}
