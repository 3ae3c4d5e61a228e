#!/usr/bin/env bash
# The cache survives being killed: two writers run at once (WAL, busy timeout), and each is killed
# with SIGKILL at random moments, again and again; afterwards the file opens and passes
# `PRAGMA integrity_check`. Two writers creating a new cache at once both succeed. A garbage file
# in its place is moved aside for a new cache.
# A writer passes only by its exit status (killed by SIGKILL: 137; --pages 3: 0) with nothing on
# stderr, so one that crashes or fails for any reason, with or without a message, fails the check.
# Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
export XDG_CACHE_HOME="$work/cache"

# writers_ended STATUS PID_A PID_B: both writers ended with STATUS and wrote nothing to stderr;
# otherwise says how each ended.
writers_ended() {
  local expected=$1 a_status b_status
  wait "$2" 2>/dev/null; a_status=$?
  wait "$3" 2>/dev/null; b_status=$?
  if [ "$a_status" -eq "$expected" ] && [ "$b_status" -eq "$expected" ] && ! [ -s "$work/err-a" ] && ! [ -s "$work/err-b" ]; then
    return 0
  fi
  echo "writers ended with $a_status and $b_status (expected $expected); stderr:"
  cat "$work/err-a" "$work/err-b"
  return 1
}

rounds=25
concurrent_ok=1
for round in $(seq 1 $rounds); do
  "$bin" cache exercise --writer "a$round" 2>"$work/err-a" &
  a=$!
  "$bin" cache exercise --writer "b$round" 2>"$work/err-b" &
  b=$!
  sleep "0.$(( (RANDOM % 40) + 5 ))"
  kill -9 "$a" "$b" 2>/dev/null
  writers_ended 137 "$a" "$b" || concurrent_ok=0
done
check "two writers at once never fail (busy timeout, WAL): each runs until SIGKILL ends it" test "$concurrent_ok" -eq 1

# Two writers creating a new cache at once: each switches the file to WAL while the other holds
# a shared lock, which SQLite fails at once; neither may fail, nor take the file for unreadable.
creation_ok=1
for round in $(seq 1 20); do
  fresh="$work/fresh-$round"
  XDG_CACHE_HOME="$fresh" "$bin" cache exercise --writer a --pages 3 2>"$work/err-a" &
  a=$!
  XDG_CACHE_HOME="$fresh" "$bin" cache exercise --writer b --pages 3 2>"$work/err-b" &
  b=$!
  writers_ended 0 "$a" "$b" || creation_ok=0
  if ls "$fresh/kiji" 2>/dev/null | grep -q unreadable; then creation_ok=0; ls "$fresh/kiji"; fi
done
check "two writers creating a new cache at once both succeed, and nothing is moved aside" test "$creation_ok" -eq 1
check "after $rounds rounds of SIGKILL the cache passes integrity_check" bash -c "'$bin' cache check | grep -q ': ok$'"
check "and still holds what the writers wrote" bash -c "'$bin' cache info | grep -Eq 'Items: +[1-9]'"

printf 'this is not a database, just some bytes\n%.0s' $(seq 1 200) > "$XDG_CACHE_HOME/kiji/cache.sqlite"
rm -f "$XDG_CACHE_HOME/kiji/cache.sqlite-wal" "$XDG_CACHE_HOME/kiji/cache.sqlite-shm"
"$bin" cache check >"$work/out" 2>&1
check "a garbage file is moved aside with a message" grep -q "moved to .*unreadable" "$work/out"
check "and a new cache is started" grep -q ": ok$" "$work/out"
check "the garbage itself is kept" bash -c "ls '$XDG_CACHE_HOME/kiji/' | grep -q unreadable"

e2e_result
