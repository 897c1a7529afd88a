/// A binding whose dot paths (`path`, `paths`) may hold `{path}` placeholders filled from its
/// `input` outlet's value: the scene subscribes it to the input as well as to its data source,
/// so what it shows follows the input (`notes.{id}` shows the note of the book chosen now).
protocol FollowsPathInput: SceneObject {
    /// The data source whose value fills the placeholders; nil when not connected.
    var input: DataSource? { get }
}
