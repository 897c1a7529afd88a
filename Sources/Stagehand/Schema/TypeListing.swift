import OrderedCollections

/// Every registered type, grouped by role, with what a scene author needs to declare it: its
/// summary, properties, outlets, events and capabilities. What `stagehand types` prints.
///
/// ```swift
/// print(TypeListing(registry: registry).text())
/// ```
package struct TypeListing {
    /// The order sections are listed in: the view tree first, as authors usually start there.
    static let roleOrder: [Role] = [.view, .dataSource, .binding, .bindingSet, .responder]

    /// The widest a text line gets; longer lists wrap onto indented lines.
    package static let width = 100

    private let registry: Registry

    /// Creates a listing of the types registered in `registry`.
    package init(registry: Registry) {
        self.registry = registry
    }

    /// The declarations of one role, in registration order.
    func declarations(of role: Role) -> [TypeDeclaration] {
        registry.declarations.filter { $0.role == role }
    }

    /// The listing for a terminal: one section per role, one entry per type, one line per
    /// property and outlet, lines at most 100 columns. No trailing newline.
    package func text() -> String {
        var lines: [String] = []
        for role in Self.roleOrder {
            if !lines.isEmpty { lines.append("") }
            lines.append(role.sectionTitle)
            let declarations = declarations(of: role)
            if declarations.isEmpty { lines.append("  (none registered)") }
            for declaration in declarations { lines += TypeListingEntry(declaration: declaration, width: Self.width, catalog: registry.catalog).lines() }
        }
        return lines.joined(separator: "\n")
    }

    /// The listing as data, for tools: a mapping from section key (`views`, `dataSources`, …) to
    /// the types of that role, each with every detail ``text()`` shows.
    package func json() -> Value {
        var sections = OrderedDictionary<String, Value>()
        for role in Self.roleOrder {
            sections[role.sectionKey] = .list(declarations(of: role).map { $0.listingValue(in: registry.catalog) })
        }
        return .mapping(sections)
    }
}
