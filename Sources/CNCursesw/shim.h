#ifndef KIJI_CNCURSESW_SHIM_H
#define KIJI_CNCURSESW_SHIM_H

/* SwiftPM drops pkg-config's -D flags, so the wide-character API is enabled here. */
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <sys/ioctl.h>
#include <wchar.h>

/* wcwidth is not visible through Glibc's Swift module. */
extern int wcwidth(wchar_t c);

/* Attribute macros that Swift cannot import. */
static inline attr_t kiji_a_bold(void) { return A_BOLD; }
static inline attr_t kiji_a_dim(void) { return A_DIM; }
static inline attr_t kiji_a_reverse(void) { return A_REVERSE; }
static inline attr_t kiji_a_underline(void) { return A_UNDERLINE; }
static inline attr_t kiji_a_italic(void) { return A_ITALIC; }

/* Terminal size from the kernel: ioctl is variadic. Returns 0 on success. */
static inline int kiji_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

/* The window's size in pixels from the kernel, when the terminal gives it. Returns 0 on success. */
static inline int kiji_window_pixels(int fd, int *width, int *height) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_xpixel == 0 || ws.ws_ypixel == 0) return -1;
    *width = ws.ws_xpixel;
    *height = ws.ws_ypixel;
    return 0;
}

/* setupterm is declared in term.h, whose macros are best kept out of Swift. */
extern int setupterm(const char *term, int fd, int *errret);

/* Whether terminfo knows the terminal type in TERM; unlike initscr it never exits. */
static inline int kiji_terminal_type_known(int fd) {
    int status = 0;
    return setupterm(NULL, fd, &status) == OK && status == 1;
}

/* A terminfo string capability, or NULL when absent or cancelled. */
static inline const char *kiji_tigetstr(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

/* Takes curses out of its start-up state without switching the alternate screen.

   Until a screen has been left with endwin and taken back by doupdate, ncurses (6.4) treats each
   cursor move as a low-level mvcur call and flushes its buffer after it, so a frame went out in
   one write a row. Leaving and taking back the screen once ends that, but would send rmcup and
   smcup, a flash of the shell's screen. The two strings are emptied for that one cycle, in the
   terminfo entry ncurses loaded, and put back at once; a terminal without them needs nothing. */
static inline void kiji_leave_curses_startup_state(void) {
    char *switches[2] = {tigetstr("smcup"), tigetstr("rmcup")};
    char first[2] = {0, 0};
    for (int i = 0; i < 2; i++) {
        if (switches[i] == NULL || switches[i] == (char *)-1) switches[i] = NULL;
        else { first[i] = switches[i][0]; switches[i][0] = 0; }
    }
    endwin();
    doupdate();
    for (int i = 0; i < 2; i++) {
        if (switches[i] != NULL) switches[i][0] = first[i];
    }
}

#endif
