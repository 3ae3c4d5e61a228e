#!/usr/bin/env bash
# Reading offline, end to end: browse a running stub API, quit, stop the stub, start kiji again:
# the list and an opened item show from the cache with the offline notice, and so does an item
# that was only ever seen in the list (list pages keep whole items in the cache). Then `--offline`
# shows the cache without asking the network at all; quitting leaves the write-ahead log empty.
# While the reader is open and idle, it writes the search index's rows of the items it kept.
# A malformed answer over the kept list names itself, not "offline".
# Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji

both() { has "$1" && has "$2"; }
on_the_list() { has "All items" && lacks "›"; }

"$bin" --demo >"$work/stub.out" 2>&1 &
stub_pid=$!
api=""
for _ in $(seq 1 100); do
  api=$(sed -n 's/^API: //p' "$work/stub.out"); [ -n "$api" ] && break; sleep 0.1
done
require "the demo stub prints its API address" test -n "$api"
kiji_env=("XDG_CACHE_HOME=$work/cache")

server="kiji-online-$$"
e2e_start "$server" 100 30
e2e_type "$server" "$(kiji_command --base-url "$api")"; e2e_keys "$server" Enter
check "online: the list appears" 15 has "VIPER in a Terminal"
e2e_keys "$server" Enter
check "online: the first item opens" 10 has "https://qiita.com/alice/items/"
# Kept items are queued for the search index; the open reader writes the queue once idle (2 s).
index_caught_up() {
  python3 - "$work/cache/kiji/cache.sqlite" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
queued, = db.execute("SELECT COUNT(*) FROM itemTextQueue").fetchone()
indexed, = db.execute("SELECT COUNT(*) FROM itemText_docsize").fetchone()
items, = db.execute("SELECT COUNT(*) FROM item").fetchone()
sys.exit(0 if queued == 0 and indexed == items > 0 else 1)
PY
}
check "online: idle, the reader writes every kept item's search row on its own" 15 index_caught_up
e2e_keys "$server" q
e2e_wait "$server" 5 has "All items" >/dev/null
e2e_keys "$server" q
check_restored "online: q quits and leaves the terminal usable" 0
wal_emptied() { [ "$(stat -c %s "$work/cache/kiji/cache.sqlite-wal" 2>/dev/null)" = 0 ]; }
check "quitting moves the write-ahead log into the cache file and empties it" wal_emptied

# A malformed answer is not "offline": the stub answers /items with something that is not JSON,
# the kept list stands in, the status names the answer, and e shows it as this screen's error.
api_port=${api#http://127.0.0.1:}; api_port=${api_port%%/*}
require "the stub takes a malformed-JSON rule" put_faults "$api_port" '[{"path":"/items","fault":{"malformedJSON":{}}}]'
server="kiji-malformed-$$"
e2e_start "$server" 160 30
e2e_type "$server" "$(kiji_command --base-url "$api")"; e2e_keys "$server" Enter
kept_for_malformed() {
  has "VIPER in a Terminal" && e2e_last_row | grep -qF "was not the JSON Qiita sends" &&
    e2e_last_row | grep -qF "Showing the copy kept from" && lacks "offline"
}
check "a malformed answer: the kept list stands in, and the status names the answer, not offline" 15 kept_for_malformed
e2e_keys "$server" e
check "a malformed answer: e shows it as this screen's error" 5 has "This screen's error"
e2e_keys "$server" Escape
e2e_wait "$server" 5 lacks "This screen's error" >/dev/null
e2e_keys "$server" q
check_restored "a malformed answer: q quits" 0
require "the stub lifts the rule" lift_faults "$api_port"

kill "$stub_pid"; wait "$stub_pid" 2>/dev/null

server="kiji-offline-$$"
e2e_start "$server" 100 30
e2e_type "$server" "$(kiji_command --base-url "$api")"; e2e_keys "$server" Enter
check "stub gone: the list shows from the cache" 15 has "VIPER in a Terminal"
check "with the offline notice" 10 has "offline — showing cached results from"
e2e_keys "$server" Enter
check "the opened item shows from the cache" 10 both "https://qiita.com/alice/items/" "VIPER in a Terminal"
check "and its body too" 5 has "Most write-ups about"
e2e_keys "$server" q
check "q goes back to the cached list" 5 on_the_list
e2e_keys "$server" Down Enter
check "an item only ever seen in the list opens with its body from the cache" \
  10 both "https://qiita.com/hiro/items/" "ターミナルで Qiita の記事を読むための"
e2e_keys "$server" q q
check_restored "offline: q twice quits" 0

# The typed command holds "--offline" too, so "offline" is looked for in kiji's header, on the
# alternate screen kiji draws, never on the shell's.
server="kiji-flag-$$"
e2e_start "$server" 100 30
e2e_type "$server" "$(kiji_command --offline --base-url "$api")"
e2e_keys "$server" Enter
offline_header() {
  [ "$(e2e_format "$server" '#{alternate_on}')" = 1 ] && e2e_row 0 | grep -qE '(^| )offline( |$)' && has "VIPER in a Terminal"
}
check "--offline: the cache shows, with \"offline\" in kiji's header" 15 offline_header
e2e_keys "$server" C-c
check_restored "--offline: Ctrl-C quits" "0 130"

e2e_result
