#!/usr/bin/env bash
# End to end: the outline of an article of `kiji --demo` in tmux, in English and in Japanese, at
# 80×24 and at 40×12.
#   Scripts/e2e/article-outline.sh
#
# In each run the first article of the newest items (VIPER in a Terminal) opens; `t` opens its
# outline (titled Outline, or 目次) listing its first and last headings, and Esc closes it. `t`, G
# and Enter put the last heading, "What I would do differently", on the pager's top row; a line
# down, the status bar names that section (`§ What…`); `[` brings its heading back to the top,
# `[` again the heading before it ("#### A note on cancellation"), and `]` the last one again.
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

last_heading="What I would do differently"
# The pager's top row (the screen's second: the header is the first) starts with $1.
top_row_starts() { tmux -L "$server" capture-pane -p -t main | sed -n 2p | grep -qF -- "$1"; }
outline_open() { has "$outline_title" && has "VIPER in a Terminal" && has "$last_heading"; }
outline_closed() { lacks "$outline_title"; }
section_named() { e2e_last_row | grep -qF "§ What"; }

# outline_run LABEL WIDTH HEIGHT VAR=VALUE...: one kiji, one article, every check at that size.
outline_run() {
    local label=$1
    demo_article_open "outline-$label" "$2" "$3" "${@:4}" || return

    e2e_keys "$server" t
    check "$label: t opens the outline ($outline_title) with the first and the last heading" 5 outline_open
    e2e_keys "$server" Escape
    check "$label: Esc closes it" 5 outline_closed
    e2e_keys "$server" t G Enter
    check "$label: t, G, Enter put the last heading on the top row" 5 top_row_starts "$last_heading"
    e2e_keys "$server" j
    check "$label: a line down, the status bar names the section" 5 section_named
    e2e_keys "$server" [
    check "$label: [ brings the section's heading back to the top" 5 top_row_starts "$last_heading"
    e2e_keys "$server" [
    check "$label: [ again goes to the heading before" 5 top_row_starts "#### A note on cancellation"
    e2e_keys "$server" ]
    check "$label: ] goes to the next heading" 5 top_row_starts "$last_heading"
    e2e_kill_servers
}

outline_title="Outline"
for size in 80x24 40x12; do
    outline_run "english-$size" "${size%x*}" "${size#*x}"
done
outline_title=$(catalog_ja "Outline")
require "the catalog has the outline's Japanese" test -n "$outline_title"
for size in 80x24 40x12; do
    outline_run "japanese-$size" "${size%x*}" "${size#*x}" LC_ALL= LANG=ja_JP.UTF-8
done
e2e_result
