#!/usr/bin/env bash
# End to end: lists past Qiita's 100-page cap, in tmux, as a reader holding a key sees them.
#   Scripts/e2e/long-lists.sh
#
# 1. `kiji --demo --items 30000` at 80×24: PgDn held passes item 2,000 (page 100 at 20, then 100 a
#    page) and item 10,000 (then searches by date) without a loading row once the key has been held
#    for ramp_ms (the look-ahead grows with the held key) and without a repeated item (no settled
#    screen shows an item's two lines twice), and the status count keeps
#    rising. The keys are paced by the clock at LONG_LISTS_KEY_RATE a second (default 30). The
#    prefetch keeps ahead of the key by a lead several times what a page takes on the release build
#    (Scripts/bench: kiji-bench --long-list); on a debug build, whose 100-item pages take longer
#    than the key takes to pass them, loading rows show and this part fails, saying where.
# 2. `kiji tag Python --demo --items 100000`: the tag's list walks past its 10,000th item the same
#    way (no loading row, no repeat), every row on screen is still tagged #Python, and the header
#    still says #Python.
# 3. `kiji --demo --items 12000`: PgDn held to the true end: the count is exactly 12000/12000 (no
#    item repeated, none skipped) and the row after the last says "Nothing older" with its day;
#    `G` on a long list says it went to the last of the items loaded so far.
# 4. At 80 columns the header shows `? help` whole on the list, an article and its comments.
#
# LONG_LISTS_ONLY=newest|tag|end|header runs one part (for working on this script);
# LONG_LISTS_KEY_RATE=N sends PgDn N times a second.
# The binary is $KIJI_BIN, else the release build (lib/e2e.sh). Prints "N passed, M failed".
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji

only=${LONG_LISTS_ONLY:-}
key_pace=${LONG_LISTS_KEY_RATE:-30}
part() { [[ -z "$only" || "$only" == "$1" ]]; }

case_no=0
# new_home_server: a tmux server name, a cleared capture, and a cache and config of this case's own.
new_home_server() {
    case_no=$((case_no + 1))
    server="kiji-long-$$-$case_no"
    SCREEN=""
    mkdir -p "$work/home-$case_no/cache" "$work/home-$case_no/config"
    kiji_env=("XDG_CACHE_HOME=$work/home-$case_no/cache" "XDG_CONFIG_HOME=$work/home-$case_no/config")
}

# --- Predicates on $SCREEN --------------------------------------------------------------------
# The status bar's "loaded/total" fact; empty while it is not shown.
first_page() { [[ "$(loaded_rows)" -ge 20 ]] 2>/dev/null && e2e_idle; }

# hold_page_down TARGET SECONDS: PgDn at $key_pace keys a second, paced by the clock (the keys that fell
# due while the screen was read are sent together), until the count reaches TARGET or the end row
# shows; the screen is read between sends. Sets: loading_seen (screens with a loading row after the
# first $ramp_ms ms) and loading_at (the counts and times then), ramp_loading (screens with one before)
# and ramp_at (the counts then),
# repeats_seen (settled screens showing an item twice), repeated (the first such item),
# repeated_screen (the screen that showed it), torn_captures (reads taken mid-frame that showed a
# repeat gone once the screen settled), count_fell (times the count went down), final (the last count), passed_2000,
# passed_10000, key_rate (keys a second sent).
hold_page_down() {
    local target=$1 seconds=$2 count previous=0 sent=0 due now keys twice
    local start
    start=$(e2e_now_ms)
    local deadline=$((start + seconds * 1000))
    loading_seen=0 loading_at="" ramp_loading=0 ramp_at="" repeats_seen=0 repeated="" repeated_screen="" torn_captures=0 count_fell=0 final=0 passed_2000=0 passed_10000=0 key_rate=0
    while now=$(e2e_now_ms); ((now < deadline)); do
        due=$(((now - start) * key_pace / 1000 + 1 - sent))
        if ((due > 0)); then
            keys=()
            for ((i = 0; i < due; i++)); do keys+=(NPage); done
            e2e_keys "$server" "${keys[@]}"
            sent=$((sent + due))
        fi
        SCREEN=$(e2e_capture "$server")
        count=$(loaded_rows)
        if has "Loading"; then
            if ((now - start > ramp_ms)); then loading_seen=$((loading_seen + 1)) && loading_at+=" ${count:-?} (at $((now - start)) ms)"
            else ramp_loading=$((ramp_loading + 1)) && ramp_at+=" ${count:-?}"; fi
        fi
        twice=$(items_shown_twice)
        if [[ -n "$twice" ]]; then
            # tmux may be read between two of a frame's writes (ncurses writes a frame row by row), so
            # a repeat counts only if the screen still shows it once it has stopped changing.
            settle_screen
            twice=$(items_shown_twice)
            if [[ -z "$twice" ]]; then torn_captures=$((torn_captures + 1))
            else
                repeats_seen=$((repeats_seen + 1))
                [[ -z "$repeated" ]] && repeated=$twice && repeated_screen=$SCREEN
            fi
        fi
        [[ -z "$count" ]] && continue
        ((count < previous)) && count_fell=$((count_fell + 1))
        ((count > 2000)) && passed_2000=1
        ((count > 10000)) && passed_10000=1
        previous=$count
        final=$count
        ((count >= target)) && break
        has "Nothing older" && break
        now=$(e2e_now_ms)
        (((now - start) * key_pace / 1000 + 1 - sent <= 0)) && sleep 0.01
    done
    key_rate=$((sent * 1000 / ($(e2e_now_ms) - start + 1)))
}

# settle_screen: reads $SCREEN again, no key sent, until two reads 20 ms apart agree (at most 2 s).
settle_screen() {
    local previous tries
    for ((tries = 0; tries < 100; tries++)); do
        previous=$SCREEN
        sleep 0.02
        SCREEN=$(e2e_capture "$server")
        [[ "$SCREEN" == "$previous" ]] && return
    done
}

# items_shown_twice: an item whose two lines (title, then author, tags, counts and date) $SCREEN's
# list shows twice; empty when none is. The selection's marker is left out of the comparison.
items_shown_twice() {
    sed -n '2,23p' <<<"$SCREEN" | sed -E 's/^(▌ |  )//' |
        awk '/^  @/ { if (title != "") print title " | " $0 } { title = $0 }' | sort | uniq -d | head -1
}

# An opened list reads its first page only (20 items, under two screens), and the prefetch reads
# ahead by the rows the selection moved in the last Prefetch.lead (1 s): in the first second of a
# held key the look-ahead is still growing, and a page that takes longer than a press (33 ms) shows
# the loading row. Those screens are printed as a figure; after the first second none may show one.
# (A count of items was not enough: on a loaded CI machine one showed at item 140, a dozen presses in.)
ramp_ms=1000

# held_key_checks PART: the issue's checks on a held key: no loading row after its first
# $ramp_ms ms, through items 2,000 and 10,000 (the screens that showed one, with the counts and times
# then), no item shown twice, the count never falling.
held_key_checks() {
    echo "     $1: $ramp_loading screens with a loading row in the key's first $ramp_ms ms (the look-ahead growing)${ramp_at:+, at counts$ramp_at}"
    echo "     $1: $torn_captures reads taken mid-frame showed a repeat that the settled screen did not"
    if ((loading_seen == 0)); then ok "$1: no loading row after the first $ramp_ms ms of PgDn held ($key_rate keys/s)"
    else fail "$1: no loading row after the first $ramp_ms ms of PgDn held ($key_rate keys/s)" "$loading_seen screens showed one, at counts$loading_at"; fi
    if ((repeats_seen == 0)); then ok "$1: no item shown twice"
    else
        local final_screen=$SCREEN
        SCREEN=$repeated_screen
        fail "$1: no item shown twice" "$repeats_seen screens showed an item twice, first: $repeated; the first such screen:"
        SCREEN=$final_screen
    fi
    if ((count_fell == 0)); then ok "$1: the status count keeps rising"
    else fail "$1: the status count keeps rising" "it fell $count_fell times"; fi
}

# --- 1. The newest list past items 2,000 and 10,000 -------------------------------------------
newest_part() {
    new_home_server
    e2e_start "$server" 80 24 || fail "newest: tmux starts"
    e2e_keys "$server" "$(kiji_command --demo --items 30000)" Enter
    if check "newest: the first page appears" 30 first_page; then
        hold_page_down 10200 120
        if ((passed_2000 && passed_10000)); then ok "newest: PgDn held ($key_rate keys/s) passes item 2,000 and item 10,000 ($final loaded)"
        else fail "newest: PgDn held passes item 2,000 and item 10,000" "reached $final at $key_rate keys/s"; fi
        held_key_checks newest
        e2e_keys "$server" G
        last_loaded() { has "The last item loaded so far; more load as you go on."; }
        check "newest: G goes to the last item loaded and says so" 5 last_loaded
        e2e_keys "$server" q
    fi
    e2e_kill_servers
}
part newest && newest_part

# --- 2. A tag's list past its 10,000th item ---------------------------------------------------
tag_part() {
    new_home_server
    e2e_start "$server" 80 24 || fail "tag: tmux starts"
    e2e_keys "$server" "$(kiji_command tag Python --demo --items 100000)" Enter
    if check "tag: the first page of #Python appears" 60 first_page; then
        hold_page_down 10200 120
        if ((passed_10000)); then ok "tag: PgDn held ($key_rate keys/s) walks #Python past its 10,000th item ($final loaded)"
        else fail "tag: PgDn held walks #Python past its 10,000th item" "reached $final"; fi
        held_key_checks tag
        # Every item row's second line (author, tags, counts, date) names #Python.
        only_python() {
            local facts
            facts=$(sed -n '2,23p' <<<"$SCREEN" | grep -E '^ *  @' || true)
            [[ -n "$facts" ]] && ! grep -vqF '#Python' <<<"$facts"
        }
        check "tag: every row on screen past the switch is tagged #Python" 5 only_python
        header_tag() { e2e_row 0 | grep -qE '^ #Python  '; }
        check "tag: the header still says #Python" 5 header_tag
        e2e_keys "$server" q
    fi
    e2e_kill_servers
}
part tag && tag_part

# --- 3. The true end of a list -----------------------------------------------------------------
end_part() {
    new_home_server
    e2e_start "$server" 80 24 || fail "end: tmux starts"
    e2e_keys "$server" "$(kiji_command --demo --items 12000)" Enter
    if check "end: the first page appears" 30 first_page; then
        hold_page_down 12000 150
        at_end() { has "Nothing older: the oldest item is from 20" && [[ "$(loaded_rows)" == 12000 ]] && e2e_last_row | grep -qF "12000/12000"; }
        e2e_keys "$server" G
        check "end: at the true end, 12000/12000 items (none repeated or skipped) and a row saying nothing is older" 30 at_end
        held_key_checks end
        e2e_keys "$server" q
    fi
    e2e_kill_servers
}
part end && end_part

# --- 4. `? help` whole at 80 columns on every screen ----------------------------------------------
header_part() {
    new_home_server
    e2e_start "$server" 80 24 || fail "header: tmux starts"
    e2e_keys "$server" "$(kiji_command --demo)" Enter
    # capture-pane leaves out the blanks at the end of a row.
    help_whole() { e2e_row 0 | grep -qE '  demo( · 127\.0\.0\.1:[0-9]+)?  \? help *$'; }
    list_header() { first_page && help_whole; }
    check "header: the list shows ? help whole at 80 columns" 30 list_header
    e2e_keys "$server" Enter
    article_header() { e2e_row 0 | grep -qF ' › ' && help_whole; }
    check "header: an article shows ? help whole at 80 columns" 10 article_header
    e2e_keys "$server" c
    comments_header() { e2e_row 0 | grep -qF 'Comments' && help_whole; }
    check "header: its comments show ? help whole at 80 columns" 10 comments_header
    e2e_keys "$server" q q q
    e2e_kill_servers
}
part header && header_part

e2e_result
