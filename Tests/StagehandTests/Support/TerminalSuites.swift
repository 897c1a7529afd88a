import Testing

/// The suites that drive a real terminal through tmux, run one at a time.
///
/// Each of their tests sleeps and waits on a tmux session for seconds on the thread it runs on,
/// which is one of Swift's cooperative threads: as many as the machine has cores. Side by side
/// they held every such thread at once on a two-core machine, and tests elsewhere whose async
/// work needs one (an actor's reply, a stream's first value) waited past their timeouts. One at a
/// time, they hold at most one.
@Suite(.serialized) enum TerminalSuites {}
