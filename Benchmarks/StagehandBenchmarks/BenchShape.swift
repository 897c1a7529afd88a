/// One generated scene the size benchmarks run on, and how the report names it.
///
/// Scenes come in two shapes: data-heavy (long lists inside few declared objects, the generated
/// teams) and object-heavy (tens of thousands of small declared objects). A runtime can be fast on
/// one and slow on the other, so lint, load and the whole-process benchmarks run on both, each
/// with its own figures and targets.
struct BenchShape {
    /// `data` or `objects`: the suffix of the report's result names (`lint`, `lint (objects)`).
    let name: String
    let path: String
    let bytes: Int
    /// What the heading says about the scene.
    let summary: String
    /// A one-step script for `stagehand run --script`, and the file name it is written under.
    let script: String
    let scriptFile: String

    /// The result name for `benchmark` on this shape: unchanged for the data-heavy scene, so
    /// earlier reports compare line by line.
    func resultName(_ benchmark: String) -> String {
        name == "data" ? benchmark : "\(benchmark) (\(name))"
    }

    static func dataHeavy(_ scene: SceneGenerator.LargeScene) -> BenchShape {
        BenchShape(
            name: "data", path: scene.path, bytes: scene.bytes,
            summary: "\(Format.megabytes(scene.bytes)) data-heavy scene, \(Format.count(scene.blocks)) teams, \(Format.count(scene.people)) people, \(Format.count(scene.declaredObjects)) declared objects (prototypes included)",
            script: ProcessBenchmark.script, scriptFile: "teams.script.yaml")
    }

    static func objectHeavy(_ scene: ObjectHeavySceneGenerator.Scene) -> BenchShape {
        BenchShape(
            name: "objects", path: scene.path, bytes: scene.bytes,
            summary: "\(Format.megabytes(scene.bytes)) object-heavy scene, \(Format.count(scene.labels)) labels and bindings, \(Format.count(scene.declaredObjects)) declared objects",
            script: ObjectHeavySceneGenerator.script, scriptFile: "labels.script.yaml")
    }
}
