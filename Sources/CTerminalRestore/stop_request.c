#define _XOPEN_SOURCE 700

#include "terminal_restore.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t notify_descriptor = -1;
static struct sigaction request_action;

static void request_stop(int signo) {
    (void)signo;
    int saved_errno = errno;
    char byte = 'z';
    if (notify_descriptor >= 0) (void)write(notify_descriptor, &byte, 1);
    errno = saved_errno;
}

static void unblock_stop(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

int kiji_stop_requests_install(int notify_fd) {
    notify_descriptor = notify_fd;
    memset(&request_action, 0, sizeof request_action);
    request_action.sa_handler = request_stop;
    request_action.sa_flags = SA_RESTART;
    sigemptyset(&request_action.sa_mask);
    if (sigaction(SIGTSTP, &request_action, NULL) != 0) return -1;
    unblock_stop();
    return 0;
}

void kiji_stop_requests_default(void) {
    signal(SIGTSTP, SIG_DFL);
    unblock_stop();
}

void kiji_stop_requests_stop_now(void) {
    kiji_stop_requests_default();
    raise(SIGTSTP);
    if (notify_descriptor >= 0) sigaction(SIGTSTP, &request_action, NULL);
}
