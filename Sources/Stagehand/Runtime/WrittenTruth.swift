/// A truth an event set in a data source's value: which data source, at which dot path.
struct WrittenTruth: Hashable {
    let dataSource: ObjectIdentifier
    let path: String
}
