#!/usr/bin/env bash
# HTTP faults, end to end, injected into the running stub (PUT /__stub/faults): 401, 403, 404, 429
# with Rate-Reset, 500, 502, 503 with Retry-After, malformed JSON, a truncated body, the wrong
# content type, an oversize body, an answer slower than the timeout, a trickle below the low-speed
# limit, a connection reset mid-body, a 404 for an unknown user, and the server gone (connection
# refused). The first page loads fault-free; the fault is set; `G` asks for page 2. Each case
# checks: the status bar shows the fault's sentence with "Press r to retry"; `?` opens the help
# and Esc closes it; `g` shows the first row again with the 20 loaded rows kept; after the fault
# is lifted `r` loads page 2 (40 rows) and the message goes.
# The fault matrix's `faults` section (Scripts/e2e/fault-matrix.sh runs it; it runs alone too).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release. Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
unset QIITA_ACCESS_TOKEN VISUAL
e2e_use_kiji

# --- Predicates on $SCREEN --------------------------------------------------------------------
help_closed_with() { lacks "Search Qiita" && failed_with "$1"; }
top_kept_with() { row_has 1 "VIPER in a Terminal" && [[ "$(loaded_rows)" == 20 ]] && failed_with "$1"; }
recovered() { [[ "$(loaded_rows)" -ge 40 ]] && e2e_idle && lacks "Press r to retry"; }
loading() { has "Loading"; }
help_while_loading() { help_shown && has "Loading"; }

# The checks every fault case makes once the fault was triggered: the sentence, keys, kept rows,
# recovery. after_fault NAME PORT PHRASE SECONDS
after_fault() {
    local name=$1 port=$2 phrase=$3 seconds=$4
    # Waits for the request to end with a message, then checks it is this fault's sentence. Another
    # sentence still lets the rest be checked; no sentence at all does not.
    local title="$name: the status bar says \"$phrase… Press r to retry\""
    if ! e2e_wait "$server" "$seconds" failed_with "Press r to retry"; then
        fail "$title" "waited ${seconds}s for a message with \"Press r to retry\""
        skipped "$name: keys still work" "$name: nothing shown is lost" "$name: r recovers once the fault is lifted"
        return 1
    fi
    if failed_with "$phrase"; then
        ok "$title"
    else
        fail "$title" "another sentence"
        phrase=$(e2e_last_row | sed -E 's/^ +//; s/ {2,}.*//')
    fi
    e2e_keys "$server" '?'
    if e2e_wait "$server" 10 help_shown; then
        e2e_keys "$server" Escape
        check "$name: keys still work: ? opens the help, Esc closes it, the message stays" 10 help_closed_with "$phrase"
    else
        fail "$name: keys still work: ? opens the help, Esc closes it, the message stays" "no help after ?"
    fi
    e2e_keys "$server" g
    check "$name: nothing shown is lost: g shows the first item, 20 rows still loaded" 10 top_kept_with "$phrase"
    return 0
}
recover() {
    local name=$1 port=$2
    e2e_keys "$server" r
    check "$name: r after the fault is lifted loads page 2 (40 rows) and the message goes" 30 recovered
}

# demo_list_before_fault NAME: a new server at 160×40 (every sentence fits) running the demo on a
# port of its own ($port) with --timeout 3, its first page loaded. Fails (one check) when tmux or
# the list does not start.
demo_list_before_fault() {
    new_server
    port=$(free_port)
    e2e_start "$server" 160 40 || { fail "$1: tmux starts"; return 1; }
    e2e_keys "$server" "$(home_command "$server" --demo --port "$port" --timeout 3)" Enter
    e2e_wait "$server" 30 list_ready && return
    fail "$1: the first page loads before the fault"
    e2e_kill_servers
    return 1
}

# fault_case NAME RULE PHRASE [SECONDS [SLOW]]: kiji at 160×40 (every sentence fits) against its
# own stub; the rule applies to /items, so it hits page 2. SLOW: the request hangs for a while,
# so keys are also tried while it runs.
fault_case() {
    local name=$1 rule=$2 phrase=$3 seconds=${4:-30} slow=${5:-}
    local port
    demo_list_before_fault "$name" || return
    if ! put_faults "$port" "[$rule]"; then
        fail "$name: the stub takes the rule $rule"
        e2e_kill_servers
        return
    fi
    e2e_keys "$server" G
    if [[ -n "$slow" ]]; then
        if e2e_wait "$server" 5 loading; then
            e2e_keys "$server" '?'
            if e2e_wait "$server" 3 help_while_loading; then
                e2e_keys "$server" Escape
                check "$name: while the request hangs, ? opens the help and Esc closes it" 3 help_gone
            else
                fail "$name: while the request hangs, ? opens the help and Esc closes it" "no help within 3 s"
            fi
        else
            fail "$name: while the request hangs, ? opens the help and Esc closes it" "page 2 was never loading"
        fi
    fi
    if after_fault "$name" "$port" "$phrase" "$seconds"; then
        lift_faults "$port" || fail "$name: the fault is lifted"
        recover "$name" "$port"
    fi
    e2e_kill_servers
}

# The 429 sentence names the reset time in the local time zone, a minute either way.
rate_limit_case() {
    local name="429 with Rate-Reset an hour ahead"
    local port
    demo_list_before_fault "$name" || return
    local set_at=$EPOCHSECONDS
    put_faults "$port" '[{"path":"/items","fault":{"rateLimited":{"resetIn":3600}}}]' || { fail "$name: the stub takes the rule"; e2e_kill_servers; return; }
    local t1 t2
    t1=$(date -d "@$((set_at + 3600))" +%H:%M)
    t2=$(date -d "@$((set_at + 3660))" +%H:%M)
    e2e_keys "$server" G
    resets_at() { failed_with "rate limit is used up; it resets at $t1" || failed_with "rate limit is used up; it resets at $t2"; }
    if check "$name: the status bar says the rate limit resets at $t1 (fails fast, no 10 s wait)" 8 resets_at; then
        if after_fault "$name" "$port" "rate limit is used up; it resets at" 5; then
            lift_faults "$port" || fail "$name: the fault is lifted"
            recover "$name" "$port"
        fi
    else
        skipped "$name: keys, rows, recovery"
    fi
    e2e_kill_servers
}

# 503 with Retry-After 1, twice only: the client waits and retries by itself, no message.
retry_after_recovers_case() {
    local name="503 with Retry-After: 1, two times only"
    local port
    demo_list_before_fault "$name" || return
    put_faults "$port" '[{"path":"/items","fault":{"status":{"_0":503,"errorBody":true,"retryAfter":1}},"remaining":2}]' ||
        { fail "$name: the stub takes the rule"; e2e_kill_servers; return; }
    local t0
    t0=$(e2e_now_ms)
    e2e_keys "$server" G
    fourty_no_message() { [[ "$(loaded_rows)" -ge 40 ]] && e2e_idle && lacks "Press r to retry"; }
    if check "$name: the client retries after Retry-After and page 2 loads without a message" 20 fourty_no_message; then
        local took=$(($(e2e_now_ms) - t0))
        if ((took >= 1800)); then ok "$name: …after waiting Retry-After twice (${took} ms)"
        else fail "$name: …after waiting Retry-After twice" "page 2 came after ${took} ms, less than 2 × 1 s"; fi
    fi
    e2e_kill_servers
}

# 404 for a user that does not exist: `kiji user nobody-at-all --demo`.
unknown_user_case() {
    local name="404: kiji user nobody-at-all"
    new_server
    e2e_start "$server" 160 40 || { fail "$name: tmux starts"; return; }
    # --latency 0.5: the retry shows "Loading" long enough to be seen before the sentence returns.
    e2e_keys "$server" "$(home_command "$server" user nobody-at-all --demo --timeout 3 --latency 0.5)" Enter
    not_found() { row_has 0 "nobody-at-all" && failed_with "Not found on Qiita"; }
    if ! check "$name: the status bar says \"Not found on Qiita… Press r to retry\"" 20 not_found; then
        skipped "$name: keys still work" "$name: q quits cleanly"
        e2e_kill_servers
        return
    fi
    e2e_keys "$server" '?'
    if e2e_wait "$server" 10 help_shown; then
        e2e_keys "$server" Escape
        help_closed_404() { lacks "Search Qiita" && not_found; }
        if e2e_wait "$server" 10 help_closed_404; then
            e2e_keys "$server" r
            if e2e_wait "$server" 5 loading; then
                check "$name: keys still work: ? opens the help, Esc closes it, r asks again and says the same" 15 not_found
            else
                fail "$name: keys still work: ? opens the help, Esc closes it, r asks again and says the same" "r did not load again"
            fi
        else
            fail "$name: keys still work: ? opens the help, Esc closes it, r asks again and says the same" "help did not close"
        fi
    else
        fail "$name: keys still work: ? opens the help, Esc closes it, r asks again and says the same" "no help after ?"
    fi
    e2e_keys "$server" q
    check_restored "$name: q quits and restores the terminal" "0"
    e2e_kill_servers
}

# The server gone: a stub of its own on port P, killed after the first page, then started again.
connection_refused_case() {
    local name="server gone (connection refused)"
    new_server
    local port
    port=$(free_port)
    if ! start_stub "$port" "$work/stub-refused.out"; then
        SCREEN=$(cat "$work/stub-refused.out" 2>/dev/null)
        fail "$name: a stub starts on port $port"
        return
    fi
    e2e_start "$server" 160 40 || { fail "$name: tmux starts"; return; }
    e2e_keys "$server" "$(home_command "$server" --base-url "http://127.0.0.1:$port/api/v2" --timeout 3)" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "$name: the first page loads from the stub"; e2e_kill_servers; return; fi
    kill "$stub_pid"
    wait "$stub_pid" 2>/dev/null
    e2e_keys "$server" G
    if after_fault "$name" "$port" "Could not connect to 127.0.0.1" 20; then
        local restarted=""
        for _ in 1 2 3 4 5; do
            if start_stub "$port" "$work/stub-refused2.out"; then restarted=1; break; fi
            sleep 0.5
        done
        if [[ -n "$restarted" ]]; then
            recover "$name" "$port"
        else
            SCREEN=$(cat "$work/stub-refused2.out" 2>/dev/null)
            fail "$name: the stub starts again on port $port"
        fi
    fi
    e2e_kill_servers
    [[ -n "$stub_pid" ]] && kill "$stub_pid" 2>/dev/null
}

fault_case "401" '{"path":"/items","fault":{"status":{"_0":401,"errorBody":true}}}' "Qiita rejected the access token"
fault_case "403" '{"path":"/items","fault":{"status":{"_0":403,"errorBody":true}}}' "Qiita refused access"
fault_case "404 on page 2" '{"path":"/items","fault":{"status":{"_0":404,"errorBody":true}}}' "Not found on Qiita"
unknown_user_case
rate_limit_case
fault_case "500" '{"path":"/items","fault":{"status":{"_0":500,"errorBody":true}}}' "Qiita had a server error (HTTP 500)"
fault_case "502" '{"path":"/items","fault":{"status":{"_0":502,"errorBody":false}}}' "Qiita had a server error (HTTP 502)"
fault_case "503 with Retry-After: 1" '{"path":"/items","fault":{"status":{"_0":503,"errorBody":true,"retryAfter":1}}}' "Qiita had a server error (HTTP 503)"
retry_after_recovers_case
fault_case "malformed JSON" '{"path":"/items","fault":{"malformedJSON":{}}}' "was not the JSON Qiita sends"
fault_case "truncated body" '{"path":"/items","fault":{"truncatedBody":{}}}' "broke off before the answer was complete"
fault_case "wrong content type (HTML)" '{"path":"/items","fault":{"wrongContentType":{}}}' "was not the JSON Qiita sends"
fault_case "oversize body (11 MB)" '{"path":"/items","fault":{"oversizeBody":{"bytes":11000000}}}' "sent more than 10 MiB, so the answer was refused"
fault_case "slower than --timeout 3" '{"path":"/items","fault":{"delay":{"seconds":30}}}' "took too long to answer" 40 slow
fault_case "trickle at 20 B/s" '{"path":"/items","fault":{"trickle":{"bytesPerSecond":20}}}' "became too slow and was dropped" 40 slow
fault_case "trickle at 1000 B/s: above the low-speed limit, slower than the 3 s total" '{"path":"/items","fault":{"trickle":{"bytesPerSecond":1000}}}' "took too long to answer" 40 slow
fault_case "connection reset mid-body" '{"path":"/items","fault":{"resetMidBody":{}}}' "broke off before the answer was complete"
connection_refused_case

e2e_result
