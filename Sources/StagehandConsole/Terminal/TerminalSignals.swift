#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process-wide state that puts the terminal back the way it was, whatever ends the
/// process: a normal exit (`atexit`), a thrown error (``RawTerminal/restore()`` in a
/// `defer`), or a signal — SIGINT, SIGTERM, SIGHUP, SIGQUIT, and the crash signals.
///
/// Signal handlers are C functions: they cannot capture context, and may only make
/// async-signal-safe calls (`write`, `tcsetattr`, `sigaction`, `raise`). So the state they
/// need lives in a few globals, all written *before* the handlers are installed or while
/// restoring is disarmed, and read-only from the handlers. Nothing here allocates, locks or
/// touches Swift reference counting on the signal path.
///
/// SIGWINCH does not touch shared memory at all: its handler writes one byte to a
/// non-blocking self-pipe, which ``RawTerminal/readInput(timeoutMilliseconds:)`` polls
/// and drains on the main thread.
package enum TerminalSignals {
    // `nonisolated(unsafe)`: C signal handlers read these and can't go through an actor or
    // a lock. Safety comes from ordering instead — see the type's documentation.

    /// The terminal settings to put back, saved when raw mode began.
    nonisolated(unsafe) private static var savedSettings = termios()
    /// The terminal file descriptor `savedSettings` belongs to.
    nonisolated(unsafe) private static var terminalFD: Int32 = -1
    /// Where the "leave the alternate screen" bytes go.
    nonisolated(unsafe) private static var outputFD: Int32 = -1
    /// 1 while the terminal is in raw mode and needs restoring. A handler and the main
    /// thread may both see 1 and both restore; that is harmless, as restoring twice
    /// writes the same settings again.
    nonisolated(unsafe) private static var armed: Int32 = 0
    /// The self-pipe for SIGWINCH: the handler writes to `[1]`, the run loop reads `[0]`.
    nonisolated(unsafe) private(set) static var wakePipe: (read: Int32, write: Int32) = (-1, -1)
    /// The actions in place before ours, by signal number, put back when a signal comes
    /// so it then does what it would have done (usually: end the process).
    nonisolated(unsafe) private static let previousActions =
        UnsafeMutablePointer<sigaction>.allocate(capacity: Int(maxSignal) + 1)
    /// Whether handlers, the pipe and `atexit` are set up (main thread only).
    nonisolated(unsafe) private static var installed = false

    private static let maxSignal: Int32 = 64

    /// Signals after which the terminal must be restored before the process goes.
    static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP]

    /// Resets styles and colours, turns mouse reporting and bracketed paste off, re-enables line
    /// wrap, shows the cursor, leaves the alternate screen. A `StaticString` so the signal path
    /// reads it without allocating.
    static let leaveSequence: StaticString = "\u{1B}[0m\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// Records what to restore and arms restoring. Call before changing the terminal, so a
    /// signal arriving in between still restores it. Main thread only.
    static func arm(settings: termios, terminal: Int32, output: Int32) {
        installIfNeeded()
        // Disarm while the fields change, so a handler never sees half-written settings.
        armed = 0
        savedSettings = settings
        terminalFD = terminal
        outputFD = output
        armed = 1
    }

    /// Whether raw mode is on and restoring is pending.
    static var isArmed: Bool { armed != 0 }

    /// Puts the terminal back if it is armed, and disarms. Idempotent, and safe to call
    /// from a signal handler.
    static func restore() {
        guard armed != 0 else { return }
        armed = 0
        let saved = errno  // A handler must not clobber the errno of the code it interrupted.
        var remaining = leaveSequence.utf8CodeUnitCount
        var cursor = UnsafeRawPointer(leaveSequence.utf8Start)
        while remaining > 0 {
            let written = write(outputFD, cursor, remaining)
            if written > 0 {
                remaining -= written
                cursor += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        var settings = savedSettings
        _ = tcsetattr(terminalFD, TCSANOW, &settings)
        errno = saved
    }

    /// Drains the self-pipe; `true` if a SIGWINCH arrived since the last drain.
    static func drainResizeNotifications() -> Bool {
        guard wakePipe.read >= 0 else { return false }
        var sawResize = false
        var scratch = [UInt8](repeating: 0, count: 64)
        while true {
            let count = scratch.withUnsafeMutableBytes { read(wakePipe.read, $0.baseAddress, $0.count) }
            if count > 0 {
                sawResize = true
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break  // Empty (EAGAIN) or closed.
            }
        }
        return sawResize
    }

    /// Creates the self-pipe and installs the handlers and the `atexit` hook, once.
    static func installIfNeeded() {
        guard !installed else { return }
        installed = true
        // Touch every global now: Swift initializes globals lazily (with a lock), which
        // must never happen for the first time inside a signal handler.
        _ = (savedSettings, terminalFD, outputFD, armed, previousActions, leaveSequence)
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            wakePipe = (fds[0], fds[1])
        }
        for signal in terminatingSignals {
            install(terminatingHandler, for: signal, flags: 0)
        }
        install(resizeHandler, for: SIGWINCH, flags: SA_RESTART)
        unblock(terminatingSignals + [SIGWINCH])
        atexit { TerminalSignals.restore() }
    }

    /// Lets SIGINT, SIGTERM and SIGHUP end the process as they usually do, for a command that
    /// runs until it is stopped without taking the terminal (`run --script --watch`).
    package static func unblockStopping() {
        unblock([SIGINT, SIGTERM, SIGHUP])
    }

    /// A parent may have started us with signals blocked (the mask is inherited across fork and
    /// exec): then SIGTERM would wait forever instead of ending play. Take them.
    private static func unblock(_ signals: [Int32]) {
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in signals { sigaddset(&handled, signal) }
        _ = pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    private static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32) {
        guard signal > 0, signal <= maxSignal else { return }
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        _ = sigaction(signal, &action, previousActions + Int(signal))
    }

    /// Restores the terminal, then hands the signal to whoever had it before us.
    private static let terminatingHandler: @convention(c) (Int32) -> Void = { signal in
        TerminalSignals.restore()
        // The signal is blocked while this handler runs: re-raised, it is delivered to the
        // previous action (by default, ending the process with the right status) as soon as
        // this returns.
        _ = sigaction(signal, TerminalSignals.previousActions + Int(signal), nil)
        _ = raise(signal)
    }

    /// Notes a window size change by waking the run loop's `poll`.
    private static let resizeHandler: @convention(c) (Int32) -> Void = { _ in
        let saved = errno
        var byte: UInt8 = 1
        _ = write(TerminalSignals.wakePipe.write, &byte, 1)
        errno = saved
    }
}
