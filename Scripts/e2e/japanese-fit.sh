#!/usr/bin/env bash
# End to end: every screen of `kiji --demo` fits the terminal in Japanese and in English, at 80×24
# and at 40×12.
#   Scripts/e2e/japanese-fit.sh
#
# For each language (LANG=ja_JP.UTF-8 with LC_ALL cleared, then LANG=C.UTF-8) and size, one kiji
# run in tmux visits: the home lists 1 to 5, an article of the newest items (3, Enter), its
# comments (c), the confirm box of a comment written in the editor (C, with VISUAL a script), the
# author's list (a, from the article), a tag's list (Tab to the article's first tag, Enter), the
# help (?), and the status bar after an error (the stub failing GET /items with a 500: G asks for
# page 2, then r retries it).
# On each, once the screen stops changing:
#   - nothing overflows: tmux's grid, joined where a row wrapped (lib/screen.sh), has exactly the
#     pane's rows and none is wider than the pane in display cells (python3's east_asian_width: a
#     wide character counts 2); a wide character cut at the right edge would wrap, or show as
#     U+FFFD, which must not be on screen either; this also holds after a full repaint (the
#     editor's return), where ncurses' bottom-right-cell trick once left a row a cell too long;
#   - the header's parts never touch: the breadcrumb and the right part (notes, the help hint) are
#     apart by two spaces or more, and the right part ends in the help hint of that language
#     (`? help`, or its translation in the compiled catalog, lib/catalog.sh); where an overlay as
#     tall as the pane (the help) covers the header, the check's name says so and only the fit is
#     checked.
# The boxes (the help on an article, opened twice, on the comments and on a list; the messages
# after y, whose footer must be whole; the confirm box) keep their four corners, ┌ ┐ above └ ┘.
# A failure names the language, size and screen, with the screen captured.
#
# The binary is $KIJI_BIN (Scripts/test: the release build), else lib/e2e.sh builds release.
# Prints "ok   NAME" or "FAIL NAME" (with the screen) per check, then "N passed, M failed" last.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
# shellcheck source=lib/catalog.sh
source Scripts/e2e/lib/catalog.sh
unset QIITA_ACCESS_TOKEN
e2e_use_kiji
catalog_built

editor="$work/editor"
printf '#!/bin/sh\n{ echo "Written by the fit e2e test"; cat "$1"; } >"$1.new" && mv "$1.new" "$1"\n' >"$editor"
chmod +x "$editor"


# settle_after KEYS...: sends the keys, then waits until the screen settles (e2e_settled: 0.3 s unchanged, from 0.2 s on).
settle_after() {
    e2e_keys "$server" "$@"
    sleep 0.2
    e2e_settle_from_now
    e2e_wait "$server" 20 e2e_settled
}

# The header's row splits at runs of two spaces or more into the breadcrumb and the right part's
# pieces; the last piece is the help hint. Prints the problem and fails when it is not so.
header_apart() {
    python3 -c '
import re, sys
row, hint = sys.argv[1], sys.argv[2]
parts = [p for p in re.split(r" {2,}", row.strip()) if p]
if len(parts) < 2:
    print("the header is one piece, its parts touch: %r" % row.rstrip()); sys.exit(1)
if parts[-1] != hint:
    print("the header ends in %r, not the help hint %r: %r" % (parts[-1], hint, row.rstrip())); sys.exit(1)
' "$1" "$2"
}

# fits NAME WIDTH HEIGHT HINT: one check that the screen now shown fits.
fits() {
    local name=$1 width=$2 height=$3 hint=$4 joined problems
    joined=$(e2e_capture_joined "$server")
    SCREEN=$(e2e_capture "$server")
    problems=$(e2e_overflow "$width" "$height" <<<"$joined")
    grep -q $'\uFFFD' <<<"$joined" && problems+=$'\n'"a U+FFFD replacement character is on screen"
    # An overlay as tall as the pane (the help) covers the header: then there is no header to check.
    if [[ "$(e2e_row 0)" == ┌* ]]; then
        name+=" (the overlay covers the header)"
    else
        problems+=$'\n'$(header_apart "$(e2e_row 0)" "$hint")
    fi
    problems=$(sed '/^$/d' <<<"$problems")
    if [[ -z "$problems" ]]; then ok "$name"; else fail "$name" "$(tr '\n' ';' <<<"$problems")"; fi
}

# corners NAME: one check that the box now shown has its four corners, ┌ and ┐ on its top row
# above └ and ┘ on its bottom row, column for column (display columns: a wide character counts 2);
# with --whole-footer, also that its bottom border holds no … (the footer is not cut).
corners() {
    local name=$1 problem
    SCREEN=$(e2e_capture "$server")
    problem=$(python3 -c '
import sys, unicodedata
rows = sys.stdin.read().split("\n")
def columns(row):
    column = 0
    for character in row:
        yield column, character
        column += 2 if unicodedata.east_asian_width(character) in "WF" else 1
def corner(mark, rows_from=0):
    for index in range(rows_from, len(rows)):
        found = [column for column, character in columns(rows[index]) if character == mark]
        if found:
            return index, found[-1] if mark in "┐┘" else found[0]
    return None
top_left = corner("┌")
if top_left is None:
    print("no ┌ on screen"); sys.exit()
bottom_left = corner("└", top_left[0] + 1)
top_right = corner("┐", top_left[0])
bottom_right = corner("┘", bottom_left[0]) if bottom_left else None
if bottom_left is None or top_right is None or bottom_right is None:
    print("a corner is missing: ┌ %s ┐ %s └ %s ┘ %s" % (top_left, top_right, bottom_left, bottom_right)); sys.exit()
if top_right[0] != top_left[0] or bottom_right[0] != bottom_left[0]:
    print("┐ or ┘ is not on its box row: ┌ %s ┐ %s └ %s ┘ %s" % (top_left, top_right, bottom_left, bottom_right)); sys.exit()
if top_left[1] != bottom_left[1] or top_right[1] != bottom_right[1]:
    print("the corners are not above one another: ┌ %s ┐ %s └ %s ┘ %s" % (top_left, top_right, bottom_left, bottom_right)); sys.exit()
if sys.argv[1] == "--whole-footer" and "…" in rows[bottom_left[0]]:
    print("the footer is cut: %r" % rows[bottom_left[0]].rstrip())
' "${2:-}" <<<"$SCREEN")
    if [[ -z "$problem" ]]; then ok "$name"; else fail "$name" "$problem"; fi
}

# visit LABEL WIDTH HEIGHT HINT VAR=VALUE...: one run through every screen at that size.
visit() {
    local label=$1 width=$2 height=$3 hint=$4
    shift 4
    server="kiji-fit-$label-$$"
    local port key
    port=$(free_port)
    mkdir -p "$work/$label/cache" "$work/$label/config"
    kiji_env=("XDG_CACHE_HOME=$work/$label/cache" "XDG_CONFIG_HOME=$work/$label/config" "VISUAL=$editor" NO_COLOR=1 "$@")
    e2e_start "$server" "$width" "$height" || { fail "$label: tmux starts"; return; }
    e2e_keys "$server" "$(kiji_command --demo --port "$port")" Enter
    e2e_settle_from_now
    sleep 1
    e2e_wait "$server" 30 e2e_settled || { fail "$label: kiji starts"; e2e_kill_servers; return; }
    for key in 1 2 4 5 3; do
        settle_after "$key"
        fits "$label: home list $key" "$width" "$height" "$hint"
    done
    settle_after Enter
    fits "$label: an article" "$width" "$height" "$hint"
    settle_after '?'
    corners "$label: the help's four corners on an article"
    # Closed, the article's status can end in a wide character beside the bottom-right cell,
    # which curses then cannot write: the help opened again must still have its └ and ┘.
    settle_after Escape
    settle_after '?'
    corners "$label: the help's four corners, opened again on the article"
    settle_after Escape
    settle_after y
    settle_after e
    corners "$label: the messages' four corners (e), their footer whole" --whole-footer
    settle_after Escape
    settle_after c
    fits "$label: its comments" "$width" "$height" "$hint"
    settle_after '?'
    corners "$label: the help's four corners on the comments"
    settle_after Escape
    settle_after C
    fits "$label: the confirm box of a comment" "$width" "$height" "$hint"
    corners "$label: the confirm box's four corners"
    settle_after n
    settle_after Escape
    settle_after a
    fits "$label: the author's list" "$width" "$height" "$hint"
    settle_after Escape
    if tab_to "#"; then
        settle_after Enter
        fits "$label: a tag's list" "$width" "$height" "$hint"
        settle_after Escape
    else
        fail "$label: a tag's list" "Tab never focused a tag in the article"
    fi
    settle_after '?'
    fits "$label: the help" "$width" "$height" "$hint"
    corners "$label: the help's four corners on a list"
    settle_after Escape
    settle_after Escape
    if put_faults "$port" '[{"path":"/items","fault":{"status":{"_0":500,"errorBody":true}}}]'; then
        settle_after G
        fits "$label: the status bar after an error (page 2 failing)" "$width" "$height" "$hint"
        settle_after r
        fits "$label: the status bar after r retried it" "$width" "$height" "$hint"
    else
        fail "$label: the stub takes the fault rule"
    fi
    e2e_kill_servers
}

japanese_hint=$(catalog_ja "? help") || japanese_hint="? help"
for size in "80 24" "40 12"; do
    read -r width height <<<"$size"
    visit "japanese-${width}x$height" "$width" "$height" "$japanese_hint" LC_ALL= LANG=ja_JP.UTF-8
    visit "english-${width}x$height" "$width" "$height" "? help" LANG=C.UTF-8
done

e2e_result
