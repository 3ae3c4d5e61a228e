/* sigaction with SA_ONSTACK and SA_SIGINFO is XSI. */
#define _XOPEN_SOURCE 700

#include "terminal_restore.h"

#include <errno.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
enum { crash_signal_count = sizeof crash_signals / sizeof crash_signals[0] };

static struct termios saved_modes;
static volatile sig_atomic_t have_saved_modes = 0;
static int mode_fd = -1;
static int output_fd = STDOUT_FILENO;
static char reset_bytes[256];
static volatile sig_atomic_t reset_length = 0;
static struct sigaction previous_actions[crash_signal_count];
static volatile sig_atomic_t handlers_installed = 0;
static int exit_hook_registered = 0;

/* Restores the terminal when the process exits without stopping the UI first. */
static void restore_at_exit(void) {
    if (handlers_installed) kiji_restore_now();
}

int kiji_restore_save_modes(int modes, int output) {
    output_fd = output;
    if (tcgetattr(modes, &saved_modes) != 0) return -1;
    mode_fd = modes;
    have_saved_modes = 1;
    return 0;
}

void kiji_restore_set_reset_bytes(const char *bytes, size_t length) {
    if (length > sizeof reset_bytes) length = sizeof reset_bytes;
    reset_length = 0;
    memcpy(reset_bytes, bytes, length);
    reset_length = (sig_atomic_t)length;
}

void kiji_restore_now(void) {
    int saved_errno = errno;
    int fd = output_fd;
    size_t done = 0;
    size_t total = (size_t)reset_length;
    while (done < total) {
        ssize_t n = write(fd, reset_bytes + done, total - done);
        if (n > 0) done += (size_t)n;
        else if (n < 0 && errno == EINTR) continue;
        else break;
    }
    if (have_saved_modes) tcsetattr(mode_fd, TCSANOW, &saved_modes);
    errno = saved_errno;
}

static int index_of_signal(int signo) {
    for (int i = 0; i < crash_signal_count; i++) {
        if (crash_signals[i] == signo) return i;
    }
    return -1;
}

static void crash_handler(int signo, siginfo_t *info, void *context) {
    kiji_restore_now();
    int index = index_of_signal(signo);
    if (index >= 0) {
        struct sigaction previous = previous_actions[index];
        sigaction(signo, &previous, NULL);
        /* Chain to the previous handler (for example Swift's backtracer) so the crash report
           still appears, with the original context. */
        if ((previous.sa_flags & SA_SIGINFO) && previous.sa_sigaction != NULL) {
            previous.sa_sigaction(signo, info, context);
        } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
            previous.sa_handler(signo);
        }
    }
    /* Make sure the process ends with this signal even when it was sent rather than caused by a
       fault (a fault would simply recur): the signal is blocked while this handler runs, so it
       stays pending and takes the default action as soon as the handler returns. */
    signal(signo, SIG_DFL);
    raise(signo);
}

int kiji_restore_install_crash_handlers(void) {
    if (handlers_installed) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = crash_handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < crash_signal_count; i++) {
        if (sigaction(crash_signals[i], &action, &previous_actions[i]) != 0) return -1;
    }
    handlers_installed = 1;
    if (!exit_hook_registered && atexit(restore_at_exit) == 0) exit_hook_registered = 1;
    return 0;
}

void kiji_restore_uninstall_crash_handlers(void) {
    if (!handlers_installed) return;
    for (int i = 0; i < crash_signal_count; i++) {
        sigaction(crash_signals[i], &previous_actions[i], NULL);
    }
    handlers_installed = 0;
}
