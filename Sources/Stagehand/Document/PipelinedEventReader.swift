internal import CLibYAML

/// Reads libyaml's events for the tree builder while libyaml parses the next ones on a thread of
/// its own: on a large file the two halves of loading — libyaml's scanning and the building of
/// nodes — run on two cores at once, and loading takes little more than libyaml alone.
///
/// The events are the same, in the same order, with the same failure at the end, as
/// ``YAMLEventReader`` gives for the same bytes; only where the work happens differs. The input
/// must stay alive and unchanged until ``finish()`` has returned.
final class PipelinedEventReader: YAMLEventSource {
    /// How many batches are in flight: one being read, one being filled, one ready.
    private static let batches = 3

    private let channel = EventChannel(batches: PipelinedEventReader.batches)
    private var parsing: WorkerThread?
    private var batch: EventBatch?
    private var position = -1
    private(set) var failure: LibYAMLFailure?

    /// The input, handed to the parsing thread.
    ///
    /// `@unchecked Sendable` is safe because the bytes are only read, by libyaml on the parsing
    /// thread, and the reader's owner keeps them alive and unchanged until ``finish()`` has joined
    /// that thread.
    private struct SharedInput: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
    }

    /// Starts parsing `input` on another thread; `nil` when no thread could be started (then the
    /// caller reads on its own thread with ``YAMLEventReader``).
    init?(input: UnsafeBufferPointer<UInt8>, maxScalarLength: Int) {
        let shared = SharedInput(bytes: input)
        let channel = channel
        parsing = WorkerThread.start {
            Self.parse(shared.bytes, into: channel, maxScalarLength: maxScalarLength)
        }
        guard parsing != nil else { return nil }
    }

    deinit {
        finish()
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
    private static func parse(_ input: UnsafeBufferPointer<UInt8>, into channel: EventChannel, maxScalarLength: Int) {
        let parser = LibYAMLParser(input: input)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer { event.deallocate() }
        guard var batch = channel.emptyBatch() else { return }
        while true {
            guard parser.parse(into: event) else {
                batch.failure = parser.failure
                batch.isLast = true
                channel.send(batch)
                return
            }
            let kind = YAMLEventReader.event(of: event.pointee.type)
            batch.append(event, as: kind, maxScalarLength: maxScalarLength)
            yaml_event_delete(event)
            if kind == .streamEnd {
                batch.isLast = true
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
        position += 1
        if let batch, position < batch.events.count { return batch.events[position].event }
        if let batch {
            if batch.isLast {
                failure = batch.failure
                position -= 1
                return nil
            }
            channel.giveBack(batch)
        }
        let received = channel.receive()
        batch = received
        position = 0
        guard !received.events.isEmpty else {
            failure = received.failure
            position = -1
            return nil
        }
        return received.events[0].event
    }

    private var current: EventBatch.Packed {
        guard let batch, batch.events.indices.contains(position) else {
            preconditionFailure("no current YAML event")
        }
        return batch.events[position]
    }

    var mark: YAMLEvent.Mark {
        let event = current
        return YAMLEvent.Mark(line: event.line, column: event.column)
    }

    var anchor: String? {
        let event = current
        return batch?.string(at: event.anchorStart, count: event.anchorLength)
    }

    var scalarByteCount: Int { current.scalarLength }

    var scalarBytes: UnsafeBufferPointer<UInt8> {
        let event = current
        // A scalar over the length limit was not kept; the builder never reads its text.
        guard event.scalarLength > 0, event.scalarStart >= 0, let batch else { return UnsafeBufferPointer(start: nil, count: 0) }
        return batch.bytes(at: event.scalarStart, count: event.scalarLength)
    }

    var scalarKind: NodeStorage.Kind { current.kind }

    var scalarTag: String? {
        let event = current
        return batch?.string(at: event.tagStart, count: event.tagLength)
    }
}
