#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex with a condition variable, for state shared between threads: a scene's owner and the
/// threads and tasks doing its work, or the loader's parsing and building threads.
///
/// The pthread objects live at fixed heap addresses (a pthread mutex must never move), are
/// created in `init` and destroyed in `deinit`.
package final class ConditionLock: @unchecked Sendable {
    // Unchecked: the only stored state is the two pointers, set once in `init` and never
    // reassigned; the pthread objects they point to are built for use from any thread.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        pthread_mutex_init(mutex, nil)
        #if canImport(Darwin)
        pthread_cond_init(condition, nil)
        #else
        // Deadlines are on the monotonic clock, so the wall clock jumping cannot stretch a wait.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
        #endif
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Wakes every thread waiting in ``wait(untilMonotonic:)``. Call while holding the lock.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }

    /// Waits until woken. Call while holding the lock, in a loop that re-checks what it waits for.
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Waits until woken or until the monotonic clock reads `deadline` milliseconds. Call while
    /// holding the lock, in a loop that re-checks what it waits for.
    package func wait(untilMonotonic deadline: Int) {
        #if canImport(Darwin)
        let remaining = max(0, deadline - MonotonicTime.milliseconds())
        var relative = timespec(tv_sec: remaining / 1000, tv_nsec: (remaining % 1000) * 1_000_000)
        pthread_cond_timedwait_relative_np(condition, mutex, &relative)
        #else
        var absolute = timespec(tv_sec: deadline / 1000, tv_nsec: (deadline % 1000) * 1_000_000)
        pthread_cond_timedwait(condition, mutex, &absolute)
        #endif
    }
}
