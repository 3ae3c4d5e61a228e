#!/usr/bin/env bash
# End to end: the find in an article of `kiji --demo` in tmux, in English and in Japanese, at 80×24
# and at 40×12.
#   Scripts/e2e/article-find.sh
#
# In each run the first article of the newest items (VIPER in a Terminal) opens; `/` opens the find
# prompt on the last row and "screen" is found: the status bar counts 1/10, and `n` moves through
# 2/10 … 10/10 and round to 1/10, each match brought into view and drawn on the selection's cyan
# (the other matches in view on yellow, every marked cell spelling "screen" in some case; at 40
# columns one match runs over a code line's wrap, `sc` and `↪ reen`); `N` from the first goes to
# 10/10. A word not in the article is said not found. `:` opens the Qiita search
# prompt from the article. Then in the article's comments (`c`), `/` finds "import" (1/5, the
# match looked at on cyan) and `n`, `n` go to 3/5.
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

# The marked cells of the screen as "current|others": the text on the selection's cyan, then the
# text on the match's yellow, each read left to right and top to bottom with nothing between (a
# match may run over a wrapped line), lowercased.
marked_words() {
    tmux -L "$server" capture-pane -p -e -t main | python3 -c '
import sys
sys.path.insert(0, "Scripts/e2e/lib")
from sgr_cells import rows
words = {6: "", 3: ""}
for cells in list(rows(sys.stdin.read()))[1:-1]:
    for character, _, bg in cells:
        if bg in words: words[bg] += character.lower()
print(words[6] + "|" + words[3])'
}

# The count $1 in the status bar, the current match "screen" on cyan and the other marked cells
# spelling "screen" over and over.
at_match() {
    e2e_last_row | grep -qE "(^| )$1( |$)" || return 1
    local marked
    marked=$(marked_words)
    [[ "${marked%%|*}" == screen ]] || return 1
    [[ "${marked#*|}" =~ ^(screen)*$ ]]
}
# The comments of the demo's first article are on screen, and kiji is idle.
comments_shown() { has "@noah_wilson33" && e2e_idle; }
# The count $1 in the status bar, and the match looked at, "import", on cyan.
comment_match() {
    e2e_last_row | grep -qE "(^| )$1( |$)" || return 1
    local marked
    marked=$(marked_words)
    [[ "${marked%%|*}" == import ]]
}
search_closed() { ! last_row_starts "$search_label"; }
last_row_starts() { e2e_last_row | grep -qF -- "$1"; }

# find_run LABEL WIDTH HEIGHT VAR=VALUE...: one kiji, one article, every check at that size.
find_run() {
    local label=$1
    demo_article_open "find-$label" "$2" "$3" "${@:4}" || return

    e2e_keys "$server" /
    check "$label: / opens the find prompt ($find_label)" 5 last_row_starts "$find_label"
    e2e_type "$server" screen
    e2e_keys "$server" Enter
    check "$label: Enter finds \"screen\": 1/10, the match on cyan, the others on yellow" 5 at_match 1/10
    for number in 2 3 4 5 6 7 8 9 10 1; do
        e2e_keys "$server" n
        check "$label: n shows match $number/10 in view, on cyan" 5 at_match "$number/10"
    done
    e2e_keys "$server" N
    check "$label: N from the first match goes round to 10/10" 5 at_match 10/10

    e2e_keys "$server" /
    e2e_type "$server" zzqx
    e2e_keys "$server" Enter
    check "$label: a word not in the article: \"$not_found\"" 5 last_row_starts "$not_found"

    e2e_keys "$server" :
    check "$label: : opens the Qiita search prompt in the article ($search_label)" 5 last_row_starts "$search_label"
    e2e_keys "$server" Escape
    check "$label: Esc closes it" 5 search_closed

    e2e_keys "$server" c
    if ! e2e_wait "$server" 15 comments_shown; then fail "$label: c opens the comments"; e2e_kill_servers; return; fi
    e2e_keys "$server" /
    e2e_type "$server" import
    e2e_keys "$server" Enter
    check "$label: in the comments, / finds \"import\": 1/5, on cyan" 5 comment_match 1/5
    e2e_keys "$server" n n
    check "$label: n, n in the comments: 3/5, on cyan" 5 comment_match 3/5
    e2e_kill_servers
}

find_label="Find:" not_found="Not found: zzqx" search_label="Search:"
for size in 80x24 40x12; do
    find_run "english-$size" "${size%x*}" "${size#*x}"
done
find_label=$(catalog_ja "Find: ") not_found=$(catalog_ja "Not found: {query}" query=zzqx) search_label=$(catalog_ja "Search: ")
# tmux's capture drops a row's trailing blanks, so the labels are looked for without theirs.
find_label=${find_label% } search_label=${search_label% }
require "the catalog has the find's Japanese" test -n "$find_label" -a -n "$not_found" -a -n "$search_label"
for size in 80x24 40x12; do
    find_run "japanese-$size" "${size%x*}" "${size#*x}" LC_ALL= LANG=ja_JP.UTF-8
done
e2e_result
