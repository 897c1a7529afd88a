/// Why a header block was refused.
struct MalformedHeader: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
