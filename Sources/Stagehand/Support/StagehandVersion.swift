/// Stagehand's version, in one place: what `stagehand --version` prints, what the language
/// server reports as its `serverInfo`, and what SARIF logs name as the tool's version.
///
/// Semantic versioning: the major number follows the scene format's version (`stagehand: 1`).
/// `CHANGELOG.md`'s top entry names the same version (a test checks it).
package enum StagehandVersion {
    /// The version, such as `1.0.0`.
    public static let current = "1.0.0"
}
