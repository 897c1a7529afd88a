extension Binding {
    /// Writes what a person set in this binding's view back to its data source.
    ///
    /// An edit the data source refuses is reported at the binding (at the file position the
    /// error names, when it names one) and the view is updated again, so it shows the data as it
    /// is rather than the refused value.
    ///
    /// - Returns: whether the edit was applied.
    @discardableResult
    func writeBack(_ edit: ValueEdit, to dataSource: DataSource, in scene: LiveScene) -> Bool {
        do {
            try dataSource.apply(edit)
            return true
        } catch let error as EditError {
            scene.report(error.code, "\(debugName): \(error.message)", at: error.location ?? declarationLocation, status: error.message)
        } catch {
            scene.report(.editFailed, "\(debugName): \(error)", at: declarationLocation)
        }
        update()
        return false
    }
}
