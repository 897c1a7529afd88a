/// Shows a value, a part of it, or a format filled from it, as a view's text; on a view that
/// shows lines (a `TextView`), a list shows one item per line.
public final class TextBinding: Binding {
    override public class var summary: String { "Shows the value, a dot path into it, or a format filled from it, as text" }
    override public class var dataReads: [DataRead] { [DataRead(outlet: "dataSource", paths: ["path"], formats: ["format"]), .inputFilling(["path"])] }

    /// The view whose text it sets.
    @Outlet(accepts: [.text], "The view whose text it sets") public var view: View
    /// A dot path into the value; empty shows the value itself.
    @Property("A dot path into the value; empty shows the value itself", meaning: .dotPath) public var path = ""
    /// Text with `{path}` placeholders (`{}` is the value itself, `{path|one|other}` a plural);
    /// overrides `path`. A placeholder with no value makes the whole text `empty`.
    @Property("Text with {path} placeholders ({} is the value itself, {path|one|other} a plural); overrides 'path'", meaning: .textFormat) public var format = ""
    /// Shown when the value (or the value at `path`) is missing or null.
    @Property("Shown when the value, or the value at 'path', is missing") public var empty = ""
    /// The data source whose value fills `path`'s placeholders (`notes.{id}`).
    @Outlet("Fills the {path} placeholders of 'path'; the text follows its value too") public var input: DataSource?

    /// A text binding made in code, for binding sets: its data source is connected by the set.
    public convenience init(path: String = "", format: String = "", empty: String = "", view: View) {
        self.init()
        self.path = path
        self.format = format
        self.empty = empty
        _view.connect([view])
    }

    /// The format parsed once, on first use: properties are set before the first update. Kept in
    /// a box of its own: most text bindings have a path and no format, and a reference costs each
    /// of them 8 bytes where the parsed format held inline took 32, which put a binding just past
    /// one of the allocator's block sizes.
    private var parsedFormatBox: ParsedTextFormat?

    private var parsedFormat: TextFormat {
        if let parsed = parsedFormatBox { return parsed.format }
        let parsed = ParsedTextFormat(format: TextFormat(format))
        parsedFormatBox = parsed
        return parsed.format
    }

    override public func update() {
        guard let target = view as? TextDisplaying else { return }
        let value = dataSource.value
        if format.isEmpty, ComputedPath.hasPlaceholder(path) {
            target.text = computedText(in: value)
            return
        }
        if let lines = target as? any LinesDisplaying, format.isEmpty, case .list(let items)? = value.value(atPath: path) {
            // A text view shows a list (a `lines` command's output) one item per line.
            lines.setLines(items.map(\.displayText))
        } else {
            target.text = text(for: value)
        }
        // A value still loading has nothing yet to find paths in, and a binding with an `empty`
        // text says that a missing value is expected.
        guard value != .null, empty.isEmpty, scene?.options.reportsMissingData == true else { return }
        if !format.isEmpty {
            for missing in parsedFormat.paths where value.value(atPath: missing) == nil {
                reportMissingData(missing, property: "format")
            }
        } else if !path.isEmpty, value.value(atPath: path) == nil {
            reportMissingData(path, property: "path")
        }
    }

    /// The text at a path computed from `input`: `empty` while the input has no value or a
    /// placeholder finds nothing in it, or when the filled path finds nothing in the value (both
    /// runtime problems with `--strict`, as for a path written out, unless `empty` is set).
    ///
    /// A view a person types into is the exception: there a computed path names where the text
    /// is kept (the note of the book shown, written back under the same key), and a key not
    /// written yet is the blank field a person starts from, not missing data.
    private func computedText(in value: Value) -> String {
        let read = reading(path, in: value, input: input)
        if case .read(nil) = read, value != .null, empty.isEmpty, !(view is any TextEditing) {
            reportMissingData(path, property: "path")
        }
        guard let found = read.found, found != .null else { return empty }
        return found.displayText
    }

    /// The text for a value: the format filled in, or the value at `path`, or `empty` (also for
    /// no value at all, or a placeholder without one: a format never shows half a sentence).
    func text(for value: Value) -> String {
        if value == .null { return empty }
        if !format.isEmpty { return parsedFormat.fill(from: value, missing: empty) }
        guard let found = value.value(atPath: path), found != .null else { return empty }
        return found.displayText
    }
}

extension TextBinding: FollowsPathInput {}

/// A text binding's parsed format, boxed (see `TextBinding.parsedFormatBox`).
private final class ParsedTextFormat {
    let format: TextFormat
    init(format: TextFormat) { self.format = format }
}
