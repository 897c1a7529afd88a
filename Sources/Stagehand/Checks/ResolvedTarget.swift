/// What an id used in an outlet or an `on` entry names.
enum ResolvedTarget: Equatable {
    /// A declared object, by index in ``SceneIndex/objects``.
    case object(Int)
    /// The row's value inside a prototype (`item`).
    case rowItem
}
