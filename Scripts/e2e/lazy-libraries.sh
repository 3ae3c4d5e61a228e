#!/usr/bin/env bash
# End to end: the image libraries are loaded on the first image, as libcurl is on the first request.
#   Scripts/e2e/lazy-libraries.sh
# 1. The binary names no image library (ldd).
# 2. `kiji --demo all` showing its list, with images on: libchafa, glib and pcre2 are not mapped
#    (/proc/PID/maps).
# 3. `kiji read --demo` of the demo's first article, whose image is drawn in colour blocks: libchafa
#    is mapped once the image is drawn.
# The binary is $KIJI_BIN (Scripts/test: the release build). Prints "N passed, M failed".
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
export XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config"
kiji_env=("XDG_CACHE_HOME=$XDG_CACHE_HOME" "XDG_CONFIG_HOME=$XDG_CONFIG_HOME")

check "the binary links no image library" bash -c "! ldd '$bin' | grep -qE 'libchafa|libglib|libpcre2'"

maps_of_kiji() { cat "/proc/$(pgrep -P "$(e2e_format "$server" '#{pane_pid}')" | head -1)/maps" 2>/dev/null; }
lists_items() { grep -qF '/1000' <<<"$SCREEN"; }
chafa_mapped() { maps_of_kiji | grep -q libchafa; }

server="kiji-list-$$"
e2e_start "$server" 100 30
e2e_type "$server" "$(kiji_command all --demo --images symbols)"
e2e_keys "$server" Enter
if e2e_wait "$server" 30 lists_items; then
    maps=$(maps_of_kiji)
    check "the list is shown with its process's maps read" test -n "$maps"
    check "no image library is mapped before the first image" bash -c "! grep -qE 'libchafa|libglib|libpcre2' <<<'$maps'"
else
    fail "the demo's list is shown"
fi

server="kiji-article-$$"
e2e_start "$server" 100 30
e2e_type "$server" "$(kiji_command read --demo 7e476343f4055a17c3e9 --images symbols)"
e2e_keys "$server" Enter
if e2e_wait "$server" 30 chafa_mapped; then
    ok "libchafa is mapped once the article's image is drawn"
else
    fail "libchafa is mapped once the article's image is drawn" "$(maps_of_kiji | grep -c .) maps, none of libchafa"
fi
e2e_result
