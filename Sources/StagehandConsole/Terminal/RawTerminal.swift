#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Stagehand  // `TerminalSize` is the core's, shared with scripts' `size:`.

/// The interactive terminal: raw-mode input, the alternate screen, and a guarantee that the
/// user's terminal comes back the way it was.
///
/// ```swift
/// let terminal = RawTerminal()
/// try terminal.enter()
/// defer { terminal.restore() }
/// var decoder = KeyDecoder()
/// var screen = CellBuffer(width: terminal.size.columns, height: terminal.size.rows)
/// terminal.write(TerminalDiff.fullRepaint(screen))
/// while true {
///     let keys = decoder.decode(terminal.readInput(timeoutMilliseconds: 100), moreBytesPending: false)
///     if terminal.takeResize() { /* re-layout at terminal.size, full repaint */ }
///     …
/// }
/// ```
///
/// In raw mode, input arrives byte by byte without echo, and Ctrl-C is the byte `0x03`
/// (``Key/interrupt``) rather than a signal. Output processing stays on, so `"\n"` still
/// starts a new line. Restoring happens on every way out — ``restore()`` (call it from a
/// `defer`), deinitialization, a normal `exit`, and SIGINT, SIGTERM, SIGHUP, SIGQUIT and the
/// crash signals — and is idempotent. Only one terminal can be in raw mode at a time.
package final class RawTerminal {
    /// The file descriptor input is read from; standard input by default.
    let inputFD: Int32
    /// The file descriptor output is written to; standard output by default.
    let outputFD: Int32
    /// Whether this terminal put the tty in raw mode and hasn't restored it yet.
    package private(set) var isActive = false
    /// Whether reading hit end of input (the terminal went away): the run loop should stop.
    package private(set) var isInputClosed = false
    /// Set when a SIGWINCH was seen while reading input; cleared by ``takeResize()``.
    private var resizePending = false
    /// Whether the terminal is drawn on: entering switches to the alternate screen (and mouse
    /// and paste reporting) and leaving switches back. Without it (`run --screen-reader`), only
    /// the input is set raw and no escape sequence is ever written.
    let drawsScreen: Bool

    /// Switches to the alternate screen, hides the cursor, turns off line wrap (so the
    /// bottom-right cell can be drawn without scrolling), turns on bracketed paste (so pasted
    /// text arrives marked, as one edit), turns on mouse reporting (clicks and the wheel, in the
    /// SGR encoding: modes 1000 and 1006), and clears the screen.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h\u{1B}[0m\u{1B}[H\u{1B}[2J"

    /// Size of one `read` from the input.
    static let readChunkSize = 4096
    /// At most this much input is gathered by one ``readInput(timeoutMilliseconds:)``, so a
    /// flood of pasted text can't stall the screen.
    static let maxReadSize = 64 * 1024

    /// A terminal on the given descriptors; nothing changes until ``enter()``.
    package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, drawsScreen: Bool = true) {
        inputFD = input
        outputFD = output
        self.drawsScreen = drawsScreen
    }

    deinit {
        restore()
    }

    /// Whether standard input and output both are terminals, so interactive play can work.
    static var standardStreamsAreTerminals: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Puts the input terminal in raw mode and switches to the alternate screen.
    ///
    /// - Throws: ``TerminalError/notATerminal`` if the input isn't a terminal,
    ///   ``TerminalError/alreadyActive`` if a terminal is in raw mode already, or
    ///   ``TerminalError/systemCall(_:errno:)`` when the terminal refuses the settings.
    package func enter() throws {
        guard !isActive else { return }
        guard isatty(inputFD) == 1 else { throw TerminalError.notATerminal }
        guard !TerminalSignals.isArmed else { throw TerminalError.alreadyActive }
        var original = termios()
        guard tcgetattr(inputFD, &original) == 0 else {
            throw TerminalError.systemCall("tcgetattr", errno: errno)
        }
        // Armed before any change, so a signal arriving from here on restores the original.
        // Without a screen, restoring writes nothing: the output is told to be none.
        TerminalSignals.arm(settings: original, terminal: inputFD, output: drawsScreen ? outputFD : -1)
        var raw = Self.rawSettings(from: original)
        guard tcsetattr(inputFD, TCSANOW, &raw) == 0 else {
            let code = errno
            TerminalSignals.restore()
            throw TerminalError.systemCall("tcsetattr", errno: code)
        }
        isActive = true
        isInputClosed = false
        if drawsScreen { write(Self.enterSequence) }
    }

    /// Leaves the alternate screen, shows the cursor and restores the original terminal
    /// settings. Does nothing if this terminal isn't active, so it is safe to call twice.
    package func restore() {
        guard isActive else { return }
        isActive = false
        TerminalSignals.restore()
    }

    /// The terminal's current size, from `ioctl(TIOCGWINSZ)` on the output, then the
    /// input; ``TerminalSize/standard`` when neither says.
    var size: TerminalSize {
        Self.windowSize(of: outputFD) ?? Self.windowSize(of: inputFD) ?? .standard
    }

    /// The window size of the terminal behind `fd`, or `nil` if it isn't one.
    package static func windowSize(of fd: Int32) -> TerminalSize? {
        Platform.terminalSize(of: fd).map { TerminalSize(columns: $0.columns, rows: $0.rows) }
    }

    /// Whether the window was resized since the last call; clears the flag. Check it after
    /// each ``readInput(timeoutMilliseconds:)``, then re-layout at ``size`` and repaint.
    func takeResize() -> Bool {
        if TerminalSignals.drainResizeNotifications() { resizePending = true }
        defer { resizePending = false }
        return resizePending
    }

    /// Waits up to `timeoutMilliseconds` (negative: forever) for input, and returns the
    /// bytes available — empty on timeout, on a resize, when `extra` (another descriptor to
    /// wake on) became readable, or when a signal interrupted the wait. Everything already waiting is read at once (up to ``maxReadSize``), so the
    /// caller can pass `moreBytesPending: false` to ``KeyDecoder``.
    package func readInput(timeoutMilliseconds: Int32, alsoWakingOn extra: Int32 = -1) -> [UInt8] {
        guard !isInputClosed else { return [] }
        var fds = [pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)]
        let wake = TerminalSignals.wakePipe.read
        if wake >= 0 { fds.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
        // `extra` (finished work) goes last, so the resize pipe keeps its place at index 1.
        if extra >= 0 { fds.append(pollfd(fd: extra, events: Int16(POLLIN), revents: 0)) }
        let ready = poll(&fds, nfds_t(fds.count), timeoutMilliseconds)
        if ready <= 0 { return [] }  // Timeout, or EINTR from a signal: nothing to read.
        if fds.count > 1, fds[1].revents & Int16(POLLIN) != 0, TerminalSignals.drainResizeNotifications() {
            resizePending = true
        }
        guard fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { return [] }
        return readAvailable()
    }

    /// Reads what is waiting on the input without blocking.
    private func readAvailable() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: Self.readChunkSize)
        while bytes.count < Self.maxReadSize {
            let count = chunk.withUnsafeMutableBytes { read(inputFD, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
                if count < chunk.count { break }  // Drained what was there.
                // A full chunk: more may be waiting; look without waiting.
                var probe = pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)
                if poll(&probe, 1, 0) <= 0 { break }
            } else if count == 0 {
                isInputClosed = true
                break
            } else if errno == EINTR {
                continue
            } else {
                if errno != EAGAIN && errno != EWOULDBLOCK { isInputClosed = true }
                break
            }
        }
        return bytes
    }

    /// Writes `text` to the output in full, retrying after interruptions. Failures (the
    /// terminal went away) are ignored: there is nobody left to show anything to.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Platform.write(outputFD, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// The C `write`, which the method of the same name hides inside this class.

    /// The raw-mode version of `settings`, like `cfmakeraw` but keeping output processing,
    /// so `"\n"` still moves to the start of the next line.
    ///
    /// Input: no break interrupt, no parity marking or 8th-bit stripping, no CR/NL
    /// translation (Enter arrives as CR), no XON/XOFF flow control (Ctrl-S, Ctrl-Q reach
    /// us). Local: no echo, no line editing, no signals from Ctrl-C/Ctrl-Z/Ctrl-\\, no
    /// extended processing (Ctrl-V). Control: 8-bit characters. Reads return whatever is
    /// there without waiting (VMIN 0, VTIME 0): waiting is done with `poll`.
    package static func rawSettings(from settings: termios) -> termios {
        var raw = settings
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_oflag |= tcflag_t(OPOST)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 0
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }
}
