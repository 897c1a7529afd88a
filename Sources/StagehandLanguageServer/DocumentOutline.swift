import Stagehand

/// The outline of a scene or script that editors show in a side bar (`textDocument/documentSymbol`):
/// the file's top-level sections; in a scene, its objects by id (views nested as written, a
/// table's row prototype under its table), its segues and styles; in a script, its steps.
///
/// Sections are found by their keys at the first column; objects and steps by the positions the
/// decoder kept. Each symbol's range runs from where it starts to where the next one at its level
/// starts (or its parent ends), so every range holds its children, as the protocol requires.
struct DocumentOutline {
    /// The protocol's symbol kinds used here.
    enum Kind: Int {
        case namespace = 3
        case property = 7
        case constant = 14
        case object = 19
        case event = 24
    }

    /// One symbol: a name, what it is, and the byte ranges of the whole and of its name.
    struct Entry {
        var name: String
        var detail: String?
        var kind: Kind
        var range: Range<Int>
        var selection: Range<Int>
        var children: [Entry] = []

        func json(_ lines: LineMap) -> JSON {
            var object: [String: JSON] = [
                "name": .string(name.isEmpty ? "?" : name), "kind": JSON(kind.rawValue),
                "range": lines.json(range), "selectionRange": lines.json(selection),
                "children": .array(children.map { $0.json(lines) }),
            ]
            if let detail, !detail.isEmpty { object["detail"] = .string(detail) }
            return .object(object)
        }
    }

    let lines: LineMap

    /// A scene's outline.
    func scene(_ scene: SceneDescription) -> [Entry] {
        sections { key, range in
            switch key {
            case "dataSources": objects(scene.dataSources, in: range)
            case "views": objects(scene.views, in: range)
            case "bindings": objects(scene.bindings, in: range)
            case "bindingSets": objects(scene.bindingSets, in: range)
            case "responders": objects(scene.responders, in: range)
            case "shortcuts": objects(scene.shortcuts, in: range)
            case "segues":
                items(scene.segues.map { segue in
                    let name = segue.id ?? segue.to
                    let detail = [segue.style?.value.rawValue, segue.to?.value].compactMap { $0 }.joined(separator: " → ")
                    return Item(name: name?.value ?? "segue", detail: detail, kind: .event,
                                start: segue.location, named: name?.location, nameLength: name?.value.utf8.count ?? 1)
                }, in: range)
            case "styles":
                items(scene.styles.map {
                    Item(name: $0.name.value, detail: nil, kind: .constant, start: $0.name.location,
                         named: $0.name.location, nameLength: $0.name.value.utf8.count)
                }, in: range)
            default: []
            }
        }
    }

    /// A script's outline: its steps, numbered, under `steps`.
    func script(_ script: ScriptDescription) -> [Entry] {
        sections { key, range in
            guard key == "steps" else { return [] }
            return items(script.steps.enumerated().map { index, step in
                Item(name: "\(index + 1). \(step.keyword)", detail: step.viewID?.value, kind: .event,
                     start: step.location, named: step.location, nameLength: step.keyword.utf8.count)
            }, in: range)
        }
    }

    // MARK: Sections

    /// Every key at the first column, with the children `children` finds in its range. A key
    /// whose value is written on its own line (`title: People`) is a property, one holding a
    /// block (`views:`) a section.
    private func sections(_ children: (String, Range<Int>) -> [Entry]) -> [Entry] {
        let text = TextOutline(bytes: lines.bytes, lineStarts: lines.offsets.lineStarts)
        var starts: [(key: String, line: Int, hasValue: Bool)] = []
        for number in 0..<text.lineCount {
            let line = text.line(number)
            guard !line.isBlank, line.indent == 0, line.dashes.isEmpty, let key = line.key else { continue }
            starts.append((key, number, line.value.map { !$0.isEmpty && !$0.hasPrefix("[") && !$0.hasPrefix("{") } ?? false))
        }
        var entries: [Entry] = []
        for (index, start) in starts.enumerated() {
            let begin = text.lineStarts[start.line]
            let next = index + 1 < starts.count ? text.lineStarts[starts[index + 1].line] : lines.bytes.count
            let range = begin..<trimmedEnd(next, after: begin)
            let selection = begin..<min(range.upperBound, begin + start.key.utf8.count)
            let kind: Kind = start.hasValue ? .property : .namespace
            entries.append(Entry(name: start.key, detail: nil, kind: kind, range: range, selection: selection,
                                 children: children(start.key, range)))
        }
        return entries
    }

    // MARK: Items

    /// Something in a list: where it starts and where its name is written.
    private struct Item {
        var name: String
        var detail: String?
        var kind: Kind
        var start: SourceLocation
        var named: SourceLocation?
        var nameLength: Int
        var children: (Range<Int>) -> [Entry] = { _ in [] }
    }

    /// Scene objects as items: named by id (else by type), children views and a prototype's
    /// objects nested under them.
    private func objects(_ list: [ObjectDescription], in range: Range<Int>) -> [Entry] {
        items(list.map { object in
            let label = object.id ?? object.type
            var nested = object.children
            if let prototype = object.prototype { nested += prototype.views + prototype.bindings + prototype.bindingSets }
            return Item(name: label?.value ?? "(object)", detail: object.id == nil ? nil : object.type?.value, kind: .object,
                        start: object.location, named: label?.location, nameLength: label?.value.utf8.count ?? 1,
                        children: { inner in objects(nested, in: inner) })
        }, in: range)
    }

    /// Items in the order written, each running to the next one's start, all inside `range`.
    private func items(_ list: [Item], in range: Range<Int>) -> [Entry] {
        let placed = list.map { (item: $0, start: lines.offsets.offset(of: $0.start)) }
            .filter { range.contains($0.start) }
            .sorted { $0.start < $1.start }
        var entries: [Entry] = []
        for (index, entry) in placed.enumerated() {
            let next = index + 1 < placed.count ? placed[index + 1].start : range.upperBound
            let whole = entry.start..<max(entry.start, min(range.upperBound, trimmedEnd(next, after: entry.start)))
            var selection = entry.item.named.map { lines.scalarRange(at: $0, length: entry.item.nameLength) } ?? (entry.start..<entry.start)
            if !(whole.contains(selection.lowerBound) || selection.lowerBound == whole.upperBound) || selection.upperBound > whole.upperBound {
                selection = entry.start..<entry.start
            }
            entries.append(Entry(name: entry.item.name, detail: entry.item.detail, kind: entry.item.kind, range: whole,
                                 selection: selection, children: entry.item.children(whole)))
        }
        return entries
    }

    /// `end` moved back over spaces, line breaks and the `- `, `,` and `[` that open the next
    /// item, but not before `start`.
    private func trimmedEnd(_ end: Int, after start: Int) -> Int {
        let bytes = lines.bytes
        var stop = min(end, bytes.count)
        while stop > start {
            let byte = bytes[stop - 1]
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "{")
            else { break }
            stop -= 1
        }
        return stop
    }
}
