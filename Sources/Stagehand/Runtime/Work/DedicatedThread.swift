#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs blocking work (a child process and its pipes) on a thread of its own.
///
/// Blocking work must not sit on Swift concurrency's cooperative threads: they are as few as the
/// cores, and a scripted `wait` may itself be blocking one of them while it waits.
package enum DedicatedThread {
    /// A body handed across to the new thread.
    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Starts `body` on a new detached thread; false when the system refuses a thread.
    @discardableResult
    package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Box(body))
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let stack = ThreadStack.bytes
        if stack > 0 { pthread_attr_setstacksize(&attributes, stack) }
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            let box = Unmanaged<Box>.fromOpaque(context).takeRetainedValue()
            box.body()
            return nil
        }, box.toOpaque())
        if status != 0 {
            box.release()
            return false
        }
        return true
    }
}
