/// The endings that mark a file as a scene or a script by its name alone.
package enum SceneFileNames {
    /// `NAME.scene.yaml` and its spellings.
    package static let sceneSuffixes = [".scene.yaml", ".scene.yml", ".scene.json"]
    /// `NAME.script.yaml` and its spellings.
    package static let scriptSuffixes = [".script.yaml", ".script.yml", ".script.json"]

    /// The last component of `path`.
    package static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Whether the file at `path` is named as a scene.
    package static func isScene(_ path: String) -> Bool {
        let name = name(of: path)
        return sceneSuffixes.contains(where: name.hasSuffix)
    }

    /// Whether the file at `path` is named as a script.
    package static func isScript(_ path: String) -> Bool {
        let name = name(of: path)
        return scriptSuffixes.contains(where: name.hasSuffix)
    }
}
