#if canImport(Synchronization)
import Synchronization
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one independent piece of work per input on several threads and returns the results in
/// the inputs' order, so what is printed never depends on which thread finished first.
///
/// Threads of its own rather than a shared pool: lint may be called from code that already
/// keeps every pool thread busy, and asking for `jobs` workers should give that many.
package enum ParallelWork {
    /// Processors online, at least 1.
    package static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// `work(inputs[i])` for every `i`, on up to `workers` threads (the calling thread is one of
    /// them); on the calling thread alone when `workers` is 1 or there is only one input.
    package static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], workers: Int, _ work: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        let width = min(max(workers, 1), inputs.count)
        // `Atomic` needs macOS 15; the package supports 14, where files are checked in turn.
        guard width > 1, #available(macOS 15, *) else { return inputs.map(work) }
        let slots = ResultSlots<Output>(count: inputs.count)
        let next = NextIndex()
        // Each worker takes the next input not yet taken, so one large file does not hold up
        // the files that a fixed share would have queued behind it.
        let drain: @Sendable () -> Void = {
            while let i = next.take(below: inputs.count) {
                slots.store(work(inputs[i]), at: i)
            }
        }
        // A thread that cannot be started leaves its share to the others: the calling thread
        // drains whatever is left, so every input is done either way.
        let threads = (1..<width).compactMap { _ in WorkerThread.start(drain) }
        drain()
        for thread in threads { thread.join() }
        return slots.collect()
    }
}

/// Work handed to other threads now and finished later by the caller, who helps with whatever
/// is left: the caller can do something else meanwhile (check a scene while its values are built).
/// The batch stays with the thread that started it; only its `Sendable` drain closure crosses to
/// the workers.
final class BackgroundBatch<Output: Sendable> {
    private let finishWork: () -> [Output]

    /// Starts `work` for every input on up to `extraWorkers` threads besides the caller's; with
    /// none (one processor, or no thread could be started) nothing runs until ``finish()``.
    init<Input: Sendable>(_ inputs: [Input], extraWorkers: Int, _ work: @escaping @Sendable (Input) -> Output) {
        guard extraWorkers > 0, inputs.count > 1, #available(macOS 15, *) else {
            finishWork = { inputs.map(work) }
            return
        }
        let slots = ResultSlots<Output>(count: inputs.count)
        let next = NextIndex()
        let drain: @Sendable () -> Void = {
            while let i = next.take(below: inputs.count) {
                slots.store(work(inputs[i]), at: i)
            }
        }
        let threads = (0..<min(extraWorkers, inputs.count)).compactMap { _ in WorkerThread.start(drain) }
        finishWork = {
            drain()
            for thread in threads { thread.join() }
            return slots.collect()
        }
    }

    /// Does whatever the workers have not taken yet, waits for them, and returns every result in
    /// the inputs' order. Call it once.
    func finish() -> [Output] {
        finishWork()
    }
}

/// A POSIX thread running one closure, joined by whoever started it.
struct WorkerThread {
    /// The closure, handed to the new thread through an opaque pointer.
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    private let thread: pthread_t

    /// Starts a thread running `body`; `nil` when the system refuses one.
    static func start(_ body: @escaping @Sendable () -> Void) -> WorkerThread? {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        let result = ThreadStack.withAttributes { attributes in
            pthread_create(&thread, attributes, { context in
                Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        }
        guard result == 0, let started = thread else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return WorkerThread(thread: started)
        #else
        var thread = pthread_t()
        let result = ThreadStack.withAttributes { attributes in
            pthread_create(&thread, attributes, { context in
                if let context { Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run() }
                return nil
            }, context)
        }
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return WorkerThread(thread: thread)
        #endif
    }

    /// Waits for the thread to finish.
    func join() {
        pthread_join(thread, nil)
    }
}

/// Hands out 0, 1, 2… to whichever worker asks, each number once.
@available(macOS 15, *)
final class NextIndex: Sendable {
    private let counter = Atomic<Int>(0)

    /// The next number, or `nil` once `limit` is reached.
    func take(below limit: Int) -> Int? {
        let value = counter.wrappingAdd(1, ordering: .relaxed).oldValue
        return value < limit ? value : nil
    }
}

/// One result per input, written by whichever worker computed it.
///
/// `@unchecked Sendable` is safe here because: every slot is written at most once, by the one
/// worker that took its index from ``NextIndex`` (indices are handed out once each, so no two
/// threads ever touch the same slot); and the slots are read only by ``collect()``, which the
/// caller runs after it has joined every worker thread (and drained its own share) — `pthread_join`
/// orders all of a thread's writes before the reads that follow it.
final class ResultSlots<Output: Sendable>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Output?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func store(_ output: Output, at index: Int) {
        buffer[index] = output
    }

    /// The results in input order. Every slot was stored by then (see the type's comment).
    func collect() -> [Output] {
        buffer.compactMap { $0 }
    }
}
