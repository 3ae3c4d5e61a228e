#!/usr/bin/env bash
# Hostile content, end to end: `kiji --demo --hostile` under util-linux `script`: after scrolling
# through the hostile items, opening each one and the help, the raw output holds no OSC, no C1
# control, no BEL, no NUL, no bidi control and none of the hostile payloads; no screen had a row
# wider than the pane.
# The fault matrix's `hostile` section (Scripts/e2e/fault-matrix.sh runs it; it runs alone too).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release. Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
unset QIITA_ACCESS_TOKEN VISUAL
e2e_use_kiji

hostile_case() {
    local name="hostile content"
    new_server
    local port log="$work/hostile.log" w=100 h=30 overflow=()
    port=$(free_port)
    e2e_start "$server" "$w" "$h" || { fail "$name: tmux starts"; return; }
    e2e_type "$server" "script -q -f -c $(printf %q "$(home_command "$server" --demo --hostile --port "$port")") $(printf %q "$log")"
    e2e_keys "$server" Enter
    if ! check "$name: the list appears under script(1)" 30 list_ready; then e2e_kill_servers; return; fi
    # Where the hostile items are: the first title with an ESC, from the stub itself.
    local first count
    read -r first count < <(curl -s --max-time 10 "http://127.0.0.1:$port/api/v2/items?page=1&per_page=40" | python3 -c '
import json, sys
esc = [i for i, item in enumerate(json.load(sys.stdin)) if "\x1b" in item["title"]]
print(esc[0], esc[-1] - esc[0] + 1)')
    require "$name: the stub serves hostile titles on pages 1–2" test -n "${first:-}"

    # overflow_check WHERE: the current screen has no wrapped or too-wide row.
    overflow_check() {
        local problems screen
        screen=$(e2e_capture_joined "$server"; echo .)
        screen=${screen%.}
        if ! problems=$(printf '%s' "$screen" | e2e_overflow "$w" "$h"); then
            overflow+=("$1: ${problems//$'\n'/; }")
            SCREEN=$screen
        fi
    }
    local i
    for ((i = 0; i < first; i++)); do e2e_keys "$server" Down; done
    opened=0
    for ((i = 0; i < count; i++)); do
        e2e_keys "$server" Enter
        in_detail() { row_has 0 '›' && e2e_idle; }
        if e2e_wait "$server" 15 in_detail; then
            opened=$((opened + 1))
            overflow_check "detail of row $((first + i + 1))"
            e2e_keys "$server" Space
            e2e_wait "$server" 5 e2e_idle
            e2e_keys "$server" Space
            e2e_wait "$server" 5 e2e_idle
            overflow_check "detail of row $((first + i + 1)) after two Spaces"
            e2e_keys "$server" q
        fi
        root_idle() { at_root && e2e_idle; }
        e2e_wait "$server" 15 root_idle || break
        overflow_check "list at row $((first + i + 1))"
        e2e_keys "$server" Down
    done
    if ((opened == count)); then ok "$name: each of the $count hostile items opens, two Spaces each"
    else fail "$name: each of the $count hostile items opens, two Spaces each" "opened $opened"; fi
    e2e_keys "$server" '?'
    if e2e_wait "$server" 10 help_shown; then
        overflow_check "help"
        e2e_keys "$server" Escape
        e2e_wait "$server" 10 lacks "Search Qiita"
    else
        fail "$name: ? opens the help over the hostile list"
    fi
    local title
    title=$(e2e_format "$server" '#{pane_title}')
    if [[ "$title" == *pwned* || "$title" == *c1-title* || "$title" == *owned* ]]; then
        fail "$name: no OSC 0 reached tmux" "pane title: $title"
    else
        ok "$name: no OSC 0 reached tmux (pane title '$title')"
    fi
    if ((${#overflow[@]} == 0)); then
        ok "$name: no screen had a row wider than $w or a wrapped row"
    else
        fail "$name: no screen had a row wider than $w or a wrapped row" "$(printf '%s | ' "${overflow[@]}")"
    fi
    e2e_keys "$server" q
    if ! e2e_wait "$server" 15 in_shell; then
        fail "$name: q quits" "kiji did not exit"
        e2e_kill_servers
        return
    fi
    ok "$name: q quits"
    SCREEN=""
    # The raw bytes kiji wrote to the terminal, as script(1) logged them.
    check_raw_output "$name: the raw output has no OSC, C1, BEL, NUL, bidi control or hostile payload" "$log" 0 1000
    # Switching to the alternate screen happens once, when kiji starts (a hostile ESC[?1049h would add more).
    local switches
    switches=$(grep -aoF $'\e[?1049h' "$log" | wc -l)
    check "$name: the raw output switches to the alternate screen once ($switches times)" test "$switches" -eq 1
    e2e_kill_servers
}

hostile_case

e2e_result
