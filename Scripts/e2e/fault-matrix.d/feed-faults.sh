#!/usr/bin/env bash
# The trend's feed faults, end to end: malformed XML, an HTML error page with status 200, 0 entries,
# an entry with no link, a link to another host, a 5 MB feed and a slow answer each give one
# sentence, and the entries shown stay.
# `kiji trend --demo --timeout 20` at 160×40 (every sentence fits), one session for every case: the
# 30 entries load fault-free; a rule on /popular-items/feed is set; `r` fetches the feed again. Each
# case checks that the status bar says the fault's one sentence, that the entries shown stay (the
# first title on top, 30 counted; a feed whose first entry has no usable link shows the other 29,
# the second on top), that nothing is loading, and that `r` once the fault is lifted shows the 30
# entries without a sentence. A slow answer (beyond --timeout) is a network failure: the kept
# trend stands in and the sentence says since when; keys are also tried while it hangs.
# The fault matrix's `feeds` section (Scripts/e2e/fault-matrix.sh runs it; it runs alone too).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release. Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
unset QIITA_ACCESS_TOKEN VISUAL
e2e_use_kiji

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

feeds_section

e2e_result
