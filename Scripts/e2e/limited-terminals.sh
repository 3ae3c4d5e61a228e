#!/usr/bin/env bash
# Terminals that cannot do it: kiji asks a terminal only for what its terminfo entry says it can do.
#
# - A terminal that cannot move the cursor (TERM=dumb, or an entry compiled here with tic that
#   leaves out `cup`) gets one sentence on standard error naming TERM and `kiji read ID`, exit
#   status 2, and is left as it was: in tmux the pane never leaves its screen (no byte of escape
#   reaches it, seen through pipe-pane) and lib/e2e.sh's check_restored finds it usable; in a pty,
#   standard output (the pty) receives nothing at all.
# - An entry without the mouse key (`kmous`, `XM`), compiled with tic, gets no mouse mode, and one
#   without bracketed paste's switches and outside the xterm-like families (vt220) gets neither
#   mode; xterm-256color, which lists both, gets both (the same capture sees them).
# Prints "N passed, M failed" last and exits non-zero on any failure.
set -euo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
# lib/e2e.sh's checks count a failure and go on to the next one, and its clean-up on exit runs
# every step whatever one returns: both need errexit off from here, as the other scripts have it.
set +e
e2e_use_kiji

export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data"
mkdir -p "$HOME"
terminfo="$work/terminfo"
sentence_for() { echo "kiji: This terminal (TERM=$1) cannot move the cursor, so kiji cannot draw its screens; \`kiji read ID | cat\` prints an article as text."; }

cat >"$work/limited.ti" <<'EOF'
kiji-nocup|a terminal that cannot address the cursor,
	am, cols#80, lines#24, bel=^G, cr=\r, cud1=\n, ind=\n,
kiji-nomouse|xterm-256color without the mouse,
	kmous@, XM@, use=xterm-256color,
EOF
require "tic compiles the limited terminfo entries" tic -x -o "$terminfo" "$work/limited.ti"

# refused_in_tmux TERM [VAR=VALUE...]: `kiji --demo` under TERM in a tmux pane says the sentence,
# exits 2, sends no escape sequence and leaves the pane usable.
refused_in_tmux() {
    local term=$1 raw="$work/raw-$1"
    shift
    server="kiji-limited-$$-$term"
    kiji_env=("$@" "TERM=$term")
    e2e_start "$server" 160 24 || { fail "TERM=$term: tmux starts"; return; }
    tmux -L "$server" pipe-pane -o -t main "cat >'$raw'"
    e2e_keys "$server" "$(kiji_command --demo)" Enter
    said() { has "$(sentence_for "$term")"; }
    if ! e2e_wait "$server" 20 in_shell || ! e2e_wait "$server" 20 said; then
        fail "TERM=$term kiji --demo in tmux: the sentence, and back to the shell"
    else
        ok "TERM=$term kiji --demo in tmux: the sentence, and back to the shell"
        tmux -L "$server" pipe-pane -t main
        check "TERM=$term kiji --demo in tmux: no escape sequence reaches the pane (no alternate screen, no modes)" \
            python3 -c 'import sys; raw = open(sys.argv[1], "rb").read(); sys.exit(b"\x1b" in raw or b"cannot move" not in raw)' "$raw"
        check_restored "TERM=$term kiji --demo in tmux: exit status 2, the terminal as it was" 2
    fi
    e2e_kill_servers
    kiji_env=()
}

# refused_in_pty TERM [VAR=VALUE...]: in a pty, standard output gets nothing, standard error the
# one sentence, and the status is 2.
refused_in_pty() {
    local term=$1 out="$work/pty-$1" err="$work/err-$1"
    shift
    python3 Scripts/e2e/lib/pty-capture.py "$out" 80 24 end -- \
        env SWIFT_BACKTRACE=interactive=no "$@" "TERM=$term" sh -c '"$0" --demo 2>"$1"' "$bin" "$err"
    local status
    status=$(tail -1 "$out.log" 2>/dev/null)
    if [[ "$status" == "status 2" && ! -s "$out" && "$(cat "$err")" == "$(sentence_for "$term")" ]]; then
        ok "TERM=$term kiji --demo in a pty: nothing on standard output, one sentence on standard error, status 2"
    else
        fail "TERM=$term kiji --demo in a pty: nothing on standard output, one sentence on standard error, status 2" \
            "$status, $(wc -c <"$out" 2>/dev/null) bytes out, stderr: $(head -c 300 "$err" 2>/dev/null)"
    fi
}

# modes_sent TERM [VAR=VALUE...]: runs `kiji --demo` under TERM in a pty until its list is drawn,
# quits, and prints which of the mouse and bracketed paste modes it turned on: "mouse paste", one
# of them, or nothing; "not drawn" when the list never came.
modes_sent() {
    local term=$1 out="$work/modes-$1"
    shift
    python3 Scripts/e2e/lib/pty-capture.py "$out" 100 30 "wait:VIPER in a Terminal" "pause:1" "key:q" "end" -- \
        env SWIFT_BACKTRACE=interactive=no LANG=C.UTF-8 "$@" "TERM=$term" "$bin" --demo >/dev/null 2>&1 ||
        { echo "not drawn"; return; }
    python3 - "$out" <<'EOF'
import sys
raw = open(sys.argv[1], "rb").read()
modes = [name for name, on in (("mouse", b"\x1b[?1000h"), ("paste", b"\x1b[?2004h")) if on in raw]
if b"\x1b[?1006h" in raw and "mouse" not in modes:
    modes.append("sgr-mouse")
print(" ".join(modes))
EOF
}

refused_in_tmux dumb
refused_in_pty dumb
refused_in_tmux kiji-nocup "TERMINFO=$terminfo"
refused_in_pty kiji-nocup "TERMINFO=$terminfo"

SCREEN=""
modes=$(modes_sent xterm-256color)
check "TERM=xterm-256color (kmous, BE): mouse and bracketed paste are turned on (got: $modes)" test "$modes" == "mouse paste"
modes=$(modes_sent kiji-nomouse "TERMINFO=$terminfo")
check "a terminfo entry without kmous and XM: no mouse mode, bracketed paste still (got: $modes)" test "$modes" == "paste"
modes=$(modes_sent vt220)
check "TERM=vt220 (no kmous, no BE, not xterm-like): neither mode (got: ${modes:-none})" test -z "$modes"

e2e_result
