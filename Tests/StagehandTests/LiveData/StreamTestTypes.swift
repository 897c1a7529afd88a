import Foundation
import Stagehand

/// A source of values that changes, for the streaming tests: a value anyone can replace with
/// ``send(_:)``, and observers that are told each new value *later*, after a random pause on a
/// queue of their own (in order), as a database observation tells its observers after the write
/// returned. It counts what it hands over and how many observers are still following it.
final class LDFeed: @unchecked Sendable {
    // Unchecked: every `var` is read and written only while holding `lock`; the queues are
    // Dispatch's, which are thread-safe.
    private let lock = NSLock()
    private var current: Value
    private var observers: [Int: (continuation: AsyncThrowingStream<Value, any Error>.Continuation, queue: DispatchQueue)] = [:]
    private var nextObserver = 0
    private var failure: String?
    private var handedOver = 0
    private var mapped = 0
    /// The longest pause before an observer is told, in microseconds.
    let maxDelay: UInt32

    init(_ value: Value, maxDelay: UInt32 = 3_000) {
        current = value
        self.maxDelay = maxDelay
    }

    /// The value now.
    var value: Value { lock.withLock { current } }

    /// How many observers follow the feed.
    var observerCount: Int { lock.withLock { observers.count } }

    /// How many values were handed to an observer's stream.
    var handedOverCount: Int { lock.withLock { handedOver } }

    /// How many values the data sources' streams transformed: it stops growing once they ended.
    var mappedCount: Int { lock.withLock { mapped } }

    /// Counts a value a stream transformed.
    func countMapped() { lock.withLock { mapped += 1 } }

    /// Makes every observer, present and future, fail with `message` instead of following.
    func fail(_ message: String) {
        let toFail = lock.withLock { () -> [(AsyncThrowingStream<Value, any Error>.Continuation, DispatchQueue)] in
            failure = message
            defer { observers = [:] }
            return observers.values.map { ($0.continuation, $0.queue) }
        }
        for (continuation, queue) in toFail {
            queue.async { continuation.finish(throwing: LDFeedError(message: message)) }
        }
    }

    /// Replaces the value; every observer is told, after a pause.
    func send(_ value: Value) {
        lock.withLock {
            current = value
            for (_, observer) in observers { tell(observer.continuation, value, on: observer.queue) }
        }
    }

    /// The value now, then every new one.
    func values() -> AsyncThrowingStream<Value, any Error> {
        AsyncThrowingStream { continuation in
            let queue = DispatchQueue(label: "feed.observer")
            let id = lock.withLock { () -> Int? in
                if let failure {
                    continuation.finish(throwing: LDFeedError(message: failure))
                    return nil
                }
                nextObserver += 1
                observers[nextObserver] = (continuation, queue)
                tell(continuation, current, on: queue)
                return nextObserver
            }
            guard let id else { return }
            continuation.onTermination = { [weak self] _ in
                guard let self else { return }
                _ = self.lock.withLock { self.observers.removeValue(forKey: id) }
            }
        }
    }

    /// Call with `lock` held.
    private func tell(_ continuation: AsyncThrowingStream<Value, any Error>.Continuation, _ value: Value, on queue: DispatchQueue) {
        let delay = maxDelay == 0 ? 0 : UInt32.random(in: 0...maxDelay)
        queue.async { [weak self] in
            if delay > 0 { usleep(delay) }
            if case .enqueued = continuation.yield(value) {
                self?.lock.withLock { self?.handedOver += 1 }
            }
        }
    }
}

/// Why a feed failed.
struct LDFeedError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Follows the `LDFeed` service; with `current: false` its stream cannot say its current value.
final class LDFeedDataSource: StreamingDataSource {
    override class var summary: String { "Follows a feed" }

    @Service var feed: LDFeed
    @Property("Whether the stream can read the feed's current value") var current = true

    override func makeStream() -> ValueStream {
        let feed = feed
        let current: (@Sendable () async throws -> Value)? = self.current ? { @Sendable in feed.value } : nil
        return ValueStream({
            feed.values().map { value in
                feed.countMapped()
                return value
            }
        }, current: current)
    }
}

/// Sends `text` to the feed, as work that takes time: the write has finished when the work has,
/// but the feed tells its observers later.
final class LDSendResponder: AsyncResponder<Void> {
    override class var summary: String { "Sends text to the feed" }

    @Service var feed: LDFeed
    @Property("What to send") var text = ""

    override func work(for event: ViewEvent) throws -> Work {
        let feed = feed, text = text
        return { feed.send(.string(text)) }
    }
}

enum StreamTestTypes {
    /// A registry with the stream test types and `feed` as its service.
    static func registry(_ feed: LDFeed) -> Registry {
        let registry = Registry()
        try? registry.register(LDFeedDataSource.self)
        try? registry.register(LDSendResponder.self)
        registry.provide(feed)
        return registry
    }
}
