/// Why a type could not be registered.
public enum RegistryError: Error, CustomStringConvertible, Equatable {
    /// Another type is registered under the same name.
    case duplicateName(String, existing: String)
    /// The name is not usable in a scene's `type:`.
    case invalidName(String)

    /// What went wrong, naming the type.
    public var description: String {
        switch self {
        case .duplicateName(let name, let existing):
            "a type named '\(name)' is already registered (\(existing)); register the new one under another name"
        case .invalidName(let name):
            "'\(name)' is not a valid type name; use letters, digits and '_', starting with a letter"
        }
    }
}
