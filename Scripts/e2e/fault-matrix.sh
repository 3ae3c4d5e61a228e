#!/usr/bin/env bash
# The fault matrix, end to end: kiji against a misbehaving API, a misbehaving terminal, signals and
# hostile content, each in a tmux server of its own.
#   Scripts/e2e/fault-matrix.sh
#
# 1. HTTP faults, injected into the running stub (PUT /__stub/faults): 401, 403, 404, 429 with
#    Rate-Reset, 500, 502, 503 with Retry-After, malformed JSON, a truncated body, the wrong content
#    type, an oversize body, an answer slower than the timeout, a trickle below the low-speed limit,
#    a connection reset mid-body, a 404 for an unknown user, and the server gone (connection
#    refused). The first page loads fault-free; the fault is set; `G` asks for page 2. Each case
#    checks: the status bar shows the fault's sentence with "Press r to retry"; `?` opens the help
#    and Esc closes it; `g` shows the first row again with the 20 loaded rows kept; after the fault
#    is lifted `r` loads page 2 (40 rows) and the message goes.
#    The comment routes (the `comments` section): a 500 and malformed JSON on GET
#    /items/*/comments show the sentence when `c` opens them and `r` recovers; a 500 on the POST
#    keeps the text in a file the status bar names.
#    The failing editor (the `editor` section): an $EDITOR that writes and exits 3 has its text
#    kept in a 0600 file, and the status bar says the status and names the file.
#    A redirected write (the `redirect` section): a stock's PUT answered with 307 is not sent on,
#    and the status bar names where the server pointed.
# 2. Terminal sizes 1×1, 5×2, 20×5, 80×24, 200×60 and 500×200 on the list, a detail, the help
#    overlay and the search prompt: kiji keeps running and nothing is drawn outside the pane (see
#    lib/screen.sh for how: wrapped rows in tmux's grid, display width of every row), and at 1×1
#    the one cell is blank, also when the resize lands as an item opens; the selection survives
#    resizing (Enter opens the same item); 100 resizes in about a second, then kiji still answers
#    keys and fills the final size.
# 3. SIGINT, SIGTERM, SIGHUP, SIGSEGV, SIGABRT and SIGTRAP sent to kiji under a plain sh: the
#    terminal is restored (#{alternate_on} 0, #{cursor_flag} 1, stty shows icanon and echo).
# 4. `kiji --demo --hostile` under util-linux `script`: after scrolling through the hostile items,
#    opening each one and the help, the raw output holds no OSC, no C1 control, no BEL, no NUL, no
#    bidi control and none of the hostile payloads; no screen had a row wider than the pane.
# 5. Input as terminals send it, on the list, an article and the search prompt at 100×30: an
#    unlisted function key, Ctrl+Enter (modifyOtherKeys), focus in and out, a bracketed paste, an
#    SGR click and Alt+x, each typed with send-keys -l and followed by j: the screen is what j alone
#    makes of it (in the prompt: the text plus j, and the pasted x), kiji keeps running; a paste
#    outside the prompt says so in the status bar; tmux's own paste of two lines goes into the
#    prompt as one. At 300×40, kiji has asked for SGR mouse reports; SGR wheel and click at column
#    250 move and select, and an X10 click still selects. With `search = "M-s"` in config.toml,
#    Alt+s (ESC s) opens the search prompt.
# 6. A walk by date past item 10,000 meets the rate limit, a 500 and an empty answer (below).
# 7. The trend's feed faults: malformed XML, an HTML error page with status 200, 0 entries, an entry
#    with no link, a link to another host, a 5 MB feed and a slow answer each give one sentence,
#    and the entries shown stay (below).
# 8. The timeline meets the rate limit (403 with Rate-Remaining: 0): what was loaded stays and the
#    status bar says when the limit resets (below).
# 9. The image faults (below): the first article's image, /files/bands.png, answers 404, a truncated
#    file, garbage bytes, an HTML page, a PNG header claiming 100000×100000, a 30 MB body or too
#    slowly; one kiji run per fault and output mode (off then symbols with `i`; sixel, kitty, iterm) in
#    tmux, and for the pixel modes the bytes kiji writes in a pty: no pixel sequence.
# 10. Job control, output that fails and a damaged cache: whole scripts in fault-matrix.d (the
#    `jobs`, `output` and `damaged` sections; each file's head says what it checks).
#
# The binary is $KIJI_BIN (Scripts/test: the release build), else lib/e2e.sh builds release.
# Prints "ok   NAME" or "FAIL NAME" (with the screen) per check, then "N passed, M failed" last;
# exits non-zero on any failure.
# `fault-matrix.sh --sections` prints the sections' names, longest first; Scripts/test runs each
# as a job of its own (FAULT_MATRIX_ONLY=NAME), beside the other scripts.
set -uo pipefail
sections=(dates images faults jobs feeds signals input sizes hostile comments timeline damaged editor redirect output)
if [[ "${1:-}" == --sections ]]; then
    echo "${sections[@]}"
    exit 0
fi
only=${FAULT_MATRIX_ONLY:-}
if [[ -n "$only" && " ${sections[*]} " != *" $only "* ]]; then
    echo "FAULT_MATRIX_ONLY=$only names no section; the sections are: ${sections[*]}" >&2
    exit 2
fi
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
unset QIITA_ACCESS_TOKEN VISUAL
e2e_use_kiji
started_at=$(e2e_now_ms)

# skipped NAME...: counts checks that could not run because an earlier step failed.
skipped() {
    local name
    for name in "$@"; do
        failed=$((failed + 1))
        echo "FAIL $name (not run: an earlier step failed)"
    done
}

# home_command HOME ARGS...: kiji_command with cache and config in folders of this run only.
backtrace=interactive=no
home_command() {
    local home="$work/home-$1"
    shift
    mkdir -p "$home/cache" "$home/config"
    kiji_env=("XDG_CACHE_HOME=$home/cache" "XDG_CONFIG_HOME=$home/config" "SWIFT_BACKTRACE=$backtrace")
    kiji_command "$@"
}

# start_stub PORT LOG: `kiji --demo` with stdout redirected serves only the stub API; waits for
# its "API:" line. Sets $stub_pid.
stub_pid=""
start_stub() {
    local port=$1 log=$2
    mkdir -p "$work/home-stub"
    XDG_CACHE_HOME="$work/home-stub" XDG_CONFIG_HOME="$work/home-stub" "$bin" --demo --port "$port" >"$log" 2>&1 &
    stub_pid=$!
    local deadline=$(($(e2e_now_ms) + 10000))
    until grep -q '^API: ' "$log" 2>/dev/null; do
        kill -0 "$stub_pid" 2>/dev/null || return 1
        (($(e2e_now_ms) >= deadline)) && return 1
        sleep 0.05
    done
}


# --- Predicates on $SCREEN --------------------------------------------------------------------
list_ready() { at_root && has "VIPER in a Terminal" && [[ "$(loaded_rows)" == 20 ]] && e2e_idle; }
# The status bar shows the sentence PHRASE and how to retry, and nothing is loading.
failed_with() { e2e_last_row | grep -qF -- "$1" && e2e_last_row | grep -qF 'Press r to retry' && e2e_idle; }
help_closed_with() { lacks "Search Qiita" && failed_with "$1"; }
top_kept_with() { row_has 1 "VIPER in a Terminal" && [[ "$(loaded_rows)" == 20 ]] && failed_with "$1"; }
recovered() { [[ "$(loaded_rows)" -ge 40 ]] && e2e_idle && lacks "Press r to retry"; }
loading() { has "Loading"; }
help_while_loading() { help_shown && has "Loading"; }
help_gone() { lacks "Search Qiita" && kiji_running; }
cmd_of_pane() { e2e_format "$server" '#{pane_current_command}'; }
kiji_running() { [[ "$(basename -- "$(cmd_of_pane)")" == kiji ]]; }

case_no=0
new_server() { case_no=$((case_no + 1)); server="kiji-fault-$$-$case_no"; SCREEN=""; }

# --- 1. HTTP faults ---------------------------------------------------------------------------
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

# demo_article_with_editor NAME SCRIPT: a new server at 200×40 running the demo with its own
# XDG_STATE_HOME ($state) and an $EDITOR ($editor) holding the shell script SCRIPT, on the first
# article; sets port, editor and state. Fails (one check) when tmux or the list does not start.
demo_article_with_editor() {
    local name=$1
    new_server
    editor="$work/editor-$server" state="$work/state-$server"
    port=$(free_port)
    printf '%s' "$2" >"$editor"
    chmod +x "$editor"
    e2e_start "$server" 200 40 || { fail "$name: tmux starts"; return 1; }
    e2e_keys "$server" "EDITOR=$editor XDG_STATE_HOME=$state $(home_command "$server" --demo --port "$port" --timeout 3)" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "$name: the list appears"; e2e_kill_servers; return 1; fi
    e2e_keys "$server" Enter
    detail_idle() { detail_shown && e2e_idle; }
    e2e_wait "$server" 15 detail_idle
}

# The comment routes: the first item of the demo has comments. A rule on GET /items/*/comments
# fails them as `c` opens them: the status bar and the empty screen say the fault's sentence, and
# `r` loads them once it is lifted. A rule on POST: `C` (EDITOR writes a line), `y`, and the status
# bar names the file under $XDG_STATE_HOME that kept the text. comment_fault_case NAME METHOD RULE PHRASE
comment_fault_case() {
    local name="comments: $1" method=$2 fault=$3 phrase=$4 port editor state
    demo_article_with_editor "$name" $'#!/bin/sh\n{ echo "kept by the fault matrix"; cat "$1"; } >"$1.new" && mv "$1.new" "$1"\n' || return
    comments_loaded() { row_matches 0 '› Comments ' && e2e_last_row | grep -qE ' [0-9]+ comments *$' && e2e_idle && lacks "Press r to retry"; }
    if [[ "$method" == GET ]]; then
        put_faults "$port" "[{\"method\":\"GET\",\"path\":\"/items/*/comments\",\"fault\":$fault}]" || { fail "$name: the stub takes the rule"; e2e_kill_servers; return; }
        e2e_keys "$server" c
        shown_twice() { failed_with "$phrase" && [[ $(grep -cF -- "$phrase" <<<"$SCREEN") -ge 2 ]]; }
        check "$name: c says \"$phrase… Press r to retry\" in the status bar and on the screen" 20 shown_twice
        lift_faults "$port" || fail "$name: the fault is lifted"
        e2e_keys "$server" r
        check "$name: r after the fault is lifted shows the comments" 20 comments_loaded
    else
        e2e_keys "$server" c
        e2e_wait "$server" 15 comments_loaded
        put_faults "$port" "[{\"method\":\"POST\",\"path\":\"/items/*/comments\",\"fault\":$fault}]" || { fail "$name: the stub takes the rule"; e2e_kill_servers; return; }
        e2e_keys "$server" C
        asked() { has "Post this comment? y/n"; }
        if e2e_wait "$server" 15 asked; then
            e2e_keys "$server" y
            kept() { e2e_last_row | grep -qF "$phrase" && e2e_last_row | grep -qF "The text is kept in $state/kiji/unsent/"; }
            check "$name: the status bar says \"$phrase\" and names the file that kept the text" 20 kept
        else
            fail "$name: C asks before posting"
        fi
    fi
    e2e_kill_servers
}

# The failing editor: `C` with an $EDITOR that writes a line and exits 3. The status bar says the
# status and names the file under $XDG_STATE_HOME that kept the text, and the file is there, 0600.
failing_editor_case() {
    local name="failing editor" port editor state file
    demo_article_with_editor "$name" $'#!/bin/sh\necho "kept despite the failure" >"$1"\nexit 3\n' || return
    comments_loaded() { row_matches 0 '› Comments ' && e2e_idle; }
    e2e_keys "$server" c
    e2e_wait "$server" 15 comments_loaded
    e2e_keys "$server" C
    named() { e2e_last_row | grep -qF "The editor exited with status 3; your text is kept in $state/kiji/unsent/"; }
    check "$name: the status bar says the editor's status and names the file that kept the text" 15 named
    file=$(find "$state/kiji/unsent" -type f -name 'comment-*.md' 2>/dev/null | head -1)
    if [[ -n "$file" && $(stat -c %a "$file") == 600 ]] && grep -qF "kept despite the failure" "$file"; then
        ok "$name: the kept file holds the text, mode 0600"
    else
        fail "$name: the kept file holds the text, mode 0600" "found '${file:-nothing}'"
    fi
    e2e_kill_servers
}

# A write answered with a redirect (issue 32, point 7): `s` on an article while the stub answers the
# stock's PUT with 307 to another path. The status bar names where the server pointed; the stub saw
# the PUT once and nothing at the target; the article stays "Not stocked".
redirected_write_case() {
    local name="redirected write"
    new_server
    local port log
    port=$(free_port)
    e2e_start "$server" 200 40 || { fail "$name: tmux starts"; return; }
    e2e_keys "$server" "$(home_command "$server" --demo --port "$port" --timeout 3)" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "$name: the list appears"; e2e_kill_servers; return; fi
    e2e_keys "$server" Enter
    article_ready() { detail_shown && e2e_idle && has "Not stocked"; }
    if ! e2e_wait "$server" 15 article_ready; then fail "$name: the article opens, not stocked"; e2e_kill_servers; return; fi
    put_faults "$port" '[{"method":"PUT","path":"/items/*/stock","fault":{"redirect":{"location":"/api/v2/elsewhere","status":307}}}]' ||
        { fail "$name: the stub takes the rule"; e2e_kill_servers; return; }
    e2e_keys "$server" s
    check "$name: the status bar names where the server pointed" 15 has \
        "Qiita answered the PUT with HTTP 307, so nothing was changed; it was not sent on to /api/v2/elsewhere."
    log=$(curl -s --max-time 10 "http://127.0.0.1:$port/__stub/requests")
    check "$name: the stub saw the PUT once and nothing at the target" test \
        "$(grep -c '^PUT /api/v2/items/.*/stock' <<<"$log")/$(grep -c 'elsewhere' <<<"$log")" = "1/0"
    check "$name: the article is still not stocked" 5 has "Not stocked"
    e2e_kill_servers
}

# FAULT_MATRIX_ONLY=NAME (one of $sections, checked at the top) runs one section: Scripts/test runs
# them so, each as a job, and so does a person working on one; the last line says which ran.
section() { [[ -z "$only" || "$only" == "$1" ]]; }

if section faults; then
    echo "== HTTP faults"
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
fi

if section comments; then
    echo "== Comment routes"
    comment_fault_case "GET 500" GET '{"status":{"_0":500,"errorBody":true}}' "Qiita had a server error (HTTP 500)"
    comment_fault_case "GET malformed JSON" GET '{"malformedJSON":{}}' "was not the JSON Qiita sends"
    comment_fault_case "POST 500" POST '{"status":{"_0":500,"errorBody":true}}' "Could not send the comment"
fi

if section editor; then echo "== Failing editor"; failing_editor_case; fi
if section redirect; then echo "== Redirected write"; redirected_write_case; fi

# --- 2. Terminal sizes --------------------------------------------------------------------------
sizes=(1x1 5x2 20x5 80x24 200x60 500x200)

# resize_to W H
resize_to() { tmux -L "$server" resize-window -t main -x "$1" -y "$2"; }

# size_settles W H: waits (at most 6 s) until kiji is running and two captures 300 ms apart are the
# same and pass e2e_overflow (at 20×5 and up, row 0 must also be the header drawn for this width;
# at 1×1, where nothing fits, the one cell must be blank). Sets $SCREEN and, on failure, $why.
why=""
size_settles() {
    local w=$1 h=$2 previous="" current min=0 deadline=$(($(e2e_now_ms) + 6000))
    ((w >= 20 && h >= 5)) && min=$((w - 3))
    why=""
    while :; do
        if ! kiji_running; then why="kiji is not running; the pane runs '$(cmd_of_pane)'"; SCREEN=""; return 1; fi
        current=$(e2e_capture_joined "$server"; echo .)
        current=${current%.}
        SCREEN=${current%$'\n'}
        if [[ "$current" == "$previous" ]] && why=$(printf '%s' "$current" | e2e_overflow "$w" "$h" "$min"); then
            if ((w == 1 && h == 1)) && [[ -n "${SCREEN// /}" ]]; then
                why="the 1×1 pane shows '$SCREEN', not a blank"
            else
                return 0
            fi
        fi
        previous=$current
        if (($(e2e_now_ms) >= deadline)); then
            [[ -z "$why" ]] && why=$(printf '%s' "$current" | e2e_overflow "$w" "$h" "$min")
            [[ -z "$why" ]] && why="the screen did not settle"
            why=${why//$'\n'/; }
            return 1
        fi
        sleep 0.3
    done
}

# sizes_on SCREEN_NAME: every size on the current screen, then back to 80×24.
sizes_on() {
    local what=$1 size w h
    for size in "${sizes[@]}"; do
        w=${size%x*} h=${size#*x}
        resize_to "$w" "$h"
        if size_settles "$w" "$h"; then
            ok "${w}×${h} on $what: kiji runs, no row wider than $w, none wrapped"
        else
            fail "${w}×${h} on $what: kiji runs, no row wider than $w, none wrapped" "$why"
        fi
    done
    resize_to 80 24
}

sizes_case() {
    new_server
    local port url5 name
    port=$(free_port)
    e2e_start "$server" 80 24 || { fail "sizes: tmux starts"; return; }
    tmux -L "$server" set -g window-size manual >/dev/null
    e2e_keys "$server" "$(home_command "$server" --demo --port "$port")" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "sizes: the list appears at 80×24"; e2e_kill_servers; return; fi
    url5=$(curl -s --max-time 10 "http://127.0.0.1:$port/api/v2/items?page=1&per_page=20" |
        python3 -c 'import json, sys; print(json.load(sys.stdin)[4]["url"])' 2>/dev/null)
    same_detail() { detail_shown && [[ "$(detail_url)" == "$url5" ]]; }
    back_at_80x24() { at_root && [[ "$(e2e_format "$server" '#{pane_width}x#{pane_height}')" == 80x24 ]] && [[ $(wc -l <<<"$SCREEN") -eq 24 ]] && e2e_last_row | grep -qE '20/1000 *$'; }

    # The selection: row 5, 80×24 → 20×5 → 80×24, Enter opens the 5th item.
    name="selection kept: row 5 at 80×24, resized to 20×5 and back, Enter opens the 5th item"
    e2e_keys "$server" Down Down Down Down
    resize_to 20 5
    size_settles 20 5 >/dev/null
    resize_to 80 24
    e2e_wait "$server" 10 back_at_80x24
    e2e_keys "$server" Enter
    if ! check "$name ($url5)" 10 same_detail; then e2e_kill_servers; return; fi
    e2e_keys "$server" q
    e2e_wait "$server" 10 at_root

    # The list, then the detail opened from it after every size.
    sizes_on "the list"
    if check "…back at 80×24 the list is redrawn in full" 10 back_at_80x24; then
        e2e_keys "$server" Enter
        check "selection kept through every size: Enter opens the 5th item" 10 same_detail
    fi
    if detail_shown; then
        sizes_on "a detail"
        check "…back at 80×24 the same detail shows" 10 same_detail
        e2e_keys "$server" q
        e2e_wait "$server" 10 at_root
    else
        skipped "sizes on a detail"
    fi

    # A resize that lands while an item is being opened: curses' cropped old frame and bytes
    # written for 80×24 must not stay on the 1×1 screen (they once showed as a stray character).
    local round debris=""
    for ((round = 1; round <= 12; round++)); do
        e2e_keys "$server" Enter
        resize_to 1 1
        size_settles 1 1 || debris+="round $round: $why; "
        resize_to 80 24
        e2e_wait "$server" 10 detail_shown
        e2e_keys "$server" q
        e2e_wait "$server" 10 back_at_80x24
    done
    if [[ -z "$debris" ]]; then
        ok "1×1 straight after Enter, 12 times: the pane is blank every time"
    else
        fail "1×1 straight after Enter, 12 times: the pane is blank every time" "$debris"
    fi

    # The help overlay over the list.
    e2e_keys "$server" '?'
    if e2e_wait "$server" 10 help_shown; then
        sizes_on "the help overlay"
        check "…back at 80×24 the help shows" 10 help_shown
        e2e_keys "$server" Escape
        root_without_help() { at_root && help_gone; }
        e2e_wait "$server" 10 root_without_help
    else
        fail "? opens the help for the size checks"
    fi

    # The search prompt with some text typed.
    # The list again (its status bar may count one more API call now).
    list_idle() { at_root && e2e_idle && kiji_running; }
    e2e_wait "$server" 10 list_idle || fail "input: q goes back from the article to the list"
    list0=$SCREEN
    e2e_keys "$server" /
    if e2e_wait "$server" 10 search_prompt; then
        e2e_type "$server" "swi"
        prompt_swi() { e2e_last_row | grep -qE '^ ?Search: ?swi'; }
        e2e_wait "$server" 5 prompt_swi
        sizes_on "the search prompt"
        check "…back at 80×24 the prompt still holds \"swi\"" 10 prompt_swi
        e2e_keys "$server" Escape
        root_without_prompt() { at_root && ! prompt_swi; }
        e2e_wait "$server" 10 root_without_prompt
    else
        fail "/ opens the search prompt for the size checks"
    fi

    # 100 resizes between 60×15 and 100×30, as fast as tmux takes them (paced at 2 ms).
    e2e_wait "$server" 10 back_at_80x24
    local t0 took i
    t0=$(e2e_now_ms)
    for ((i = 1; i <= 100; i++)); do
        if ((i % 2)); then resize_to 60 15; else resize_to 100 30; fi
        sleep 0.002
    done
    took=$(($(e2e_now_ms) - t0))
    if size_settles 100 30; then
        ok "100 resizes in ${took} ms: kiji runs and fills 100×30, no row too wide"
    else
        fail "100 resizes in ${took} ms: kiji runs and fills 100×30, no row too wide" "$why"
    fi
    fills_100x30() {
        at_root && [[ $(wc -l <<<"$SCREEN") -eq 30 ]] && e2e_row 0 | grep -qE '\? help *$' &&
            e2e_last_row | grep -qE '20/1000 *$' && has "▌"
    }
    check "…the header ends with \"? help\" and the status bar with 20/1000 (a resize reads no page) at 100 columns" 10 fills_100x30
    e2e_keys "$server" '?'
    if e2e_wait "$server" 10 help_shown; then
        e2e_keys "$server" Escape
        # The help must be gone before q goes in: a q that kiji reads with a pending Esc (within
        # the escape delay, as on a loaded machine) is Alt+q, not q.
        help_closed_at_100x30() { help_gone && fills_100x30; }
        check "…and keys work: ? opens the help, Esc closes it" 10 help_closed_at_100x30
    else
        fail "…and keys work: ? opens the help, Esc closes it" "no help after ?"
    fi
    e2e_keys "$server" q
    check_restored "…q quits and restores the terminal" "0"
    e2e_kill_servers
}
if section sizes; then echo "== Terminal sizes"; sizes_case; fi

# --- 3. Signals ---------------------------------------------------------------------------------
# signal_case SIGNAL STATUSES: kiji runs as a child of the pane's sh; the signal goes to kiji alone.
signal_case() {
    local sig=$1 statuses=$2 name="SIG$1 to kiji under sh restores the terminal"
    new_server
    e2e_start "$server" 80 24 || { fail "$name: tmux starts"; return; }
    backtrace=interactive=no,enable=no
    e2e_keys "$server" "$(home_command "$server" --demo)" Enter
    backtrace=interactive=no
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
if section signals; then
    echo "== Signals"
    signal_case INT "0 130"
    signal_case TERM "0 143"
    signal_case HUP "0 129"
    signal_case SEGV "139"
    signal_case ABRT "134"
    signal_case TRAP "133"
fi

# --- 4. Hostile content -------------------------------------------------------------------------
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
if section hostile; then echo "== Hostile content"; hostile_case; fi

# --- 5. Input -----------------------------------------------------------------------------------
# What terminals send beyond terminfo's keys, typed into the pane with `send-keys -l`.
input_names=(
    "an unlisted function key ESC[99~"
    "Ctrl+Enter under modifyOtherKeys ESC[27;5;13~"
    "focus in ESC[I"
    "focus out ESC[O"
    "a bracketed paste of x"
    "an SGR mouse click ESC[<0;5;5M"
    "Alt+x (ESC x)"
)
input_bytes=($'\e[99~' $'\e[27;5;13~' $'\e[I' $'\e[O' $'\e[200~x\e[201~' $'\e[<0;5;5M' $'\ex')
input_paste=4 input_click=5

# same_as TEXT: the screen is exactly TEXT and kiji still runs.
same_as() { [[ "$SCREEN" == "$1" ]] && kiji_running; }
differs_from() { [[ "$SCREEN" != "$1" ]] && e2e_idle; }

# input_rows_on WHERE BEFORE AFTER_J [AFTER_CLICK_J]: each row, then j; the screen must be AFTER_J
# (what j alone does from BEFORE), so the row changed nothing, kiji runs and j still moves; k
# brings BEFORE back. A click selects what it hits, so after it and j the screen is AFTER_CLICK_J
# (two k go back); without one, the click must change nothing either.
input_rows_on() {
    local where=$1 before=$2 after_j=$3 after_click_j=${4:-$3} i expected backs
    for i in "${!input_names[@]}"; do
        expected=$after_j backs=(k)
        if ((i == input_click)) && [[ -n "${4:-}" ]]; then expected=$after_click_j backs=(k k); fi
        e2e_type "$server" "${input_bytes[$i]}"
        if ((i == input_paste)); then
            ignored() { e2e_last_row | grep -qF "Pasted text ignored"; }
            check "on $where: ${input_names[$i]} is ignored and the status bar says so" 5 ignored
        fi
        e2e_keys "$server" j
        check "on $where: ${input_names[$i]} changes nothing, kiji runs, a following j moves" 5 same_as "$expected"
        e2e_keys "$server" "${backs[@]}"
        e2e_wait "$server" 5 same_as "$before" || { fail "on $where: k goes back after ${input_names[$i]}"; return 1; }
    done
}

# The prompt: each row, then j; the prompt must hold "swi" (and the pasted x), then j; Backspace
# brings "swi" back. The rest of the screen must not change.
prompt_holds() { e2e_last_row | grep -qE "^ ?Search: ?$1 *\$" && [[ "$(sed '$d' <<<"$SCREEN")" == "$2" ]] && kiji_running; }
input_rows_in_prompt() {
    local above=$1 i text backs
    for i in "${!input_names[@]}"; do
        text=swij backs=(BSpace)
        if ((i == input_paste)); then text=swixj backs=(BSpace BSpace); fi
        e2e_type "$server" "${input_bytes[$i]}"
        e2e_keys "$server" j
        check "in the search prompt: ${input_names[$i]} then j shows \"Search: $text\", nothing else changes" 5 prompt_holds "$text" "$above"
        e2e_keys "$server" "${backs[@]}"
        e2e_wait "$server" 5 prompt_holds swi "$above" || { fail "in the search prompt: Backspace goes back after ${input_names[$i]}"; return 1; }
    done
}

input_case() {
    new_server
    local port list0 list1 list2 detail0 detail1 above
    port=$(free_port)
    e2e_start "$server" 100 30 || { fail "input: tmux starts"; return; }
    e2e_keys "$server" "$(home_command "$server" --demo --port "$port")" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "input: the list appears"; e2e_kill_servers; return; fi
    list0=$SCREEN
    e2e_keys "$server" j
    e2e_wait "$server" 5 differs_from "$list0" && list1=$SCREEN
    e2e_keys "$server" j
    e2e_wait "$server" 5 differs_from "$list1" && list2=$SCREEN
    e2e_keys "$server" k k
    if ! e2e_wait "$server" 5 same_as "$list0"; then fail "input: j j k k returns to the first item"; e2e_kill_servers; return; fi
    # The click at row 5 hits the second item; j then selects the third, as j j does.
    input_rows_on "the list" "$list0" "$list1" "$list2"

    e2e_keys "$server" Enter
    # The header's follow state and the images arrive after the article; the first frame compared
    # is the whole one.
    detail_idle() { detail_shown && e2e_idle && has "ollowing @" && e2e_settled; }
    e2e_settle_from_now
    if e2e_wait "$server" 15 detail_idle; then
        detail0=$SCREEN
        e2e_keys "$server" j
        e2e_wait "$server" 5 differs_from "$detail0" && detail1=$SCREEN
        e2e_keys "$server" k
        if e2e_wait "$server" 5 same_as "$detail0"; then
            input_rows_on "an article" "$detail0" "$detail1"
        else
            fail "input: j k on an article returns to its top"
        fi
        e2e_keys "$server" q
    else
        fail "input: Enter opens an article"
    fi

    e2e_keys "$server" /
    if e2e_wait "$server" 10 search_prompt; then
        e2e_type "$server" swi
        prompt_swi_only() { e2e_last_row | grep -qE '^ ?Search: ?swi *$'; }
        e2e_wait "$server" 5 prompt_swi_only
        above=$(sed '$d' <<<"$SCREEN")
        input_rows_in_prompt "$above"
        # A real paste: tmux brackets it only because kiji asked for bracketed paste, and turns the
        # newline into CR, which would otherwise submit the search.
        tmux -L "$server" set-buffer -b kiji-paste $'Rust\nGo'
        tmux -L "$server" paste-buffer -p -d -b kiji-paste -t main
        check "in the search prompt: tmux's own paste of two lines goes in as \"Rust Go\"" 5 prompt_holds "swiRust Go" "$above"
        e2e_keys "$server" Escape
        check "input: Esc still closes the prompt, back on the list" 10 same_as "$list0"
    else
        fail "input: / opens the search prompt"
    fi
    e2e_keys "$server" q
    check_restored "input: q quits and restores the terminal" "0"
    e2e_kill_servers
}

# SGR reports reach beyond column 223, where X10 cannot count: wheel and click at column 250 of a
# 300-column pane; an X10 click still selects too.
wide_mouse_case() {
    new_server
    local port
    port=$(free_port)
    e2e_start "$server" 300 40 || { fail "wide mouse: tmux starts"; return; }
    e2e_keys "$server" "$(home_command "$server" --demo --port "$port")" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "wide mouse: the list appears"; e2e_kill_servers; return; fi
    local modes
    modes=$(e2e_format "$server" '#{mouse_standard_flag}#{mouse_sgr_flag}')
    if [[ "$modes" == 11 ]]; then ok "wide mouse: kiji asks for mouse reports in SGR encoding"
    else fail "wide mouse: kiji asks for mouse reports in SGR encoding" "tmux's standard and SGR mouse flags: $modes"; fi
    # Item n's title is on row 2n-1; the selected item's rows start with ▌.
    only_item_selected() { row_matches $((2 * $1 - 1)) '^▌' && [[ $(grep -c '^▌' <<<"$SCREEN") -eq 2 ]] && kiji_running; }
    e2e_type "$server" $'\e[<65;250;10M'
    check "wide mouse: the SGR wheel down at column 250 moves three items down" 5 only_item_selected 4
    e2e_type "$server" $'\e[<64;250;10M'
    check "wide mouse: the SGR wheel up at column 250 moves back to the first item" 5 only_item_selected 1
    e2e_type "$server" $'\e[<0;250;4M\e[<0;250;4m'
    check "wide mouse: an SGR click at column 250 on row 4 selects the second item" 5 only_item_selected 2
    # X10: ESC [ M, button 0 (32), column 11 (32+11), row 6 (32+6).
    tmux -L "$server" send-keys -t main -H 1b 5b 4d 20 2b 26
    check "wide mouse: an X10 click at column 11 on row 6 selects the third item" 5 only_item_selected 3
    e2e_keys "$server" q
    check_restored "wide mouse: q quits and restores the terminal" "0"
    e2e_kill_servers
}
# An Alt chord bound in config.toml: `search = "M-s"` makes ESC s open the prompt (and / no longer).
alt_chord_case() {
    new_server
    local port home="$work/home-$server"
    port=$(free_port)
    mkdir -p "$home/config/kiji"
    printf '[keys]\nsearch = "M-s"\n' >"$home/config/kiji/config.toml"
    e2e_start "$server" 100 30 || { fail "Alt chord: tmux starts"; return; }
    e2e_keys "$server" "$(home_command "$server" --demo --port "$port")" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "Alt chord: the list appears with search = \"M-s\""; e2e_kill_servers; return; fi
    e2e_type "$server" $'\es'
    check "Alt chord: with search = \"M-s\" in config.toml, ESC s opens the search prompt" 5 search_prompt
    # Esc and q within the escape delay would be Alt+q, so q waits until Esc has closed the prompt.
    e2e_keys "$server" Escape
    prompt_closed() { ! search_prompt && kiji_running; }
    check "Alt chord: Esc alone still closes the prompt" 5 prompt_closed
    e2e_keys "$server" q
    check_restored "Alt chord: q quits and restores the terminal" "0"
    e2e_kill_servers
}
if section input; then echo "== Input"; input_case; wide_mouse_case; alt_chord_case; fi

# --- 6. A walk by date meets a fault (FAULT_MATRIX_ONLY=dates) -----------------------------------
# `kiji tag Python --demo --items 100000 --per-page 100` at 160×40 (every sentence fits): the tag's
# own pages come from /tags/Python/items and the searches by date that continue it past item 10,000
# from /items, so a fault on /items, set once the first page is in, meets only the walk by date.
# `G` is pressed until the list reaches item 10,000 and the fault shows: the rate limit used up (403
# with Rate-Remaining: 0 as qiita.com answers, Rate-Reset an hour ahead) ends the list with a row
# naming the reset time; a 500 shows the sentence with "Press r to retry" and `r` goes on past item
# 10,000 once it is lifted; an empty list ([]) ends it with a row saying nothing is older.
dates_first_page() { [[ "$(loaded_rows)" -ge 100 ]] 2>/dev/null && ! grep -qF "Loading" <<<"$SCREEN"; }
# dates_case NAME RULE PRED: a fresh kiji with RULE set after its first page; G until PRED holds.
dates_case() {
    local name="walk by date: $1" rule=$2 pred=$3 port
    dates_case_no=$((${dates_case_no:-0} + 1))
    server="kiji-dates-$$-$dates_case_no"
    SCREEN=""
    port=$(free_port)
    e2e_start "$server" 160 40 || { fail "$name: tmux starts"; return; }
    e2e_keys "$server" "$(kiji_command tag Python --demo --items 100000 --per-page 100 --port "$port")" Enter
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
if section dates; then
    echo "== Walk by date"
    dates_case "the rate limit used up (403, Rate-Remaining: 0) ends the list with a row naming its reset time" \
        '{"path":"/items","fault":{"rateLimitForbidden":{"resetIn":3600}}}' dates_rate_limited
    dates_case "a 500 on the search by date says so and offers r" \
        '{"path":"/items","fault":{"status":{"_0":500,"errorBody":true}},"remaining":4}' dates_failed
    dates_case "an empty answer to the search by date ends the list: nothing older" \
        '{"path":"/items","fault":{"oversizeBody":{"bytes":2}}}' dates_nothing_older
fi

# --- 7. The trend's feed faults (FAULT_MATRIX_ONLY=feeds) ------------------------------------------
# `kiji trend --demo --timeout 20` at 160×40 (every sentence fits), one session for every case: the
# 30 entries load fault-free; a rule on /popular-items/feed is set; `r` fetches the feed again. Each
# case checks that the status bar says the fault's one sentence, that the entries shown stay (the
# first title on top, 30 counted; a feed whose first entry has no usable link shows the other 29,
# the second on top), that nothing is loading, and that `r` once the fault is lifted shows the 30
# entries without a sentence. A slow answer (beyond --timeout) is a network failure: the kept
# trend stands in and the sentence says since when; keys are also tried while it hangs.
trend_count() { e2e_last_row | sed -nE 's/.* ([0-9]+) *$/\1/p'; }
trend_root() { e2e_row 0 | grep -qE '^ ?Trend( |$)' && ! e2e_row 0 | grep -qF '›'; }
trend_clean() { trend_root && [[ "$(trend_count)" == 30 ]] && e2e_idle && lacks "Press r to retry" && lacks "left out"; }
# feed_titles: the entries' titles on screen, top first (a title is the row above an "@author  date" row).
feed_titles() { awk '/^[▌ ]*@[A-Za-z0-9_-]+  [0-9][0-9][0-9][0-9]-/ { print previous } { previous = $0 }' <<<"$SCREEN" | sed -E 's/^[▌ ]+//; s/ +$//'; }
# feed_kept PHRASE COUNT TOP: the sentence, TOP the first title, COUNT entries, nothing loading.
feed_kept() { e2e_last_row | grep -qF -- "$1" && trend_root && [[ "$(feed_titles | head -1)" == "$3" ]] && [[ "$(trend_count)" == "$2" ]] && e2e_idle; }
refreshing() { ! e2e_idle; }
# feed_case NAME FAULT PHRASE COUNT [SLOW]: 29 entries means the first was left out, the second on top.
feed_case() {
    local name="feed: $1" fault=$2 phrase=$3 count=$4 slow=${5:-} top=$feed_first
    [[ "$count" == 29 ]] && top=$feed_second
    if ! put_faults "$feed_port" "[{\"path\":\"/popular-items/feed\",\"fault\":$fault}]"; then
        fail "$name: the stub takes the rule"
        return
    fi
    e2e_keys "$server" r
    if [[ -n "$slow" ]]; then
        if e2e_wait "$server" 5 refreshing; then
            e2e_keys "$server" '?'
            trend_help() { has "Keys" && has "Search Qiita" && has "Fetch the trend again"; }
            if e2e_wait "$server" 3 trend_help; then
                e2e_keys "$server" Escape
                help_gone_trend() { lacks "Search Qiita" && kiji_running; }
                check "$name: while the feed hangs, ? opens the help and Esc closes it" 3 help_gone_trend
            else
                fail "$name: while the feed hangs, ? opens the help and Esc closes it" "no help within 3 s"
            fi
        else
            fail "$name: while the feed hangs, ? opens the help and Esc closes it" "the refresh was never loading"
        fi
    fi
    check "$name: one sentence (\"$phrase\"), and the entries shown stay ($count, \"$top\" on top)" 40 feed_kept "$phrase" "$count" "$top"
    lift_faults "$feed_port" || fail "$name: the fault is lifted"
    e2e_keys "$server" r
    check "$name: r once the fault is lifted shows the 30 entries, no sentence" 30 trend_clean
}
feeds_section() {
    new_server
    feed_port=$(free_port)
    e2e_start "$server" 160 40 || { fail "feeds: tmux starts"; return; }
    e2e_keys "$server" "$(home_command "$server" trend --demo --port "$feed_port" --timeout 20)" Enter
    if ! e2e_wait "$server" 30 trend_clean; then fail "feeds: the trend's 30 entries load before the faults"; e2e_kill_servers; return; fi
    feed_first=$(feed_titles | sed -n 1p)
    feed_second=$(feed_titles | sed -n 2p)
    if [[ -z "$feed_first" || -z "$feed_second" || "$feed_first" == "$feed_second" ]]; then
        fail "feeds: the first two titles can be read from the screen"
        e2e_kill_servers
        return
    fi
    feed_case "malformed XML" '{"feedMalformed":{}}' "The feed is not well-formed XML" 30
    feed_case "an HTML error page with status 200" '{"wrongContentType":{}}' "The feed's address answered with a web page, not an Atom feed." 30
    feed_case "0 entries" '{"feedWithoutEntries":{}}' "The feed has no entries." 30
    feed_case "an entry with no link" '{"feedEntryWithoutLink":{}}' "1 entry was left out: no link to an article on 127.0.0.1." 29
    feed_case "a link to another host" '{"feedLinkToOtherHost":{}}' "1 entry was left out: no link to an article on 127.0.0.1." 29
    feed_case "a 5 MB feed" '{"feedOversize":{"bytes":5242880}}' "The feed is 5.0 MB, more than the 2.0 MB kiji reads, so it was not read." 30
    feed_case "a slow answer (40 s, --timeout 20)" '{"delay":{"seconds":40}}' "offline — showing the kept trend from" 30 slow
    e2e_kill_servers
}
if section feeds; then echo "== Feed faults"; feeds_section; fi

# --- 8. The timeline meets the rate limit (FAULT_MATRIX_ONLY=timeline) ----------------------------
# `kiji timeline --demo --timeout 3` at 160×40: once its first rows are in, every tag's and user's
# items answer 403 with Rate-Remaining: 0 and Rate-Reset an hour ahead, as qiita.com does when the
# limit is used up; `G` asks for more. The rows loaded stay (as many, the first on top), the status
# bar says when the limit resets (HH:MM an hour ahead, a minute either way) and nothing is loading.
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
if section timeline; then echo "== Timeline rate limit"; timeline_section; fi

# --- 9. Image faults (FAULT_MATRIX_ONLY=images) ------------------------------------------------------
# Every fault on the first article's image, /files/bands.png, in every output mode: `kiji --demo
# --timeout T --images MODE` at 160×40 (every sentence fits), with the stub's request log, one run per
# fault and mode: once the list is in, a rule on /files/* is set and the first article opened.
# - off: the article shows `[image: alt]`, says nothing and asks for no image; then `i` turns images on
#   (symbols) and the run goes on as below: so off and symbols are both covered by one run.
# - sixel, kitty, iterm: the image is fetched under the fault, `[image: alt]` stays, the status bar says
#   one image could not be shown and `e` gives the fault's reason for bands.png; Esc closes it.
# Then `i` turns images off with the placeholder still there, and `q` twice quits with status 0 and
# the terminal restored. tmux shows no sixel, so for the pixel modes the bytes are checked apart
# (image_fault_bytes_case): the same faults, `kiji read` of the article in a pty against a stub of
# its own, every byte kept: the status bar's sentence and `e`'s reason come, and no pixel sequence
# (DCS, kitty's APC G, iTerm2's OSC 1337) is written; a run without a fault shows the harness does
# see the mode's pixels.
image_alt="[image: Four colour bands: red, green, blue and yellow]"
image_requests() { grep -c 'GET /files/bands.png' "$1" 2>/dev/null; }
article_with_placeholder() { has "VIPER in a Terminal" && has "$image_alt" && has "Why bother with an architecture"; }
images_off_quiet() { article_with_placeholder && ! e2e_last_row | grep -qF "could not be shown" && kiji_running; }
image_failed() { article_with_placeholder && e2e_last_row | grep -qF "An image could not be shown; press e for why." && e2e_idle; }
# The box's text, its rows joined (the article's text around the box left out).
box_text() { grep -F '│' <<<"$SCREEN" | sed -E 's/^[^│]*│//; s/│[^│]*$//' | tr '\n' ' ' | sed -E 's/ +/ /g'; }
image_reason() { has "┌ Error" && grep -qF "bands.png: $1" <<<"$(box_text)"; }
placeholder_only() { ! has "┌ Error" && article_with_placeholder && kiji_running; }
images_off_again() { placeholder_only && e2e_last_row | grep -qF "Images off: placeholders only."; }
# image_fault_case MODE NAME FAULT REASON SECONDS TIMEOUT: REASON is the start of the sentence `e`
# gives, SECONDS how long the status bar may take to say it, TIMEOUT kiji's --timeout.
image_fault_case() {
    local mode=$1 name="image, $1: $2" fault=$3 reason=$4 seconds=$5 timeout=$6
    new_server
    local port requests="$work/requests-$server"
    port=$(free_port)
    e2e_start "$server" 160 40 || { fail "$name: tmux starts"; return; }
    e2e_keys "$server" "KIJI_STUB_REQUEST_LOG=$requests $(home_command "$server" --demo --port "$port" --timeout "$timeout" --images "$mode")" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "$name: the list loads"; e2e_kill_servers; return; fi
    if ! put_faults "$port" "[{\"path\":\"/files/*\",\"fault\":$fault}]"; then
        fail "$name: the stub takes the rule"
        e2e_kill_servers
        return
    fi
    e2e_keys "$server" Enter
    local shown="$mode"
    if [[ $mode == off ]]; then
        if check "$name: with images off the article shows [image: alt] and says nothing" 20 images_off_quiet; then
            sleep 0.3
            if [[ "$(image_requests "$requests")" == 0 ]]; then ok "$name: with images off no image is asked for"
            else fail "$name: with images off no image is asked for" "the stub's log: $(grep -F /files/ "$requests")"; fi
        fi
        e2e_keys "$server" i
        shown="symbols mode (i)"
    fi
    if ! check "$name: in $shown [image: alt] stays and the status bar says an image could not be shown" "$seconds" image_failed; then
        skipped "$name: e gives the reason" "$name: i turns images off" "$name: q quits and restores the terminal"
        e2e_kill_servers
        return
    fi
    if (($(image_requests "$requests") >= 1)); then ok "$name: the image was asked for (the stub's log names it)"
    else fail "$name: the image was asked for (the stub's log names it)" "no GET /files/bands.png in $requests"; fi
    e2e_keys "$server" e
    check "$name: e gives the reason \"$reason…\"" 10 image_reason "$reason"
    e2e_keys "$server" Escape
    if e2e_wait "$server" 10 placeholder_only; then
        e2e_keys "$server" i
        check "$name: i turns images off and the placeholder stays" 10 images_off_again
    else
        fail "$name: i turns images off and the placeholder stays" "Esc did not close the reason"
    fi
    e2e_keys "$server" q
    e2e_wait "$server" 10 list_ready
    e2e_keys "$server" q
    check_restored "$name: q quits with status 0 and restores the terminal" 0
    e2e_kill_servers
}

# image_fault_bytes_case MODE NAME FAULT REASON TIMEOUT: `kiji read --timeout TIMEOUT` of the first
# article in a 100×30 pty with --images MODE, against the stub on $image_stub_port with FAULT on
# /files/* (`none` for no rule): waits for the status bar's sentence, presses e and waits for the
# reason, Esc (a second later q, which would otherwise arrive as Alt+q), q; then no byte kiji wrote
# starts a pixel sequence. With no rule it waits for the mode's first pixel sequence instead.
pixel_sequences() { grep -caP '\x1bP|\x1b_G|\x1b\]1337;' "$1"; }
image_fault_bytes_case() {
    local mode=$1 name="image bytes, $1: $2" fault=$3 reason=$4 timeout=$5 out="$work/bytes-$1-$RANDOM"
    local home="$work/home-bytes-$RANDOM" steps
    mkdir -p "$home/cache" "$home/config"
    if [[ $fault == none ]]; then
        lift_faults "$image_stub_port" || { fail "$name: the stub drops its rules"; return; }
        local introducer
        case $mode in
            sixel) introducer=$'\e'"P" ;;
            kitty) introducer=$'\e'"_G" ;;
            iterm) introducer=$'\e'"]1337;" ;;
        esac
        steps=("wait:$introducer" "key:q" "end")
    else
        put_faults "$image_stub_port" "[{\"path\":\"/files/*\",\"fault\":$fault}]" || { fail "$name: the stub takes the rule"; return; }
        steps=("wait:could not be shown" "key:e" "wait:${reason:0:24}" "key:"$'\e' "pause:1" "key:q" "end")
    fi
    python3 Scripts/e2e/lib/pty-capture.py "$out" 100 30 "${steps[@]}" -- \
        env SWIFT_BACKTRACE=interactive=no TERM=xterm-256color "XDG_CACHE_HOME=$home/cache" "XDG_CONFIG_HOME=$home/config" \
        "$bin" read 7e476343f4055a17c3e9 --base-url "http://127.0.0.1:$image_stub_port/api/v2" --timeout "$timeout" --images "$mode"
    SCREEN=$(cat "$out.log" 2>/dev/null)
    if [[ $fault == none ]]; then
        check "$name: the image's pixel sequence comes (the harness sees pixels), and q quits with status 0" \
            test "$(grep -c '^timeout' "$out.log")" == 0 -a "$(tail -1 "$out.log")" == "status 0"
        return
    fi
    check "$name: the status bar's sentence and e's reason come, and q quits with status 0" \
        test "$(grep -c '^timeout' "$out.log")" == 0 -a "$(tail -1 "$out.log")" == "status 0"
    local sequences
    sequences=$(pixel_sequences "$out")
    SCREEN=""
    check "$name: no pixel sequence is written ($sequences lines with one)" test "$sequences" == 0
}

# Name, rule, the start of e's reason, seconds the status bar may take, kiji's --timeout: 30 s for
# the 30 MB body, whose 20 MB must arrive before the limit is met, even on a loaded machine.
image_faults=(
    "404" '{"status":{"_0":404,"errorBody":true}}' "The image is not on its server any more (HTTP 404)." 20 3
    "a truncated file" '{"truncatedBody":{}}' "The connection broke before the whole image arrived." 20 3
    "garbage bytes" '{"garbageBytes":{}}' "The file is not a PNG, JPEG or GIF image." 20 3
    "an HTML page" '{"wrongContentType":{}}' "The image's address answered with a web page, not an image." 20 3
    "a PNG header claiming 100000×100000" '{"hugeImageHeader":{}}' "The image is 100000×100000 pixels, over the 8192×8192 limit." 20 3
    "a 30 MB body" '{"oversizeBody":{"bytes":31457280}}' "The image is larger than the 20 MB limit" 40 30
    "a slow answer (10 s, --timeout 3)" '{"delay":{"seconds":10}}' "The image's server was too slow" 30 3
)
# The output modes kiji has; tmux shows the text of each, the pty the bytes of the pixel ones.
image_modes=(off sixel kitty iterm)
image_pixel_modes=(sixel kitty iterm)
if section images; then
    echo "== Image faults"
    for mode in "${image_modes[@]}"; do
        for ((f = 0; f < ${#image_faults[@]}; f += 5)); do
            image_fault_case "$mode" "${image_faults[@]:f:5}"
        done
    done
    image_stub_port=$(free_port)
    if start_stub "$image_stub_port" "$work/stub-images.out"; then
        for mode in "${image_pixel_modes[@]}"; do
            image_fault_bytes_case "$mode" "no fault" none "" 3
            for ((f = 0; f < ${#image_faults[@]}; f += 5)); do
                image_fault_bytes_case "$mode" "${image_faults[f]}" "${image_faults[f + 1]}" "${image_faults[f + 2]}" "${image_faults[f + 4]}"
            done
        done
        kill "$stub_pid" 2>/dev/null
    else
        SCREEN=$(cat "$work/stub-images.out" 2>/dev/null)
        fail "image bytes: a stub starts on port $image_stub_port"
    fi
fi

# Sections that are whole scripts of their own, in fault-matrix.d over the same lib/: each prints
# its checks, and passes here only when every one of them passed.
#   jobs     job control: Ctrl-Z and fg in tmux, kill -TSTP right after start, 20 times;
#   output   output that fails: stdout on /dev/full, closed, or a pipe that ends first;
#   damaged  a damaged cache found and replaced, a full disk called a full disk.
for part in jobs:job-control output:output-errors damaged:damaged-cache; do
    section "${part%%:*}" || continue
    echo "== ${part#*:} (fault-matrix.d/${part#*:}.sh)"
    if "$(dirname "$0")/fault-matrix.d/${part#*:}.sh"; then
        ok "the ${part#*:} section passed every check above"
    else
        fail "the ${part#*:} section passed every check above"
    fi
done

echo "wall time $(( ($(e2e_now_ms) - started_at) / 1000 )) s"
if [[ -n "$only" && -n "${KIJI_E2E_SUITE:-}" ]]; then echo "section $only of the fault matrix; Scripts/test runs each section as a job"
elif [[ -n "$only" ]]; then echo "narrowed by FAULT_MATRIX_ONLY=$only: the other sections did not run"; fi
e2e_result
