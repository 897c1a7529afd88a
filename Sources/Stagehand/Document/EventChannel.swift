/// Hands batches of events from the thread that parses to the thread that builds the tree, and
/// empty batches back, with a fixed number of batches in all so a fast parser never runs far
/// ahead of the builder (memory stays a few batches, however large the file).
///
/// `@unchecked Sendable` is safe because the stored properties that change (the two queues and
/// the flag) are read and written only while `lock` is held.
final class EventChannel: @unchecked Sendable {
    private let lock = ConditionLock()
    private var full: [EventBatch] = []
    private var empty: [EventBatch]
    private var stopped = false

    /// A channel with `batches` empty batches to fill.
    init(batches: Int) {
        empty = (0..<batches).map { _ in EventBatch() }
    }

    /// For the parsing thread: an empty batch to fill, waiting for one if need be; `nil` once the
    /// reader has stopped reading.
    func emptyBatch() -> EventBatch? {
        withLock {
            while empty.isEmpty && !stopped { lock.wait() }
            return stopped ? nil : empty.removeLast()
        }
    }

    /// For the parsing thread: a filled batch, for the reader.
    func send(_ batch: EventBatch) {
        withLock {
            full.append(batch)
            lock.broadcast()
        }
    }

    /// For the reading thread: the next filled batch, waiting for it if need be.
    func receive() -> EventBatch {
        withLock {
            while full.isEmpty { lock.wait() }
            return full.removeFirst()
        }
    }

    /// For the reading thread: a batch it has read, to be filled again.
    func giveBack(_ batch: EventBatch) {
        batch.reset()
        withLock {
            empty.append(batch)
            lock.broadcast()
        }
    }

    /// For the reading thread: stops the parsing thread at its next batch.
    func stop() {
        withLock {
            stopped = true
            lock.broadcast()
        }
    }

    private func withLock<T>(_ body: () -> T) -> T {
        lock.withLock(body)
    }
}
