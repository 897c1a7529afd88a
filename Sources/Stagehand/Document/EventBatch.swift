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
/// Its state sits behind a pointer rather than in stored properties: a million events read field
/// by field would otherwise pay for a dynamic exclusivity check on every access.
///
/// `@unchecked Sendable` is safe because a batch is only ever used by one thread at a time: the
/// parsing thread fills it, hands it over through ``EventChannel`` (whose lock orders every write
/// before the reader's first read), and the reading thread hands it back the same way before the
/// parsing thread fills it again. Neither keeps a pointer into it that it uses after handing the
/// batch over.
final class EventBatch: @unchecked Sendable {
    /// One event, as the builder reads it, in 36 bytes: the parsing thread writes one per event.
    struct Packed {
        /// Where the event starts, counted from 1. libyaml counts in `size_t`; a file of more than
        /// four billion lines or columns cannot get past the loader's size limit.
        var line: UInt32
        var column: UInt32
        /// The scalar's length, even when its text was not kept.
        var scalarLength: UInt32
        /// Where the scalar's text starts in the batch's text, or ``none`` when it was not kept.
        var scalarStart: UInt32
        var anchorStart: UInt32
        var anchorLength: UInt32
        var tagStart: UInt32
        var tagLength: UInt32
        var event: YAMLEvent
        var kind: NodeStorage.Kind

        /// No text kept.
        static let none = UInt32.max
    }

    /// What a batch holds.
    struct Contents {
        /// ``EventBatch/capacity`` slots, the first `count` of them filled.
        var events: UnsafeMutablePointer<Packed>
        var count = 0
        /// Scalar text, anchors and tags, one after another.
        var text: UnsafeMutablePointer<UInt8>
        var textCount = 0
        var textCapacity: Int
        /// Set on the last batch: why libyaml stopped, when it stopped on a problem.
        var failure: LibYAMLFailure?
        /// Whether no batch follows this one.
        var isLast = false

        /// The text at `start`, `count` bytes long.
        func bytes(at start: UInt32, count: UInt32) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: text + Int(start), count: Int(count))
        }

        /// A string packed at `start`, or `nil` when none was.
        func string(at start: UInt32, count: UInt32) -> String? {
            start == Packed.none ? nil : String(decoding: bytes(at: start, count: count), as: UTF8.self)
        }
    }

    /// Events per batch: enough that handing batches over costs nothing next to parsing them.
    static let capacity = 8_192

    /// The batch's state; see the type's comment for why it is behind a pointer.
    let contents: UnsafeMutablePointer<Contents>

    init() {
        let textCapacity = 64 << 10
        contents = .allocate(capacity: 1)
        contents.initialize(to: Contents(
            events: .allocate(capacity: Self.capacity), text: .allocate(capacity: textCapacity), textCapacity: textCapacity))
    }

    deinit {
        contents.pointee.events.deinitialize(count: contents.pointee.count)
        contents.pointee.events.deallocate()
        contents.pointee.text.deallocate()
        contents.deinitialize(count: 1)
        contents.deallocate()
    }

    var isFull: Bool { contents.pointee.count >= Self.capacity }

    /// Empties the batch for reuse, keeping its storage.
    func reset() {
        contents.pointee.events.deinitialize(count: contents.pointee.count)
        contents.pointee.count = 0
        contents.pointee.textCount = 0
        contents.pointee.failure = nil
        contents.pointee.isLast = false
    }

    /// Copies an event out of libyaml; a scalar's text is left out when it is longer than
    /// `maxScalarLength`, as the builder never keeps such text. The batch must not be full.
    ///
    /// This runs on the parsing thread for every event of the file, which makes it part of
    /// loading's critical path: it reads each field once and writes one packed record.
    @inline(__always)
    func append(_ event: UnsafePointer<yaml_event_t>, as kind: YAMLEvent, maxScalarLength: Int) {
        let mark = event.pointee.start_mark
        var packed = Packed(line: UInt32(truncatingIfNeeded: mark.line &+ 1), column: UInt32(truncatingIfNeeded: mark.column &+ 1),
                            scalarLength: 0, scalarStart: Packed.none, anchorStart: Packed.none, anchorLength: 0,
                            tagStart: Packed.none, tagLength: 0, event: kind, kind: .plain)
        if kind == .scalar {
            packed.kind = YAMLEventReader.kind(of: stagehand_scalar_style(event))
            let length = stagehand_scalar_length(event)
            packed.scalarLength = UInt32(clamping: length)
            if length <= maxScalarLength {
                packed.scalarStart = copy(stagehand_scalar_value(event), count: length)
            }
            if let tag = stagehand_scalar_tag(event) {
                (packed.tagStart, packed.tagLength) = copy(cString: tag)
            }
        }
        if let anchor = stagehand_event_anchor(event) {
            (packed.anchorStart, packed.anchorLength) = copy(cString: anchor)
        }
        (contents.pointee.events + contents.pointee.count).initialize(to: packed)
        contents.pointee.count += 1
    }

    @inline(__always)
    private func copy(_ bytes: UnsafePointer<UInt8>?, count: Int) -> UInt32 {
        let start = contents.pointee.textCount
        if let bytes, count > 0 {
            if start + count > contents.pointee.textCapacity { reserve(count) }
            (contents.pointee.text + start).update(from: bytes, count: count)
            contents.pointee.textCount = start + count
        }
        return UInt32(truncatingIfNeeded: start)
    }

    private func copy(cString: UnsafePointer<yaml_char_t>) -> (UInt32, UInt32) {
        let count = strlen(UnsafeRawPointer(cString).assumingMemoryBound(to: CChar.self))
        return (copy(cString, count: count), UInt32(truncatingIfNeeded: count))
    }

    private func reserve(_ count: Int) {
        let used = contents.pointee.textCount
        guard used + count > contents.pointee.textCapacity else { return }
        let capacity = max(contents.pointee.textCapacity * 2, used + count)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.update(from: contents.pointee.text, count: used)
        contents.pointee.text.deallocate()
        contents.pointee.text = grown
        contents.pointee.textCapacity = capacity
    }
}
