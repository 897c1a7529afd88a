/// Turns a data source's value into what a view shows, every time the value changes.
///
/// Subclass ``TypedBinding`` for a typed value and view; subclass this class directly when the
/// binding works on the dynamic ``Value``. Override ``update()``; the runtime calls it once when
/// the scene starts and after every change of ``dataSource``.
open class Binding: SceneObject {
    override open class var role: Role { .binding }

    /// The data source the binding reads.
    @Outlet("The data source it reads") public var dataSource: DataSource

    /// Brings the view up to date with the data source's current value.
    open func update() {}

    override func dataSourceDidChange() {
        guard let scene, let shown = scene.missingDataStatus, shown.hasPrefix(missingDataPlace + "\u{0}") else {
            update()
            scene?.noteDrew(self)
            return
        }
        // The status line says a path of this binding finds nothing: if this update finds it
        // (the data arrived), the report leaves the status line, and a later miss is told again.
        scene.missingDataMet = []
        update()
        if scene.missingDataStatus == shown, !scene.missingDataMet.contains(shown), !($dataSource && dataSource.state == .loading) {
            scene.reportedMissingData.remove(shown)
            scene.clearStatus()
        }
        scene.noteDrew(self)
    }

    /// Where the binding is declared, naming its missing-data reports: a binding in a table's
    /// prototype has an instance per row, and one report for them all.
    private var missingDataPlace: String {
        declarationLocation.map { "\($0.file):\($0.line):\($0.column)" } ?? debugName
    }

    /// Reports, once per declaration, property and path, a dot path or format placeholder that finds nothing
    /// in the data source's value, naming the keys that are there. Only a scene whose options
    /// ask for it (``LiveSceneOptions/reportsMissingData``, `--strict`) reports anything.
    ///
    /// - Parameters:
    ///   - path: the dot path that found nothing.
    ///   - property: the property it was read from (`path`, `format`), as the message names it.
    public func reportMissingData(_ path: String, property: String) {
        // A value still loading is not missing anything yet (a combined source whose part has
        // not arrived): its path is judged once it is ready.
        if $dataSource, dataSource.state == .loading { return }
        // Once per declaration: a binding in a table's prototype has an instance per row.
        guard let scene, scene.options.reportsMissingData else { return }
        let key = missingDataPlace + "\u{0}" + property + "\u{0}" + path
        scene.missingDataMet.insert(key)
        guard scene.reportedMissingData.insert(key).inserted else { return }
        let source = $dataSource ? dataSource : nil
        let name = source?.debugName ?? "its data source"
        var message = "the \(property) '\(path)' of \(debugName) finds nothing in the value of \(name)"
        if let value = source?.value, let keys = Self.keys(near: path, in: value) {
            message += keys.isEmpty ? "; it has no keys there" : "; the keys there are " + keys.map { "'\($0)'" }.joined(separator: ", ")
        }
        scene.report(.pathNotInData, message, at: declarationLocation)
        scene.missingDataStatus = key
    }

    /// The keys of the mapping that holds `path`'s last key in `value` (of the first item, for a
    /// list on the way), or nil when the path breaks off before that mapping.
    static func keys(near path: String, in value: Value) -> [String]? {
        var segments = Value.pathSegments(path)
        guard !segments.isEmpty else { return nil }
        segments.removeLast()
        var holder = value.value(atSegments: segments)
        if case .list(let items)? = holder { holder = items.first }
        guard case .mapping(let mapping)? = holder else { return nil }
        return Array(mapping.keys)
    }

    /// Reports a value that does not fit this binding, naming the data source and where it is declared.
    ///
    /// - Parameter problem: What is wrong with the value, in words.
    public func reportConversionFailure(_ problem: String) {
        let source = $dataSource ? dataSource : nil
        let location = source?.declarationLocation ?? declarationLocation
        let name = source?.debugName ?? "its data source"
        scene?.report(.valueConversion, "\(debugName) cannot use the value of \(name): \(problem)", at: location)
    }
}
