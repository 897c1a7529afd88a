/// One way a type reads into the value of a data source it is connected to, declared by the
/// type itself so that lint can check its dot paths and format placeholders against the data's
/// shape, for any type, custom ones included:
///
/// ```swift
/// override public class var dataReads: [DataRead] {
///     [DataRead(outlet: "dataSource", paths: ["path"], formats: ["format"])]
/// }
/// ```
///
/// A view reads the items a binding gives it (a `Tree`'s `label` and `children`) with
/// ``itemsShown(nestedAt:paths:formats:)``.
public struct DataRead: Sendable, Hashable {
    /// The outlet naming the data source read; empty for a read of ``readsItemsShown``.
    public var outlet: String
    /// Whether the paths read each item the object shows: the items of the list a binding that
    /// fills it (``DataFlow/fillsTable``) gives it, and with ``nestedAt`` their children at
    /// every depth.
    public var readsItemsShown: Bool
    /// For a read of the items shown, a property holding the dot path to each item's list of
    /// children (`Tree`'s `children`): the paths read the children too, at every depth.
    public var nestedAt: String?
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
        readsItemsShown = false
        nestedAt = nil
        self.paths = paths
        self.formats = formats
    }

    /// Declares that `paths` and `formats` read each item the object shows: the items of the
    /// list a binding that fills it gives it (a `TreeBinding`'s, an `OptionsBinding`'s).
    ///
    /// - Parameters:
    ///   - nestedAt: a property holding the dot path to each item's children, which are read too.
    ///   - paths: properties holding a dot path, or a list of dot paths.
    ///   - formats: properties holding a format with `{path}` placeholders, or a list of them.
    public static func itemsShown(nestedAt: String? = nil, paths: [String] = [], formats: [String] = []) -> DataRead {
        var read = DataRead(outlet: "", eachItem: true, paths: paths, formats: formats)
        read.readsItemsShown = true
        read.nestedAt = nestedAt
        return read
    }
}
