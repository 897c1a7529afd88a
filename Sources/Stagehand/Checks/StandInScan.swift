/// Finds the programs that scripts stand in for, so lint does not report as missing a program
/// that the scripts playing a scene never run (`commands`).
///
/// A script counts for a scene when it plays a scene of the same folder (which the scene may be,
/// or lead to by a segue): the scripts looked at are those in the scene's folder and up to
/// ``depth`` folders below it (hidden folders skipped), at most ``scriptLimit`` of them.
enum StandInScan {
    /// How many folders below the scene's the scan looks.
    static let depth = 3
    /// The most script files read.
    static let scriptLimit = 200

    /// The programs named first in the `match` of the stand-ins of scripts playing a scene in
    /// `folder`.
    static func programs(forSceneIn folder: String, limits: LoadLimits) -> Set<String> {
        var scripts: [String] = []
        collect(in: folder, depth: depth, into: &scripts)
        let sceneFolder = PathResolver.normalize(folder)
        var programs: Set<String> = []
        for path in scripts.prefix(scriptLimit) {
            let (document, _) = DocumentLoader.load(contentsOf: path, limits: limits)
            guard let document, document.root != nil else { continue }
            let script = ScriptDecoder.decode(document).script
            guard let scene = script.scene, let commands = script.commands else { continue }
            let scenePath = PathResolver.resolve(scene.value, against: PathResolver.directory(of: path))
            guard PathResolver.normalize(PathResolver.directory(of: scenePath)) == sceneFolder else { continue }
            for standIn in commands { if let program = standIn.match.value.program { programs.insert(program) } }
        }
        return programs
    }

    private static func collect(in folder: String, depth: Int, into scripts: inout [String]) {
        guard depth >= 0, scripts.count < scriptLimit, let names = LintFileSystem.names(in: folder) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = LintFileSystem.join(folder, name)
            if name.hasSuffix(".script.yaml") || name.hasSuffix(".script.yml") || name.hasSuffix(".script.json") {
                if LintFileSystem.entry(at: path) == .file { scripts.append(path) }
            } else if LintFileSystem.entry(at: path) == .directory {
                collect(in: path, depth: depth - 1, into: &scripts)
            }
        }
    }
}
