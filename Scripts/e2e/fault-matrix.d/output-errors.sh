#!/usr/bin/env bash
# Output that fails, fails loudly: every printing subcommand with standard output on /dev/full or
# closed (`>&-`) exits with status 1 and one sentence on standard error; a pipe whose reader ends
# first (`| head -1`) stays quiet (status 0 or 141, nothing on standard error). With standard
# output closed, nothing kiji opens (the demo stub's socket, the cache's SQLite file) receives the
# text: the cache file still opens as a database afterwards.
# Prints "N passed, M failed" last and exits non-zero on any failure.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
bin=$(e2e_kiji_bin) || { fail "build kiji"; e2e_result; exit 1; }

export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data" TERM=dumb
mkdir -p "$HOME"
item=7e476343f4055a17c3e9
long="$work/long.md"
{ echo "# A long article"; for n in $(seq 1 5000); do echo; echo "Paragraph $n of a long article, long enough to fill a pipe's buffer."; done; } >"$long"

commands=(
    "read --demo $item"
    "preview $long"
    "cache info"
    "config path"
    "config check"
    "whoami --demo"
    "--help"
    "--version"
)

# one_sentence FILE: FILE holds exactly one line, about standard output.
one_sentence() { [[ $(wc -l <"$1") -eq 1 ]] && grep -q "standard output" "$1"; }

for words in "${commands[@]}"; do
    # shellcheck disable=SC2086
    "$bin" $words >/dev/full 2>"$work/err"
    status=$?
    if [[ $status -eq 1 ]] && one_sentence "$work/err"; then ok "kiji $words >/dev/full: status 1, one sentence"
    else fail "kiji $words >/dev/full: status 1, one sentence" "status $status, stderr: $(head -c 300 "$work/err")"; fi

    # shellcheck disable=SC2086
    "$bin" $words >&- 2>"$work/err"
    status=$?
    if [[ $status -eq 1 ]] && one_sentence "$work/err"; then ok "kiji $words >&-: status 1, one sentence"
    else fail "kiji $words >&-: status 1, one sentence" "status $status, stderr: $(head -c 300 "$work/err")"; fi
done

cache_file=$(find "$XDG_CACHE_HOME" -name '*.sqlite*' -o -name '*.db' 2>/dev/null | grep -v -- '-wal\|-shm' | head -1)
if [[ -n "$cache_file" ]]; then
    check "the cache file is still a database after the closed-output runs" python3 -c "
import sqlite3, sys
sqlite3.connect('file:$cache_file?mode=ro', uri=True).execute('pragma integrity_check').fetchall()"
fi

for words in "preview $long" "read --demo $item"; do
    # shellcheck disable=SC2086
    "$bin" $words 2>"$work/err" | head -1 >/dev/null
    status=${PIPESTATUS[0]}
    if [[ $status -eq 0 || $status -eq 141 ]] && [[ ! -s "$work/err" ]]; then ok "kiji $words | head -1: quiet, status $status"
    else fail "kiji $words | head -1: quiet, status 0 or 141" "status $status, stderr: $(head -c 300 "$work/err")"; fi
done

e2e_result
