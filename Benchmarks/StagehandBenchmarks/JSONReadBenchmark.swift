import Stagehand

/// JSON read: a `.json` data file, a list of 100,000 uniform mappings (about 11 MB), read into a
/// document by the loader's own JSON reader, against raw libyaml's events over the same bytes in
/// the same run; and the heap a row of that list holds once it is loaded as a `Value`.
enum JSONReadBenchmark {
    /// The data file: `count` rows of the same six keys, one per line, as a data export writes them.
    static func rows(_ count: Int) -> [UInt8] {
        let cities = ["Amsterdam", "Lisbon", "Kraków", "Osaka", "Nairobi", "Montréal", "Quito", "Tromsø"]
        var text = "[\n"
        text.reserveCapacity(count * 112)
        for i in 0..<count {
            text += "  {\"id\": \(i), \"name\": \"Person \(i)\", \"email\": \"p\(i)@example.org\", \"city\": \""
                + cities[i % cities.count] + "\", \"score\": \(Double(i % 1_000) / 8), \"active\": \(i % 3 == 0)}"
                + (i == count - 1 ? "\n" : ",\n")
        }
        text += "]\n"
        return Array(text.utf8)
    }

    static func run(config: Config, report: Report) {
        let count = config.quick ? 10_000 : 100_000
        let bytes = rows(count)
        report.heading("JSON read: \(Format.count(count)) rows, \(Format.megabytes(bytes.count)) of JSON, loader's JSON reader vs raw libyaml events")
        // Warm-up, and the file must load without a diagnostic.
        let warm = DocumentLoader.parse(bytes, file: "rows.json")
        guard warm.diagnostics.isEmpty, warm.document?.root?.items?.count == count else {
            report.failure("JSON read", "the generated file does not load: \(warm.diagnostics.first?.formatted ?? "no rows")")
            return
        }
        guard RawLibYAML.parse(bytes) != nil else {
            report.failure("JSON read", "raw libyaml refuses the generated file")
            return
        }
        var raw = Samples(), json = Samples(), ratios = Samples()
        // Rounds alternate the baseline and the reader, so drift on a shared machine hits both alike.
        for _ in 0..<config.heavyRuns * 2 {
            let r = Bench.time { blackHole(RawLibYAML.parse(bytes)) }
            var document: Document?
            let j = Bench.time { document = DocumentLoader.parse(bytes, file: "rows.json").document }
            blackHole(document?.root?.items?.count)
            document = nil
            raw.seconds.append(r)
            json.seconds.append(j)
            ratios.seconds.append(r / j)
        }
        func rate(_ seconds: Double) -> String { Format.fixed(Double(bytes.count) / seconds / 1_000_000, 0) + " MB/s" }
        report.detail("raw libyaml (events only, nothing built): best \(Format.duration(raw.best)) (\(rate(raw.best))), median \(Format.duration(raw.median))")
        report.detail("DocumentLoader.parse as .json (document with positions): best \(Format.duration(json.best)) (\(rate(json.best))), median \(Format.duration(json.median))")
        report.detail("speed-up per round: median \(Format.ratio(ratios.median)), best \(Format.ratio(ratios.seconds.max() ?? .nan))")
        let speedUp = raw.best / json.best
        report.result("JSON read", "\(Format.megabytes(bytes.count)): \(Format.duration(json.best)) (\(rate(json.best))); raw libyaml events \(Format.duration(raw.best)) (\(rate(raw.best))); \(Format.ratio(speedUp)) libyaml's rate",
                      ratio: json.best / raw.best, atMost: 1.0 / 3, targetText: "≥ 3× libyaml's rate")

        // Bytes per row: the heap the list holds as a `Value`, once the document it was built from is gone.
        guard let before = MemoryReuse.heapBytesInUse() else {
            report.failure("bytes per row", "the C library does not report its heap (mallinfo2)")
            return
        }
        var document = DocumentLoader.parse(bytes, file: "rows.json").document
        let withDocument = MemoryReuse.heapBytesInUse() ?? before
        var value = document?.root.map(Value.init)
        document = nil
        let after = MemoryReuse.heapBytesInUse() ?? before
        let documentPerRow = Double(withDocument - before) / Double(count)
        let perRow = Double(after - before) / Double(count)

        // What a live scene holds at once while it takes the file's value: the document and the
        // value made from it, or the value made straight from the text (the text is the input's).
        let beforeBoth = MemoryReuse.heapBytesInUse() ?? before
        var fromDocument = DocumentLoader.parse(bytes, file: "rows.json").document
        var viaDocument = fromDocument?.root.map(Value.init)
        let bothHeld = (MemoryReuse.heapBytesInUse() ?? beforeBoth) - beforeBoth
        fromDocument = nil
        blackHole(viaDocument)
        viaDocument = nil
        let beforeText = MemoryReuse.heapBytesInUse() ?? before
        var fromText = bytes.withUnsafeBufferPointer { Value(json: $0, limits: .default) }
        let textHeld = (MemoryReuse.heapBytesInUse() ?? beforeText) - beforeText
        guard fromText == value else {
            report.failure("value from text", "the value made from the text is not the document's")
            return
        }
        fromText = nil
        blackHole(value)
        value = nil
        var viaDocumentTime = Samples(), fromTextTime = Samples()
        for _ in 0..<config.heavyRuns {
            viaDocumentTime.seconds.append(Bench.time { blackHole(DocumentLoader.parse(bytes, file: "rows.json").document?.root.map(Value.init)) })
            fromTextTime.seconds.append(Bench.time { blackHole(bytes.withUnsafeBufferPointer { Value(json: $0, limits: .default) }) })
        }
        report.detail("value via a document: best \(Format.duration(viaDocumentTime.best)), \(Format.fixed(Double(bothHeld) / Double(count), 0)) bytes per row held at once (document and value)")
        report.detail("value from the text: best \(Format.duration(fromTextTime.best)), \(Format.fixed(Double(textHeld) / Double(count), 0)) bytes per row held at once (the value)")
        report.note("value from text", "\(Format.count(count)) rows: \(Format.ratio(viaDocumentTime.best / fromTextTime.best)) the speed of going through a document; "
                    + "\(Format.fixed(Double(textHeld) / Double(count), 0)) bytes per row held at once, against \(Format.fixed(Double(bothHeld) / Double(count), 0)) with the document")
        report.detail("document (nodes with positions): \(Format.fixed(documentPerRow, 0)) bytes per row; input \(Format.fixed(Double(bytes.count) / Double(count), 0)) bytes per row")
        report.note("bytes per row", "\(Format.count(count)) rows of 6 keys as Value: \(Format.fixed(perRow, 0)) bytes per row of heap (mallinfo2), \(Format.fixed(Double(after - before) / 1_000_000, 1)) MB in all")
    }
}
