extension Role {
    /// The name of the `definitions` entry that accepts any object of this role: `view`, `dataSource`.
    var schemaDefinitionName: String { rawValue }

    /// What an entry of the role's section is, for the schema's descriptions.
    var schemaDescription: String {
        switch self {
        case .dataSource: "A data source: holds one value, and every binding that reads it updates when it changes"
        case .view: "A view: shows what bindings give it and publishes user intent as events"
        case .binding: "A binding: turns its data source's value into what its view shows"
        case .bindingSet: "A binding set: maps one data source onto many views through bindings it holds"
        case .responder: "A responder: behaviour run on the events its 'on' lists"
        }
    }

    /// How the section is titled in the schema and in `stagehand types`: "Views", "Binding sets".
    var sectionTitle: String {
        switch self {
        case .dataSource: "Data sources"
        case .view: "Views"
        case .binding: "Bindings"
        case .bindingSet: "Binding sets"
        case .responder: "Responders"
        }
    }
}
