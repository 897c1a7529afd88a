import Stagehand

/// How the console shows tabs: a bar of titles on the first line, the shown page under it.
/// Left and Right switch pages, Home and End go to the first and the last; Up and Down are left
/// to the scene, so Down moves focus into the page.
extension Tabs: ConsoleView {
    /// The columns of one title in the bar: a space either side.
    static func titleWidth(_ title: String) -> Int { DisplayWidth.of(title) + 2 }

    /// The bar's columns: every title, with a `│` between two.
    var barWidth: Int {
        children.indices.reduce(max(0, children.count - 1)) { $0 + Self.titleWidth(title(ofPage: $1)) }
    }

    /// The page a column of the bar falls on, if any.
    func page(atBarColumn column: Int) -> Int? {
        var x = 0
        for index in children.indices {
            let width = Self.titleWidth(title(ofPage: index))
            if column >= x, column < x + width { return index }
            x += width + 1
        }
        return nil
    }

    /// The wider of the bar and the shown page, or `nil` when the page takes any width.
    public func measureWidth(_ context: ConsoleContext) -> Int? {
        guard let page = shownPage else { return barWidth }
        return context.withoutColumns.naturalWidth(of: page).map { max(barWidth, $0) }
    }

    /// The bar's line and the shown page's height.
    public func measureHeight(width: Int, _ context: ConsoleContext) -> ConsoleHeight {
        guard let page = shownPage else { return .fixed(1) }
        var height = context.withoutColumns.height(of: page, width: width)
        height.lines += 1
        height.maximum = height.maximum.map { $0 + 1 }
        return height
    }

    /// Prepares the shown page under the bar.
    public func prepare(width: Int, height: Int, _ context: ConsoleContext) {
        guard let page = shownPage, height > 1 else { return }
        context.withoutColumns.prepare(page, width: width, height: height - 1)
    }

    /// The bar, the shown title in inverse (bold as well while the tabs have focus), then the page.
    public func draw(on canvas: inout ConsoleCanvas, _ context: ConsoleContext) {
        var x = 0
        let focused = context.isFocused(self)
        for index in children.indices {
            if index > 0 { x += canvas.write("│", x: x, y: 0, style: CellStyle([.dim])) }
            let shown = index == shownIndex
            var style = shown ? CellStyle([.inverse]) : CellStyle.plain
            if shown, focused { style.attributes.insert(.bold) }
            if !enabled { style.attributes.insert(.dim) }
            x += canvas.write(" " + title(ofPage: index) + " ", x: x, y: 0, style: style)
        }
        guard let page = shownPage, canvas.height > 1 else { return }
        context.withoutColumns.draw(page, in: Rect(x: 0, y: 1, width: canvas.width, height: canvas.height - 1), on: &canvas)
    }

    /// Left and Right switch pages (not past the first or the last), Home and End go to the
    /// first and the last page.
    public func handle(_ key: Key) -> Bool {
        guard let shown = shownIndex else { return false }
        switch key {
        case .named(.left): show(page: max(0, shown - 1))
        case .named(.right): show(page: min(children.count - 1, shown + 1))
        case .named(.home): show(page: 0)
        case .named(.end): show(page: children.count - 1)
        default: return false
        }
        return true
    }

    /// `select` (and a click on a title): shows that page.
    public func perform(_ input: ConsoleInput) -> ConsoleInput.Outcome {
        guard case .select(let row) = input else { return .unsupported }
        guard enabled else { return .failed("tabs '\(id ?? "?")' are disabled") }
        guard show(page: row) else {
            return .failed("tabs '\(id ?? "?")' have \(children.count) page\(children.count == 1 ? "" : "s"); page \(row) does not exist (pages count from 0)")
        }
        return .done
    }
}

/// How tabs take a click: a click on a title in the bar shows its page.
extension Tabs: ClickHandling {
    /// Shows the page whose title is under the click, on the bar's line.
    ///
    /// - Parameters:
    ///   - column: the column clicked.
    ///   - line: the line clicked; only the bar, line 0, takes a click.
    /// - Returns: the page shown, if the click landed on a title.
    public func click(atColumn column: Int, line: Int) -> ConsoleClick {
        guard line == 0, let page = page(atBarColumn: column) else { return .focusOnly }
        _ = perform(.select(row: page))
        return ConsoleClick(row: page)
    }
}
