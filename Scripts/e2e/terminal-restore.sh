#!/usr/bin/env bash
# Checks that kiji-terminal-demo leaves the terminal usable after a normal exit and after each
# termination and crash signal: for every case, in a tmux pane running a plain `sh`,
# #{alternate_on} is 0, #{cursor_flag} is 1, mouse reporting (also SGR) and bracketed paste are
# off, and `stty -a` shows icanon and echo (lib/e2e.sh's check_restored). The exit status must also
# show that the process ended by that signal (128 + signo).
#
# The demo binary comes from $KIJI_TERMINAL_DEMO (Scripts/test: the release build), or is built
# here with Scripts/build-release, as Scripts/test builds it.
# Prints "N passed, M failed" last and exits non-zero on any failure.
set -u
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"

if [[ -n "${KIJI_TERMINAL_DEMO:-}" ]]; then
    demo="$KIJI_TERMINAL_DEMO"
else
    Scripts/build-release --scratch-path .build-install --product kiji-terminal-demo >&2 || { fail "build kiji-terminal-demo"; e2e_result; exit 1; }
    demo="$(Scripts/build-release --scratch-path .build-install --show-bin-path)/kiji-terminal-demo"
fi
require "the demo binary is there: $demo" test -x "$demo"

alternate_on() { [[ "$(e2e_format "$server" '#{alternate_on}')" == 1 ]]; }
demo_drawn() { has 'kiji › Demo' && alternate_on; }

# start_demo DEMO_ARGS...: starts the demo in a fresh tmux server $server; fails if no first frame.
start_demo() {
    e2e_start "$server" 80 24 || return 1
    e2e_keys "$server" "SWIFT_BACKTRACE=interactive=no TERM=tmux-256color LANG=C.UTF-8 $(printf '%q' "$demo") $*" Enter
    e2e_wait "$server" 20 demo_drawn
}

# run_case NAME KEY EXPECTED_STATUS DEMO_ARGS...: the demo ends on KEY (the signal cases use
# --on-key, so the signal arrives only after the first frame was seen on screen).
run_case() {
    local name="$1" key="$2" expected="$3"
    shift 3
    server="kiji-restore-$$-$name"
    if ! start_demo "$@" --on-key; then
        fail "$name" "the demo never drew its first frame"
    else
        # The demo's list holds a title with an OSC 0 title change; it must not reach tmux.
        local title
        title=$(e2e_format "$server" '#{pane_title}')
        if [[ "$title" == *pwned* ]]; then fail "$name: no hostile OSC title reaches the terminal" "pane title: $title"; fi
        e2e_type "$server" "$key"
        check_restored "$name" "$expected"
    fi
    e2e_kill_servers
}

# Resize: select row 26, shrink the window (SIGWINCH, no key pressed), expect the status bar on the
# new last row and the selected row still on screen, then quit and check the restore.
run_resize_case() {
    server="kiji-restore-$$-resize"
    if ! start_demo; then
        fail resize "the demo never drew its first frame"
    else
        local presses
        for presses in $(seq 25); do e2e_keys "$server" j; done
        selection_moved() { grep -qE ' 26/100000 *$' <<<"$SCREEN"; }
        if check "resize: j 25 times selects row 26" 10 selection_moved; then
            tmux -L "$server" resize-window -t main -x 80 -y 10
            last_row_shows_selection() { [[ $(wc -l <<<"$SCREEN") -eq 10 ]] && e2e_last_row | grep -q ' 26/100000 *$'; }
            check "resize: after SIGWINCH the status bar is on the new last row" 10 last_row_shows_selection
            selected_in_view() { grep -q '^▌ 26\. ' <<<"$SCREEN"; }
            check "resize: the selected row is still in view" 5 selected_in_view
        fi
        e2e_keys "$server" q
        check_restored resize 0
    fi
    e2e_kill_servers
}
run_case quit q 0
run_resize_case
run_case exit '!' 3 --exit-directly
run_case SIGINT '!' 130 --raise-after-draw SIGINT
run_case SIGTERM '!' 143 --raise-after-draw SIGTERM
run_case SIGHUP '!' 129 --raise-after-draw SIGHUP
run_case SIGSEGV '!' 139 --crash SIGSEGV
run_case SIGBUS '!' 135 --crash SIGBUS
run_case SIGILL '!' 132 --crash SIGILL
run_case SIGTRAP '!' 133 --crash SIGTRAP
run_case SIGABRT '!' 134 --crash SIGABRT
run_case SIGFPE '!' 136 --crash SIGFPE

e2e_result
