# shellcheck shell=bash
# Helpers for end-to-end checks that drive a program in tmux, sourced by scripts in Scripts/e2e.
# Not executable on purpose: Scripts/test runs every executable file in Scripts/e2e.
#
# Every pane runs a plain /bin/sh in a tmux server of its own (`tmux -L NAME`); the program is
# started by typing its command into that shell, so that after it exits the shell shows how it
# left the terminal. Screens are read with capture-pane and waited for by polling (50 ms steps,
# bounded), never by sleeping a fixed time.
#
#   e2e_start NAME WIDTH HEIGHT   new server NAME with a WIDTH x HEIGHT pane running /bin/sh
#   e2e_keys NAME KEY...          tmux send-keys (key names such as Down, Enter, C-c)
#   e2e_type NAME TEXT            types TEXT literally
#   e2e_capture NAME [-e]         the screen as text (-e: with colours and attributes)
#   e2e_format NAME FORMAT        a tmux format of the pane, e.g. '#{alternate_on}'
#   e2e_wait NAME SECONDS PRED [ARGS...]
#                                 captures into $SCREEN until `PRED ARGS...` succeeds; returns 1
#                                 when SECONDS pass first ($SCREEN then holds the last capture)
#   e2e_row N                     row N (0-based) of $SCREEN; e2e_last_row: its last row
#   e2e_kill_servers              kills every server e2e_start started and removes its socket
#                                 (for an EXIT trap)

E2E_SERVERS=()
E2E_SOCKETS=()
SCREEN=""

e2e_start() {
    local name=$1 width=$2 height=$3
    E2E_SERVERS+=("$name")
    tmux -L "$name" -f /dev/null new-session -d -x "$width" -y "$height" -s main /bin/sh || return 1
    E2E_SOCKETS+=("$(tmux -L "$name" display-message -p '#{socket_path}')")
    tmux -L "$name" set -g escape-time 0 >/dev/null
    tmux -L "$name" set -g default-terminal tmux-256color >/dev/null
    tmux -L "$name" set -g default-shell /bin/sh >/dev/null
}

e2e_keys() { local name=$1; shift; tmux -L "$name" send-keys -t main "$@"; }
e2e_type() { tmux -L "$1" send-keys -t main -l "$2"; }
e2e_capture() {
    if [[ "${2:-}" == -e ]]; then tmux -L "$1" capture-pane -p -e -t main; else tmux -L "$1" capture-pane -p -t main; fi
}
e2e_format() { tmux -L "$1" display-message -p -t main "$2"; }

# Milliseconds since the epoch, from bash's own clock (no fork).
e2e_now_ms() { local t=${EPOCHREALTIME/[.,]/}; echo $((t / 1000)); }

e2e_wait() {
    local name=$1 seconds=$2
    shift 2
    local deadline=$(($(e2e_now_ms) + ${seconds%.*} * 1000))
    while :; do
        SCREEN=$(e2e_capture "$name") || SCREEN=""
        "$@" && return 0
        (($(e2e_now_ms) >= deadline)) && return 1
        sleep 0.05
    done
}

e2e_row() { sed -n "$(($1 + 1))p" <<<"$SCREEN"; }
e2e_last_row() { sed -n '$p' <<<"$SCREEN"; }

# The status bar's spinner turns: a load is under way.
e2e_spinning() { e2e_last_row | grep -qE '⠋|⠙|⠹|⠸|⠼|⠴|⠦|⠧|⠇|⠏'; }
# Nothing is loading: the screen shows neither "Loading" nor the spinner.
e2e_idle() { [[ -n "$SCREEN" ]] && ! grep -qF Loading <<<"$SCREEN" && ! e2e_spinning; }

# For e2e_wait: the screen has not changed for 0.3 s and nothing spins, so what arrives late (an
# image, the header's follow state) is drawn. Call e2e_settle_from_now before each such wait.
e2e_settle_from_now() { e2e_settled_screen="" e2e_settled_since=0; }
e2e_settled() {
    local now
    now=$(e2e_now_ms)
    if [[ "$SCREEN" != "$e2e_settled_screen" ]]; then
        e2e_settled_screen=$SCREEN e2e_settled_since=$now
        return 1
    fi
    ((now - e2e_settled_since >= 300)) && [[ -n "${SCREEN//[[:space:]]/}" ]] && ! e2e_spinning
}

e2e_kill_servers() {
    local name socket
    for name in "${E2E_SERVERS[@]}"; do
        tmux -L "$name" kill-server 2>/dev/null
    done
    # tmux leaves its socket file behind; remove the ones these servers used.
    for socket in "${E2E_SOCKETS[@]}"; do
        [[ -S "$socket" ]] && rm -f "$socket"
    done
    E2E_SERVERS=()
    E2E_SOCKETS=()
}
