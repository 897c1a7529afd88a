import Stagehand

/// Draws the storyboard of the folder at `folder` as an SVG file and returns the file's path;
/// throws an error whose description says why it could not.
public typealias StoryboardDrawer = (_ folder: String) throws -> String

extension LanguageServer {
    /// The command that draws the storyboard of an open file's folder.
    static let storyboardCommand = "stagehand.storyboard"

    /// `workspace/executeCommand`: `stagehand.storyboard` with one argument, the URI of a scene
    /// or script file (or of a folder), answers with the path of the SVG it drew for that file's
    /// folder, for an editor to show beside the YAML.
    func executeCommand(_ id: JSON, _ params: JSON) -> JSON {
        guard let command = params["command"]?.string else {
            return Self.errorResponse(id: id, code: .invalidParams, message: "missing command")
        }
        guard command == Self.storyboardCommand, let drawer = storyboardDrawer else {
            return Self.errorResponse(id: id, code: .invalidParams, message: "unknown command '\(command)'")
        }
        let argument = params["arguments"]?.array?.first
        guard let uri = argument?.string ?? argument?["uri"]?.string, let path = DocumentURI.path(of: uri) else {
            return Self.errorResponse(id: id, code: .invalidParams, message: "\(command) takes the URI of an open file (file://…) as its argument")
        }
        // A file (a scene, a script, a data file) stands for its folder.
        let isFile = [".yaml", ".yml", ".json"].contains { path.hasSuffix($0) }
        let folder = isFile ? PathResolver.directory(of: path) : path
        do {
            return Self.response(id: id, result: .string(try drawer(folder)))
        } catch {
            return Self.errorResponse(id: id, code: .requestFailed, message: "could not draw the storyboard of \(folder): \(error)")
        }
    }
}
