@_spi(Reflection) import Swift

/// The stored fields of a class, with their names, offsets and types, read from its type's metadata.
///
/// `Mirror` would give the same names, but it asks the runtime whether each class in the
/// hierarchy is `CustomReflectable`, and each of those first-time conformance questions scans
/// every conformance record in the process: reading the standard library's declarations that
/// way was more than half of a small `stagehand lint`. Field metadata answers with names and
/// offsets and no conformance question.
enum StoredFields {
    /// One stored field: its name without the leading `_`, its offset in the object, its type.
    struct Field {
        let name: String
        let offset: Int
        let type: Any.Type
    }

    /// `_EachFieldOptions.classType` (walk a class's fields too), written out: the standard
    /// library declares it a mutable static, which strict concurrency checking refuses to read.
    private static let classType = _EachFieldOptions(rawValue: 1 << 0)

    /// The fields of `type` (superclasses' first, in declaration order) whose name starts with
    /// `_`, as a property wrapper's storage does; `nil` when the metadata could not be read.
    static func wrapperFields(of type: AnyClass) -> [Field]? {
        var fields: [Field] = []
        let read = _forEachField(of: type, options: classType) { label, offset, fieldType, _ in
            if label.pointee == CChar(UInt8(ascii: "_")) {
                fields.append(Field(name: String(cString: label + 1), offset: offset, type: fieldType))
            }
            return true
        }
        return read ? fields : nil
    }

    /// The same fields in the order an instance initializes them: a class's own (in declaration
    /// order) before its superclass's, as a subclass's initializer sets its own stored
    /// properties before it calls its superclass's.
    static func wrapperFieldsInInitializationOrder(of type: AnyClass) -> [Field]? {
        guard let all = wrapperFields(of: type) else { return nil }
        guard let superclass = _getSuperclass(type) else { return all }
        guard let inherited = wrapperFieldsInInitializationOrder(of: superclass), inherited.count <= all.count else { return nil }
        return Array(all.dropFirst(inherited.count)) + inherited
    }
}

/// Reaches a wrapper stored in an object by the offset its type's metadata gave.
///
/// Only setters and connectors made from a type's own field metadata call this, with that
/// field's offset and type (``DeclarationReader`` checks the field's type is the wrapper's), on
/// objects of that type or a subclass, whose fields sit at the same offsets.
@usableFromInline
enum StoredMember {
    /// Changes the wrapper of type `W` at `offset` in `object`.
    @inline(__always)
    static func modify<W>(_ object: SceneObject, at offset: Int, as type: W.Type, _ change: (inout W) -> Void) {
        withExtendedLifetime(object) {
            // The field is initialized memory of type `W` (the metadata says so) inside an object
            // kept alive for the call; no other access to it runs while the runtime configures it.
            let field = UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque()).advanced(by: offset)
            change(&field.assumingMemoryBound(to: W.self).pointee)
        }
    }

    /// Where the field `storage` names sits in `object`: the address key path access gives it,
    /// less the object's. Compared only with offsets the type's metadata gave, so an answer
    /// that matched none would only cost a measurement.
    @inlinable
    static func offset<Object: AnyObject, W>(of storage: ReferenceWritableKeyPath<Object, W>, in object: Object) -> Int {
        withExtendedLifetime(object) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            return withUnsafeMutablePointer(to: &object[keyPath: storage]) { UnsafeRawPointer($0) - base }
        }
    }

    /// Reads the wrapper of type `W` at `offset` in `object`.
    static func read<W>(_ object: AnyObject, at offset: Int, as type: W.Type) -> W {
        withExtendedLifetime(object) {
            UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()).advanced(by: offset).assumingMemoryBound(to: W.self).pointee
        }
    }
}
