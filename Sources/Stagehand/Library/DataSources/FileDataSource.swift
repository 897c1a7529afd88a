/// Holds the value of a JSON or YAML data file next to the scene.
public final class FileDataSource: DataSource {
    override public class var summary: String { "Holds the value of a JSON or YAML file, relative to the scene file" }

    /// The data file, relative to the scene file and inside its folder.
    @Property("The data file, relative to the scene file and inside its folder", required: true, meaning: .dataFile) public var path = ""

    override public func awake() {
        guard let scene else { return }
        let location = declarationLocation
        guard PathResolver.staysInside(path) else {
            scene.report(.dataFileOutsideScene, "data file '\(path)' is outside the scene's folder", at: location)
            return
        }
        let file = PathResolver.resolve(path, against: scene.directory)
        let (document, diagnostics) = DocumentLoader.load(contentsOf: file)
        if let problem = diagnostics.first(where: { $0.severity == .error }) {
            let code: DiagnosticCode = problem.code == .fileNotFound ? .missingDataFile : .invalidDataFile
            scene.report(code, "data file '\(path)' could not be loaded: \(problem.formatted)", at: location)
            return
        }
        setValue(document?.root.map(Value.init) ?? .null)
    }
}
