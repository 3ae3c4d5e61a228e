#!/usr/bin/env bash
# `kiji sync` against a stub that misbehaves part-way, end to end: the rate limit hit mid-sync, a
# 500 on one item's comments, a picture too slow to come, a connection cut mid-answer, the server
# gone. Each leaves a cache that `kiji cache check` calls sound, with the run's steps kept, and
# says one sentence: a stop is the only line on standard error (status 1) and the next run goes
# on where it stopped; a skipped part is one `Skipped:` line (status 0) and the next run fetches
# only it.
# The fault matrix's `sync` section (Scripts/e2e/fault-matrix.sh runs it; it runs alone too).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release. Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
e2e_use_kiji

# The stop cases run `kiji sync --demo` (its stub in the process, on $demo_port, answers the same
# control routes; the demo's clock makes its timeline a week of items, 221 comment lists); the
# other cases sync a stub of their own on $port with the demo's token (its timeline is empty by
# today's clock: the stocks and own articles, 24 comment lists).
port=$(free_port)
demo_port=$(free_port)
start_stub "$port" "$work/stub.out" --picture-every 3 || { fail "the stub starts"; e2e_result; exit 1; }
api="http://127.0.0.1:$port/api/v2"
export QIITA_ACCESS_TOKEN=kiji-demo-token
set_latency() { curl -s -o /dev/null --max-time 10 -X PUT -d "$1" "http://127.0.0.1:$port/__stub/latency"; }
comment_requests() { curl -s --max-time 10 "http://127.0.0.1:${1:-$port}/__stub/requests" | grep -c '/comments'; }
# wait_for_comments N [PORT]: until the stub has been asked for N comment lists (60 s at most).
wait_for_comments() {
    local deadline=$(($(e2e_now_ms) + 60000))
    until (($(comment_requests "${2:-$port}") >= $1)) || (($(e2e_now_ms) >= deadline)); do sleep 0.05; done
}

# A fresh cache for each case: the case's name, made a folder name.
use_cache() { export XDG_CACHE_HOME="$work/cache-${1// /-}" XDG_CONFIG_HOME="$work/config"; }
sync_run() { "$bin" sync --base-url "$api" "$@" >"$work/out" 2>"$work/err"; }
cache_sound() { "$bin" cache check >/dev/null 2>&1; }
only_line_on_stderr() { [[ "$(grep -c . "$work/err")" -eq 1 ]] && grep -qF -- "$1" "$work/err"; }

# stop_case NAME FAULT PHRASE: `kiji sync --demo`; FAULT (a rule's JSON) is put on its comment
# route once the run has asked for 20 comment lists; the run stops with PHRASE as its only
# sentence, the cache is sound, and the next run (a new stub, no fault) goes on and finishes.
stop_case() {
    local name="sync: $1" fault=$2 phrase=$3 status
    use_cache "$1"
    local demo=(sync --demo --port "$demo_port" --latency 0.02 --picture-every 3)
    "$bin" "${demo[@]}" >"$work/out" 2>"$work/err" &
    local pid=$!
    wait_for_comments 20 "$demo_port"
    put_faults "$demo_port" "[{\"path\":\"/items/*/comments\",\"fault\":$fault}]" || fail "$name: the stub takes the rule"
    wait "$pid"
    status=$?
    check "$name: the run stops with status 1" test "$status" -eq 1
    check "$name: one sentence on standard error: \"$phrase\"" only_line_on_stderr "$phrase"
    check "$name: the summary says where it stopped" grep -q '^Stopped after [0-9]* API requests' "$work/out"
    check "$name: the cache is sound" cache_sound
    "$bin" "${demo[@]}" >"$work/out" 2>"$work/err"
    check "$name: the next run finishes (status 0)" test $? -eq 0
    check "$name: and says it went on where the last run stopped" grep -qF "Went on where the last run stopped." "$work/out"
}

stop_case "the rate limit mid-sync" '{"rateLimited":{"resetIn":900}}' "The API's rate limit is used up; run kiji sync again after"
stop_case "a connection cut mid-answer" '{"resetMidBody":{}}' "Run kiji sync again to go on where it stopped."

# A 500 on the first comment list asked, four times (kiji's first try and its three retries):
# skipped and said; the next run fetches only it.
use_cache "a 500 on one item"
put_faults "$port" '[{"path":"/items/*/comments","fault":{"status":{"_0":500,"errorBody":true}},"remaining":4}]' ||
    fail "sync: a 500: the stub takes the rule"
sync_run
check "sync: a 500 on one item's comments: the run finishes (status 0)" test $? -eq 0
check "sync: a 500 on one item's comments: one Skipped line names it" \
    bash -c "[ \$(grep -c . '$work/err') -eq 1 ] && grep -q '^Skipped: The comments of “.*”: Qiita had a server error (HTTP 500)' '$work/err'"
check "sync: a 500 on one item's comments: the cache is sound" cache_sound
sync_run
check "sync: a 500 on one item's comments: the next run fetches only those comments" grep -q 'the comments of 1 and 0 new images' "$work/out"

# A picture that takes 40 s, with --timeout 3, four times (the first try and three retries):
# skipped and said, the rest kept.
use_cache "a slow picture"
put_faults "$port" '[{"path":"/files/*","fault":{"delay":{"seconds":40}},"remaining":4}]' ||
    fail "sync: a slow picture: the stub takes the rule"
sync_run --timeout 3
check "sync: a slow picture: the run finishes (status 0)" test $? -eq 0
check "sync: a slow picture: one Skipped line says the image's server was too slow" \
    bash -c "[ \$(grep -c . '$work/err') -eq 1 ] && grep -q '^Skipped: An image of “.*”: .*too slow' '$work/err'"
check "sync: a slow picture: the other pictures are kept" grep -qE 'and [1-9][0-9]* new images' "$work/out"
check "sync: a slow picture: the cache is sound" cache_sound
lift_faults "$port"

# The server gone mid-sync: the stub is stopped once the run has asked for 10 more comment lists.
use_cache "the server gone"
set_latency 0.05
before=$(comment_requests)
sync_run &
pid=$!
wait_for_comments $((before + 10))
kill "$stub_pid"
wait "$pid"
status=$?
check "sync: the server gone: the run stops with status 1" test "$status" -eq 1
# The stop's sentence is the last line: the connection refused, or broken off when a request was
# in flight. A picture being fetched when the stub went is skipped first (a picture's host failing
# alone does not stop a run), so its Skipped line may come before it.
stopped_last() {
    tail -n 1 "$work/err" | grep -qE '^Stopped: (Could not connect to|The connection to) 127\.0\.0\.1.* Run kiji sync again to go on where it stopped\.$' &&
        ! head -n -1 "$work/err" | grep -qv '^Skipped: An image of “'
}
check "sync: the server gone: one sentence says the server could not be reached, and to run again" stopped_last
check "sync: the server gone: the cache is sound" cache_sound
start_stub "$port" "$work/stub2.out" --picture-every 3 || fail "sync: the stub starts again"
sync_run
check "sync: the server back, the next run finishes and goes on" \
    bash -c "[ $? -eq 0 ] && grep -qF 'Went on where the last run stopped.' '$work/out'"

e2e_result
