#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Loads YAML and JSON files into ``Document``s, reporting every problem as a ``Diagnostic``.
///
/// YAML goes through libyaml; a `.json` file through the loader's own JSON reader, which builds the same
/// nodes at the same positions several times faster. A `.json` file that is not JSON is read
/// again through libyaml, so its diagnostic is the one it always was (`not-json` where YAML would
/// take it, libyaml's own where not). Anchors and aliases are expanded and `<<` merge keys applied.
/// The ``LoadLimits`` bound size, depth, alias expansion and scalar length, so no input can
/// crash, hang or exhaust memory.
///
/// The returned document is:
/// - a document with a root when the file was read to its end (it may still carry recoverable
///   errors such as duplicate keys, which leave the first key in place);
/// - a document with a `nil` root for a file with no YAML document (with an `empty-file` error);
/// - `nil` when the file could not be read or parsed, or a limit was passed: only the
///   diagnostics are meaningful then.
public enum DocumentLoader {
    /// Reads and parses the file at `path`.
    ///
    /// The size is checked before any byte is read, so an oversized file costs nothing.
    /// A missing path gives `file-not-found`; a directory, special file or unreadable file
    /// gives `unreadable-file`.
    ///
    /// - Parameters:
    ///   - path: The file to read.
    ///   - limits: The bounds the file is read with.
    /// - Returns: The document, `nil` when the file could not be read or parsed, and every problem found.
    public static func load(
        contentsOf path: String,
        limits: LoadLimits = .default
    ) -> (document: Document?, diagnostics: [Diagnostic]) {
        // O_NONBLOCK so opening a FIFO or device cannot hang; it is refused as a special file.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            // The plain reader says why, in its words.
            return parse(SourceFile.read(path, maxSize: limits.maxFileSize, keptOpenAbove: SourceText.inMemoryLimit), file: path, limits: limits)
        }
        defer { close(descriptor) }
        return load(opened: descriptor, file: path, limits: limits)
    }

    /// Reads and parses an already opened file (the caller closes `fd`) as
    /// ``load(contentsOf:limits:)`` does; `file` names it in diagnostics.
    package static func load(
        opened fd: Int32,
        file: String,
        limits: LoadLimits = .default
    ) -> (document: Document?, diagnostics: [Diagnostic]) {
        if ParallelWork.processorCount > 1, let streamed = loadStreaming(fd, file: file, limits: limits) { return streamed }
        return parse(SourceFile.read(opened: fd, path: file, maxSize: limits.maxFileSize, keptOpenAbove: SourceText.inMemoryLimit),
                     file: file, limits: limits)
    }

    /// The bytes the plain reader read, parsed, or why it could not read them.
    private static func parse(_ read: SourceFile.Outcome, file: String, limits: LoadLimits) -> (document: Document?, diagnostics: [Diagnostic]) {
        switch read {
        case .bytes(let bytes, let openFile): parse(bytes, file: file, limits: limits, pipelined: nil, openFile: openFile)
        case .failure(let diagnostic): (nil, [diagnostic])
        }
    }

    /// ``load(contentsOf:limits:)`` reading the file while libyaml parses it, as it does on a
    /// machine of more than one core: for tests, which may run on one; `nil` when the file is
    /// one to read whole first.
    package static func loadStreaming(contentsOf path: String, limits: LoadLimits = .default) -> (document: Document?, diagnostics: [Diagnostic])? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return loadStreaming(descriptor, file: path, limits: limits)
    }

    /// Loads a large YAML file while it is read (see ``StreamedFile``), with libyaml on a thread
    /// of its own; `nil` when it is one to read whole first: a small file, a `.json` one, one
    /// that is not a regular file or is over the size limit (the plain reader says why), or one
    /// that grew while it was read. The descriptor's offset is left where it was.
    private static func loadStreaming(_ fd: Int32, file: String, limits: LoadLimits) -> (document: Document?, diagnostics: [Diagnostic])? {
        var info = stat()
        guard !JSONStrictness.applies(to: file), fstat(fd, &info) == 0,
            info.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG)
        else { return nil }
        let size = Int(info.st_size)
        guard size > SourceText.inMemoryLimit, size <= limits.maxFileSize, size < Int(UInt32.max) else { return nil }
        let streamed = StreamedFile(descriptor: fd, size: size)
        streamed.readAhead()
        if let refused = refusal(ofTextSized: size, startingWith: streamed.readBytes.prefix(2), file: file, limits: limits) {
            return (nil, [refused])
        }
        var (document, diagnostics, readWholeInput) = parse(UnsafeBufferPointer(start: streamed.bytes, count: size), streamed: streamed,
                                                            file: file, limits: limits, pipelined: true)
        let start = SourceLocation(file: file, line: 1, column: 1)
        if streamed.readError != 0 {
            return (nil, [Diagnostic(.unreadableFile, "the file cannot be read: \(Platform.describe(errno: streamed.readError))", at: start)])
        }
        // Read again whole, with the plain reader's care for a file that keeps growing.
        if streamed.grew { return nil }
        let bytes = streamed.readBytes
        guard document != nil || !diagnostics.isEmpty else { return (nil, diagnostics) }
        // What libyaml read to the end it checked byte by byte; anything else is checked here.
        let isValidUTF8 = readWholeInput || SourceText.isValidUTF8(bytes)
        // The text is kept as the open file, as the plain reader keeps any file this large.
        let kept = fcntl(fd, F_DUPFD_CLOEXEC, 0)
        let source = (kept >= 0 ? OpenSourceFile(adopting: kept, size: bytes.count) : nil)
            .map { SourceText(file: file, openFile: $0, isValidUTF8: isValidUTF8) }
            ?? SourceText(file: file, bytes: Array(bytes), isValidUTF8: isValidUTF8)
        diagnostics = diagnostics.withSourceLines(from: [source])
        if document != nil {
            document?.source = source
            document?.ignoreComments = IgnoreCommentScanner.comments(in: bytes, file: file)
        }
        return (document, diagnostics)
    }

    /// The bytes of the file at `path`, read under the same checks as ``load(contentsOf:limits:)``,
    /// or the diagnostic saying why they cannot be read.
    ///
    /// - Parameters:
    ///   - path: The file to read.
    ///   - limits: The bounds the file is read with.
    /// - Returns: The bytes, or the diagnostic.
    public static func bytes(of path: String, limits: LoadLimits = .default) -> Result<[UInt8], Diagnostic> {
        switch SourceFile.read(path, maxSize: limits.maxFileSize) {
        case .bytes(let bytes, _): .success(bytes)
        case .failure(let diagnostic): .failure(diagnostic)
        }
    }

    /// Parses `bytes` as one YAML or JSON document; `file` names it in diagnostics and node locations.
    ///
    /// The document keeps `bytes` (the same buffer, not a copy) as its source, and every
    /// diagnostic carries the line it points at.
    ///
    /// - Parameters:
    ///   - bytes: The file's text.
    ///   - file: The path it stands for.
    ///   - limits: The bounds the text is parsed with.
    /// - Returns: The document, `nil` when the text could not be parsed, and every problem found.
    public static func parse(
        _ bytes: [UInt8],
        file: String,
        limits: LoadLimits = .default
    ) -> (document: Document?, diagnostics: [Diagnostic]) {
        parse(bytes, file: file, limits: limits, pipelined: nil, openFile: nil)
    }

    /// From this size on, libyaml runs on a thread of its own while the tree is built: below it,
    /// starting a thread costs more than it saves.
    static let pipelineThreshold = 256 << 10

    /// ``parse(_:file:limits:)``, with libyaml on another thread or not as `pipelined` says, or by
    /// the input's size when it is `nil`. When the bytes were read from `openFile`, the document
    /// keeps the open file as its source instead of the bytes, which are freed once the tree is
    /// built.
    package static func parse(
        _ bytes: [UInt8],
        file: String,
        limits: LoadLimits,
        pipelined: Bool?,
        openFile: OpenSourceFile? = nil
    ) -> (document: Document?, diagnostics: [Diagnostic]) {
        if let refused = refusal(ofTextSized: bytes.count, startingWith: bytes.prefix(2), file: file, limits: limits) {
            return (nil, [refused])
        }
        var (document, diagnostics, readWholeInput) = bytes.withUnsafeBufferPointer { input in
            parse(input, streamed: nil, file: file, limits: limits, pipelined: pipelined)
        }
        // Without a document and without problems to show there is nothing to keep the text for.
        guard document != nil || !diagnostics.isEmpty else { return (nil, diagnostics) }
        // What libyaml read to the end it checked byte by byte; anything else is checked here.
        let inMemory = SourceText(file: file, bytes: bytes, isValidUTF8: readWholeInput ? true : nil)
        diagnostics = diagnostics.withSourceLines(from: [inMemory])
        if document != nil {
            document?.source = openFile.map { SourceText(file: file, openFile: $0, isValidUTF8: inMemory.isValidUTF8) } ?? inMemory
            document?.ignoreComments = IgnoreCommentScanner.comments(in: bytes, file: file)
        }
        return (document, diagnostics)
    }

    /// Why a text of `size` bytes whose first bytes are `first` is not parsed at all: over the
    /// size limit, or UTF-16.
    private static func refusal(ofTextSized size: Int, startingWith first: some Collection<UInt8>, file: String,
                                limits: LoadLimits) -> Diagnostic? {
        let start = SourceLocation(file: file, line: 1, column: 1)
        // Node storage indexes text with 32-bit offsets, whatever limit was asked for.
        if size > limits.maxFileSize || size >= Int(UInt32.max) {
            return Diagnostic(.fileTooLarge, "the text is \(size) bytes, over the limit of \(limits.maxFileSize) bytes (--max-file-size)",
                              at: start)
        }
        // libyaml would silently accept UTF-16 after a byte-order mark; the format is UTF-8 only.
        let bom = Array(first.prefix(2))
        if bom == [0xFF, 0xFE] || bom == [0xFE, 0xFF] {
            // UTF-16 is never valid UTF-8, so there is no line to show.
            return Diagnostic(.invalidEncoding, "the file is UTF-16 text; scene files must be UTF-8", at: start)
        }
        return nil
    }

    /// Parses `input`: a whole text, or the buffer of `streamed`, which is read into it while
    /// libyaml parses. Past the parse the whole text is read, and whatever needs all of it
    /// reads it there. Returns the document, its problems, and whether libyaml read the input
    /// to its end.
    private static func parse(
        _ input: UnsafeBufferPointer<UInt8>,
        streamed: StreamedFile?,
        file: String,
        limits: LoadLimits,
        pipelined: Bool?
    ) -> (Document?, [Diagnostic], Bool) {
        // A `.json` file is read as JSON; only one that is not JSON goes on to libyaml.
        var notJSON: JSONTreeReader.Failure?
        if streamed == nil, JSONStrictness.applies(to: file) {
            switch readJSON(input, file: file, limits: limits) {
            case .success(let read): return read
            case .failure(let failure): notJSON = failure
            }
        }
        var builder = TreeBuilder(file: file, limits: limits, inputSize: input.count)
        var document: Document?
        var input = input
        // A large file is scanned by libyaml on another core while the tree is built here.
        if let streamed, let reader = PipelinedEventReader(streaming: streamed, maxScalarLength: limits.maxScalarLength) {
            document = builder.run(reader, input: input)
            reader.finish()
            // What follows reads the whole text, which was still arriving until now.
            streamed.readAll()
            input = streamed.readBytes
        } else if streamed == nil, pipelined ?? (input.count >= pipelineThreshold && ParallelWork.processorCount > 1),
            let reader = PipelinedEventReader(input: input, maxScalarLength: limits.maxScalarLength)
        {
            document = builder.run(reader, input: input)
            // The parsing thread reads `input`: it must be done before the buffer goes away.
            reader.finish()
        } else {
            if let streamed {
                streamed.readAll()
                input = streamed.readBytes
            }
            let reader = YAMLEventReader(input: input)
            document = builder.run(reader, input: input)
            // Keep the reader (and libyaml's pointer into `input`) alive until parsing is done.
            withExtendedLifetime(reader) {}
        }
        if let refusedAt = builder.flowTooDeepAt,
            let json = readAsJSON(input, file: file, limits: limits, refusedAt: refusedAt)
        {
            return json
        }
        // YAML reads JSON and more: a `.json` file is held to JSON alone.
        if document != nil, JSONStrictness.applies(to: file), !builder.diagnostics.contains(where: { $0.severity == .error }),
            let problem = JSONStrictness.problem(in: input, file: file)
        {
            return (nil, builder.diagnostics + [problem], builder.readWholeInput)
        }
        // libyaml failed too, because of something JSON does not have (a `//` comment, which
        // YAML reads as text): that is what to fix, at its own position, not YAML's error.
        if let notJSON, builder.diagnostics.contains(where: { $0.severity == .error }),
            let named = JSONStrictness.commentDiagnostic(at: notJSON.mark, offset: notJSON.offset, in: input, file: file)
        {
            return (nil, [named] + builder.diagnostics.filter { $0.severity != .error }, builder.readWholeInput)
        }
        // What YAML and the event reader took but JSON does not (a tab inside a string), and
        // a second document after `---`, which only YAML has: the JSON ended before it.
        if let notJSON, builder.diagnostics.allSatisfy({ $0.severity != .error || $0.code == .multipleDocuments }) {
            builder.diagnostics.removeAll { $0.code == .multipleDocuments }
            return (nil, builder.diagnostics + [JSONStrictness.diagnostic(notJSON.problem, at: notJSON.mark, offset: notJSON.offset,
                                                                           in: input, file: file)],
                    builder.readWholeInput)
        }
        return (document, builder.diagnostics, builder.readWholeInput)
    }

    /// A JSON text read by ``JSONTreeReader``: the document (or the limit that stopped it) and
    /// its diagnostics, or where the text stopped being JSON.
    private static func readJSON(
        _ input: UnsafeBufferPointer<UInt8>,
        file: String,
        limits: LoadLimits
    ) -> Result<(Document?, [Diagnostic], Bool), JSONTreeReader.Failure> {
        var builder = TreeBuilder(file: file, limits: limits, inputSize: input.count, isJSON: true)
        var reader = JSONTreeReader(input: input)
        switch reader.read(into: &builder) {
        case .finished(let document): return .success((document, builder.diagnostics, builder.readWholeInput))
        case .stopped: return .success((nil, builder.diagnostics, false))
        case .notJSON(let failure): return .failure(failure)
        }
    }

    /// Reads again as JSON a text that libyaml refused for flow nesting past
    /// ``LibYAMLParser/maxFlowDepth``, at `refusedAt`: what JSON reading found when the text is
    /// JSON at least up to that point (a problem after it is a problem of the JSON), or `nil`
    /// when it is not JSON and libyaml's refusal stands.
    private static func readAsJSON(
        _ input: UnsafeBufferPointer<UInt8>,
        file: String,
        limits: LoadLimits,
        refusedAt: YAMLEvent.Mark
    ) -> (Document?, [Diagnostic], Bool)? {
        var builder = TreeBuilder(file: file, limits: limits, inputSize: input.count)
        let reader = JSONEventReader(input: input)
        let document = builder.run(reader, input: input)
        if case .syntax(_, let mark, _, _) = reader.failure,
            (mark.line, mark.column) < (refusedAt.line, refusedAt.column)
        {
            return nil
        }
        var diagnostics = builder.diagnostics
        if reader.failure != nil, !diagnostics.isEmpty {
            diagnostics[diagnostics.count - 1].notes.append(Diagnostic.Note(
                "read as JSON: flow collections nest deeper than \(LibYAMLParser.maxFlowDepth) levels here, "
                    + "which only a file that is one JSON value throughout may do",
                at: SourceLocation(file: file, line: refusedAt.line, column: refusedAt.column)))
        }
        return (document, diagnostics, builder.readWholeInput)
    }
}
