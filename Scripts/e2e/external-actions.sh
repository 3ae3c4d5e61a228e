#!/usr/bin/env bash
# The browser and the clipboard for real, end to end, with `kiji --demo` in tmux:
#   Scripts/e2e/external-actions.sh
#
# 1. `o` on an article, with BROWSER set to a script that records its arguments: the script gets
#    the item's address as its one argument, and the status bar says it was opened.
# 2. BROWSER="/no/such/browser:RECORDER --new-window %s --from-kiji": the missing first command is
#    passed over, and %s is replaced by the address: the arguments are --new-window, the address,
#    --from-kiji.
# 3. `y` on an article inside tmux, whose default set-clipboard (external) drops an application's
#    OSC 52: kiji puts the address into tmux's paste buffer itself and says so; `e` then lists the
#    message whole, and Tab, Enter there copy the address again.
# 4. `y` outside tmux (TMUX unset) writes OSC 52 with the address in base64 and says it was sent
#    to the terminal: the raw bytes kiji wrote (a script(1) log) hold ESC ] 52 ; c ; base64(address)
#    BEL, and tmux, with set-clipboard on, decodes it into its paste buffer.
# 5. A hostile address is refused: in `kiji --demo --hostile`, Enter on the article link to
#    `javascript:alert(1)` starts no browser, and the status bar gives the address instead; `o`
#    then does start it, and the browser's log holds the article's address alone.
#
# The item's address comes from the stub's API, not from kiji's screen.
# Prints "ok   NAME" or "FAIL NAME" (with the screen) per check, then "N passed, M failed".
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
unset QIITA_ACCESS_TOKEN
e2e_use_kiji

# The browser: writes each argument on a line of its own, then a line "--", to $work/browser.log.
browser="$work/browser"
printf '#!/bin/sh\nfor argument in "$@"; do printf "%%s\\n" "$argument"; done >>%q\necho -- >>%q\n' \
    "$work/browser.log" "$work/browser.log" >"$browser"
chmod +x "$browser"
: >"$work/browser.log"
browser_log() { cat "$work/browser.log"; }

list_shown() { has "All items" && e2e_last_row | grep -qE ' 20/[0-9]+ *$'; }
article_shown() { row_has 0 "›" && grep -qE '^https://qiita\.com/' <<<"$SCREEN"; }
status_has() { e2e_last_row | grep -qF -- "$1"; }
stub_first_address() {
    curl -s --max-time 10 "http://127.0.0.1:$port/api/v2/items?page=1&per_page=20" |
        python3 -c 'import json, sys; print(json.load(sys.stdin)[0]["url"])'
}

# open_first_article NAME ARGS...: kiji --demo ARGS in a new server, Enter on the first item;
# sets $address to that item's address as the stub has it.
open_first_article() {
    server="kiji-external-$$-$1"
    shift
    port=$(free_port)
    require "tmux starts" e2e_start "$server" 100 30
    e2e_keys "$server" "$(kiji_command --demo --port "$port" "$@")" Enter
    require "the demo list appears" e2e_wait "$server" 30 list_shown
    address=$(stub_first_address)
    require "the stub names the first item's address" test -n "$address"
    e2e_keys "$server" Enter
    require "Enter opens the first item" e2e_wait "$server" 15 article_shown
}

# --- 1. o with BROWSER naming a program ---------------------------------------------------------
kiji_env=("XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config" "BROWSER=$browser")
open_first_article plain
e2e_keys "$server" o
check "o says the item was opened in the browser" 10 status_has "Opened $address in the browser."
opened_with_address() { [[ "$(browser_log)" == "$address"$'\n'"--" ]]; }
if e2e_wait "$server" 5 opened_with_address; then
    ok "BROWSER=RECORDER: o starts it with the item's address as its one argument ($address)"
else
    fail "BROWSER=RECORDER: o starts it with the item's address as its one argument" "it got: $(browser_log | tr '\n' ' ')"
fi
e2e_keys "$server" q q
check_restored "q twice quits" 0
e2e_kill_servers

# --- 2. %s in BROWSER, after a command that is not there ---------------------------------------
: >"$work/browser.log"
kiji_env=("XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config" "BROWSER=/no/such/browser:$browser --new-window %s --from-kiji")
open_first_article percent-s
e2e_keys "$server" o
placed_at_percent_s() { [[ "$(browser_log)" == "--new-window"$'\n'"$address"$'\n'"--from-kiji"$'\n'"--" ]]; }
if e2e_wait "$server" 10 placed_at_percent_s; then
    ok "BROWSER with %s, after a missing command: the address replaces %s (--new-window $address --from-kiji)"
else
    fail "BROWSER with %s, after a missing command: the address replaces %s" "it got: $(browser_log | tr '\n' ' ')"
fi
e2e_keys "$server" q q
e2e_kill_servers

# --- 3. y inside tmux: tmux's paste buffer --------------------------------------------------------
buffer_holds_address() { [[ "$(tmux -L "$server" show-buffer 2>/dev/null)" == "$address" ]]; }
kiji_env=("XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config")
server="kiji-external-$$-tmux-buffer"
port=$(free_port)
require "tmux starts" e2e_start "$server" 80 24
require "tmux's set-clipboard is its default, external" test "$(tmux -L "$server" show -gv set-clipboard)" = external
e2e_keys "$server" "$(kiji_command --demo --port "$port")" Enter
require "the demo list appears" e2e_wait "$server" 30 list_shown
address=$(stub_first_address)
require "the stub names the first item's address" test -n "$address"
e2e_keys "$server" Enter
require "Enter opens the first item" e2e_wait "$server" 15 article_shown
e2e_keys "$server" y
check "y inside tmux says it copied into tmux's paste buffer" 10 status_has "Copied https://"
if e2e_wait "$server" 5 buffer_holds_address; then ok "tmux's paste buffer holds the address"
else fail "tmux's paste buffer holds the address" "buffer: '$(tmux -L "$server" show-buffer 2>&1)'"; fi
tmux -L "$server" delete-buffer 2>/dev/null
e2e_keys "$server" j
status_cleared() { ! status_has "Copied https://"; }
check "the next key clears the note" 5 status_cleared
e2e_keys "$server" e
whole_in_log() { sed 's/[ │]//g' <<<"$SCREEN" | tr -d '\n' | grep -qF "Copied${address}intotmux'spastebuffer."; }
check "e lists the message whole, the address unbroken" 5 whole_in_log
e2e_keys "$server" Tab Enter
if e2e_wait "$server" 5 buffer_holds_address; then ok "Tab, Enter in the log copy the address again"
else fail "Tab, Enter in the log copy the address again" "buffer: '$(tmux -L "$server" show-buffer 2>&1)'"; fi
e2e_keys "$server" Escape
log_closed() { ! has "Messages, newest first"; }
check "Esc closes the messages" 5 log_closed
e2e_keys "$server" q q
e2e_kill_servers

# --- 4. y outside tmux: OSC 52 --------------------------------------------------------------------
log="$work/clipboard.log"
kiji_env=("XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config" "TMUX=")
server="kiji-external-$$-clipboard"
port=$(free_port)
require "tmux starts" e2e_start "$server" 100 30
tmux -L "$server" set -g set-clipboard on
e2e_type "$server" "script -q -f -c $(printf %q "$(kiji_command --demo --port "$port")") $(printf %q "$log")"
e2e_keys "$server" Enter
require "the demo list appears under script(1)" e2e_wait "$server" 30 list_shown
address=$(stub_first_address)
require "the stub names the first item's address" test -n "$address"
e2e_keys "$server" Enter
require "Enter opens the first item" e2e_wait "$server" 15 article_shown
e2e_keys "$server" y
check "y outside tmux says it sent the address to the terminal" 10 status_has "Sent $address to the terminal's clipboard (OSC 52)."
encoded=$(printf '%s' "$address" | base64 -w0)
osc52_logged() { grep -qF "$(printf '\033]52;c;%s\007' "$encoded")" "$log"; }
check "y writes ESC ] 52 ; c ; $encoded BEL to the terminal" osc52_logged
if e2e_wait "$server" 5 buffer_holds_address; then
    ok "tmux decodes it: its paste buffer holds the address"
else
    fail "tmux decodes it: its paste buffer holds the address" "buffer: '$(tmux -L "$server" show-buffer 2>&1)'"
fi
e2e_keys "$server" q q
e2e_kill_servers

# --- 4. A hostile address -------------------------------------------------------------------------
: >"$work/browser.log"
kiji_env=("XDG_CACHE_HOME=$work/hostile/cache" "XDG_CONFIG_HOME=$work/hostile/config" "BROWSER=$browser" NO_COLOR=1)
server="kiji-external-$$-hostile"
port=$(free_port)
require "tmux starts" e2e_start "$server" 100 30
e2e_keys "$server" "$(kiji_command --demo --hostile --port "$port")" Enter
require "the hostile demo list appears" e2e_wait "$server" 30 list_shown
# The first item of page 1 whose body links to javascript:alert(1).
index=$(curl -s --max-time 10 "http://127.0.0.1:$port/api/v2/items?page=1&per_page=20" | python3 -c '
import json, sys
for i, item in enumerate(json.load(sys.stdin)):
    if "](javascript:alert(1))" in item["body"]:
        print(i); break')
require "page 1 of the hostile demo has an article linking to javascript:alert(1)" test -n "$index"
for ((i = 0; i < index; i++)); do e2e_keys "$server" Down; done
e2e_keys "$server" Enter
require "Enter opens that article" e2e_wait "$server" 15 article_shown
if tab_to "click"; then
    e2e_keys "$server" Enter
    check "Enter on the javascript: link starts no browser and gives the address" 10 status_has "the address is javascript:alert(1)"
    # o on the same article then starts the browser: its log must hold that address alone.
    hostile_address=$(curl -s --max-time 10 "http://127.0.0.1:$port/api/v2/items?page=1&per_page=20" |
        python3 -c 'import json, sys; print(json.load(sys.stdin)['"$index"']["url"])')
    e2e_keys "$server" o
    only_the_item() { [[ "$(browser_log)" == "$hostile_address"$'\n'"--" ]]; }
    if e2e_wait "$server" 10 only_the_item; then
        ok "the browser got the article's address from o, and never javascript:alert(1)"
    else
        fail "the browser got the article's address from o, and never javascript:alert(1)" "it got: $(browser_log | tr '\n' ' ')"
    fi
else
    fail "Tab reaches the link \"click\" to javascript:alert(1)"
fi
e2e_keys "$server" q q
check_restored "q twice quits the hostile demo" 0
e2e_kill_servers

e2e_result
