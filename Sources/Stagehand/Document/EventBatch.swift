internal import CLibYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A run of libyaml events copied out of the parser — kinds, marks, scalar text, anchors and
/// tags packed into two buffers — so they can be read on another thread after libyaml has
/// freed its own copies.
///
/// `@unchecked Sendable` is safe because a batch is only ever used by one thread at a time: the
/// parsing thread fills it, hands it over through ``EventChannel`` (whose lock orders every write
/// before the reader's first read), and the reading thread hands it back the same way before the
/// parsing thread fills it again. Neither keeps a reference it uses after handing a batch over.
final class EventBatch: @unchecked Sendable {
    /// One event, as the builder reads it.
    struct Packed {
        var event: YAMLEvent
        var kind: NodeStorage.Kind
        var line: Int
        var column: Int
        /// The scalar's length; its text is in the batch only when it was at most the limit.
        var scalarLength: Int
        /// Where the scalar's text starts in the batch, or -1 when it was not kept.
        var scalarStart: Int
        var anchorStart = -1
        var anchorLength = 0
        var tagStart = -1
        var tagLength = 0
    }

    /// Events per batch: enough that handing batches over costs nothing next to parsing them.
    static let capacity = 4_096

    private(set) var events: [Packed] = []
    /// Scalar text, anchors and tags, one after another.
    private var text: UnsafeMutablePointer<UInt8>
    private var textCapacity = 64 << 10
    private var textCount = 0
    /// Set on the last batch: why libyaml stopped, when it stopped on a problem.
    var failure: LibYAMLFailure?
    /// Whether no batch follows this one.
    var isLast = false

    init() {
        events.reserveCapacity(Self.capacity)
        text = .allocate(capacity: textCapacity)
    }

    deinit {
        text.deallocate()
    }

    var isFull: Bool { events.count >= Self.capacity }

    /// Empties the batch for reuse, keeping its storage.
    func reset() {
        events.removeAll(keepingCapacity: true)
        textCount = 0
        failure = nil
        isLast = false
    }

    /// Copies an event out of libyaml; a scalar's text is left out when it is longer than
    /// `maxScalarLength`, as the builder never keeps such text.
    func append(_ event: UnsafePointer<yaml_event_t>, as kind: YAMLEvent, maxScalarLength: Int) {
        let mark = event.pointee.start_mark
        var packed = Packed(event: kind, kind: .plain, line: mark.line + 1, column: mark.column + 1,
                            scalarLength: 0, scalarStart: -1)
        if kind == .scalar {
            packed.kind = YAMLEventReader.kind(of: stagehand_scalar_style(event))
            packed.scalarLength = stagehand_scalar_length(event)
            if packed.scalarLength <= maxScalarLength {
                let value = stagehand_scalar_value(event)
                packed.scalarStart = copy(UnsafeBufferPointer(start: value, count: value == nil ? 0 : packed.scalarLength))
            }
            if let tag = stagehand_scalar_tag(event) {
                (packed.tagStart, packed.tagLength) = copy(cString: tag)
            }
        }
        if let anchor = stagehand_event_anchor(event) {
            (packed.anchorStart, packed.anchorLength) = copy(cString: anchor)
        }
        events.append(packed)
    }

    /// The text of a scalar packed at `start`.
    func bytes(at start: Int, count: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text + start, count: count)
    }

    /// A string packed at `start`, or `nil` when none was.
    func string(at start: Int, count: Int) -> String? {
        start < 0 ? nil : String(decoding: bytes(at: start, count: count), as: UTF8.self)
    }

    private func copy(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let start = textCount
        guard let base = bytes.baseAddress, bytes.count > 0 else { return start }
        reserve(bytes.count)
        (text + start).update(from: base, count: bytes.count)
        textCount += bytes.count
        return start
    }

    private func copy(cString: UnsafePointer<yaml_char_t>) -> (Int, Int) {
        let count = strlen(UnsafeRawPointer(cString).assumingMemoryBound(to: CChar.self))
        return (copy(UnsafeBufferPointer(start: cString, count: count)), count)
    }

    private func reserve(_ count: Int) {
        guard textCount + count > textCapacity else { return }
        let capacity = max(textCapacity * 2, textCount + count)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.update(from: text, count: textCount)
        text.deallocate()
        text = grown
        textCapacity = capacity
    }
}
