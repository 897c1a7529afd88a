/// A truth an event set in a data source's value: which data source, at which path (its
/// segments, so a key filled from data is one key, dots and all).
struct WrittenTruth: Hashable {
    let dataSource: ObjectIdentifier
    let path: [String]
}
