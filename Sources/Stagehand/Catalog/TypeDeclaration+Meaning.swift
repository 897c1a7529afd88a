extension TypeDeclaration {
    /// The properties declared with this meaning, in declaration order: which properties name a
    /// data file (``PropertyMeaning/dataFile``), a segue (``PropertyMeaning/segue``) and so on,
    /// whatever the type's class and the properties' names.
    ///
    /// - Parameter meaning: what the properties' text means.
    public func properties(meaning: PropertyMeaning) -> [PropertySpec] {
        propertiesByMeaning.first { $0.meaning == meaning }?.properties ?? []
    }
}
