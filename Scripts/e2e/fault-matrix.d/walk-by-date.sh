#!/usr/bin/env bash
# A walk by date meets a fault, end to end.
# `kiji tag Python --demo --items 100000 --per-page 100` at 160×40 (every sentence fits): the tag's
# own pages come from /tags/Python/items and the searches by date that continue it past item 10,000
# from /items, so a fault on /items, set once the first page is in, meets only the walk by date.
# `G` is pressed until the list reaches item 10,000 and the fault shows: the rate limit used up (403
# with Rate-Remaining: 0 as qiita.com answers, Rate-Reset an hour ahead) ends the list with a row
# naming the reset time; a 500 shows the sentence with "Press r to retry" and `r` goes on past item
# 10,000 once it is lifted; an empty list ([]) ends it with a row saying nothing is older.
# The fault matrix's `dates` section (Scripts/e2e/fault-matrix.sh runs it; it runs alone too).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release. Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
unset QIITA_ACCESS_TOKEN VISUAL
e2e_use_kiji

dates_first_page() { [[ "$(loaded_rows)" -ge 100 ]] 2>/dev/null && ! grep -qF "Loading" <<<"$SCREEN"; }
# dates_case NAME RULE PRED: a fresh kiji with RULE set after its first page; G until PRED holds.
dates_case() {
    local name="walk by date: $1" rule=$2 pred=$3 port
    dates_case_no=$((${dates_case_no:-0} + 1))
    server="kiji-dates-$$-$dates_case_no"
    SCREEN=""
    port=$(free_port)
    e2e_start "$server" 160 40 || { fail "$name: tmux starts"; return; }
    # A cache of its own: pages that another run kept would answer the fault, shown as offline.
    e2e_keys "$server" "$(home_command "$server" tag Python --demo --items 100000 --per-page 100 --port "$port")" Enter
    if ! e2e_wait "$server" 60 dates_first_page; then fail "$name: the first page appears"; e2e_kill_servers; return; fi
    put_faults "$port" "[$rule]" || { fail "$name: the stub takes the rule"; e2e_kill_servers; return; }
    local presses=0
    until e2e_wait "$server" 1 "$pred"; do
        e2e_keys "$server" G
        presses=$((presses + 1))
        ((presses > 120)) && break
    done
    dates_at_cap() { "$pred" && [[ "$(loaded_rows)" == 10000 ]]; }
    check "$name (at item 10,000)" 20 dates_at_cap
    if [[ "$pred" == dates_failed ]]; then
        lift_faults "$port" || fail "$name: the fault is lifted"
        e2e_keys "$server" r
        dates_went_on() { [[ "$(loaded_rows)" -gt 10000 ]] 2>/dev/null; }
        check "$name: r after the fault is lifted goes on past item 10,000" 30 dates_went_on
    fi
    e2e_kill_servers
}
# The reset time an hour ahead in the end row under the last item ("Rate limit reached, resets at
# HH:MM", the day first when that is tomorrow), the status bar saying it too.
dates_rate_limited() {
    local reset
    reset=$(date -d @$(($(date +%s) + 3600)) '+(%Y-%m-%d )?%H:')
    grep -qE "Rate limit reached, resets at $reset" <<<"$SCREEN" && e2e_last_row | grep -qF "rate limit is used up"
}
dates_failed() { e2e_last_row | grep -qF "Qiita had a server error (HTTP 500)" && e2e_last_row | grep -qF "Press r to retry"; }
dates_nothing_older() { grep -qE "Nothing older: the oldest item is from [0-9]{4}-[0-9]{2}-[0-9]{2}\." <<<"$SCREEN"; }

dates_case "the rate limit used up (403, Rate-Remaining: 0) ends the list with a row naming its reset time" \
    '{"path":"/items","fault":{"rateLimitForbidden":{"resetIn":3600}}}' dates_rate_limited
dates_case "a 500 on the search by date says so and offers r" \
    '{"path":"/items","fault":{"status":{"_0":500,"errorBody":true}},"remaining":4}' dates_failed
dates_case "an empty answer to the search by date ends the list: nothing older" \
    '{"path":"/items","fault":{"oversizeBody":{"bytes":2}}}' dates_nothing_older

e2e_result
