#!/usr/bin/env bash
# End to end: an article of `kiji --demo` opened again opens where the reader left it, in tmux, in
# English and in Japanese, at 80×24 and at 40×12.
#   Scripts/e2e/resume-reading.sh
#
# In each run the first article of the newest items (VIPER in a Terminal) opens at the top (`Top`,
# or 先頭 in Japanese, in the status bar) and is read down to about 60 %; back to the list and
# Enter again, the same line is at the top of the view and the status bar shows the same
# percentage, give or take 2 (see back_at). Ctrl-C quits from the article, and a new kiji on the same cache opens it on that
# line again. Then the width changes (80×24 to 40×12 and back): the same words are at the top.
# An article whose kept version is not the one shown (changed in the cache, as an edit on Qiita
# would) opens at the top, and the status bar says why. Read to the end, it opens at the top.
# Two pages down and three seconds still, its tmux server is killed (kiji gets SIGHUP, as from a
# closed terminal window): a new kiji opens it on that line.
#
# The binary is $KIJI_BIN (Scripts/test: the release build), else lib/e2e.sh builds release.
# Prints "ok   NAME" or "FAIL NAME" (with the screen) per check, then "N passed, M failed" last.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
# The catalog beside $bin gives the Japanese the checks wait for.
# shellcheck source=lib/catalog.sh
source Scripts/e2e/lib/catalog.sh
catalog_built
# shellcheck source=lib/demo-article.sh
source Scripts/e2e/lib/demo-article.sh

# The percentage in the status bar (`62%` gives 62); nothing at the top or the bottom.
percent() { e2e_last_row | grep -oE '(^| )[0-9]{1,2}%( |$)' | tr -dc '0-9'; }
at_top() { e2e_last_row | grep -qE "(^| )$top_word( |$)"; }
# The first row of the article (under the header) is $1, and the status bar shows $2 %, give or
# take 2: an image above the view that was drawn on the way down is a one-line placeholder again
# until it comes near the view, so the article may count a few lines fewer.
back_at() {
    local share
    share=$(percent)
    [[ "$(e2e_row 1)" == "$1" && -n "$share" ]] && ((share >= $2 - 2 && share <= $2 + 2)) && e2e_idle
}
# The first words of a row, without the gutters before them.
first_words() { sed -E 's/^[[:space:]│┃↪]+//' <<<"$1" | cut -c1-12; }
# The first words $1 are on the article's first two rows, with the two rows read as one.
words_on_top() { [[ -n "$1" ]] && grep -qF -- "$1" <<<"$(e2e_row 1 | sed 's/ *$//') $(e2e_row 2 | sed -E 's/^[[:space:]│┃↪]+//')"; }
changed_said() { e2e_last_row | grep -qF -- "$changed_note"; }

# start_kiji LABEL WIDTH HEIGHT: kiji on the demo in a new tmux, with the cache and config of
# demo_article_open's LABEL (in $kiji_env), on its list.
start_kiji() {
    local label=$1
    server="kiji-resume-$label-$$-$RANDOM"
    e2e_start "$server" "$2" "$3" || { fail "$label: tmux starts"; return 1; }
    e2e_keys "$server" "$(kiji_command --demo --port "$(free_port)")" Enter
    e2e_settle_from_now
    sleep 1
    e2e_wait "$server" 30 e2e_settled || { fail "$label: kiji starts"; e2e_kill_servers; return 1; }
}

# read_to LABEL PERCENT: pages, then lines, down to PERCENT % or just past it.
read_to() {
    local share
    for _ in $(seq 1 600); do
        SCREEN=$(e2e_capture "$server")
        share=$(percent)
        [[ -n "$share" && "$share" -ge "$2" ]] && return 0
        if [[ -n "$share" && "$share" -ge $(($2 - 10)) ]]; then e2e_keys "$server" j; else e2e_keys "$server" NPage; fi
        sleep 0.02
    done
    fail "$1: the article reads down to $2 %"
    return 1
}

# resume_run LABEL WIDTH HEIGHT VAR=VALUE...: one cache, every check at that size.
resume_run() {
    local label=$1 width=$2 height=$3 line share words
    demo_article_open "$@" || return
    check "$label: the article opens at the top ($top_word)" 5 at_top
    read_to "$label" 60 || { e2e_kill_servers; return; }
    e2e_settle_from_now
    e2e_wait "$server" 5 e2e_settled >/dev/null
    line=$(e2e_row 1) share=$(percent)
    e2e_keys "$server" q
    e2e_wait "$server" 5 at_root >/dev/null
    e2e_keys "$server" Enter
    check "$label: opened again, the same line is at the top and the status shows about $share%" 10 back_at "$line" "$share"

    e2e_keys "$server" C-c
    check_restored "$label: Ctrl-C quits from the article" 0
    e2e_kill_servers
    start_kiji "$label" "$width" "$height" || return
    e2e_keys "$server" Enter
    check "$label: a new kiji opens it on the same line, at about $share%" 15 back_at "$line" "$share"

    words=$(first_words "$line")
    if [[ "$width" == 80 ]]; then
        e2e_keys "$server" q
        e2e_wait "$server" 5 at_root >/dev/null
        tmux -L "$server" resize-window -t main -x 40 -y 12
        e2e_keys "$server" Enter
        check "$label: at 40×12, the same words are at the top ($words)" 10 words_on_top "$words"
        e2e_keys "$server" q
        e2e_wait "$server" 5 at_root >/dev/null
        tmux -L "$server" resize-window -t main -x 80 -y 24
        e2e_keys "$server" Enter
        check "$label: back at 80×24, the same line is at the top" 10 back_at "$line" "$share"
    fi

    e2e_keys "$server" C-c
    check_restored "$label: Ctrl-C quits" 0
    e2e_kill_servers
    python3 - "$work/$label/cache/kiji/cache.sqlite" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("UPDATE readingPlace SET version = 'an older version'")
db.commit()
PY
    start_kiji "$label" "$width" "$height" || return
    e2e_keys "$server" Enter
    check "$label: a changed article opens at the top, saying so" 15 changed_at_top
    e2e_keys "$server" G
    check "$label: G goes to the end" 5 at_bottom
    e2e_keys "$server" q
    e2e_wait "$server" 5 at_root >/dev/null
    e2e_keys "$server" Enter
    check "$label: read to the end, it opens at the top" 10 at_top_idle

    e2e_keys "$server" NPage NPage
    e2e_settle_from_now
    e2e_wait "$server" 5 e2e_settled >/dev/null
    line=$(e2e_row 1) share=$(percent)
    sleep 3
    e2e_kill_servers
    start_kiji "$label" "$width" "$height" || return
    e2e_keys "$server" Enter
    check "$label: its terminal closed 3 s after the last move (SIGHUP), it opens on that line" 15 back_at "$line" "$share"
    e2e_kill_servers
}
changed_at_top() { changed_said && [[ "$(e2e_row 1)" =~ VIPER ]]; }
at_bottom() { e2e_last_row | grep -qE "(^| )$bottom_word( |$)"; }
at_top_idle() { at_top && e2e_idle; }

# At 40 columns the sentence is cut at the right edge: its first words are looked for.
top_word="Top" bottom_word="Bot" changed_note="The article changed"
for size in 80x24 40x12; do
    resume_run "english-$size" "${size%x*}" "${size#*x}"
done
top_word=$(catalog_ja "Top") bottom_word=$(catalog_ja "Bot")
changed_note=$(catalog_ja "The article changed since you last read it; it opens at the top.")
changed_note=${changed_note:0:10}
require "the catalog has the position's Japanese" test -n "$top_word" -a -n "$bottom_word" -a -n "$changed_note"
for size in 80x24 40x12; do
    resume_run "japanese-$size" "${size%x*}" "${size#*x}" LC_ALL= LANG=ja_JP.UTF-8
done
e2e_result
