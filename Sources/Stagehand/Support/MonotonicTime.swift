#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Real time for deadlines: milliseconds on a clock that never jumps.
///
/// Work deadlines are real time even in scripts (the contract waits "in real time, up to each
/// piece of work's timeout"); only timers and debounces run on the ``VirtualClock``.
package enum MonotonicTime {
    /// Milliseconds since an arbitrary fixed point.
    package static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
    }
}
