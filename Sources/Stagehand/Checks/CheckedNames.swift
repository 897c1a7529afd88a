/// The properties the checks read by name. Each is a case, so a misspelling at a use fails to
/// compile; a misspelled case fails `CheckedNamesTests`, which requires the standard library to
/// declare every one.
package enum CheckedProperty: String, CaseIterable, Sendable {
    /// Where a binding, responder or filter reads or edits a value (a dot path).
    case path
    /// The dot paths a filter searches.
    case paths
    /// The dot path a sort orders by.
    case by
    /// The part of a data file a data source holds.
    case select
    /// The data source state a condition binding tests.
    case state
}

/// The outlets the checks read by name (see ``CheckedProperty``).
package enum CheckedOutlet: String, CaseIterable, Sendable {
    /// The data source whose value fills the placeholders of a dot path (`{hash}`).
    case input
    /// The data source whose value a segue responder passes.
    case value
    /// The table a table binding fills.
    case view
    /// The list a table binding fills its table with.
    case dataSource
}

/// The events the checks read by name (see ``CheckedProperty``).
package enum CheckedEvent: String, CaseIterable, Sendable {
    /// A press of a button.
    case tap
    /// A flip of a toggle.
    case toggle
    /// A text field's submit.
    case submit
}

extension ObjectDescription {
    /// The property `name` as written, if it is.
    func property(_ name: CheckedProperty) -> Node? {
        property(name.rawValue)
    }

    /// The outlet `name` as written, if it is.
    func outlet(_ name: CheckedOutlet) -> OutletEntry? {
        outlet(name.rawValue)
    }

    /// The first id the outlet `name` names, if it names one.
    func firstTarget(ofOutlet name: CheckedOutlet) -> String? {
        firstTarget(ofOutlet: name.rawValue)
    }
}

extension TypeDeclaration {
    /// Whether the type publishes `event`.
    func publishes(_ event: CheckedEvent) -> Bool {
        events.contains(event.rawValue)
    }
}
