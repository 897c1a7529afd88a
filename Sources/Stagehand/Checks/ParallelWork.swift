#if canImport(Dispatch)
import Dispatch
#endif
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
enum ParallelWork {
    /// Processors online, at least 1.
    static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// `work(inputs[i])` for every `i`, on up to `workers` threads; on the calling thread alone
    /// when `workers` is 1 or there is only one input.
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], workers: Int, _ work: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        let width = min(max(workers, 1), inputs.count)
        #if canImport(Dispatch)
        // `Atomic` needs macOS 15; the package supports 14, where files are checked in turn.
        guard width > 1, #available(macOS 15, *) else { return inputs.map(work) }
        let slots = ResultSlots<Output>(count: inputs.count)
        let next = NextIndex()
        DispatchQueue.concurrentPerform(iterations: width) { _ in
            // Each worker takes the next file not yet taken, so one large file does not hold up
            // the files that a fixed share would have queued behind it.
            while let i = next.take(below: inputs.count) {
                slots.store(work(inputs[i]), at: i)
            }
        }
        return slots.collect()
        #else
        return inputs.map(work)
        #endif
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
/// caller runs after `DispatchQueue.concurrentPerform` has returned — it returns only once every
/// worker has finished, which orders all writes before the reads.
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
