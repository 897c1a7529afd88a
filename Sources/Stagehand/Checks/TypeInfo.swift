/// A registered type as the checks need it, looked up once per type name per check.
///
/// A class, so the many objects of one type share one copy, and the class tests lint makes (is
/// this a segue responder? a file data source?) are answered once per type instead of per object.
final class TypeInfo {
    /// The registry's declaration.
    let declaration: TypeDeclaration
    /// Whether the type is `SegueResponder` or a subclass: its `segue` names a segue of the scene.
    let isSegueResponder: Bool
    /// Whether the type is `FileDataSource` or a subclass: its `path` names a data file.
    let isFileDataSource: Bool
    /// Whether the type is `CommandDataSource` or a subclass: its `command` names a program.
    let isCommandDataSource: Bool
    /// Whether the type is `EnabledBinding`, `HiddenBinding` or another condition binding.
    let isConditionBinding: Bool

    init(_ declaration: TypeDeclaration) {
        self.declaration = declaration
        isSegueResponder = declaration.objectType is SegueResponder.Type
        isFileDataSource = declaration.objectType is FileDataSource.Type
        isCommandDataSource = declaration.objectType is CommandDataSource.Type
        isConditionBinding = declaration.objectType is ConditionBinding.Type
    }
}
