@_spi(Reflection) import Swift

/// The stored class references of an object, with their field names, read from its type's metadata.
///
/// `Mirror` would give the same names, but it asks the runtime whether each class in the
/// hierarchy is `CustomReflectable`, and each of those first-time conformance questions scans
/// every conformance record in the process: reading the standard library's declarations that
/// way was more than half of a small `stagehand lint`. Field metadata answers with names and
/// offsets and no conformance question.
enum StoredFields {
    /// `_EachFieldOptions.classType` (walk a class's fields too), written out: the standard
    /// library declares it a mutable static, which strict concurrency checking refuses to read.
    private static let classType = _EachFieldOptions(rawValue: 1 << 0)

    /// Each stored field of `object` (superclasses' first, in declaration order) whose name starts
    /// with `_` — a property wrapper's storage — and that holds a class reference: its name without
    /// the underscore and the address of the object it references. `nil` when the metadata could
    /// not be read; the caller then reflects with `Mirror`.
    static func wrapperFields(of object: AnyObject) -> [(name: String, address: UnsafeRawPointer)]? {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        var fields: [(name: String, address: UnsafeRawPointer)] = []
        let read = _forEachField(of: type(of: object), options: classType) { label, offset, _, kind in
            guard kind == .class, label.pointee == CChar(UInt8(ascii: "_")) else { return true }
            // A field of class kind holds one strong reference: the referenced object's address.
            // The object is alive for the whole call, so the field cannot change under us.
            if let address = base.load(fromByteOffset: offset, as: UnsafeRawPointer?.self) {
                fields.append((String(cString: label + 1), address))
            }
            return true
        }
        return read ? fields : nil
    }
}
