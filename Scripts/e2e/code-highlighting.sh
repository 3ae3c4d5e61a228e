#!/usr/bin/env bash
# End to end: code blocks coloured by the Pygments helper in `kiji --demo`, read from tmux with
# `capture-pane -e`.
#   Scripts/e2e/code-highlighting.sh
#
# The demo's Bayes article (found by searching tag:数学) has a `python:bayes.py` block.
# 1. Opened on a 256-colour terminal, the block shows first, then at least three distinct
#    256-colour foregrounds inside its frame (rows between "┌─ python · bayes.py" and "└─").
# 2. With NO_COLOR=1 in a second server, the block shows and no colour appears on the screen
#    within 3 seconds (colour arrives in well under a second when it is allowed), and kiji has
#    started no helper.
# 3. Opening the article and leaving it 50 times in a row (Enter, Esc) leaves no helper behind:
#    kiji keeps at most its one python3 helper (the same process before and after the rounds), its
#    thread count (/proc/PID/task) is no higher than after the first five rounds, and once kiji
#    quits the helper is gone too.
# 4. With TERM=xterm (8 colours; Debian has no 16-colour terminfo without ncurses-term), the block
#    still shows at least three distinct basic colours besides the code colour, and no 256-colour code.
#
# The binary is $KIJI_BIN (Scripts/test: the release build), else lib/e2e.sh builds release; python3-pygments must be
# installed (Scripts/install-system-packages).
# Prints "ok   NAME" or "FAIL NAME" (with the screen) per check, then "N passed, M failed";
# exits non-zero on any failure.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji

# The command typed into the pane's shell; $1 is "color", "8color" or "nocolor".
colour_command() {
    local colour=$1
    kiji_env=("XDG_CACHE_HOME=$work/$colour/cache" "XDG_CONFIG_HOME=$work/$colour/config")
    [[ "$colour" == 8color ]] && kiji_env+=(TERM=xterm)
    [[ "$colour" == nocolor ]] && kiji_env+=(NO_COLOR=1)
    kiji_command --demo
}

# --- Predicates on $SCREEN (and on the coloured capture they take themselves) -------------------
results_shown() { row_has 0 "Search: tag:数学" && has "ベイズの定理を数式とPythonで確認する"; }
article_shown() { row_has 0 "ベイズの定理" && row_has 1 "ベイズの定理"; }
block_shown() { has "python · bayes.py" && has "random.seed(42)" && has "└─"; }
# The coloured capture of the block's rows: from the "┌─ python · bayes.py" row to the next "└─".
block_rows_coloured() {
    e2e_capture "$server" -e | awk '/python.*bayes\.py/ { inside = 1; next } inside && /└─/ { exit } inside'
}
# How many distinct 256-colour foregrounds the block's rows use.
block_colours() { block_rows_coloured | grep -oE '38;5;[0-9]+' | sort -u | wc -l; }
three_colours_in_block() { block_shown && (($(block_colours) >= 3)); }
# How many distinct basic or bright foregrounds (30–37, 90–97) the block's rows use, besides the
# code colour (yellow, 33); and whether any 256-colour code appears there.
block_basic_colours() {
    block_rows_coloured | grep -oE $'\e\\[[0-9;]*m' | grep -oE '(\[|;)(3[0-7]|9[0-7])(;|m)' | tr -d '[;m' | grep -vx 33 | sort -u | wc -l
}
three_basic_colours_in_block() { block_shown && (($(block_basic_colours) >= 3)) && ! block_rows_coloured | grep -qE '38;5;'; }
# Any foreground colour at all on the screen (basic, bright or 256).
any_colour() { e2e_capture "$server" -e | grep -qE $'\e\\[([0-9;]*;)?(3[0-7]|9[0-7]|38;5;[0-9]+)(;[0-9;]*)?m'; }

# kiji's process: the child of the pane's shell. An empty pid or helper list fails every check
# that uses it: the pid must name a live kiji, and the helpers are counted from a process that exists.
kiji_pid() { pgrep -P "$(e2e_format "$server" '#{pane_pid}')" | head -1; }
is_kiji() { [[ -n "$1" && "$(cat "/proc/$1/comm" 2>/dev/null)" == kiji ]]; }
threads_of() { is_kiji "$1" && ls "/proc/$1/task" | wc -l; }
helpers_of() { is_kiji "$1" && echo $(pgrep -P "$1" python3); }

# Opens the Bayes article from the search for tag:数学 and pages down until its block shows.
open_bayes_block() {
    e2e_keys "$server" "$(colour_command "$1")" Enter
    e2e_wait "$server" 20 has "All items" || return 1
    e2e_keys "$server" /
    e2e_type "$server" "tag:数学"
    e2e_keys "$server" Enter
    e2e_wait "$server" 15 results_shown || return 1
    e2e_keys "$server" Enter
    e2e_wait "$server" 15 article_shown || return 1
    local page
    for page in 1 2 3 4 5 6; do
        e2e_wait "$server" 1 block_shown && return 0
        e2e_keys "$server" NPage
    done
    e2e_wait "$server" 5 block_shown
}

# --- 1. Colours arrive in the block ------------------------------------------------------------
server="kiji-hl-$$"
require "tmux starts" e2e_start "$server" 100 40
if open_bayes_block color; then
    ok "the Bayes article's python block shows"
    if e2e_wait "$server" 10 three_colours_in_block; then
        ok "the block shows at least three distinct colours ($(block_colours))"
    else
        fail "the block shows at least three distinct colours" "saw $(block_colours)"
    fi
else
    fail "the Bayes article's python block shows"
fi

# --- 3. Open and leave 50 times: no helper left, no thread growth --------------------------------
pid=$(kiji_pid)
require "kiji runs in the pane (pid '$pid')" is_kiji "$pid"
round() {
    e2e_keys "$server" Escape
    e2e_wait "$server" 10 results_shown || return 1
    e2e_keys "$server" Enter
    e2e_wait "$server" 10 article_shown
}
rounds_ok=1
for _ in 1 2 3 4 5; do round || rounds_ok=0; done
baseline=$(threads_of "$pid")
helpers_before=$(helpers_of "$pid")
for _ in $(seq 50); do round || { rounds_ok=0; break; }; done
if ((rounds_ok)); then ok "the article opens and closes 50 times in a row"; else fail "the article opens and closes 50 times in a row"; fi
after=$(threads_of "$pid")
if [[ -n "$baseline" && -n "$after" ]] && ((after <= baseline)); then
    ok "kiji's threads did not grow ($baseline after 5 rounds, $after after 55)"
else
    fail "kiji's threads did not grow" "'$baseline' after 5 rounds, '$after' after 55"
fi
helpers_after=$(helpers_of "$pid")
if [[ -n "$helpers_before" && "$helpers_before" == "$helpers_after" && $(wc -w <<<"$helpers_after") -eq 1 ]]; then
    ok "kiji kept its one helper, the same before and after the rounds ($helpers_before)"
else
    fail "kiji kept its one helper, the same before and after the rounds" "before: '$helpers_before'; after: '$helpers_after'"
fi
e2e_keys "$server" q q q
# A process is gone when /proc has no entry for it or it is a zombie waiting for its reaper.
gone() { [[ ! -e /proc/$1 ]] || grep -q '^State:.*Z' "/proc/$1/status" 2>/dev/null; }
helpers_gone() { local helper; for helper in $helpers_before; do gone "$helper" || return 1; done; gone "$pid"; }
if [[ -z "$helpers_before" ]]; then
    fail "after kiji quits, its helper is gone too" "there was no helper to watch"
elif e2e_wait "$server" 10 helpers_gone; then
    ok "after kiji quits, its helper is gone too"
else
    fail "after kiji quits, its helper is gone too"
fi

# --- 4. Few colours ----------------------------------------------------------------------------
server="kiji-hl-16-$$"
require "tmux starts" e2e_start "$server" 100 40
if open_bayes_block 8color && e2e_wait "$server" 10 three_basic_colours_in_block; then
    ok "TERM=xterm: at least three basic colours in the block ($(block_basic_colours)), no 256-colour code"
else
    fail "TERM=xterm: at least three basic colours in the block" "saw $(block_basic_colours)"
fi
e2e_keys "$server" q q q

# --- 2. NO_COLOR shows no colour ---------------------------------------------------------------
server="kiji-hl-nc-$$"
require "tmux starts" e2e_start "$server" 100 40
if open_bayes_block nocolor; then
    if e2e_wait "$server" 3 any_colour; then
        fail "NO_COLOR=1: no colour on the screen" "a colour appeared"
    else
        ok "NO_COLOR=1: the block shows and no colour appears on the screen"
    fi
    nocolor_pid=$(kiji_pid)
    if is_kiji "$nocolor_pid" && [[ -z "$(helpers_of "$nocolor_pid")" ]]; then
        ok "NO_COLOR=1: kiji ($nocolor_pid) starts no helper"
    else
        fail "NO_COLOR=1: kiji starts no helper" "kiji '$nocolor_pid', helpers '$(helpers_of "$nocolor_pid")'"
    fi
else
    fail "NO_COLOR=1: the Bayes article's python block shows"
fi
e2e_keys "$server" q q q

e2e_result
