#!/usr/bin/env bash
# Signals, end to end: SIGINT, SIGTERM, SIGHUP, SIGSEGV, SIGABRT and SIGTRAP sent to kiji under a
# plain sh: the terminal is restored (#{alternate_on} 0, #{cursor_flag} 1, stty shows icanon and
# echo).
# The fault matrix's `signals` section (Scripts/e2e/fault-matrix.sh runs it; it runs alone too).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release. Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
unset QIITA_ACCESS_TOKEN VISUAL
e2e_use_kiji

# signal_case SIGNAL STATUSES: kiji runs as a child of the pane's sh; the signal goes to kiji alone.
signal_case() {
    local sig=$1 statuses=$2 name="SIG$1 to kiji under sh restores the terminal"
    new_server
    e2e_start "$server" 80 24 || { fail "$name: tmux starts"; return; }
    local kiji_backtrace=interactive=no,enable=no
    e2e_keys "$server" "$(home_command "$server" --demo)" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "$name: the list appears"; e2e_kill_servers; return; fi
    local shell_pid kiji_pid
    shell_pid=$(e2e_format "$server" '#{pane_pid}')
    kiji_pid=$(pgrep -P "$shell_pid" | head -1)
    if [[ -z "$kiji_pid" || "$(cat "/proc/$kiji_pid/comm" 2>/dev/null)" != kiji ]]; then
        fail "$name" "no kiji child of the pane's sh ($shell_pid): '${kiji_pid}'"
        e2e_kill_servers
        return
    fi
    kill -s "$sig" "$kiji_pid"
    check_restored "$name" "$statuses"
    e2e_kill_servers
}

signal_case INT "0 130"
signal_case TERM "0 143"
signal_case HUP "0 129"
signal_case SEGV "139"
signal_case ABRT "134"
signal_case TRAP "133"

e2e_result
