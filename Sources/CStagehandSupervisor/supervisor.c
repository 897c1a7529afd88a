// The watcher that owns a command's process group. Everything after fork() in here calls only
// async-signal-safe functions: the caller is multithreaded, so the child may not allocate or
// take locks another thread could have held at the fork.
#define _GNU_SOURCE
#include "stagehand_supervisor.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

static long long now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void report(int fd, int error) {
    ssize_t ignored = write(fd, &error, sizeof error);
    (void)ignored;
}

/// Moves `fd` to a descriptor of at least 10, so the dup2s onto 0–3 cannot clobber one another.
static int lift(int fd) {
    int lifted = fcntl(fd, F_DUPFD, 10);
    return lifted < 0 ? fd : lifted;
}

static void close_from(int first) {
#if defined(__linux__) && defined(SYS_close_range)
    if (syscall(SYS_close_range, (unsigned)first, ~0U, 0) == 0) return;
#endif
    struct rlimit limit;
    long top = 4096;
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY && (long)limit.rlim_cur < 65536)
        top = (long)limit.rlim_cur;
    for (long fd = first; fd < top; fd++) close((int)fd);
}

/// Reaps every ended child (orphans included: the watcher is a subreaper); records the command's status.
static void reap(pid_t command, int *status, int *ended) {
    int value;
    pid_t pid;
    while ((pid = waitpid(-1, &value, WNOHANG)) > 0) {
        if (pid == command) { *status = value; *ended = 1; }
    }
}

static int group_is_empty(pid_t group) {
    return kill(-group, 0) < 0 && errno == ESRCH;
}

/// Waits on the watched signals for at most `ms`; returns the signal, or 0 on timeout.
static int wait_signal(const sigset_t *set, long long ms) {
    if (ms < 0) ms = 0;
    struct timespec ts = { (time_t)(ms / 1000), (long)(ms % 1000) * 1000000L };
    siginfo_t info;
    int sig = sigtimedwait(set, &info, &ts);
    return sig < 0 ? 0 : sig;
}

/// SIGTERM to the whole group, then SIGKILL after the grace period if anyone is left; returns
/// once the group is empty (or a last second after SIGKILL has passed).
static void stop_group(pid_t group, const sigset_t *set, int grace_ms, pid_t command, int *status, int *ended) {
    kill(-group, SIGTERM);
    kill(-group, SIGCONT);
    long long deadline = now_ms() + grace_ms;
    for (;;) {
        reap(command, status, ended);
        if (group_is_empty(group)) return;
        long long left = deadline - now_ms();
        if (left <= 0) break;
        wait_signal(set, left < 10 ? left : 10);
    }
    kill(-group, SIGKILL);
    deadline = now_ms() + 1000;
    for (;;) {
        reap(command, status, ended);
        if (group_is_empty(group) || now_ms() >= deadline) return;
        wait_signal(set, 10);
    }
}

/// Writes the decimal digits of `value` at `out`, returns where they end (no allocation, no locale).
static char *put_number(char *out, long value) {
    char digits[24];
    int count = 0;
    do { digits[count++] = (char)('0' + value % 10); value /= 10; } while (value > 0 && count < 24);
    while (count > 0) *out++ = digits[--count];
    return out;
}

/// Reads up to `size` - 1 bytes of the file at `path` into `buffer`, NUL-terminated; the bytes read, or -1.
static ssize_t read_small_file(const char *path, char *buffer, size_t size) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    size_t used = 0;
    while (used + 1 < size) {
        ssize_t got = read(fd, buffer + used, size - 1 - used);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        used += (size_t)got;
    }
    close(fd);
    buffer[used] = 0;
    return (ssize_t)used;
}

/// Parses the pids in `text` (numbers separated by anything else) into `out`; returns how many.
static int parse_pids(const char *text, pid_t *out, int max) {
    int count = 0;
    long value = -1;
    for (const char *p = text;; p++) {
        if (*p >= '0' && *p <= '9') {
            value = (value < 0 ? 0 : value * 10) + (*p - '0');
        } else {
            if (value > 0 && count < max) out[count++] = (pid_t)value;
            value = -1;
            if (*p == 0) return count;
        }
    }
}

#ifdef __linux__
struct linux_dirent64 {
    unsigned long long d_ino;
    long long d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[];
};

/// The children of `self` found by reading every process's parent from /proc, for kernels
/// without /proc/PID/task/TID/children.
static int scan_children(pid_t self, pid_t *out, int max) {
    int dir = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0) return 0;
    int count = 0;
    char entries[4096];
    long got;
    while (count < max && (got = syscall(SYS_getdents64, dir, entries, sizeof entries)) > 0) {
        for (long offset = 0; offset < got && count < max;) {
            struct linux_dirent64 *entry = (struct linux_dirent64 *)(entries + offset);
            offset += entry->d_reclen;
            pid_t pid = 0;
            if (parse_pids(entry->d_name, &pid, 1) != 1 || pid == self) continue;
            char path[64] = "/proc/";
            char *end = put_number(path + 6, pid);
            memcpy(end, "/stat", 6);
            char stat[512];
            if (read_small_file(path, stat, sizeof stat) <= 0) continue;
            // "pid (name) state ppid …": the name may hold anything, so read after its last ')'.
            char *close_paren = strrchr(stat, ')');
            if (close_paren == NULL || close_paren[1] == 0 || close_paren[2] == 0) continue;
            pid_t parent[2];
            if (parse_pids(close_paren + 3, parent, 2) >= 1 && parent[0] == self) out[count++] = pid;
        }
    }
    close(dir);
    return count;
}
#endif

/// The watcher's own children, at most `max` of them.
static int list_children(pid_t *out, int max) {
#ifdef __linux__
    pid_t self = getpid();
    char path[80] = "/proc/self/task/";
    char *end = put_number(path + 16, self);
    memcpy(end, "/children", 10);
    char text[4096];
    if (read_small_file(path, text, sizeof text) >= 0) return parse_pids(text, out, max);
    return scan_children(self, out, max);
#else
    (void)out;
    (void)max;
    return 0;
#endif
}

/// Whether the watcher has any child left, ended or not.
static int has_children(void) {
    siginfo_t info;
    return waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) == 0;
}

/// Ends the descendants that left the command's group (`setsid`, `setpgid`, a double fork into
/// a new session): as a child subreaper the watcher inherits every one whose parent has ended,
/// so once the group is gone, everything still below the watcher is such an escapee or its
/// child. Each gets SIGTERM (its whole group, if it leads one), SIGKILL after the grace period,
/// and is reaped, until the watcher has no child left or a second past the grace period.
///
/// A listed child cannot be replaced by another process with the same pid before the watcher
/// reaps it, so the signals reach only the watcher's own descendants.
static void stop_escapees(const sigset_t *set, int grace_ms, pid_t command, int *status, int *ended) {
    long long start = now_ms();
    pid_t terminated[256];
    int terminated_count = 0;
    for (;;) {
        reap(command, status, ended);
        if (!has_children()) return;
        long long elapsed = now_ms() - start;
        if (elapsed > (long long)grace_ms + 1000) return;
        int sig = elapsed < grace_ms ? SIGTERM : SIGKILL;
        pid_t children[256];
        int count = list_children(children, 256);
        for (int i = 0; i < count; i++) {
            pid_t child = children[i];
            // SIGTERM once per child (a trap runs once); SIGKILL every round after the grace period.
            int seen = 0;
            for (int j = 0; j < terminated_count && !seen; j++) seen = terminated[j] == child;
            if (sig == SIGTERM && seen) continue;
            if (sig == SIGTERM && terminated_count < 256) terminated[terminated_count++] = child;
            if (getpgid(child) == child) kill(-child, sig);
            kill(child, sig);
            if (sig == SIGTERM) {
                if (getpgid(child) == child) kill(-child, SIGCONT);
                kill(child, SIGCONT);
            }
        }
        wait_signal(set, 10);
    }
}

static void exit_like(int status) {
    if (WIFSIGNALED(status)) {
        int sig = WTERMSIG(status);
        struct rlimit none = { 0, 0 };
        setrlimit(RLIMIT_CORE, &none);
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = SIG_DFL;
        sigaction(sig, &action, NULL);
        sigset_t only;
        sigemptyset(&only);
        sigaddset(&only, sig);
        sigprocmask(SIG_UNBLOCK, &only, NULL);
        kill(getpid(), sig);
        _exit(128 + sig);
    }
    _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 1);
}

static void run_command(const char *program, int search_path, char *const argv[], char *const envp[], const char *directory) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    setpgid(0, 0);
#ifdef __linux__
    // If the watcher itself is killed, the command goes with it.
    prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    if (directory != NULL && chdir(directory) != 0) { report(3, errno); _exit(127); }
    // The environment was made before the fork; pointing at it allocates nothing, and execvp
    // then both searches PATH and passes it on.
    if (envp != NULL) environ = (char **)envp;
    // "Text file busy": a script just written may still be open for writing in a process
    // another thread started meanwhile; it clears when that process execs or ends.
    for (int attempt = 0; attempt < 8; attempt++) {
        if (attempt > 0) {
            struct timespec pause = { 0, (10L << (attempt - 1)) * 1000000L };
            nanosleep(&pause, NULL);
        }
        // `envp` NULL: the caller's environment. `execvpe` searches the caller's PATH.
        if (envp == NULL) {
            if (search_path) execvp(program, argv); else execv(program, argv);
        } else {
            if (search_path) execvpe(program, argv, envp); else execve(program, argv, envp);
        }
        if (errno != ETXTBSY) break;
    }
    report(3, errno);
    _exit(127);
}

static void watch(const char *program, int search_path, char *const argv[], char *const envp[], const char *directory,
                  int output_fd, int error_fd, int report_fd, int grace_ms, pid_t parent) {
    // Default handling for every signal: the caller's handlers are Swift code.
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    for (int sig = 1; sig < NSIG; sig++) sigaction(sig, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGCHLD);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGHUP);
    sigaddset(&set, SIGQUIT);
    sigaddset(&set, SIGUSR1);
    sigprocmask(SIG_SETMASK, &set, NULL);
    setpgid(0, 0);
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGUSR1);
    prctl(PR_SET_CHILD_SUBREAPER, 1);
#endif
    // The caller may have died between the fork and PR_SET_PDEATHSIG.
    if (getppid() != parent) _exit(128 + SIGTERM);
    int out = lift(output_fd), err = lift(error_fd), rep = lift(report_fd);
    int null = open("/dev/null", O_RDONLY);
    if (null >= 0) { dup2(null, 0); if (null != 0) close(null); }
    dup2(out, 1);
    dup2(err, 2);
    dup2(rep, 3);
    fcntl(3, F_SETFD, FD_CLOEXEC);
    close_from(4);

    pid_t command = fork();
    if (command < 0) { report(3, errno); _exit(127); }
    if (command == 0) run_command(program, search_path, argv, envp, directory);
    setpgid(command, command);
    // The watcher keeps none of the command's descriptors: its pipes end when the command's
    // group has closed them, whether or not it still runs.
    close(0);
    close(1);
    close(2);
    close(3);

    int status = 0, ended = 0;
    for (;;) {
        reap(command, &status, &ended);
        if (ended) {
            // Whatever the command left behind in its group (a detached background child) goes too.
            if (!group_is_empty(command)) stop_group(command, &set, grace_ms, command, &status, &ended);
            stop_escapees(&set, grace_ms, command, &status, &ended);
            exit_like(status);
        }
        // The parent's death is seen by PDEATHSIG on Linux, and by polling elsewhere.
        int sig = wait_signal(&set, 50);
        if (sig == SIGCHLD || sig == 0) {
            if (getppid() == parent) continue;
        }
        reap(command, &status, &ended);
        if (ended && sig == SIGCHLD) continue;
        stop_group(command, &set, grace_ms, command, &status, &ended);
        stop_escapees(&set, grace_ms, command, &status, &ended);
        _exit(128 + SIGTERM);
    }
}

int stagehand_supervised_spawn(pid_t *watcher, const char *program, int search_path,
                               char *const argv[], char *const envp[], const char *directory,
                               int output_fd, int error_fd, int report_fd, int grace_ms) {
    pid_t parent = getpid();
    // The signals the watcher waits for stay blocked across the fork, so none is lost between
    // the fork and the watcher's own sigprocmask.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t pid = fork();
    if (pid == 0) {
        watch(program, search_path, argv, envp, directory, output_fd, error_fd, report_fd, grace_ms, parent);
        _exit(127);
    }
    int error = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (pid < 0) return error;
    // Also set here, so the caller can signal the group at once.
    setpgid(pid, pid);
    *watcher = pid;
    return 0;
}

int stagehand_pidfd_open(pid_t pid) {
#if defined(__linux__) && defined(SYS_pidfd_open)
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    (void)pid;
    return -1;
#endif
}
