/// A data source that can load its value again on request: `ReloadResponder` calls it.
public protocol Reloadable: AnyObject {
    /// Starts loading the value again. The data source shows `loading` until the new value (or
    /// failure) is applied; a load already under way is cancelled, so it never overwrites the new one.
    func reload()
}
