/// One registered type in a ``TypeCatalog``: its declaration, or how to read it the first time
/// it is asked for.
///
/// Reading a declaration makes an instance of the class and asks the runtime about the generic
/// types of its members, which for the whole standard library was a fifth of a small
/// `stagehand lint`. A standard type is therefore read when a scene first names it (most scenes
/// name a few), and a type an app registers is read at once, as registration always did. The
/// name and class are known without reading, for the registry's own checks.
final class CatalogEntry: @unchecked Sendable {
    // Unchecked: `state` is only read or written while holding `lock`; `name`, `objectClass` and
    // `lock` are constants.
    /// The name scenes use in `type:`.
    let name: String
    /// The class the declaration is read from.
    let objectClass: AnyObject.Type
    private let lock = ConditionLock()
    private var state: State

    /// A declaration read, or the reading still to do.
    private enum State {
        case read(TypeDeclaration)
        case pending(@Sendable () -> TypeDeclaration)
    }

    /// An entry holding a declaration already read.
    init(_ declaration: TypeDeclaration) {
        name = declaration.name
        objectClass = declaration.objectClass
        state = .read(declaration)
    }

    /// An entry whose declaration `read` produces, once, when first asked for.
    init(name: String, objectClass: AnyObject.Type, read: @escaping @Sendable () -> TypeDeclaration) {
        self.name = name
        self.objectClass = objectClass
        state = .pending(read)
    }

    /// The declaration, read now if no one asked for it before.
    var declaration: TypeDeclaration {
        lock.withLock {
            switch state {
            case .read(let declaration):
                return declaration
            case .pending(let read):
                let declaration = read()
                state = .read(declaration)
                return declaration
            }
        }
    }
}
