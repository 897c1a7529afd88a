#ifndef STAGEHAND_SUPERVISOR_H
#define STAGEHAND_SUPERVISOR_H

#include <sys/types.h>

/// Starts `program` under a watcher process and returns 0 with the watcher's pid in `*watcher`,
/// or an errno value when the watcher could not be forked.
///
/// The watcher (a fork of the caller that never runs Swift code and never execs) leads a
/// process group of its own, asks the kernel for SIGUSR1 when the calling thread dies
/// (`PR_SET_PDEATHSIG`, Linux), becomes a child subreaper, and forks the command as the leader of
/// a second, new process group, with standard input `/dev/null`, standard output `output_fd`,
/// standard error `error_fd`, default signal handling, in `directory`.
///
/// - When the command ends, the watcher sends SIGTERM to the command's group, SIGKILL after
///   `grace_ms` if any member is left, then exits as the command did (same status or signal).
/// - When it receives SIGTERM, SIGINT, SIGHUP or SIGQUIT, or its parent thread dies (even by
///   SIGKILL), it does the same to the command's group, then exits with status 143.
/// - Either way, before exiting it does the same to every descendant that left the command's
///   group (`setsid`, `setpgid`): as a subreaper it inherits each one whose parent ended, and it
///   signals and reaps its children until none is left (Linux).
///
/// `envp` is the command's environment (NULL: the caller's); PATH is searched in the caller's.
///
/// If the command cannot be started, its errno value (4 bytes) is written to `report_fd`, which
/// must be close-on-exec in the caller: end of file on it means the program started.
///
/// `envp`, when not NULL, is the whole environment the command runs with (made by the caller
/// before the fork); NULL passes the caller's own.
int stagehand_supervised_spawn(pid_t *watcher, const char *program, int search_path,
                               char *const argv[], char *const envp[], const char *directory,
                               int output_fd, int error_fd, int report_fd, int grace_ms);

/// A file descriptor that becomes readable when process `pid` ends (`pidfd_open`, Linux 5.3),
/// or -1 when the system has none.
int stagehand_pidfd_open(pid_t pid);

#endif
