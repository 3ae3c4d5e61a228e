#!/usr/bin/env bash
# End to end: the link labels of an article of `kiji --demo` in tmux, in English and in Japanese,
# at 80×24 and at 40×12.
#   Scripts/e2e/article-link-hints.sh
#
# In each run the first article of the newest items (VIPER in a Terminal) opens; `F` puts a label
# beside each link in view, in the match style, and the status bar says to type one; no label
# covers a link's text (the header's tags are still all drawn whole). The third label, `d`, is the
# one beside the second tag, #VIPER; typing it opens #VIPER's items, as Enter on the tag would.
# Back in the article, `F` and Esc leave the labels, opening nothing.
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

# The labels drawn on the screen, in the match style (yellow, bold), read left to right and top to
# bottom, each run of labelled cells one word.
labels() {
    tmux -L "$server" capture-pane -p -e -t main | python3 -c '
import sys
sys.path.insert(0, "Scripts/e2e/lib")
from sgr_cells import rows
words = []
for cells in list(rows(sys.stdin.read()))[1:-1]:
    word = ""
    for character, _, bg in cells:
        if bg == 3:
            word += character
        elif word:
            words.append(word)
            word = ""
    if word: words.append(word)
print(" ".join(words))'
}
labelled() { [[ "$(labels)" == "a s d f"* ]] && e2e_last_row | grep -qF "$type_label"; }
tags_whole() { has "#Swift" && has "#VIPER" && has "#ncurses"; }
no_labels() { [[ -z "$(labels)" ]] && e2e_last_row | grep -vqF "$type_label"; }
viper_list() { sed -n 1p <<<"$SCREEN" | grep -qF "#VIPER"; }

# hints_run LABEL WIDTH HEIGHT VAR=VALUE...: one kiji, one article, every check at that size.
hints_run() {
    local label=$1
    demo_article_open "hints-$label" "$2" "$3" "${@:4}" || return

    e2e_keys "$server" F
    check "$label: F labels the links in view a s d f …, and the status bar says to type one" 5 labelled
    check "$label: no label covers a tag's text" 5 tags_whole
    e2e_keys "$server" d
    check "$label: d, the third label, opens #VIPER's items" 10 viper_list
    e2e_keys "$server" Escape
    if ! e2e_wait "$server" 10 demo_article_shown; then fail "$label: Esc goes back to the article"; e2e_kill_servers; return; fi
    e2e_keys "$server" F
    e2e_wait "$server" 5 labelled >/dev/null
    e2e_keys "$server" Escape
    check "$label: Esc leaves the labels, in the article" 5 no_labels
    check "$label: and opens nothing" 5 demo_article_shown
    e2e_kill_servers
}

type_label="Type a link's label"
for size in 80x24 40x12; do
    hints_run "english-$size" "${size%x*}" "${size#*x}"
done
type_label=$(catalog_ja "Type a link's label to open it; any other key leaves.")
type_label=${type_label:0:8}
require "the catalog has the labels' Japanese" test -n "$type_label"
for size in 80x24 40x12; do
    hints_run "japanese-$size" "${size%x*}" "${size#*x}" LC_ALL= LANG=ja_JP.UTF-8
done
e2e_result
