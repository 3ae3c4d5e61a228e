#!/usr/bin/env bash
# The timeline meets the rate limit, end to end.
# `kiji timeline --demo --timeout 3` at 160×40: once its first rows are in, every tag's and user's
# items answer 403 with Rate-Remaining: 0 and Rate-Reset an hour ahead, as qiita.com does when the
# limit is used up; `G` asks for more. The rows loaded stay (as many, the first on top), the status
# bar says when the limit resets (HH:MM an hour ahead, a minute either way) and nothing is loading.
# The fault matrix's `timeline` section (Scripts/e2e/fault-matrix.sh runs it; it runs alone too).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release. Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
unset QIITA_ACCESS_TOKEN VISUAL
e2e_use_kiji

timeline_count() { e2e_last_row | sed -nE 's/.* ([0-9]+)\+? *$/\1/p'; }
timeline_ready() { e2e_row 0 | grep -qE '^ ?Timeline( |$)' && [[ "$(timeline_count)" -ge 10 ]] 2>/dev/null && e2e_idle; }
timeline_section() {
    local name="timeline: the rate limit used up (403, Rate-Remaining: 0)"
    new_server
    local port
    port=$(free_port)
    e2e_start "$server" 160 40 || { fail "$name: tmux starts"; return; }
    e2e_keys "$server" "$(home_command "$server" timeline --demo --port "$port" --timeout 3)" Enter
    if ! e2e_wait "$server" 30 timeline_ready; then fail "$name: the timeline's first rows load"; e2e_kill_servers; return; fi
    local rows first set_at=$EPOCHSECONDS
    rows=$(timeline_count)
    first=$(e2e_row 1 | sed -E 's/^[▌ ]+//; s/ {2,}.*//; s/ +$//' | cut -c1-16)
    put_faults "$port" '[{"path":"/tags/*/items","fault":{"rateLimitForbidden":{"resetIn":3600}}},{"path":"/users/*/items","fault":{"rateLimitForbidden":{"resetIn":3600}}}]' ||
        { fail "$name: the stub takes the rules"; e2e_kill_servers; return; }
    local t1 t2
    t1=$(date -d "@$((set_at + 3600))" +%H:%M)
    t2=$(date -d "@$((set_at + 3660))" +%H:%M)
    resets_shown() { e2e_last_row | grep -qE "resets at ($t1|$t2)" && e2e_idle; }
    local presses=0
    until e2e_wait "$server" 2 resets_shown; do
        e2e_keys "$server" G
        presses=$((presses + 1))
        ((presses > 10)) && break
    done
    check "$name: the status bar says the limit resets at $t1" 10 resets_shown
    kept() { row_has 1 "$first" && [[ "$(timeline_count)" -ge "$rows" ]] && resets_shown; }
    e2e_keys "$server" g
    check "$name: what was loaded stays ($rows rows or more, the first on top)" 10 kept
    e2e_kill_servers
}

timeline_section

e2e_result
