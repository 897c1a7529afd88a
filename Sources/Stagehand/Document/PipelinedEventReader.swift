internal import CLibYAML

/// Reads libyaml's events for the tree builder while libyaml parses the next ones on a thread of
/// its own: on a large file the two halves of loading — libyaml's scanning and the building of
/// nodes — run on two cores at once, and loading takes little more than libyaml alone.
///
/// The events are the same, in the same order, with the same failure at the end, as
/// ``YAMLEventReader`` gives for the same bytes; only where the work happens differs. The input
/// must stay alive and unchanged until ``finish()`` has returned. A large file's input may be
/// a ``StreamedFile`` still being read: the reading thread reads ahead in it between batches.
final class PipelinedEventReader: YAMLEventSource {
    /// How many batches are in flight: one being read, one being filled, one ready.
    private static let batches = 3

    private let channel = EventChannel(batches: PipelinedEventReader.batches)
    private var parsing: WorkerThread?
    /// The batch being read, handed back to the parsing thread once read.
    private var batch: EventBatch?
    private(set) var failure: LibYAMLFailure?

    /// Where reading is in the current batch.
    private struct Cursor {
        var events: UnsafeMutablePointer<EventBatch.Packed>?
        var count = 0
        var position = -1
    }

    /// The cursor sits behind a pointer so that reading a million events does not pay for a
    /// dynamic exclusivity check on every field access, as stored properties of a class would.
    private let cursor: UnsafeMutablePointer<Cursor> = {
        let cursor = UnsafeMutablePointer<Cursor>.allocate(capacity: 1)
        cursor.initialize(to: Cursor())
        return cursor
    }()

    /// What libyaml reads, handed to the parsing thread.
    ///
    /// `@unchecked Sendable` is safe because the bytes are only read, by libyaml on the parsing
    /// thread, and the reader's owner keeps them alive and unchanged until ``finish()`` has joined
    /// that thread; a streamed file is `Sendable` itself.
    private enum SharedInput: @unchecked Sendable {
        case bytes(UnsafeBufferPointer<UInt8>)
        case streamed(StreamedFile)
    }

    /// The file being read as libyaml parses it, when there is one: this thread reads ahead in it
    /// whenever it takes the next batch.
    private let streamed: StreamedFile?

    /// Starts parsing `input` on another thread; `nil` when no thread could be started (then the
    /// caller reads on its own thread with ``YAMLEventReader``).
    convenience init?(input: UnsafeBufferPointer<UInt8>, maxScalarLength: Int) {
        self.init(.bytes(input), maxScalarLength: maxScalarLength)
    }

    /// Starts parsing `file` on another thread while it is still being read; `nil` when no
    /// thread could be started.
    convenience init?(streaming file: StreamedFile, maxScalarLength: Int) {
        self.init(.streamed(file), maxScalarLength: maxScalarLength)
    }

    private init?(_ input: SharedInput, maxScalarLength: Int) {
        if case .streamed(let file) = input { streamed = file } else { streamed = nil }
        let channel = channel
        parsing = WorkerThread.start {
            let parser = switch input {
            case .bytes(let bytes): LibYAMLParser(input: bytes)
            case .streamed(let file): LibYAMLParser(streaming: file)
            }
            Self.parse(with: parser, into: channel, maxScalarLength: maxScalarLength)
        }
        guard parsing != nil else { return nil }
    }

    deinit {
        finish()
        cursor.deinitialize(count: 1)
        cursor.deallocate()
    }

    /// Stops the parsing thread if it is still running and waits for it. Called when the builder
    /// is done, before the input goes away; calling it again does nothing.
    func finish() {
        guard let thread = parsing else { return }
        parsing = nil
        channel.stop()
        thread.join()
    }

    /// The parsing thread's work: libyaml's events, packed in batches, until the stream ends,
    /// libyaml fails or the reader stops reading.
    private static func parse(with parser: LibYAMLParser, into channel: EventChannel, maxScalarLength: Int) {
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer { event.deallocate() }
        guard var batch = channel.emptyBatch() else { return }
        while true {
            guard parser.parse(into: event) else {
                batch.contents.pointee.failure = parser.failure
                batch.contents.pointee.isLast = true
                channel.send(batch)
                return
            }
            let kind = YAMLEventReader.event(of: event.pointee.type)
            batch.append(UnsafePointer(event), as: kind, maxScalarLength: maxScalarLength)
            yaml_event_delete(event)
            if kind == .streamEnd {
                batch.contents.pointee.isLast = true
                channel.send(batch)
                return
            }
            if batch.isFull {
                channel.send(batch)
                guard let next = channel.emptyBatch() else { return }
                batch = next
            }
        }
    }

    func next() -> YAMLEvent? {
        let cursor = self.cursor
        cursor.pointee.position += 1
        if cursor.pointee.position < cursor.pointee.count, let events = cursor.pointee.events {
            return events[cursor.pointee.position].event
        }
        return nextBatch()
    }

    /// Moves to the next batch when the current one is read: the first event of the next batch,
    /// or `nil` at the end.
    private func nextBatch() -> YAMLEvent? {
        if let batch {
            guard !batch.contents.pointee.isLast else {
                failure = batch.contents.pointee.failure
                cursor.pointee.position = cursor.pointee.count
                return nil
            }
            channel.giveBack(batch)
        }
        // The builder would often wait here for libyaml: the time goes to reading the file.
        streamed?.readAhead()
        let received = channel.receive()
        batch = received
        cursor.pointee = Cursor(events: received.contents.pointee.events, count: received.contents.pointee.count, position: 0)
        guard received.contents.pointee.count > 0 else { return nextBatch() }
        return received.contents.pointee.events[0].event
    }

    /// The current event; only called between a ``next()`` that returned an event and the next call.
    private var current: UnsafeMutablePointer<EventBatch.Packed> {
        guard let events = cursor.pointee.events, cursor.pointee.position < cursor.pointee.count else {
            preconditionFailure("no current YAML event")
        }
        return events + cursor.pointee.position
    }

    var mark: YAMLEvent.Mark {
        YAMLEvent.Mark(line: Int(current.pointee.line), column: Int(current.pointee.column))
    }

    var anchor: String? {
        batch?.contents.pointee.string(at: current.pointee.anchorStart, count: current.pointee.anchorLength)
    }

    var scalarByteCount: Int { Int(current.pointee.scalarLength) }

    var scalarBytes: UnsafeBufferPointer<UInt8> {
        let event = current.pointee
        // A scalar over the length limit was not kept; the builder never reads its text.
        guard event.scalarStart != EventBatch.Packed.none, let batch else { return UnsafeBufferPointer(start: nil, count: 0) }
        return batch.contents.pointee.bytes(at: event.scalarStart, count: event.scalarLength)
    }

    var scalarKind: NodeStorage.Kind { current.pointee.kind }

    var scalarTag: String? {
        batch?.contents.pointee.string(at: current.pointee.tagStart, count: current.pointee.tagLength)
    }
}
