/// Registering Swift classes: the runtime's part of the registry, since the catalog below it
/// keeps declarations and knows nothing of the classes they are read from.
extension Registry {
    /// Registers a type under `name`, or under its Swift type name when `name` is nil.
    ///
    /// - Parameters:
    ///   - type: The class to register: a subclass of one of the roles' base classes.
    ///   - name: What scenes write in `type:`; letters, digits and `_`, starting with a letter.
    ///   - valueShape: The shape of the value a data source of this type holds, for lint, `types`,
    ///   the schema and completion; when given, it takes the place of the class's own
    ///   ``SceneObject/valueShape``.
    /// - Throws: ``RegistryError/duplicateName(_:existing:)`` when the name is taken,
    ///   ``RegistryError/invalidName(_:)`` when it is not usable in a scene.
    public func register(_ type: SceneObject.Type, as name: String? = nil, valueShape: ValueShape? = nil) throws {
        try add(type, name: name ?? String(describing: type), isStandard: false, valueShape: valueShape)
    }

    func add(_ type: SceneObject.Type, name: String, isStandard: Bool, valueShape: ValueShape? = nil) throws {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic,
            name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
        else { throw RegistryError.invalidName(name) }
        if let existing = catalog.objectClass(named: name) {
            throw RegistryError.duplicateName(name, existing: String(describing: existing))
        }
        if isStandard && valueShape == nil { return addStandard(type, name: name) }
        var declaration = type.declaration(named: name, isStandard: isStandard)
        if let valueShape { declaration.valueShape = valueShape }
        declaration.valueShape = declaration.valueShape?.declared(by: name)
        _ = catalog.add(declaration)
    }

    /// Registers a standard type, whose declaration is read when a scene first names it: most
    /// scenes name a few of the standard types. The standard names are valid and unique (the
    /// library's tests check both), so the checks of ``add(_:name:isStandard:valueShape:)``,
    /// which ask Unicode's tables about every letter of every name, are skipped; a name already
    /// taken leaves the first registration in place.
    func addStandard(_ type: SceneObject.Type, name: String) {
        _ = catalog.add(CatalogEntry(name: name, objectClass: type) {
            var declaration = type.declaration(named: name, isStandard: true)
            declaration.valueShape = declaration.valueShape?.declared(by: name)
            return declaration
        })
    }
}
