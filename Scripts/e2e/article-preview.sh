#!/usr/bin/env bash
# End to end: `kiji read` and `kiji preview` in tmux, and their print mode, as a person would use them.
#   Scripts/e2e/article-preview.sh
#
# 1. `kiji read --demo ID` opens the demo's first item as the first screen; `a` pushes the author's
#    list, Esc comes back, and `q` quits with status 0, leaving the terminal usable.
#    Printed (not a terminal), its date follows TZ: 2026-11-19 in UTC and Los Angeles, 2026-11-20 in Tokyo.
# 2. Print equals pager: `kiji preview FILE --width W` into a file gives exactly the lines the pager
#    shows for FILE in a W-column pane tall enough for the whole article (NO_COLOR, as the print
#    without --color is laid out without colours), for two real articles at two widths.
# 3. `kiji preview --demo` of a copy of a real article with two <details> sections and a mention
#    (a line mentioning @alice, a demo user, is appended): Tab reaches the first section's summary,
#    Enter opens it and the text inside appears; Tab reaches @alice, Enter opens her list and Esc
#    returns; at the end of the article, a line appended to the file appears on screen while the
#    first row stays; deleting the file keeps the last version with a message in the status bar.
# The focused link is read from the pane's attributes: under NO_COLOR it is drawn in reverse video.
#
# The binary is $KIJI_BIN (Scripts/test: the release build), else lib/e2e.sh builds release. The real articles are read
# in place from $KIJI_CONFORMANCE/articles, else shared/conformance/articles beside the repository
# (or beside its worktree folder); a missing folder is a failure.
# Prints "ok   NAME" or "FAIL NAME" (with the screen) per check, then "N passed, M failed";
# exits non-zero on any failure.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
export XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config"
kiji_env=(NO_COLOR=1 "XDG_CACHE_HOME=$XDG_CACHE_HOME" "XDG_CONFIG_HOME=$XDG_CONFIG_HOME")

# The real article whose file name starts with $1, without the first line that names its source.
if [[ -n "${KIJI_CONFORMANCE:-}" ]]; then
    articles=$KIJI_CONFORMANCE/articles
else
    articles=$(cd .. && pwd)/shared/conformance/articles
    [[ -d "$articles" ]] || articles=$(cd ../.. && pwd)/shared/conformance/articles
fi
real_article() {
    local file
    file=$(ls "$articles"/"$1"* 2>/dev/null | head -1)
    [[ -n "$file" ]] && tail -n +2 "$file"
}
require "shared/conformance/articles is beside the repository" test -d "$articles"

# --- Predicates on $SCREEN --------------------------------------------------------------------
# --- 1. kiji read --demo ID ---------------------------------------------------------------------
read_case() {
    server="kiji-e2e-article-$$-1"
    SCREEN=""
    local id=7e476343f4055a17c3e9 title="VIPER in a Terminal: Structuring a Qiita Reader in Swift"
    e2e_start "$server" 100 30 || { fail "read: tmux starts"; return; }
    e2e_keys "$server" "$(kiji_command read --demo "$id")" Enter
    article_shown() { row_has 0 "VIPER in a Terminal" && ! row_has 0 "›" && row_has 1 "$title" && row_has 2 "@alice (Alice Walker)" && ! e2e_spinning; }
    check "read --demo $id opens the article as the first screen: title, @alice" 30 article_shown || return
    e2e_keys "$server" a
    author_list() { row_has 0 "› @alice" && e2e_last_row | grep -qE '[0-9]+/[0-9]+ *$' && ! e2e_spinning; }
    check "a pushes @alice's list on top of the article" 15 author_list || return
    e2e_keys "$server" Escape
    check "Esc returns to the article" 10 article_shown || return
    e2e_keys "$server" q
    check_restored "q on the article quits with status 0 and leaves the terminal usable" 0
    e2e_kill_servers
}
read_case

# posted_in ZONE DAY: `kiji read --demo` printed under TZ=ZONE dates the demo's first item DAY. That
# item is posted a few minutes before 2026-11-20 00:00 UTC, so the day depends on the zone.
posted_in() {
    local zone=$1 day=$2 name="printed under TZ=$1, the first item is dated $2"
    TZ=$zone "$bin" read --demo 7e476343f4055a17c3e9 >"$work/dated" 2>"$work/err" </dev/null
    SCREEN=$(grep -m1 -F "Posted" "$work/dated")
    if grep -qF "Posted $day" <<<"$SCREEN"; then ok "$name"; else fail "$name"; fi
}
posted_in UTC 2026-11-19
posted_in Asia/Tokyo 2026-11-20
posted_in America/Los_Angeles 2026-11-19

# --- 2. Print equals pager ----------------------------------------------------------------------
# same_as_print PREFIX WIDTH: the pager's lines for the article equal `kiji preview --width WIDTH > file`.
same_as_print() {
    local prefix=$1 width=$2 file="$work/print-$1.md" name
    name="print of article $prefix at --width $width equals the pager's lines at $width columns"
    real_article "$prefix" >"$file" || { fail "$name" "no article $prefix"; return; }
    "$bin" preview "$file" --width "$width" >"$work/printed" 2>"$work/err" </dev/null
    local rc=$?
    [[ $rc -eq 0 ]] || { SCREEN=$(cat "$work/err"); fail "$name" "print exited $rc"; return; }
    local lines height
    lines=$(wc -l <"$work/printed")
    height=$((lines + 3))
    server="kiji-e2e-article-$$-print-$prefix"
    SCREEN=""
    e2e_start "$server" "$width" "$height" || { fail "$name" "tmux starts"; return; }
    e2e_keys "$server" "$(kiji_command preview "$file")" Enter
    whole_article() { e2e_last_row | grep -qE 'All *$'; }
    e2e_wait "$server" 20 whole_article || { fail "$name" "the pager showed no whole article"; return; }
    local pager
    pager=$(sed -n "2,$((height - 1))p" <<<"$SCREEN" | sed 's/ *$//' | sed -e ':a' -e '/^\n*$/{$d;N;ba' -e '}')
    if diff <(sed 's/ *$//' "$work/printed" | sed -e ':a' -e '/^\n*$/{$d;N;ba' -e '}') <(echo "$pager") >"$work/diff"; then
        ok "$name ($lines lines)"
    else
        SCREEN=$(head -20 "$work/diff")
        fail "$name" "they differ (print < > pager)"
    fi
    e2e_keys "$server" q
    e2e_kill_servers
}
same_as_print 27- 80
same_as_print 19- 47

# --- 3. kiji preview --demo of a real article with <details> and a mention ----------------------
preview_case() {
    server="kiji-e2e-article-$$-3"
    SCREEN=""
    local file="$work/draft.md" title="闘魂で挑むAdvent of Code 2024 Day 4"
    real_article 21- >"$file" || { fail "preview: article 21 exists"; return; }
    printf '\nこの記事は @alice さんにも読んでもらいました。\n' >>"$file"
    e2e_start "$server" 100 30 || { fail "preview: tmux starts"; return; }
    e2e_keys "$server" "$(kiji_command preview --demo "$file")" Enter
    preview_shown() { row_has 0 "$title" && row_has 1 "$title" && row_has 2 "#Elixir" && lacks "tags:"; }
    check "preview opens the article: front matter title and tags, no other front matter" 30 preview_shown || return

    # The first section: reached with Tab, folded, opened with Enter.
    local inside="まず、与えられた文字列から"
    if tab_to "私の解答"; then
        ok "Tab reaches the first <details> summary (私の解答)"
        folded() { has "私の解答" && lacks "$inside"; }
        if e2e_wait "$server" 5 folded; then ok "the section is folded: its inside is not shown"; else fail "the section is folded: its inside is not shown"; fi
        e2e_keys "$server" Enter
        check "Enter opens it and the text inside appears ($inside)" 10 has "$inside"
    else
        fail "Tab reaches the first <details> summary (私の解答)"
        echo "FAIL Enter opens it and the text inside appears (not run: no summary to open)"
        failed=$((failed + 1))
    fi

    # The mention: reached with Tab, Enter opens the user's list, Esc comes back.
    returned() { row_has 0 "$title" && ! row_has 0 "›" && has "この記事は @alice"; }
    e2e_keys "$server" g
    if tab_to "@alice"; then
        ok "Tab reaches the mention @alice"
        e2e_keys "$server" Enter
        alice_list() { row_has 0 "› @alice" && has "VIPER in a Terminal" && ! e2e_spinning; }
        if check "Enter on @alice opens her list from the demo API" 20 alice_list; then
            e2e_keys "$server" Escape
            check "Esc returns to the preview where it was, at the mention" 10 returned
        fi
    else
        fail "Tab reaches the mention @alice"
        echo "FAIL Enter on @alice opens her list, Esc returns (not run: no mention to open)"
        failed=$((failed + 1))
    fi

    # At the end of the article the body's last lines show above its Links section: a line appended
    # to the file appears there, while the rows above stay where they were (the position is kept).
    e2e_keys "$server" G
    at_bottom() { e2e_last_row | grep -qE 'Bot *$' && has "この記事は @alice"; }
    check "G shows the end of the preview, the body's last line above Links" 5 at_bottom || return
    local top
    top=$(e2e_row 1)
    printf '\nE2E-APPENDED-%s: a line written while previewing.\n' "$$" >>"$file"
    updated() { [[ "$(e2e_row 1)" == "$top" ]] && has "E2E-APPENDED-$$"; }
    check "a line appended to the file appears, and the first row stays: the position is kept" 5 updated

    rm -f "$file"
    gone() { e2e_last_row | grep -qF "No such file or directory" && has "E2E-APPENDED-$$"; }
    check "deleting the file keeps the last version and says why in the status bar" 5 gone
    e2e_keys "$server" q
    check_restored "q on the preview quits with status 0 and leaves the terminal usable" 0
    e2e_kill_servers
}
preview_case

e2e_result
