#!/usr/bin/env bash
# End to end: kiji sends each frame to the terminal whole, in as few writes as curses' buffer allows,
# so that neither a terminal nor tmux (read between two writes) shows half of one frame over half of
# the last. Seen with strace on the real binary, in tmux at 80×24:
#   `kiji --demo`, the first page, then Down, PgDn, End, Home and PgDn again, Enter (an article
#   opened) and PgDn inside it, each waited for. Each
#   run of writes to the terminal with no other system call between (one frame) may end with one
#   short write; every write before it must fill curses' buffer ((2 + rows) × (6 + columns) bytes,
#   ncurses' own size, less what did not fit). Before kiji ended curses' start-up state, each row went out in a write of its
#   own (about 40 writes of ~100 bytes a frame).
# No frame sets SIGTSTP to SIG_IGN: ncurses does so around each frame when it owns SIGTSTP, and a
# `kill -TSTP` landing there was lost (2 starts in 20 under load in e2e/fault-matrix.d/job-control.sh); kiji catches
# SIGTSTP before curses starts, so ncurses leaves it alone.
# The binary is $KIJI_BIN, else the release build (lib/e2e.sh). Prints "N passed, M failed".
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
require "strace is installed (Scripts/install-system-packages)" command -v strace

server="kiji-frames-$$"
trace="$work/trace"
mkdir -p "$work/cache" "$work/config"
kiji_env=("XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config")
e2e_start "$server" 80 24 || fail "tmux starts"
# strace follows threads (-f) so that the main thread's calls interleave with the others' in
# order; only the main thread's lines are read.
e2e_keys "$server" "strace -f -qq -s 80 -e trace=read,write,poll,ppoll,epoll_wait,epoll_pwait,rt_sigaction -o $(printf '%q' "$trace") env $(kiji_command --demo --items 3000)" Enter
first_page() { has "20/3000" && lacks "Loading"; }
if check "the first page appears under strace" 60 first_page; then
    moved() { [[ "$(e2e_capture "$server")" != "$before" ]]; }
    for key in Down NPage End Home NPage; do
        before=$(e2e_capture "$server")
        e2e_keys "$server" "$key"
        check "$key draws a new frame" 10 moved
    done
    e2e_keys "$server" Enter
    check "Enter opens the selected article" 20 detail_shown
    before=$(e2e_capture "$server")
    e2e_keys "$server" NPage
    check "PgDn in the article draws a new frame" 10 moved
    sleep 0.5
    e2e_keys "$server" q
    check "q goes back to the list" 10 at_root
    e2e_keys "$server" q
    check "kiji exits" 10 in_shell
fi
e2e_kill_servers

# frames.py: prints one line per frame of the main thread: its writes' sizes, then OK or SPLIT.
frames=$(python3 - "$trace" 24 80 <<'EOF'
import re, sys
path, rows, columns = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
limit = (2 + rows) * (6 + columns)
lines = open(path, errors="replace").read().splitlines()
main = lines[0].split()[0] if lines else ""
frame, started, pending = [], False, False
def close():
    if frame:
        # A full buffer: ncurses flushes a byte short of its size, or before a sequence that would
        # not fit.
        whole = all(size >= limit - 64 for size in frame[:-1])
        print(" ".join(map(str, frame)), "OK" if whole else "SPLIT")
        frame.clear()
for line in lines:
    fields = line.split(None, 1)
    if len(fields) < 2 or fields[0] != main:
        continue
    call = fields[1]
    # The writes before the first frame (the modes curses and kiji set) are not frames.
    started = started or (call.startswith("write(1,") and "All items" in call)
    if not started:
        continue
    # After q come the writes that leave curses and restore the terminal, not frames.
    if call.startswith('read(0, "q"'):
        break
    if call.startswith("write(1,") and "<unfinished" in call:
        pending = True
    elif call.startswith("<... write resumed>") and pending:
        frame.append(int(call.rsplit("= ", 1)[1]))
        pending = False
    elif (match := re.match(r"write\(1, .*\) = (\d+)$", call)):
        frame.append(int(match.group(1)))
    else:
        close()
close()
EOF
)
count=$(grep -c . <<<"$frames")
split=$(grep -c 'SPLIT$' <<<"$frames")
if ((count >= 8)); then
    echo "     $count frames traced; writes per frame: $(awk '{print NF - 1}' <<<"$frames" | sort -n | uniq -c | awk '{printf "%s×%s ", $1, $2}')"
    ok "the trace holds the first page's, the five list keys' and the article's frames ($count)"
    if ((split == 0)); then ok "every frame went out in writes that each filled curses' buffer but the last"
    else fail "every frame went out in writes that each filled curses' buffer but the last" "$split of $count split, first: $(grep -m1 'SPLIT$' <<<"$frames")"; fi
else
    fail "the trace holds the first page's, the five list keys' and the article's frames" "$count frames"
fi
ignored=$(grep -c 'rt_sigaction(SIGTSTP, {sa_handler=SIG_IGN' "$trace")
check "no frame sets SIGTSTP to SIG_IGN, so a stop sent meanwhile is kept ($ignored times)" test "$ignored" -eq 0

e2e_result
