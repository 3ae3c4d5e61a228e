#ifndef KIJI_TERMINAL_RESTORE_H
#define KIJI_TERMINAL_RESTORE_H

#include <stddef.h>

/// Saves the terminal modes of `mode_fd` (call before initscr) and remembers `output_fd` as the
/// descriptor the reset bytes are written to. Returns 0 on success.
int kiji_restore_save_modes(int mode_fd, int output_fd);

/// Sets the bytes written to the terminal on emergency restore (at most 255 bytes are kept).
void kiji_restore_set_reset_bytes(const char *bytes, size_t length);

/// Installs async-signal-safe handlers for SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT and SIGFPE.
/// Each handler restores the terminal, reinstates the handler that was there before and re-raises.
/// While they are installed, an exit() that skips the UI's own shutdown restores the terminal too.
/// Returns 0 on success.
int kiji_restore_install_crash_handlers(void);

/// Removes the crash handlers again, reinstating the previous ones.
void kiji_restore_uninstall_crash_handlers(void);

/// Restores the terminal now: writes the reset bytes and reapplies the saved modes.
/// Async-signal-safe.
void kiji_restore_now(void);

/// Installs a SIGTSTP handler that only writes one byte to `notify_fd` (the write end of a
/// non-blocking pipe), so that the program suspends itself from its own loop, where restoring
/// the terminal is safe. Unlike a Dispatch signal source this needs no ignored disposition, which
/// would drop a SIGTSTP that reaches a thread not blocking it. Returns 0 on success.
int kiji_stop_requests_install(int notify_fd);

/// Gives SIGTSTP its default action (stopping the process) and unblocks it on the calling
/// thread: an ignored or blocked SIGTSTP inherited from the parent would keep the process running.
void kiji_stop_requests_default(void);

/// Stops the process as a SIGTSTP with the default action would, and returns when it is
/// continued; the handler of ``kiji_stop_requests_install`` is in place again afterwards.
void kiji_stop_requests_stop_now(void);

#endif
