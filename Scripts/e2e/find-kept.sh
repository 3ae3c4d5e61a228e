#!/usr/bin/env bash
# End to end: `kiji find` over a real cache, offline. `kiji cache exercise` keeps synthetic pages;
# a word in the middle of their Japanese bodies is found, a two-character word too, --json is a
# JSON array, a word nothing holds gives status 1, text from the cache carrying escape sequences
# is printed without them, and an index dropped from the file is made again by `kiji find`.
# Prints "N passed, M failed".
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji

export XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config" LANG=C.UTF-8 LC_ALL=C.UTF-8
cache="$XDG_CACHE_HOME/kiji/cache.sqlite"
require "kiji cache exercise keeps two pages" "$bin" cache exercise --pages 2

"$bin" find 書き込み --limit 3 >"$work/found" 2>"$work/err"
check "a word in the middle of a Japanese sentence is found (status 0)" test $? -eq 0
check "each match is a title line and an excerpt line" test "$(grep -c '^Page [0-9]* item [0-9]*  @writer-w  w-' "$work/found")" -eq 3
check "the excerpt holds the word" grep -q '^    .*書き込み' "$work/found"

check "a two-character word is found" bash -c "'$bin' find 込み --limit 1 | grep -q '^Page'"
check "--json is a JSON array of matches with marked excerpts" python3 -c "
import json, subprocess, sys
found = json.loads(subprocess.run(['$bin', 'find', '書き込み', '--json', '--limit', '2'], capture_output=True, text=True, check=True).stdout)
sys.exit(0 if len(found) == 2 and all(any(p['match'] and p['text'] == '書き込み' for p in f['excerpt']) for f in found) else 1)"
"$bin" find 見つからない語句 >"$work/none" 2>&1
check "a word nothing holds gives status 1 and prints nothing" bash -c "[ $? -eq 1 ] && [ ! -s '$work/none' ]"

# python3's sqlite3 module (the sqlite3 program may not be installed) edits the cache kiji kept.
sql() { python3 -c 'import sqlite3, sys; db = sqlite3.connect(sys.argv[1]); db.execute(sys.argv[2]); db.commit()' "$cache" "$1"; }
sql "UPDATE item SET title = 'Hostile ' || char(27) || ']0;owned' || char(7) || char(27) || '[2J 罠の題名' WHERE id = 'w-1-0'"
require "kiji cache reindex" "$bin" cache reindex
"$bin" find 罠の題名 --color always >"$work/hostile" 2>&1
check "the hostile title is found" grep -q 'Hostile' "$work/hostile"
check "no escape sequence from the cache is printed" bash -c "! tr -d '\n' <'$work/hostile' | sed 's/\x1b\[1m//g; s/\x1b\[22m//g' | grep -q $'\x1b'"

sql "DROP TABLE itemText"
"$bin" find 書き込み --limit 1 >"$work/again" 2>"$work/again-err"
check "a dropped index is made again by kiji find, which finds the word" grep -q '^Page' "$work/again"
check "and says so on standard error" grep -q 'search index was made again' "$work/again-err"

e2e_result
