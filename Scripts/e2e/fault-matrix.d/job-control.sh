#!/usr/bin/env bash
# End to end: job control in tmux, as in any curses program.
#   Scripts/e2e/job-control.sh
# 1. Ctrl-Z stops kiji: the shell says Stopped and shows its prompt, the terminal is restored
#    (off the alternate screen); `fg` takes kiji back and redraws the screen it left.
# 2. A `kill -TSTP` right after start stops kiji (state T in /proc/PID/stat), 20 starts in a row
#    from the shell, and `fg` brings it back drawing; SIGTSTP is never ignored at start (SigIgn in
#    /proc/PID/status as soon as the process is there).
# The binary is $KIJI_BIN (Scripts/test: the release build). Prints "N passed, M failed".
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
bin=$(e2e_kiji_bin) || { fail "build kiji"; e2e_result; exit 1; }
kiji_env=("XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config")

server="kiji-jobs-$$"
e2e_start "$server" 80 24
# tmux's panes run sh; job control needs an interactive shell with a known prompt.
e2e_type "$server" "exec bash --norc --noprofile -i"
e2e_keys "$server" Enter
e2e_type "$server" "PS1='SHELL> '"
e2e_keys "$server" Enter
listed() { grep -qF '/1000' <<<"$SCREEN"; }
at_prompt() { [[ "$(grep -v '^ *$' <<<"$SCREEN" | tail -1)" == "SHELL>" ]]; }
stopped() { grep -q 'Stopped' <<<"$SCREEN" && at_prompt; }
e2e_type "$server" "$(kiji_command --demo)"
e2e_keys "$server" Enter
check "kiji shows its list" 30 listed
e2e_keys "$server" C-z
check "Ctrl-Z stops kiji and the shell shows its prompt" 10 stopped
check "the terminal is off the alternate screen while kiji is stopped" test "$(e2e_format "$server" '#{alternate_on}')" = 0
e2e_type "$server" "fg"
e2e_keys "$server" Enter
check "fg takes kiji back and redraws its list" 10 listed
check "kiji is on the alternate screen again" test "$(e2e_format "$server" '#{alternate_on}')" = 1
e2e_keys "$server" q
# The kiji this pane's shell started: another script's (a section of the matrix running beside
# this one) is never looked at, let alone stopped.
pane_kiji() { pgrep -P "$(e2e_format "$server" '#{pane_pid}')" -f -- "^$bin --demo" | head -1; }
kiji_gone() { [[ -z "$(pane_kiji)" ]]; }
check "q quits after the resume" 10 kiji_gone

# 2. SIGTSTP right after start, 20 times, from the same shell (a process group without job control
# discards SIGTSTP, as POSIX says): each start is stopped, then `fg` brings it back drawing.
stops=0 ignored=0 resumed=0
pane=$(e2e_format "$server" '#{pane_pid}')
for round in $(seq 1 20); do
    e2e_keys "$server" C-l
    e2e_type "$server" "$(kiji_command --demo)"
    e2e_keys "$server" Enter
    pid=""
    for _ in $(seq 1 200); do
        pid=$(pgrep -P "$pane" -f -- "^$bin --demo" | head -1)
        [[ -n "$pid" ]] && break
        sleep 0.01
    done
    [[ -n "$pid" ]] || continue
    mask=$(awk '/^SigIgn/ {print $2}' "/proc/$pid/status" 2>/dev/null)
    kill -TSTP "$pid" 2>/dev/null
    for _ in $(seq 1 100); do
        [[ "$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" == T ]] && { stops=$((stops + 1)); break; }
        sleep 0.02
    done
    (( (16#${mask:-0} >> 19) & 1 )) && ignored=$((ignored + 1))
    e2e_wait "$server" 10 stopped
    e2e_type "$server" "fg"
    e2e_keys "$server" Enter
    e2e_wait "$server" 20 listed && resumed=$((resumed + 1))
    e2e_keys "$server" q
    e2e_wait "$server" 10 kiji_gone
done
check "a kill -TSTP right after start stops kiji, 20 times ($stops)" test "$stops" -eq 20
check "SIGTSTP was never ignored ($ignored of 20)" test "$ignored" -eq 0
check "fg brings each back drawing its list ($resumed)" test "$resumed" -eq 20
e2e_result
