#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The stack every thread Stagehand runs its work on gets, so that nesting as deep as
/// `--max-depth` allows cannot overflow one.
///
/// Values are built and freed without recursion, but a view's checks, layout and drawing, and a
/// value's comparison and printing, go one call deeper for each level: a system's default stack
/// (8 MiB) holds a few thousand nested views. At the default depth limit nothing changes; a raised
/// limit reserves ``bytesPerLevel`` for each level it allows, up to ``largest``, for the command's
/// own thread (``run(_:)``) and for every worker thread it starts. A stack is reserved address
/// space, not memory: only the pages a deep file actually reaches are ever touched.
package enum ThreadStack {
    /// Stack reserved per level of nesting allowed. Measured: a nested view takes two levels
    /// (its mapping and its `children`) and under 3 KiB of stack in a debug build, about a third of
    /// that in release; a nested value under 200 bytes a level.
    package static let bytesPerLevel = 4 << 10
    /// The most stack one thread reserves: 1 GiB, which `--max-depth`'s ceiling needs.
    package static let largest = 1 << 30
    /// A size at or below the system's default changes nothing.
    package static let systemDefault = 8 << 20

    private final class Reserved: @unchecked Sendable {
        // Unchecked: `bytes` is read and written only under `lock`.
        let lock = ConditionLock()
        var bytes = 0
    }

    private static let reserved = Reserved()

    /// The stack size threads are started with; 0 for the system's default.
    package static var bytes: Int {
        reserved.lock.withLock { reserved.bytes }
    }

    /// The stack nesting `depth` levels deep needs: `depth × bytesPerLevel`, at most
    /// ``largest``; 0 when the system's default holds it.
    package static func size(forDepth depth: Int) -> Int {
        let (product, overflow) = max(depth, 0).multipliedReportingOverflow(by: bytesPerLevel)
        let wanted = overflow ? largest : min(product, largest)
        return wanted > systemDefault ? wanted : 0
    }

    /// Reserves stacks for nesting `depth` levels deep: threads started from now on get
    /// ``size(forDepth:)``.
    package static func reserve(forDepth depth: Int) {
        let wanted = size(forDepth: depth)
        reserved.lock.withLock { reserved.bytes = wanted }
    }

    /// Calls `body` with thread attributes carrying the reserved stack size, or nil for the
    /// system's defaults.
    package static func withAttributes<T>(_ body: (UnsafePointer<pthread_attr_t>?) -> T) -> T {
        let size = bytes
        guard size > 0 else { return body(nil) }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, size) == 0 else { return body(nil) }
        return body(&attributes)
    }

    /// Runs `body` on a thread with the reserved stack and waits for it; on the calling thread
    /// when nothing is reserved or the system refuses such a thread.
    package static func run<T>(_ body: () -> T) -> T {
        guard bytes > 0 else { return body() }
        return withoutActuallyEscaping(body) { body in
            let handOver = HandOver(body)
            guard let thread = WorkerThread.start({ handOver.run() }) else { return body() }
            thread.join()
            return handOver.result ?? body()
        }
    }

    /// The body and its result, crossing to the thread that runs it and back.
    private final class HandOver<T>: @unchecked Sendable {
        // Unchecked: the starting thread writes nothing after starting the thread and reads
        // `result` only after joining it, and the thread touches both only before it ends: the
        // start and the join order every access.
        let body: () -> T
        var result: T?
        init(_ body: @escaping () -> T) { self.body = body }
        func run() { result = body() }
    }
}
