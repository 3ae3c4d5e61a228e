#!/usr/bin/env bash
# End to end: a reader's journey through `kiji --demo` in tmux, as a person would see it.
#   Scripts/e2e/reader-journey.sh
#
# The journey runs at 100x30 and at 80x24: the list appears; the 4th item opens; `a` opens the
# author's list; `a` on a detail opened from that list pops back to it with the selection kept;
# `q` goes back to All items; the next page loads; `?` shows the help; `/` searches; `q` on the
# root quits and leaves the terminal usable. Then, each in a tmux server of its own: a 500 from
# the stub shows a sentence and "Press r to retry", and `r` recovers once the fault is lifted;
# Ctrl-C on a detail quits cleanly. Last, without tmux: kiji refuses a stdout that is not a
# terminal, and --per-page 0 is a usage error (exit 64).
#
# The binary is $KIJI_BIN (Scripts/test: the release build), else lib/e2e.sh builds release.
# Prints "ok   NAME" or "FAIL NAME" (with the screen) per check, then "N passed, M failed";
# exits non-zero on any failure.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
# A cache of its own: a list another script kept would answer the 500 case as "offline".
export XDG_CACHE_HOME="$work/cache"

# --- Predicates on $SCREEN --------------------------------------------------------------------
# The number of " › " in the header's breadcrumb.
separators() { e2e_row 0 | grep -oF ' › ' | wc -l; }
loaded() { [[ -n "$(loaded_rows)" && "$(loaded_rows)" -gt 0 ]]; }
# Row 0 is the root list alone.
# The detail screen: an "@login (Name)" line and the item's URL.

detail_of() { row_has 0 "$1" && row_has 1 "$1" && detail_shown; }
# The author's list of $1: the breadcrumb ends with "@LOGIN", rows are loaded, no detail.
author_list() { row_matches 0 "› @$1( |$)" && loaded && ! detail_shown; }
another_detail_than() { detail_shown && [[ "$(detail_url)" != "$1" ]]; }
help_closed_on_root() { lacks "Search Qiita" && at_root; }
at_40_rows() { [[ "$(loaded_rows)" -ge 40 ]] && e2e_idle; }
search_results() {
    row_has 0 "Search: tag:Swift" && loaded && [[ $(grep -cF '#Swift' <<<"$SCREEN") -ge 1 ]]
}
row_starts_with() { [[ "$(e2e_row "$1")" == "$2"* ]]; }
# A list row's title line without the two-column margin where the selection bar goes.
list_title() { local line; line=$(e2e_row "$1"); echo "${line:2}"; }
# The selected row (marked by the bar in the margin) is the bottom one and starts with $1.
bottom_title_starts_with() { row_starts_with "$((height - 3))" "▌ $1"; }

# --- The journey --------------------------------------------------------------------------------
# journey WIDTH HEIGHT N
journey() {
    width=$1 height=$2
    local size="${1}x${2}" broken=""
    server="kiji-e2e-$$-$3"
    SCREEN=""

    # expect NAME SECONDS PRED [ARGS...]: one check that waits for a screen; after a failure the
    # rest of this journey is reported as not run instead of waiting for each.
    expect() {
        local name="$size $1" seconds=$2
        shift 2
        if [[ -n "$broken" ]]; then
            failed=$((failed + 1))
            echo "FAIL $name (not run: an earlier step failed)"
            return 1
        fi
        if e2e_wait "$server" "$seconds" "$@"; then
            ok "$name"
        else
            fail "$name" "waited ${seconds}s for: $*"
            broken=1
            return 1
        fi
    }
    # verdict NAME PROBLEM: passes when PROBLEM is empty.
    verdict() {
        local name="$size $1"
        if [[ -n "$broken" ]]; then
            failed=$((failed + 1))
            echo "FAIL $name (not run: an earlier step failed)"
            return 1
        fi
        if [[ -z "$2" ]]; then ok "$name"; else fail "$name" "$2"; broken=1; return 1; fi
    }

    e2e_start "$server" "$width" "$height" || { fail "$size tmux starts"; return; }
    e2e_keys "$server" "$(kiji_command --demo)" Enter

    # 1. The list appears.
    expect "the list appears: All items, the first item, 20/1000" 30 list_ready
    local list="$SCREEN"

    # 2. Down three times, then Enter, opens the 4th item.
    local title4 prefix login url
    title4=$(list_title 7)
    prefix=${title4%…}
    prefix=${prefix:0:15}
    e2e_keys "$server" Down Down Down Enter
    expect "Enter on the 4th row opens it: title in the breadcrumb, @author, URL" 15 detail_of "$prefix"
    login=$(grep -m1 -oE '^@[A-Za-z0-9_-]+' <<<"$SCREEN" | cut -c2-)
    url=$(detail_url)

    # 3. `a` opens the author's list.
    [[ -z "$broken" ]] && e2e_keys "$server" a
    expect "a opens the author's list: breadcrumb ends with @$login" 15 author_list "$login"
    local author_depth
    author_depth=$(separators)

    # 4. Down, Enter, then `a` pops back to the same list with the same selection.
    local url2=""
    [[ -z "$broken" ]] && e2e_keys "$server" Down Enter
    expect "Down, Enter in the author's list opens another item" 15 another_detail_than "$url"
    url2=$(detail_url)
    local detail_depth
    detail_depth=$(separators)
    [[ -z "$broken" ]] && e2e_keys "$server" a
    expect "a on that detail goes back to @$login" 15 author_list "$login"
    local problem=""
    if [[ "$(separators)" != "$author_depth" ]]; then
        problem="breadcrumb has $(separators) separators, had $author_depth before (detail: $detail_depth): it pushed instead of popping"
    elif ! row_has 0 '…' && [[ "$detail_depth" -ne $((author_depth + 1)) ]]; then
        problem="the detail's breadcrumb had $detail_depth separators, the list's $author_depth"
    fi
    verdict "…popping: the breadcrumb is as deep as before the Enter ($author_depth × ›)" "$problem"
    [[ -z "$broken" ]] && e2e_keys "$server" Enter
    expect "…and keeps the selection: Enter opens the same item again" 15 detail_shown
    verdict "…same item: $url2" "$([[ "$(detail_url)" == "$url2" ]] || echo "opened $(detail_url)")"
    [[ -z "$broken" ]] && e2e_keys "$server" q
    expect "q from that detail returns to @$login" 15 author_list "$login"

    # 5. `q` twice returns to All items.
    [[ -z "$broken" ]] && e2e_keys "$server" q q
    expect "q twice returns to All items alone" 15 list_ready

    # 6. The next page loads when the selection nears the end.
    [[ -z "$broken" ]] && e2e_keys "$server" G
    expect "G loads the next page: 20/1000 becomes 40/1000, no Loading left" 15 at_40_rows
    local port title21=""
    port=$(e2e_row 0 | grep -oE '127\.0\.0\.1:[0-9]+' | cut -d: -f2)
    if [[ -n "$port" ]]; then
        title21=$(curl -s --max-time 10 "http://127.0.0.1:$port/api/v2/items?page=2&per_page=20" |
            python3 -c 'import json, sys; print(json.load(sys.stdin)[0]["title"])' 2>/dev/null)
    fi
    [[ -n "$broken" ]] || require "the stub names the 21st item's title on page 2 (port '$port')" test -n "$title21"
    [[ -z "$broken" ]] && e2e_keys "$server" Down
    expect "Down from row 20 shows the 21st item at the bottom, not a repeat" 10 bottom_title_starts_with "${title21:0:10}"

    # 7. The help overlay.
    local before_help="$SCREEN"
    [[ -z "$broken" ]] && e2e_keys "$server" '?'
    expect "? shows the help: Keys, Search Qiita, Open the item" 10 help_shown
    [[ -z "$broken" ]] && e2e_keys "$server" x
    expect "a key closes the help" 10 help_closed_on_root
    # The list under the box must come back cell for cell, including wide characters that the
    # box's edges cut. Not a step the rest depends on, so a failure here does not stop the journey.
    same_as_before_help() { [[ "$SCREEN" == "$before_help" ]]; }
    if [[ -z "$broken" ]]; then
        if e2e_wait "$server" 3 same_as_before_help; then
            ok "$size …and the list is redrawn exactly as before the help"
        else
            fail "$size …and the list is redrawn exactly as before the help" "differs; before → after:
$(diff <(echo "$before_help") <(echo "$SCREEN") | grep '^[<>]')"
        fi
    fi

    # 8. Search.
    [[ -z "$broken" ]] && e2e_keys "$server" /
    expect "/ opens the Search: prompt on the last row" 10 search_prompt
    [[ -z "$broken" ]] && { e2e_type "$server" 'tag:Swift'; e2e_keys "$server" Enter; }
    expect "Enter searches: breadcrumb Search: tag:Swift, rows with #Swift" 15 search_results

    # 10. `q` goes back, and `q` on the root quits and restores the terminal.
    [[ -z "$broken" ]] && e2e_keys "$server" q
    expect "q from the search returns to All items" 10 at_root
    if [[ -n "$broken" ]]; then
        failed=$((failed + 1))
        echo "FAIL $size q on the root quits and restores the terminal (not run: an earlier step failed)"
    else
        e2e_keys "$server" q
        check_restored "$size q on the root quits and restores the terminal" "0"
    fi
    e2e_kill_servers
}

journey 100 30 1
journey 80 24 2

# --- 9. A server error, then recovery -----------------------------------------------------------
fault_case() {
    width=100 height=30
    server="kiji-e2e-$$-3"
    SCREEN=""
    local port name="fault"
    port=$(free_port)
    e2e_start "$server" "$width" "$height" || { fail "$name: tmux starts"; return; }
    e2e_keys "$server" "$(kiji_command --demo --port "$port")" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "$name: the demo starts on port $port"; return; fi
    local code
    code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -X PUT \
        -d '[{"path":"/users/*/items","fault":{"status":{"_0":500,"errorBody":true}}}]' \
        "http://127.0.0.1:$port/__stub/faults")
    require "$name: the stub takes a 500 rule for /users/*/items (HTTP $code)" test "$code" = 200

    e2e_keys "$server" a
    server_error() { row_matches 0 '› @alice( |$)' && e2e_last_row | grep -qF 'server error (HTTP 500)' && e2e_last_row | grep -qF 'Press r to retry'; }
    if e2e_wait "$server" 25 server_error; then
        ok "$name: a in the list shows 'server error (HTTP 500)' and 'Press r to retry' in the status bar"
    else
        fail "$name: a in the list shows 'server error (HTTP 500)' and 'Press r to retry' in the status bar"
        return
    fi

    e2e_keys "$server" '?'
    if e2e_wait "$server" 10 help_shown; then
        e2e_keys "$server" x
        help_gone_error_kept() { lacks "Search Qiita" && has "server error (HTTP 500)"; }
        if e2e_wait "$server" 10 help_gone_error_kept; then ok "$name: keys still work: ? opens the help, a key closes it"
        else fail "$name: keys still work: ? opens the help, a key closes it" "the help did not close"; fi
    else
        fail "$name: keys still work: ? opens the help, a key closes it" "no help"
    fi

    code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -X DELETE "http://127.0.0.1:$port/__stub/faults")
    [[ "$code" == 2* ]] || fail "$name: the fault is lifted" "HTTP $code"
    e2e_keys "$server" r
    recovered() {
        row_matches 0 '› @alice( |$)' && row_has 1 "VIPER in a Terminal" && loaded && lacks "server error"
    }
    if e2e_wait "$server" 25 recovered; then ok "$name: after lifting it, r loads @alice's rows and clears the error"
    else fail "$name: after lifting it, r loads @alice's rows and clears the error"; fi
    e2e_kill_servers
}
fault_case

# --- 11. Ctrl-C on a detail ---------------------------------------------------------------------
ctrl_c_case() {
    width=80 height=24
    server="kiji-e2e-$$-4"
    SCREEN=""
    e2e_start "$server" "$width" "$height" || { fail "Ctrl-C: tmux starts"; return; }
    e2e_keys "$server" "$(kiji_command --demo)" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "Ctrl-C: the list appears"; return; fi
    e2e_keys "$server" Enter
    if ! e2e_wait "$server" 15 detail_shown; then fail "Ctrl-C: Enter opens a detail"; return; fi
    e2e_keys "$server" C-c
    check_restored "Ctrl-C on a detail quits and restores the terminal (exit 0 or 130)" "0 130"
    e2e_kill_servers
}
ctrl_c_case

# --- 12. Not a terminal; a bad option -----------------------------------------------------------
SCREEN=""
timeout 30 "$bin" </dev/null >"$work/out" 2>"$work/err"
rc=$?
if [[ $rc -ne 0 && $rc -ne 124 ]] && grep -qF 'needs a terminal' "$work/err"; then
    ok "kiji with stdout to a file exits $rc and says it needs a terminal"
else
    SCREEN="exit $rc; stderr: $(cat "$work/err")"
    fail "kiji with stdout to a file exits non-zero and says it needs a terminal"
fi
timeout 30 "$bin" --per-page 0 </dev/null >"$work/out" 2>"$work/err"
rc=$?
if [[ $rc -eq 64 ]] && grep -qF -- '--per-page' "$work/err"; then
    ok "kiji --per-page 0 exits 64 and names --per-page"
else
    SCREEN="exit $rc; stderr: $(cat "$work/err")"
    fail "kiji --per-page 0 exits 64 and names --per-page"
fi

e2e_result
