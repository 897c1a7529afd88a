#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import StagehandConsole

/// The parts of the raw terminal that work without a tty: settings, sizes, reading a pipe.
@Suite("Console: raw terminal")
struct ConsoleRawTerminalTests {
    @Test func rawSettingsTurnOffLineEditingButKeepOutputProcessing() {
        var cooked = termios()
        cooked.c_iflag = tcflag_t(ICRNL | IXON | BRKINT)
        cooked.c_oflag = tcflag_t(OPOST | ONLCR)
        cooked.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        cooked.c_cflag = tcflag_t(PARENB)
        let raw = RawTerminal.rawSettings(from: cooked)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON | BRKINT) == 0)
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) != 0)
        #expect(raw.c_oflag & tcflag_t(ONLCR) != 0)
        #expect(raw.c_cflag & tcflag_t(PARENB) == 0)
        #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
        var copy = raw
        let (vmin, vtime) = withUnsafeBytes(of: &copy.c_cc) { ($0[Int(VMIN)], $0[Int(VTIME)]) }
        #expect(vmin == 0 && vtime == 0)
    }

    @Test func enteringOnAPipeFailsAndChangesNothing() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let terminal = RawTerminal(input: fds[0], output: fds[1])
        #expect(throws: TerminalError.notATerminal) { try terminal.enter() }
        #expect(!terminal.isActive)
        terminal.restore()  // Harmless when nothing was entered.
        #expect(RawTerminal.windowSize(of: fds[0]) == nil)
    }

    @Test func readInputReturnsWhatIsWaitingAndTimesOut() throws {
        var fds: [Int32] = [-1, -1]
        // Close-on-exec: a process another test spawns meanwhile must not inherit the write end,
        // or closing it here would never look like the end of input.
        try #require(pipe(&fds) == 0)
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        defer { close(fds[0]) }
        let terminal = RawTerminal(input: fds[0], output: STDOUT_FILENO)
        #expect(terminal.readInput(timeoutMilliseconds: 10).isEmpty)
        let message = Array("\u{1B}[Ahi".utf8)
        #expect(write(fds[1], message, message.count) == message.count)
        let bytes = terminal.readInput(timeoutMilliseconds: 1000)
        #expect(bytes == message)
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes, moreBytesPending: false) == [.named(.up), .character("h"), .character("i")])
        close(fds[1])
        _ = terminal.readInput(timeoutMilliseconds: 1000)
        #expect(terminal.isInputClosed)
    }

    @Test func errorsReadWell() {
        #expect(TerminalError.notATerminal.description.contains("--script"))
        #expect(TerminalError.systemCall("tcsetattr", errno: EINVAL).description.hasPrefix("tcsetattr failed: "))
    }
}
