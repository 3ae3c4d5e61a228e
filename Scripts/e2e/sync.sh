#!/usr/bin/env bash
# End to end: `kiji sync --demo` prepares for a trip, in tmux. On a terminal it draws its progress
# bar; stopped half-way with Ctrl-C and run again, it goes on and asks the stub for nothing twice
# (the stub's request log, $KIJI_STUB_REQUEST_LOG, over both runs: only a request in flight when
# Ctrl-C came may be asked again); a third run, its output not a terminal, prints one summary
# line, fetches no comment or image again and says its list pages had not changed (304s for their
# ETags). `--dry-run` on a new cache keeps nothing. Then
# with the network gone (`--offline`): the synced timeline shows, an article opens with its
# picture drawn from the kept copy and its comments, and `kiji find --demo` finds a Japanese word
# cut from the middle of a synced body. Last, `O` in the reader runs the same sync in the
# background, its progress in the status bar and its summary said at the end.
#   Scripts/e2e/sync.sh
# Prints "ok   NAME" or "FAIL NAME" (with the screen) per check, then "N passed, M failed" last.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji

port=$(free_port)
log="$work/requests.log"
cache="$work/cache/kiji/cache.sqlite"
demo=(--demo --port "$port" --latency 0.02 --picture-every 3)
kiji_env=("XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config" "KIJI_STUB_REQUEST_LOG=$log")
export XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config"

# The items done of the progress bar (`[####----]  120/489 items · …` gives 120).
items_done() { e2e_last_nonblank_row | grep -oE '\] +[0-9]+/[0-9]+ items' | grep -oE '[0-9]+/' | tr -d /; }
e2e_last_nonblank_row() { grep -v '^[[:space:]]*$' <<<"$SCREEN" | tail -n 1; }
past_a_hundred() { local done; done=$(items_done); [[ -n "$done" ]] && ((done >= 100)); }
summary_shown() { grep -q 'Kept [0-9]* items from [0-9]* lists' <<<"$SCREEN" && e2e_last_nonblank_row | grep -qE '^[$#] *$'; }
sql() { python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])' "$cache" "$1"; }

server="kiji-sync-$$"
e2e_start "$server" 100 30 || { fail "tmux starts"; e2e_result; exit 1; }
e2e_keys "$server" "$(kiji_command sync "${demo[@]}")" Enter
check "on a terminal, the progress bar counts the items" 60 past_a_hundred
check "it names the images, the bytes and the requests left" has "images ·"
e2e_keys "$server" C-c
check "Ctrl-C stops it half-way, back at the shell" 10 in_shell
cp "$log" "$work/first.log"
first_requests=$(wc -l <"$work/first.log")
check "the first run was stopped before its end (no run finished)" test "$(sql 'SELECT count(*) FROM syncRun WHERE finishedAt IS NOT NULL')" -eq 0

e2e_keys "$server" "clear; $(kiji_command sync "${demo[@]}")" Enter
check "run again, it finishes with its summary" 120 summary_shown
check "it says it went on where the last run stopped" has "Went on where the last run stopped."
second=$(tail -n +"$((first_requests + 1))" "$log")
# Every request of the second run is new, but the one the first run had sent when Ctrl-C came.
repeated=$(sort <(sort -u "$work/first.log") <(sort -u <<<"$second") | uniq -d)
check "nothing asked of the stub in the first run is asked again (one in flight at Ctrl-C at most)" \
    test "$(grep -c . <<<"$repeated")" -le 1
check "what was asked again is the first run's last request" \
    bash -c "[ -z '$repeated' ] || [ '$repeated' = \"\$(tail -n 1 '$work/first.log')\" ]"
check "the second run asked for comments and pictures" bash -c "grep -q '/comments' <<<'$second' && grep -q '/files/' <<<'$second'"
check "the run is recorded as finished" test "$(sql 'SELECT count(*) FROM syncRun WHERE finishedAt IS NOT NULL')" -eq 1

before=$(wc -l <"$log")
"$bin" sync "${demo[@]}" >"$work/third.out" 2>"$work/third.err"
check "output not a terminal: status 0" test $? -eq 0
check "one summary line, and no progress" bash -c "[ \$(wc -l <'$work/third.out') -eq 1 ] && [ ! -s '$work/third.err' ]"
check "a third run keeps nothing new: no item changed, no comments, no new picture" \
    grep -q '(0 new or changed), the comments of 0 and 0 new images' "$work/third.out"
check "and asks for no comment or picture" bash -c "! tail -n +$((before + 1)) '$log' | grep -qE '/comments|/files/'"
check "its list pages, asked with their ETags, had not changed" grep -qE '[1-9][0-9]* list pages? had not changed since' "$work/third.out"

XDG_CACHE_HOME="$work/dry" "$bin" sync "${demo[@]}" --dry-run >"$work/dry.out" 2>&1
check "--dry-run says what it would fetch and the requests it costs" grep -qE '^kiji sync would keep [0-9]+ items .* about [0-9]+ API requests' "$work/dry.out"
check "--dry-run keeps no item" python3 -c "
import sqlite3, sys
sys.exit(0 if sqlite3.connect('$work/dry/kiji/cache.sqlite').execute('SELECT count(*) FROM item').fetchone()[0] == 0 else 1)"

# Offline: a synced article with comments and a picture of its own, from the kept timeline.
article=$(sql "SELECT id FROM item WHERE body LIKE '%/files/bands.png?item=%' AND commentsCount > 0 ORDER BY createdAt DESC LIMIT 1")
title=$(sql "SELECT title FROM item WHERE id = '$article'")
require "the sync kept an article with a picture and comments" test -n "$article"
e2e_keys "$server" "clear; $(kiji_command timeline "${demo[@]}" --offline --images symbols)" Enter
check "offline, the synced timeline shows" 30 has "${title:0:12}"
status_says_offline() { e2e_last_row | grep -q 'offline — '; }
check "and the status bar says it shows kept pages, offline" 10 status_says_offline
e2e_keys "$server" q
check "back at the shell" 10 in_shell
e2e_keys "$server" "clear; $(kiji_command read "$article" "${demo[@]}" --offline --images symbols)" Enter
check "offline, the article opens" 30 has "${title:0:12}"
e2e_keys "$server" G
picture_drawn() { (($(vertical_band_rows) >= 1)); }
check "its picture (the stub's four bands) is drawn in colour blocks from the kept copy" 20 picture_drawn
check "with no image failure said" lacks "could not be reached"
e2e_keys "$server" c
check "its comments open offline" 15 has "Comments"
check "with the synced comments" 15 bash -c "! grep -q 'No comments' <<<\"\$SCREEN\""
e2e_keys "$server" q q
check "back at the shell again" 10 in_shell

word=$(python3 - "$cache" "$article" <<'PY'
import re, sqlite3, sys
body = sqlite3.connect(sys.argv[1]).execute("SELECT body FROM item WHERE id = ?", (sys.argv[2],)).fetchone()[0]
runs = [r for r in re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]{9,}", body)]
print(runs[0][3:7] if runs else "")
PY
)
require "a Japanese run of nine characters in the body" test -n "$word"
# The word bank's sentences come again in many bodies: every match is listed (--limit 1000, more than were kept).
"$bin" find --demo "$word" --limit 1000 >"$work/found" 2>"$work/found.err"
check "kiji find --demo finds a word from the middle of a synced body ($word)" grep -qF "$article" "$work/found"

# `O` in the reader: the same sync in the background, on a cache of its own.
reader="kiji-sync-reader-$$"
e2e_start "$reader" 100 24 || { fail "tmux starts for the reader"; e2e_result; exit 1; }
kiji_env=("XDG_CACHE_HOME=$work/reader-cache" "XDG_CONFIG_HOME=$work/config")
e2e_keys "$reader" "$(kiji_command --demo --port "$(free_port)" --latency 0.02 --picture-every 3)" Enter
server=$reader
check "the reader starts" 30 list_ready
e2e_keys "$reader" O
check "O says the sync started" 5 has "Sync started."
syncing() { e2e_last_row | grep -qE '[0-9]+/[0-9]+ items'; }
check "the status bar shows the sync's progress" 60 syncing
synced() { e2e_last_row | grep -q 'Kept [0-9]* items'; }
check "its summary is said when it ends" 120 synced
e2e_keys "$reader" e
check "the message log keeps it" 10 has "Messages"
e2e_keys "$reader" Escape

e2e_result
