#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread that runs one closure and hands back the moment it returns when joined.
final class BenchThread: @unchecked Sendable {
    typealias T = ContinuousClock.Instant?

    // Unchecked: `result` is written by the thread before it ends and read only after
    // `pthread_join` has returned, which orders the two.
    private var result: T?
    private let body: @Sendable () -> T
    private var thread: pthread_t?

    init(_ body: @escaping @Sendable () -> T) {
        self.body = body
        let box = Unmanaged.passRetained(self).toOpaque()
        var handle = pthread_t()
        let started = pthread_create(&handle, nil, { raw in
            guard let raw else { return nil }
            let me = Unmanaged<BenchThread>.fromOpaque(raw).takeRetainedValue()
            me.result = me.body()
            return nil
        }, box)
        if started == 0 {
            thread = handle
        } else {
            Unmanaged<BenchThread>.fromOpaque(box).release()
            result = body()
        }
    }

    /// Waits for the thread to end and returns what the closure returned.
    func join() -> T {
        if let thread { pthread_join(thread, nil) }
        thread = nil
        // Set by the thread (or inline when no thread could start) before this point.
        return result ?? nil
    }
}
