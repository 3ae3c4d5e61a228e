#!/usr/bin/env bash
# End to end: the kept search (`K`) of `kiji --demo` in tmux, in English and in Japanese, at 80×24.
#   Scripts/e2e/kept-search.sh
#
# In each run the first article of the newest items (VIPER in a Terminal) opens, and so is kept
# with its body; `q` goes back to the list. `K` opens the kept-search prompt on the last row, and
# "weekend", a word from the middle of the article's body, is searched: the list titled
# "Kept: weekend" shows the article's row, its excerpt holding the word, which alone is marked on
# the find's yellow. Enter opens the article with the word found: the status bar counts 1/2, the
# match looked at on the selection's cyan; `n` goes to 2/2, and `q` goes back to the search list.
# A word no kept item holds is said so.
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

# The text on the background colour $1 (3: the match's yellow, 6: the selection's cyan), below the
# header and above the status bar, read left to right and top to bottom.
on_background() {
    tmux -L "$server" capture-pane -p -e -t main | python3 -c '
import sys
sys.path.insert(0, "Scripts/e2e/lib")
from sgr_cells import rows
print("".join(c for cells in list(rows(sys.stdin.read()))[1:-1] for c, _, bg in cells if bg == int(sys.argv[1])))' "$1"
}

# The list of the newest items is back on top of the article, and kiji is idle.
list_shown() { has "VIPER in a Terminal" && lacks "Most write-ups" && e2e_idle; }
last_row_starts() { e2e_last_row | grep -qF -- "$1"; }
# The kept search's list: its title in the header, the article's row, the excerpt's word alone on yellow.
results_shown() {
    row_has 0 "$results_title" && has "VIPER in a Terminal" && has "weekend" && e2e_idle || return 1
    [[ "$(on_background 3)" == weekend ]]
}
# The article with the count $1 in the status bar and the match looked at, "weekend", on cyan.
article_at() {
    has "Most write-ups" || has "weekend" || return 1
    e2e_last_row | grep -qE "(^| )$1( |$)" || return 1
    [[ "$(on_background 6)" == weekend ]]
}
back_at_results() { row_has 0 "$results_title" && has "VIPER in a Terminal" && lacks "$1/2" && e2e_idle; }

# kept_run LABEL VAR=VALUE...: one kiji, one article kept, every check.
kept_run() {
    local label=$1
    demo_article_open "kept-$label" 80 24 "${@:2}" || return

    e2e_keys "$server" q
    if ! e2e_wait "$server" 15 list_shown; then fail "$label: q goes back to the list"; e2e_kill_servers; return; fi
    e2e_keys "$server" K
    check "$label: K opens the kept-search prompt ($kept_label)" 5 last_row_starts "$kept_label"
    e2e_type "$server" weekend
    e2e_keys "$server" Enter
    check "$label: Enter lists the kept article holding \"weekend\", the word on yellow in its excerpt" 10 results_shown

    e2e_keys "$server" Enter
    check "$label: Enter opens the article with \"weekend\" found: 1/2, on cyan" 15 article_at 1/2
    e2e_keys "$server" n
    check "$label: n goes to the second match: 2/2, on cyan" 5 article_at 2/2
    e2e_keys "$server" q
    check "$label: q goes back to the search list" 5 back_at_results 2

    e2e_keys "$server" K
    if e2e_wait "$server" 5 last_row_starts "$kept_label"; then
        e2e_type "$server" zzqx
        e2e_keys "$server" Enter
        check "$label: a word no kept item holds: \"$no_match\"" 10 has "$no_match"
    else
        fail "$label: K opens the prompt again"
    fi
    e2e_kill_servers
}

kept_label="Search kept:" results_title="Kept: weekend" no_match="No kept item holds zzqx."
kept_run english
kept_label=$(catalog_ja "Search kept: ") results_title=$(catalog_ja "Kept: {query}" query=weekend)
no_match=$(catalog_ja "No kept item holds {query}." query=zzqx)
# tmux's capture drops a row's trailing blanks, so the label is looked for without its own.
kept_label=${kept_label% }
require "the catalog has the kept search's Japanese" test -n "$kept_label" -a -n "$results_title" -a -n "$no_match"
kept_run japanese LC_ALL= LANG=ja_JP.UTF-8
e2e_result
