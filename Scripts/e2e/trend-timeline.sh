#!/usr/bin/env bash
# End to end: the trend in tmux against the demo's stub, at 100x30.
#   Scripts/e2e/trend-timeline.sh
#
# `kiji trend --demo` lists the feed's 30 entries; scrolling to the end and back and refreshing
# (`r`) send only feed requests, no /api/v2 request (read from the stub's KIJI_STUB_REQUEST_LOG);
# Enter opens an entry's article (one GET /api/v2/items/ID); `a` opens its author's list; Esc
# twice comes back to the trend; the home keys 3 and 1, from an article, make the newest items
# and then the trend the only screen; 2 shows the timeline with a reason on each row; 5 shows your articles with their page views.
# In an article the header says whether you follow the author (one GET of .../following at open);
# `f` with nothing focused follows the author (PUT /users/LOGIN/following, the header changes); Tab
# to the first tag and `f` follows or unfollows that tag and the status bar says which.
# A second session: on a tag's list the header says whether you follow it; `f` follows it and the
# timeline then lists its items. A third, signed out (its own stub, no token): `f` in an article
# says how to log in and sends nothing.
#
# The binary is $KIJI_BIN, else the release build (lib/e2e.sh). Prints "N passed, M failed".
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
unset QIITA_ACCESS_TOKEN
e2e_use_kiji

# The trend alone on the stack, its 30 entries counted in the status bar, nothing loading.
trend_ready() { e2e_row 0 | grep -qE '^ ?Trend( |$)' && ! e2e_row 0 | grep -qF '›' && e2e_last_row | grep -qE '(^| )30 *$' && e2e_idle; }
author_list() { e2e_row 0 | grep -qE "› @$1( |$)" && ! detail_shown && e2e_idle; }
requests() { cat "$work/requests" 2>/dev/null; }
feed_requests() { requests | grep -cxF 'GET /popular-items/feed'; }
no_api_request() { ! requests | grep -qF '/api/v2'; }
log_settles() { [[ "$(feed_requests)" -ge "$1" ]]; }

server="kiji-e2e-trend-$$"
SCREEN=""
e2e_start "$server" 100 30 || { fail "tmux starts"; exit 1; }
kiji_env=("XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config" "KIJI_STUB_REQUEST_LOG=$work/requests")
e2e_keys "$server" "$(kiji_command trend --demo)" Enter

check "kiji trend --demo lists the feed's 30 entries" 30 trend_ready
check "listing the trend sent one feed request and no /api/v2 request" bash -c "[[ \$(grep -cxF 'GET /popular-items/feed' '$work/requests') == 1 ]] && ! grep -qF /api/v2 '$work/requests'"

first_screen=$SCREEN
changed() { [[ "$SCREEN" != "$first_screen" ]]; }
e2e_keys "$server" End
check "End scrolls to the last entry" 10 changed
e2e_keys "$server" PageUp Home
e2e_keys "$server" r
e2e_wait "$server" 15 log_settles 2 >/dev/null
check "a refresh keeps the 30 entries" 15 trend_ready
check "scrolling and refreshing sent only feed requests, no /api/v2 request" no_api_request
check "the refresh fetched the feed again" log_settles 2

title=$(grep -m1 '▌' <<<"$SCREEN" | sed -E 's/^[▌ ]+//; s/ +$//' | cut -c1-12)
e2e_keys "$server" Enter
opened() { detail_shown && e2e_row 0 | grep -qF -- "$title"; }
check "Enter opens the entry's article" 20 opened
check "opening it asked for the item once, by the id from the feed's link" bash -c "[[ \$(grep -cE '^GET /api/v2/items/[0-9a-f]+\$' '$work/requests') == 1 ]]"
login=$(grep -m1 -oE '^@[A-Za-z0-9_-]+' <<<"$SCREEN" | cut -c2-)

# f in the article: the header carries the author's follow fact; the status bar says how f ended.
header_says() { e2e_row 0 | grep -qE -- "(^| )$1  .*\? help *$"; }
check "the article's header says whether you follow its author (@$login)" 15 header_says "(Not following|Following) @$login"
if header_says "Not following @$login"; then now="Following @$login" verb=PUT; else now="Not following @$login" verb=DELETE; fi
check "…asked once, with GET /api/v2/users/$login/following" bash -c "[[ \$(grep -cxF 'GET /api/v2/users/$login/following' '$work/requests') == 1 ]]"
e2e_keys "$server" f
author_toggled() { header_says "$now" && e2e_last_row | grep -qF "$now." && e2e_idle; }
check "f with nothing focused follows or unfollows the author: the header and the status bar say \"$now\"" 15 author_toggled
check "…with $verb /api/v2/users/$login/following" bash -c "grep -qxF '$verb /api/v2/users/$login/following' '$work/requests'"
article_tag=$(grep -m1 -E '^#[^ ]' <<<"$SCREEN" | sed -E 's/^#([^ ]+).*/\1/')
e2e_keys "$server" Tab Tab
e2e_keys "$server" f
tag_toggled() { e2e_last_row | grep -qE "(Not following|Following) #$article_tag\." && header_says "$now" && e2e_idle; }
check "Tab to the first tag (#$article_tag) and f follows or unfollows it; the author's fact stays in the header" 15 tag_toggled
check "…with PUT or DELETE /api/v2/tags/…/following" bash -c "grep -qE '^(PUT|DELETE) /api/v2/tags/[^/]+/following\$' '$work/requests'"
e2e_keys "$server" f
e2e_wait "$server" 15 e2e_idle >/dev/null

e2e_keys "$server" a
check "a opens the author's list (@$login)" 20 author_list "$login"
check "the author's list says in its header \"$now\"" 15 header_says "$now"

e2e_keys "$server" Escape
check "Esc goes back to the article" 10 detail_shown
e2e_keys "$server" Escape
check "Esc again goes back to the trend" 10 trend_ready

newest_root() { e2e_row 0 | grep -qE '^ ?All items( |$)' && ! e2e_row 0 | grep -qF '›' && e2e_idle; }
e2e_keys "$server" Enter
check "an article is open again" 20 detail_shown
e2e_keys "$server" 3
check "3 on an article makes the newest items the only screen" 20 newest_root
e2e_keys "$server" 1
check "1 makes the trend the only screen again" 20 trend_ready

# The timeline: every byline (an "@author  " line) names why the item is there, #tag or @user; a
# followed author's row names the author once, with "(followed)" (and below at 80×24 and 40×12).
bylines() { grep -cE '^[▌ ]*@[A-Za-z0-9_-]+  ' <<<"$SCREEN"; }
reasoned() { grep -cE '^[▌ ]*@[A-Za-z0-9_-]+  ([#@][^ ]+ ?)+' <<<"$SCREEN"; }
timeline_ready() { e2e_row 0 | grep -qE '^ ?Timeline( |$)' && e2e_idle && [[ $(bylines) -ge 3 && $(bylines) == $(reasoned) ]]; }
e2e_keys "$server" 2
check "2 shows the timeline, each row naming why it is there" 30 timeline_ready
# page_to_followed PHRASE: pages down until a byline says its author is followed (PHRASE).
page_to_followed() {
    local page
    for page in 1 2 3 4 5 6 7 8; do
        has "$1" && return 0
        e2e_keys "$server" PageDown
        e2e_wait "$server" 15 e2e_idle
    done
    has "$1"
}
author_once() { has "$1" && ! grep -qE '^[▌ ]*@([A-Za-z0-9_-]+)[ （(].*@\1( |$)' <<<"$SCREEN"; }
page_to_followed "(followed)"
check "a followed author's row names the author once, with (followed)" 5 author_once "(followed)"

mine_ready() { e2e_row 0 | grep -qE '^ ?My articles( |$)' && grep -qE '[0-9]+ views  [0-9]+ likes  [0-9]+ stocks' <<<"$SCREEN" && e2e_idle; }
e2e_keys "$server" 5
check "5 shows your articles with page views, likes and stocks" 20 mine_ready
check "your articles came from GET /api/v2/authenticated_user/items" bash -c "grep -qE '^GET /api/v2/authenticated_user/items' '$work/requests'"

e2e_keys "$server" q

# At 80×24 and 40×12, in English and in Japanese: the trend's excerpt of the article that starts
# with a table is its first sentence, never table syntax; then `2`, and a followed author's
# timeline row names the author once, with (followed) or （フォロー中）.
excerpt_is_prose() { has "表の数値は" && ! grep -qE '^[▌ ]*\|' <<<"$SCREEN" && lacks "| 言語"; }
small_screens_case() {
    local columns=$1 rows=$2 language=$3 followed=$4 name="$1×$2 in $3" step
    shift 4
    server="kiji-e2e-small-$columns-$language-$$"
    e2e_start "$server" "$columns" "$rows" || { fail "$name: tmux starts"; return; }
    local saved=("${kiji_env[@]}")
    kiji_env+=("$@")
    e2e_keys "$server" "$(kiji_command trend --demo)" Enter
    kiji_env=("${saved[@]}")
    e2e_wait "$server" 30 e2e_idle
    for step in 1 2 3 4 5 6 7 8; do
        has "表の数値は" && break
        e2e_keys "$server" j
        e2e_wait "$server" 5 e2e_idle
    done
    check "$name: the trend's excerpt of an article that starts with a table is its first sentence" 5 excerpt_is_prose
    e2e_keys "$server" 2
    e2e_wait "$server" 30 e2e_idle
    page_to_followed "$followed"
    check "$name: a followed author's timeline row names the author once, with $followed" 5 author_once "$followed"
    e2e_keys "$server" q
}
small_screens_case 80 24 English "(followed)"
small_screens_case 80 24 Japanese "（フォロー中）" LANG=ja_JP.UTF-8 LC_ALL=ja_JP.UTF-8
small_screens_case 40 12 English "(followed)"
small_screens_case 40 12 Japanese "（フォロー中）" LANG=ja_JP.UTF-8 LC_ALL=ja_JP.UTF-8

# A second session: f on a tag's list follows the tag, and the timeline then reads its items.
server="kiji-e2e-follow-$$"
tag=Vim
: >"$work/requests"
e2e_start "$server" 100 30 || { fail "tmux starts"; exit 1; }
kiji_env=("XDG_CACHE_HOME=$work/cache2" "XDG_CONFIG_HOME=$work/config" "KIJI_STUB_REQUEST_LOG=$work/requests")
e2e_keys "$server" "$(kiji_command tag "$tag" --demo)" Enter
not_following() { e2e_row 0 | grep -qF "Not following #$tag" && e2e_idle; }
following() { e2e_row 0 | grep -qF " Following #$tag" && ! e2e_row 0 | grep -qF "Not following" && e2e_idle; }
check "a tag's list says in its header whether you follow it (fetched once at open)" 30 not_following
count_in_status() { e2e_last_row | grep -qE ' [0-9]+/[0-9]+ *$'; }
check "…and the status bar keeps the list's count" 10 count_in_status
e2e_keys "$server" f
check "f follows the tag" 15 following
check "f sent PUT /api/v2/tags/$tag/following" bash -c "grep -qxF 'PUT /api/v2/tags/$tag/following' '$work/requests'"
e2e_keys "$server" 2
check "2 then shows the timeline" 30 timeline_ready
tag_in_timeline() { grep -qF "#$tag" <<<"$SCREEN"; }
for _ in 1 2 3 4 5 6; do
    e2e_wait "$server" 1 tag_in_timeline && break
    e2e_keys "$server" End
    e2e_wait "$server" 15 e2e_idle
done
check "the timeline includes the followed tag's items (#$tag as a reason)" 5 tag_in_timeline
check "the timeline read the tag's items" bash -c "grep -qE '^GET /api/v2/tags/$tag/items' '$work/requests'"
e2e_keys "$server" q

# A third session, signed out: a stub of its own (`kiji --demo` with its output redirected serves
# only the API), kiji on its address with no token; f in an article says how to log in.
port=$(free_port)
: >"$work/requests3"
KIJI_STUB_REQUEST_LOG="$work/requests3" XDG_CACHE_HOME="$work/stub" XDG_CONFIG_HOME="$work/stub" "$bin" --demo --port "$port" >"$work/stub.out" 2>&1 &
stub_up() { grep -q '^API: ' "$work/stub.out" 2>/dev/null; }
for _ in $(seq 100); do stub_up && break; sleep 0.1; done
require "a stub of its own serves on port $port" stub_up
server="kiji-e2e-signed-out-$$"
e2e_start "$server" 100 30 || { fail "tmux starts"; exit 1; }
kiji_env=("XDG_CACHE_HOME=$work/cache3" "XDG_CONFIG_HOME=$work/config3")
e2e_keys "$server" "$(kiji_command trend --base-url "http://127.0.0.1:$port/api/v2")" Enter
check "signed out, the trend lists the stub's 30 entries" 30 trend_ready
e2e_keys "$server" Enter
signed_out_detail() { grep -qE '^@[A-Za-z0-9_-]+ \(' <<<"$SCREEN" && e2e_idle && ! e2e_row 0 | grep -qF "ollowing"; }
check "signed out, Enter opens an article, its header with no follow fact" 20 signed_out_detail
e2e_keys "$server" f
says_login() { e2e_last_row | grep -qF "Following needs a Qiita access token: run kiji login" && ! e2e_row 0 | grep -qF "ollowing"; }
check "signed out, f says how to log in (and the header names no follow fact)" 10 says_login
check "…and sent no following request" bash -c "! grep -qE '/following\$' '$work/requests3'"
e2e_keys "$server" q
e2e_result
