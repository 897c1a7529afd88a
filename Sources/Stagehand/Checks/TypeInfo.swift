/// A registered type as the checks need it, looked up once per type name per check.
///
/// A class, so the many objects of one type share one copy, and what checks ask of a type (which
/// properties name a data file or a segue) is answered once per type instead of per object.
final class TypeInfo: Sendable {
    /// The registry's declaration.
    let declaration: TypeDeclaration
    /// The declaration's role, read without copying the declaration.
    let role: Role
    /// The properties whose text names a segue of the scene.
    let segueProperties: [String]
    /// The properties whose text names a data file.
    let dataFileProperties: [String]
    /// The property that says how the type's data files are read, if any.
    let dataFormatProperty: PropertySpec?
    /// The properties whose text is a format with placeholders.
    let formatProperties: [String]
    /// The properties that hold a command line: a program, then its arguments.
    let commandProperties: [String]
    /// Whether the type is `EnabledBinding`, `HiddenBinding` or another condition binding, whose
    /// `state` and `path` exclude each other.
    let isConditionBinding: Bool
    /// The dot paths and placeholders the type reads from its data sources.
    let dataReads: [DataRead]
    /// How the type passes data along, if it says.
    let dataFlow: DataFlow?
    /// Whether the type fills a table with a list (`TableBinding`).
    let fillsTable: Bool
    /// For a binding that keeps a toggle in step with a truth and writes its flips back
    /// (`SwitchBinding`): its outlet that takes the toggle, and the one naming the data source.
    let writesToggleBack: (viewOutlet: String, sourceOutlet: String)?
    /// For a responder that flips a truth (`ToggleResponder`): the outlet naming the data source.
    let flipsTruthOf: String?
    /// Whether the checks that look outside the scene (segues named by a property, data files,
    /// services, commands, conditions) have anything to check on an object of this type: most
    /// types have none, and a scene of many objects then skips them without reading the object.
    let looksOutside: Bool
    /// Whether the type fires on a key (``ViewCapability/shortcut``), and so belongs in `keys`.
    let firesOnKey: Bool
    /// The properties whose text names a key chord.
    let keyChordProperties: [String]

    /// How `object`'s data files read: the format its ``dataFormatProperty`` names (or that
    /// property's default), when it is one that is not JSON or YAML; nil for JSON and YAML, which
    /// the data file loader reads.
    func dataFormat(of object: ObjectDescription) -> CommandOutputFormat? {
        guard let property = dataFormatProperty else { return nil }
        let text = object.property(property.name)?.scalarText ?? property.defaultValue?.string
        guard let format = text.flatMap(CommandOutputFormat.init(rawValue:)), format.readsBlankOutput else { return nil }
        return format
    }

    init(_ declaration: TypeDeclaration) {
        self.declaration = declaration
        role = declaration.role
        func named(_ meaning: PropertyMeaning) -> [String] { declaration.properties(meaning: meaning).map(\.name) }
        segueProperties = named(.segue)
        dataFileProperties = named(.dataFile)
        formatProperties = named(.textFormat)
        dataFormatProperty = declaration.properties(meaning: .dataFormat).first
        commandProperties = named(.command)
        firesOnKey = declaration.capabilities.contains(.shortcut)
        keyChordProperties = named(.keyChord)
        isConditionBinding = declaration.dataFlow == .condition
        dataReads = declaration.dataReads
        dataFlow = declaration.dataFlow
        fillsTable = declaration.dataFlow == .fillsTable
        // An edit whose missing key is a typo writes a truth that is there to flip (see `DataFlow.edits`).
        if case .edits(let edited, missingKeyIsTypo: true)? = declaration.dataFlow {
            let toggleOutlet = declaration.outlets.first { $0.requiredCapabilities.contains(.toggle) }?.name
            writesToggleBack = declaration.role == .binding ? toggleOutlet.map { (viewOutlet: $0, sourceOutlet: edited) } : nil
            flipsTruthOf = declaration.role == .responder ? edited : nil
        } else {
            writesToggleBack = nil
            flipsTruthOf = nil
        }
        looksOutside = !segueProperties.isEmpty || !dataFileProperties.isEmpty || !commandProperties.isEmpty
            || isConditionBinding || !declaration.serviceNeeds.isEmpty
    }
}
