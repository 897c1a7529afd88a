#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands batches of events from the thread that parses to the thread that builds the tree, and
/// empty batches back, with a fixed number of batches in all so a fast parser never runs far
/// ahead of the builder (memory stays a few batches, however large the file).
///
/// `@unchecked Sendable` is safe because every stored property is read and written only while
/// `lock` is held (the two queues and the flag), and the lock and condition are created in `init`
/// and destroyed in `deinit`, when no other thread can hold a reference.
final class EventChannel: @unchecked Sendable {
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var full: [EventBatch] = []
    private var empty: [EventBatch]
    private var stopped = false

    /// A channel with `batches` empty batches to fill.
    init(batches: Int) {
        empty = (0..<batches).map { _ in EventBatch() }
        pthread_mutex_init(lock, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(lock)
        lock.deallocate()
        changed.deallocate()
    }

    /// For the parsing thread: an empty batch to fill, waiting for one if need be; `nil` once the
    /// reader has stopped reading.
    func emptyBatch() -> EventBatch? {
        withLock {
            while empty.isEmpty && !stopped { pthread_cond_wait(changed, lock) }
            return stopped ? nil : empty.removeLast()
        }
    }

    /// For the parsing thread: a filled batch, for the reader.
    func send(_ batch: EventBatch) {
        withLock {
            full.append(batch)
            pthread_cond_broadcast(changed)
        }
    }

    /// For the reading thread: the next filled batch, waiting for it if need be.
    func receive() -> EventBatch {
        withLock {
            while full.isEmpty { pthread_cond_wait(changed, lock) }
            return full.removeFirst()
        }
    }

    /// For the reading thread: a batch it has read, to be filled again.
    func giveBack(_ batch: EventBatch) {
        batch.reset()
        withLock {
            empty.append(batch)
            pthread_cond_broadcast(changed)
        }
    }

    /// For the reading thread: stops the parsing thread at its next batch.
    func stop() {
        withLock {
            stopped = true
            pthread_cond_broadcast(changed)
        }
    }

    private func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }
}
