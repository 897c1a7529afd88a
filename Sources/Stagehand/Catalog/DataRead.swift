/// One way a type reads into the value of a data source it is connected to, declared by the
/// type itself so that lint can check its dot paths and format placeholders against the data's
/// shape, for any type, custom ones included:
///
/// ```swift
/// override public class var dataReads: [DataRead] {
///     [DataRead(outlet: "dataSource", paths: ["path"], formats: ["format"])]
/// }
/// ```
public struct DataRead: Sendable, Hashable {
    /// The outlet naming the data source read.
    public var outlet: String
    /// Whether the paths read each item of the data source's list, not the value itself.
    public var eachItem: Bool
    /// A property holding a dot path to a list inside the value: the paths then read each item
    /// of that list (`OptionsBinding`'s `title` and `value`, in each item of the list at its
    /// `path`); `nil` when they read the value, or its items with ``eachItem``.
    public var itemsAt: String?
    /// Properties holding a dot path, or a list of dot paths, into what is read.
    public var paths: [String]
    /// Properties holding a format with `{path}` placeholders, or a list of them.
    public var formats: [String]

    /// Declares a read.
    ///
    /// - Parameters:
    ///   - outlet: the outlet naming the data source read.
    ///   - eachItem: whether the paths read each item of the data source's list.
    ///   - itemsAt: a property holding a dot path to a list in the value, whose items the paths
    ///     read (then `eachItem` is implied).
    ///   - paths: properties holding a dot path, or a list of dot paths.
    ///   - formats: properties holding a format with `{path}` placeholders, or a list of them.
    public init(outlet: String, eachItem: Bool = false, itemsAt: String? = nil, paths: [String] = [], formats: [String] = []) {
        self.outlet = outlet
        self.eachItem = eachItem || itemsAt != nil
        self.itemsAt = itemsAt
        self.paths = paths
        self.formats = formats
    }
}
