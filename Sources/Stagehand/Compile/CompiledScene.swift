/// A scene file compiled: its document, its description, every problem lint would report, and
/// the data files its checks read, ready for the runtime to show without reading them again.
///
/// A value that may cross threads and actors: a folder is compiled on every core, and an editor's
/// server compiles off the thread that answers the editor.
public struct CompiledScene: Sendable {
    /// The scene file, as given.
    public let file: String
    /// The parsed document; `nil` when the bytes could not be read or parsed at all.
    public let document: Document?
    /// The decoded scene; `nil` when there was no document to decode.
    public let description: SceneDescription?
    /// Every problem of every stage (load, decode, check), sorted by position.
    public let diagnostics: [Diagnostic]
    /// The data files the checks read, by normalized path, under the compiler's limits, when the
    /// compiler prepared the scene for a live scene (``SceneCompiler/preparesForLiveScene``):
    /// each with its ``LoadedDataFile/value`` made and its document let go.
    public let dataFiles: [String: LoadedDataFile]
    /// The values of the scene's collection properties by node identity, when the compiler was
    /// asked to build them (``SceneCompiler/preparesForLiveScene``).
    package let propertyValues: [Int: Value]
    /// The styles the scene can name: its own, its theme's and the built-in ones.
    public internal(set) var styleSheet: StyleSheet = .builtIn

    /// The scene, when it has no errors and so may be shown.
    public var runnable: SceneDescription? {
        diagnostics.containsErrors ? nil : description
    }
}
