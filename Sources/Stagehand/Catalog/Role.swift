/// The five kinds of object a scene declares, each in its own section.
public enum Role: String, CaseIterable, Hashable, Sendable, Codable {
    /// Holds a value that views show and responders change (`dataSources:`).
    case dataSource
    /// Something on screen (`views:`).
    case view
    /// Connects a data source's value to a view (`bindings:`).
    case binding
    /// Groups bindings that are switched on and off together (`bindingSets:`).
    case bindingSet
    /// Acts on an event, such as a button's tap (`responders:`).
    case responder

    /// The top-level key of the section that declares objects of this role.
    public var sectionKey: String {
        switch self {
        case .dataSource: "dataSources"
        case .view: "views"
        case .binding: "bindings"
        case .bindingSet: "bindingSets"
        case .responder: "responders"
        }
    }

    /// How messages name the role: "data source", "binding set".
    public var displayName: String {
        switch self {
        case .dataSource: "data source"
        case .view: "view"
        case .binding: "binding"
        case .bindingSet: "binding set"
        case .responder: "responder"
        }
    }

    /// The role whose section has this key.
    ///
    /// - Parameter sectionKey: A top-level key such as `views`; `nil` when no role has it.
    public init?(sectionKey: String) {
        guard let role = Role.allCases.first(where: { $0.sectionKey == sectionKey }) else { return nil }
        self = role
    }
}

extension Role {
    /// The role's place in ``allCases``: an index for tables kept per role.
    package var position: Int {
        switch self {
        case .dataSource: 0
        case .view: 1
        case .binding: 2
        case .bindingSet: 3
        case .responder: 4
        }
    }
}
