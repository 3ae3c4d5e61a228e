#!/usr/bin/env bash
# A damaged cache, end to end: seeded random bytes written over every page of a real cache file but
# the schema's (the first, and the others sqlite_master has grown onto): its tables' pages. `kiji cache check` reports it (status 1); `kiji cache info` and
# `kiji cache clear` work on it, moving it aside and starting a new cache, and say so; the reader
# started on a damaged cache says so in the status bar, once, keeps working, and quits cleanly.
# A cache on a full disk (a 256 KiB tmpfs, when the script runs as root) is said to be on a full
# disk. (Damage while running is checked by KijiDataTests' DamagedCacheTests.) Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
bin=$(e2e_kiji_bin) || { fail "build kiji"; e2e_result; exit 1; }

cache="$work/cache/kiji/cache.sqlite"
kiji_env=("XDG_CACHE_HOME=$work/cache")

# fill_and_damage: a cache of 300 synthetic list pages, then random bytes over its tables' pages.
fill_and_damage() {
  rm -rf "$work/cache"
  XDG_CACHE_HOME="$work/cache" "$bin" cache exercise --pages 300 || return 1
  python3 - "$cache" <<'PY'
import random, sqlite3, sys
path = sys.argv[1]
rng = random.Random(0x6B696A69)
schema = {page for (page,) in sqlite3.connect(path).execute(
    "SELECT pageno FROM dbstat WHERE name IN ('sqlite_master', 'sqlite_schema')")}
with open(path, "r+b") as f:
    size = f.seek(0, 2)
    if size < 3 * 4096:
        sys.exit(1)
    for offset in range(4096, size, 4096):
        if offset // 4096 + 1 in schema:
            continue
        f.seek(offset)
        f.write(bytes(rng.getrandbits(8) for _ in range(4096)))
PY
}
aside_count() { find "$work/cache/kiji" -name 'cache.sqlite.unreadable-*' ! -name '*-wal' ! -name '*-shm' | wc -l; }
kiji_cli() { XDG_CACHE_HOME="$work/cache" "$bin" "$@" >"$work/out" 2>&1; }

require "a real cache file is made and damaged" fill_and_damage
kiji_cli cache check; status=$?
check "cache check reports the damaged file, status 1" test "$status" = 1 -a "$(grep -c ': ok$' "$work/out")" = 0
kiji_cli cache info; status=$?
check "cache info works on the damaged file (status 0)" test "$status" = 0
check "cache info says the file was moved aside and a new cache started" grep -q "was damaged, so it was moved to" "$work/out"
check "cache info counts the new cache" grep -q "^Items:        0 " "$work/out"
check "the damaged file is kept aside" test "$(aside_count)" = 1
kiji_cli cache check
check "cache check: the new cache is sound" grep -q ': ok$' "$work/out"

require "a real cache file is made and damaged again" fill_and_damage
kiji_cli cache clear; status=$?
check "cache clear works on the damaged file (status 0)" test "$status" = 0
check "cache clear says the file was moved aside" grep -q "was damaged, so it was moved to" "$work/out"

require "a real cache file is made and damaged a third time" fill_and_damage
server="kiji-reader-$$"
e2e_start "$server" 120 30
e2e_type "$server" "$(kiji_command --demo)"; e2e_keys "$server" Enter
check "the reader starts on a damaged cache: the list appears" 20 has "VIPER in a Terminal"
check "and the status bar says the cache was damaged and moved aside" 10 has "was damaged, so it was moved to"
e2e_keys "$server" Enter
check "an item opens" 10 has "https://qiita.com/alice/items/"
e2e_keys "$server" q
check "the notice is said once: gone after the next key" 5 lacks "was damaged"
e2e_keys "$server" q
check_restored "q quits and leaves the terminal usable" 0
kiji_cli cache check
check "the new cache the reader started is sound" grep -q ': ok$' "$work/out"
check "one damaged file was kept aside" test "$(aside_count)" = 1

# full_disk_start: kiji cache info with XDG_CACHE_HOME on a full tmpfs; its status and output in $work/out.
full_disk_start() {
  local disk="$work/full"
  mkdir -p "$disk" && mount -t tmpfs -o size=256k tmpfs "$disk" || return 2
  dd if=/dev/zero of="$disk/filler" bs=4k count=64 2>/dev/null
  XDG_CACHE_HOME="$disk" "$bin" cache info >"$work/out" 2>&1
  local status=$?
  umount "$disk"
  return "$status"
}
if [[ "$(id -u)" == 0 ]]; then
  full_disk_start; status=$?
  check "a full disk at start: status 1" test "$status" = 1
  check "a full disk at start is called a full disk" grep -q "the disk is full" "$work/out"
  check "and not sent to find a writable folder" bash -c "! grep -q 'to a writable folder' '$work/out'"
fi

e2e_result
