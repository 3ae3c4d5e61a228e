#!/usr/bin/env bash
# Input as terminals send it, end to end, on the list, an article and the search prompt at 100×30:
# an unlisted function key, Ctrl+Enter (modifyOtherKeys), focus in and out, a bracketed paste, an
# SGR click and Alt+x, each typed with send-keys -l and followed by j: the screen is what j alone
# makes of it (in the prompt: the text plus j, and the pasted x), kiji keeps running; a paste
# outside the prompt says so in the status bar; tmux's own paste of two lines goes into the
# prompt as one. At 300×40, kiji has asked for SGR mouse reports; SGR wheel and click at column
# 250 move and select, and an X10 click still selects. With `search = "M-s"` in config.toml,
# Alt+s (ESC s) opens the search prompt.
# The fault matrix's `input` section (Scripts/e2e/fault-matrix.sh runs it; it runs alone too).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release. Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
unset QIITA_ACCESS_TOKEN VISUAL
e2e_use_kiji

# What terminals send beyond terminfo's keys, typed into the pane with `send-keys -l`.
input_names=(
    "an unlisted function key ESC[99~"
    "Ctrl+Enter under modifyOtherKeys ESC[27;5;13~"
    "focus in ESC[I"
    "focus out ESC[O"
    "a bracketed paste of x"
    "an SGR mouse click ESC[<0;5;5M"
    "Alt+x (ESC x)"
)
input_bytes=($'\e[99~' $'\e[27;5;13~' $'\e[I' $'\e[O' $'\e[200~x\e[201~' $'\e[<0;5;5M' $'\ex')
input_paste=4 input_click=5

# same_as TEXT: the screen is exactly TEXT and kiji still runs.
same_as() { [[ "$SCREEN" == "$1" ]] && kiji_running; }
differs_from() { [[ "$SCREEN" != "$1" ]] && e2e_idle; }

# input_rows_on WHERE BEFORE AFTER_J [AFTER_CLICK_J]: each row, then j; the screen must be AFTER_J
# (what j alone does from BEFORE), so the row changed nothing, kiji runs and j still moves; k
# brings BEFORE back. A click selects what it hits, so after it and j the screen is AFTER_CLICK_J
# (two k go back); without one, the click must change nothing either.
input_rows_on() {
    local where=$1 before=$2 after_j=$3 after_click_j=${4:-$3} i expected backs
    for i in "${!input_names[@]}"; do
        expected=$after_j backs=(k)
        if ((i == input_click)) && [[ -n "${4:-}" ]]; then expected=$after_click_j backs=(k k); fi
        e2e_type "$server" "${input_bytes[$i]}"
        if ((i == input_paste)); then
            ignored() { e2e_last_row | grep -qF "Pasted text ignored"; }
            check "on $where: ${input_names[$i]} is ignored and the status bar says so" 5 ignored
        fi
        e2e_keys "$server" j
        check "on $where: ${input_names[$i]} changes nothing, kiji runs, a following j moves" 5 same_as "$expected"
        e2e_keys "$server" "${backs[@]}"
        e2e_wait "$server" 5 same_as "$before" || { fail "on $where: k goes back after ${input_names[$i]}"; return 1; }
    done
}

# The prompt: each row, then j; the prompt must hold "swi" (and the pasted x), then j; Backspace
# brings "swi" back. The rest of the screen must not change.
prompt_holds() { e2e_last_row | grep -qE "^ ?Search: ?$1 *\$" && [[ "$(sed '$d' <<<"$SCREEN")" == "$2" ]] && kiji_running; }
input_rows_in_prompt() {
    local above=$1 i text backs
    for i in "${!input_names[@]}"; do
        text=swij backs=(BSpace)
        if ((i == input_paste)); then text=swixj backs=(BSpace BSpace); fi
        e2e_type "$server" "${input_bytes[$i]}"
        e2e_keys "$server" j
        check "in the search prompt: ${input_names[$i]} then j shows \"Search: $text\", nothing else changes" 5 prompt_holds "$text" "$above"
        e2e_keys "$server" "${backs[@]}"
        e2e_wait "$server" 5 prompt_holds swi "$above" || { fail "in the search prompt: Backspace goes back after ${input_names[$i]}"; return 1; }
    done
}

input_case() {
    new_server
    local port list0 list1 list2 detail0 detail1 above
    port=$(free_port)
    e2e_start "$server" 100 30 || { fail "input: tmux starts"; return; }
    e2e_keys "$server" "$(home_command "$server" --demo --port "$port")" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "input: the list appears"; e2e_kill_servers; return; fi
    list0=$SCREEN
    e2e_keys "$server" j
    e2e_wait "$server" 5 differs_from "$list0" && list1=$SCREEN
    e2e_keys "$server" j
    e2e_wait "$server" 5 differs_from "$list1" && list2=$SCREEN
    e2e_keys "$server" k k
    if ! e2e_wait "$server" 5 same_as "$list0"; then fail "input: j j k k returns to the first item"; e2e_kill_servers; return; fi
    # The click at row 5 hits the second item; j then selects the third, as j j does.
    input_rows_on "the list" "$list0" "$list1" "$list2"

    e2e_keys "$server" Enter
    # The header's follow state and the images arrive after the article; the first frame compared
    # is the whole one.
    detail_idle() { detail_shown && e2e_idle && has "ollowing @" && e2e_settled; }
    e2e_settle_from_now
    if e2e_wait "$server" 15 detail_idle; then
        detail0=$SCREEN
        e2e_keys "$server" j
        e2e_wait "$server" 5 differs_from "$detail0" && detail1=$SCREEN
        e2e_keys "$server" k
        if e2e_wait "$server" 5 same_as "$detail0"; then
            input_rows_on "an article" "$detail0" "$detail1"
        else
            fail "input: j k on an article returns to its top"
        fi
        e2e_keys "$server" q
    else
        fail "input: Enter opens an article"
    fi

    e2e_keys "$server" /
    if e2e_wait "$server" 10 search_prompt; then
        e2e_type "$server" swi
        prompt_swi_only() { e2e_last_row | grep -qE '^ ?Search: ?swi *$'; }
        e2e_wait "$server" 5 prompt_swi_only
        above=$(sed '$d' <<<"$SCREEN")
        input_rows_in_prompt "$above"
        # A real paste: tmux brackets it only because kiji asked for bracketed paste, and turns the
        # newline into CR, which would otherwise submit the search.
        tmux -L "$server" set-buffer -b kiji-paste $'Rust\nGo'
        tmux -L "$server" paste-buffer -p -d -b kiji-paste -t main
        check "in the search prompt: tmux's own paste of two lines goes in as \"Rust Go\"" 5 prompt_holds "swiRust Go" "$above"
        e2e_keys "$server" Escape
        check "input: Esc still closes the prompt, back on the list" 10 same_as "$list0"
    else
        fail "input: / opens the search prompt"
    fi
    e2e_keys "$server" q
    check_restored "input: q quits and restores the terminal" "0"
    e2e_kill_servers
}

# SGR reports reach beyond column 223, where X10 cannot count: wheel and click at column 250 of a
# 300-column pane; an X10 click still selects too.
wide_mouse_case() {
    new_server
    local port
    port=$(free_port)
    e2e_start "$server" 300 40 || { fail "wide mouse: tmux starts"; return; }
    e2e_keys "$server" "$(home_command "$server" --demo --port "$port")" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "wide mouse: the list appears"; e2e_kill_servers; return; fi
    local modes
    modes=$(e2e_format "$server" '#{mouse_standard_flag}#{mouse_sgr_flag}')
    if [[ "$modes" == 11 ]]; then ok "wide mouse: kiji asks for mouse reports in SGR encoding"
    else fail "wide mouse: kiji asks for mouse reports in SGR encoding" "tmux's standard and SGR mouse flags: $modes"; fi
    # Item n's title is on row 2n-1; the selected item's rows start with ▌.
    only_item_selected() { row_matches $((2 * $1 - 1)) '^▌' && [[ $(grep -c '^▌' <<<"$SCREEN") -eq 2 ]] && kiji_running; }
    e2e_type "$server" $'\e[<65;250;10M'
    check "wide mouse: the SGR wheel down at column 250 moves three items down" 5 only_item_selected 4
    e2e_type "$server" $'\e[<64;250;10M'
    check "wide mouse: the SGR wheel up at column 250 moves back to the first item" 5 only_item_selected 1
    e2e_type "$server" $'\e[<0;250;4M\e[<0;250;4m'
    check "wide mouse: an SGR click at column 250 on row 4 selects the second item" 5 only_item_selected 2
    # X10: ESC [ M, button 0 (32), column 11 (32+11), row 6 (32+6).
    tmux -L "$server" send-keys -t main -H 1b 5b 4d 20 2b 26
    check "wide mouse: an X10 click at column 11 on row 6 selects the third item" 5 only_item_selected 3
    e2e_keys "$server" q
    check_restored "wide mouse: q quits and restores the terminal" "0"
    e2e_kill_servers
}
# An Alt chord bound in config.toml: `search = "M-s"` makes ESC s open the prompt (and / no longer).
alt_chord_case() {
    new_server
    local port home="$work/home-$server"
    port=$(free_port)
    mkdir -p "$home/config/kiji"
    printf '[keys]\nsearch = "M-s"\n' >"$home/config/kiji/config.toml"
    e2e_start "$server" 100 30 || { fail "Alt chord: tmux starts"; return; }
    e2e_keys "$server" "$(home_command "$server" --demo --port "$port")" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "Alt chord: the list appears with search = \"M-s\""; e2e_kill_servers; return; fi
    e2e_type "$server" $'\es'
    check "Alt chord: with search = \"M-s\" in config.toml, ESC s opens the search prompt" 5 search_prompt
    # Esc and q within the escape delay would be Alt+q, so q waits until Esc has closed the prompt.
    e2e_keys "$server" Escape
    prompt_closed() { ! search_prompt && kiji_running; }
    check "Alt chord: Esc alone still closes the prompt" 5 prompt_closed
    e2e_keys "$server" q
    check_restored "Alt chord: q quits and restores the terminal" "0"
    e2e_kill_servers
}

input_case
wide_mouse_case
alt_chord_case

e2e_result
