#!/usr/bin/env bash
# Terminal sizes, end to end: 1×1, 5×2, 20×5, 80×24, 200×60 and 500×200 on the list, a detail, the
# help overlay and the search prompt: kiji keeps running and nothing is drawn outside the pane (see
# lib/screen.sh for how: wrapped rows in tmux's grid, display width of every row), and at 1×1 the
# one cell is blank, also when the resize lands as an item opens; the selection survives resizing
# (Enter opens the same item); 100 resizes in about a second, then kiji still answers keys and
# fills the final size.
# The fault matrix's `sizes` section (Scripts/e2e/fault-matrix.sh runs it; it runs alone too).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release. Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
unset QIITA_ACCESS_TOKEN VISUAL
e2e_use_kiji

sizes=(1x1 5x2 20x5 80x24 200x60 500x200)

# resize_to W H
resize_to() { tmux -L "$server" resize-window -t main -x "$1" -y "$2"; }

# size_settles W H: waits (at most 6 s) until kiji is running and two captures 300 ms apart are the
# same and pass e2e_overflow (at 20×5 and up, row 0 must also be the header drawn for this width;
# at 1×1, where nothing fits, the one cell must be blank). Sets $SCREEN and, on failure, $why.
why=""
size_settles() {
    local w=$1 h=$2 previous="" current min=0 deadline=$(($(e2e_now_ms) + 6000))
    ((w >= 20 && h >= 5)) && min=$((w - 3))
    why=""
    while :; do
        if ! kiji_running; then why="kiji is not running; the pane runs '$(cmd_of_pane)'"; SCREEN=""; return 1; fi
        current=$(e2e_capture_joined "$server"; echo .)
        current=${current%.}
        SCREEN=${current%$'\n'}
        if [[ "$current" == "$previous" ]] && why=$(printf '%s' "$current" | e2e_overflow "$w" "$h" "$min"); then
            if ((w == 1 && h == 1)) && [[ -n "${SCREEN// /}" ]]; then
                why="the 1×1 pane shows '$SCREEN', not a blank"
            else
                return 0
            fi
        fi
        previous=$current
        if (($(e2e_now_ms) >= deadline)); then
            [[ -z "$why" ]] && why=$(printf '%s' "$current" | e2e_overflow "$w" "$h" "$min")
            [[ -z "$why" ]] && why="the screen did not settle"
            why=${why//$'\n'/; }
            return 1
        fi
        sleep 0.3
    done
}

# sizes_on SCREEN_NAME: every size on the current screen, then back to 80×24.
sizes_on() {
    local what=$1 size w h
    for size in "${sizes[@]}"; do
        w=${size%x*} h=${size#*x}
        resize_to "$w" "$h"
        if size_settles "$w" "$h"; then
            ok "${w}×${h} on $what: kiji runs, no row wider than $w, none wrapped"
        else
            fail "${w}×${h} on $what: kiji runs, no row wider than $w, none wrapped" "$why"
        fi
    done
    resize_to 80 24
}

sizes_case() {
    new_server
    local port url5 name
    port=$(free_port)
    e2e_start "$server" 80 24 || { fail "sizes: tmux starts"; return; }
    tmux -L "$server" set -g window-size manual >/dev/null
    e2e_keys "$server" "$(home_command "$server" --demo --port "$port")" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "sizes: the list appears at 80×24"; e2e_kill_servers; return; fi
    url5=$(curl -s --max-time 10 "http://127.0.0.1:$port/api/v2/items?page=1&per_page=20" |
        python3 -c 'import json, sys; print(json.load(sys.stdin)[4]["url"])' 2>/dev/null)
    same_detail() { detail_shown && [[ "$(detail_url)" == "$url5" ]]; }
    back_at_80x24() { at_root && [[ "$(e2e_format "$server" '#{pane_width}x#{pane_height}')" == 80x24 ]] && [[ $(wc -l <<<"$SCREEN") -eq 24 ]] && e2e_last_row | grep -qE '20/1000 *$'; }

    # The selection: row 5, 80×24 → 20×5 → 80×24, Enter opens the 5th item.
    name="selection kept: row 5 at 80×24, resized to 20×5 and back, Enter opens the 5th item"
    e2e_keys "$server" Down Down Down Down
    resize_to 20 5
    size_settles 20 5 >/dev/null
    resize_to 80 24
    e2e_wait "$server" 10 back_at_80x24
    e2e_keys "$server" Enter
    if ! check "$name ($url5)" 10 same_detail; then e2e_kill_servers; return; fi
    e2e_keys "$server" q
    e2e_wait "$server" 10 at_root

    # The list, then the detail opened from it after every size.
    sizes_on "the list"
    if check "…back at 80×24 the list is redrawn in full" 10 back_at_80x24; then
        e2e_keys "$server" Enter
        check "selection kept through every size: Enter opens the 5th item" 10 same_detail
    fi
    if detail_shown; then
        sizes_on "a detail"
        check "…back at 80×24 the same detail shows" 10 same_detail
        e2e_keys "$server" q
        e2e_wait "$server" 10 at_root
    else
        skipped "sizes on a detail"
    fi

    # A resize that lands while an item is being opened: curses' cropped old frame and bytes
    # written for 80×24 must not stay on the 1×1 screen (they once showed as a stray character).
    local round debris=""
    for ((round = 1; round <= 12; round++)); do
        e2e_keys "$server" Enter
        resize_to 1 1
        size_settles 1 1 || debris+="round $round: $why; "
        resize_to 80 24
        e2e_wait "$server" 10 detail_shown
        e2e_keys "$server" q
        e2e_wait "$server" 10 back_at_80x24
    done
    if [[ -z "$debris" ]]; then
        ok "1×1 straight after Enter, 12 times: the pane is blank every time"
    else
        fail "1×1 straight after Enter, 12 times: the pane is blank every time" "$debris"
    fi

    # The help overlay over the list.
    e2e_keys "$server" '?'
    if e2e_wait "$server" 10 help_shown; then
        sizes_on "the help overlay"
        check "…back at 80×24 the help shows" 10 help_shown
        e2e_keys "$server" Escape
        root_without_help() { at_root && help_gone; }
        e2e_wait "$server" 10 root_without_help
    else
        fail "? opens the help for the size checks"
    fi

    # The search prompt with some text typed.
    # The list again (its status bar may count one more API call now).
    list_idle() { at_root && e2e_idle && kiji_running; }
    e2e_wait "$server" 10 list_idle || fail "input: q goes back from the article to the list"
    e2e_keys "$server" /
    if e2e_wait "$server" 10 search_prompt; then
        e2e_type "$server" "swi"
        prompt_swi() { e2e_last_row | grep -qE '^ ?Search: ?swi'; }
        e2e_wait "$server" 5 prompt_swi
        sizes_on "the search prompt"
        check "…back at 80×24 the prompt still holds \"swi\"" 10 prompt_swi
        e2e_keys "$server" Escape
        root_without_prompt() { at_root && ! prompt_swi; }
        e2e_wait "$server" 10 root_without_prompt
    else
        fail "/ opens the search prompt for the size checks"
    fi

    # 100 resizes between 60×15 and 100×30, as fast as tmux takes them (paced at 2 ms).
    e2e_wait "$server" 10 back_at_80x24
    local t0 took i
    t0=$(e2e_now_ms)
    for ((i = 1; i <= 100; i++)); do
        if ((i % 2)); then resize_to 60 15; else resize_to 100 30; fi
        sleep 0.002
    done
    took=$(($(e2e_now_ms) - t0))
    if size_settles 100 30; then
        ok "100 resizes in ${took} ms: kiji runs and fills 100×30, no row too wide"
    else
        fail "100 resizes in ${took} ms: kiji runs and fills 100×30, no row too wide" "$why"
    fi
    fills_100x30() {
        at_root && [[ $(wc -l <<<"$SCREEN") -eq 30 ]] && e2e_row 0 | grep -qE '\? help *$' &&
            e2e_last_row | grep -qE '20/1000 *$' && has "▌"
    }
    check "…the header ends with \"? help\" and the status bar with 20/1000 (a resize reads no page) at 100 columns" 10 fills_100x30
    e2e_keys "$server" '?'
    if e2e_wait "$server" 10 help_shown; then
        e2e_keys "$server" Escape
        # The help must be gone before q goes in: a q that kiji reads with a pending Esc (within
        # the escape delay, as on a loaded machine) is Alt+q, not q.
        help_closed_at_100x30() { help_gone && fills_100x30; }
        check "…and keys work: ? opens the help, Esc closes it" 10 help_closed_at_100x30
    else
        fail "…and keys work: ? opens the help, Esc closes it" "no help after ?"
    fi
    e2e_keys "$server" q
    check_restored "…q quits and restores the terminal" "0"
    e2e_kill_servers
}

sizes_case

e2e_result
