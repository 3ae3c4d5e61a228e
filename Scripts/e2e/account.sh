#!/usr/bin/env bash
# End to end: the account in tmux, as a person would see it.
#   Scripts/e2e/account.sh
#
# A stub API runs from `kiji --demo` with output redirected. `kiji login --base-url` with a wrong
# token says the API rejected it (not a word of QIITA_ACCESS_TOKEN) and saves nothing. `kiji
# login` at a terminal reads the demo token without echo and saves it with the stub's API root,
# and `kiji whoami` without --base-url asks the stub, not qiita.com. The reader then shows "Not stocked" in an article's
# header, `s` stocks it (count up, "Stocked."), `S` on the list opens "@alice's stocks", and a
# key renamed in config.toml works. After `kiji logout`, `S` says how to log in. Last, the token
# appears on no captured screen and in no file under the temporary config, cache and data
# folders other than the token file itself.
#
# The binary is $KIJI_BIN (Scripts/test: the release build), else lib/e2e.sh builds release.
# Prints "ok   NAME" or "FAIL NAME" (with the screen) per check, then "N passed, M failed".
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji

token=kiji-demo-token
export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data"
export XDG_STATE_HOME="$work/state"
unset QIITA_ACCESS_TOKEN
mkdir -p "$HOME"
screens="$work/screens.txt"
server="kiji-acct-$$"

# look NAME SECONDS PRED [ARGS...]: a check that waits for the screen, keeping every screen seen.
look() {
    check "$@"
    printf '%s\n' "$SCREEN" >>"$screens"
}
# says_none_of PATTERN TEXT: TEXT is not empty and holds nothing PATTERN matches.
says_none_of() { [[ -n "$2" ]] && ! grep -qE "$1" <<<"$2"; }
# Clears the pane's shell screen and waits until the old text is gone.
clear_pane() {
    e2e_type "$server" clear
    e2e_keys "$server" Enter
    e2e_wait "$server" 10 lacks "$1" >/dev/null
}

KIJI_STUB_REQUEST_LOG="$work/requests.log" "$bin" --demo --items 200 >"$work/demo.out" 2>&1 &
api=""
for _ in $(seq 1 100); do
    api=$(sed -n 's/^API: //p' "$work/demo.out")
    [[ -n "$api" ]] && break
    sleep 0.05
done
require "the demo stub prints its API address" test -n "$api"
require "tmux starts" e2e_start "$server" 100 30

# kiji login with a wrong token: the cause, for the command being run.
rejected=$(printf 'wrong-token-456\n' | "$bin" login --base-url "$api" 2>&1)
SCREEN=$rejected
check "login with a wrong token says the API rejected it" grep -qF "The API at $api rejected this token (HTTP 401)" <<<"$rejected"
check "and names neither QIITA_ACCESS_TOKEN nor logging in again" says_none_of 'QIITA_ACCESS_TOKEN|log in again' "$rejected"
check "and saves nothing" test ! -e "$XDG_CONFIG_HOME/kiji/token"
SCREEN=""

# kiji login at a terminal: the prompt hides what is typed.
e2e_type "$server" "$(kiji_command login --base-url "$api")"
e2e_keys "$server" Enter
look "login prompts for the token" 10 has "input is hidden"
e2e_type "$server" "$token"
e2e_keys "$server" Enter
look "login checks the token and names the user" 10 has "Logged in as @alice"
if [[ "$(stat -c %a "$XDG_CONFIG_HOME/kiji/token" 2>/dev/null)" == 600 ]]; then ok "the token file is 0600"; else fail "the token file is 0600"; fi
if [[ "$(stat -c %a "$XDG_CONFIG_HOME/kiji")" == 700 ]]; then ok "its folder is 0700"; else fail "its folder is 0700"; fi

# kiji whoami without --base-url asks the API root the token was saved for.
asked_before=$(grep -c '^GET /api/v2/authenticated_user$' "$work/requests.log")
whoami=$("$bin" whoami 2>&1)
SCREEN=$whoami
check "whoami without --base-url prints the user the stub knows" grep -qE "^@alice.* at ${api//./\\.} · token from " <<<"$whoami"
check "and asked the stub" test "$(grep -c '^GET /api/v2/authenticated_user$' "$work/requests.log")" -gt "$asked_before"
printf '%s\n' "$whoami" >>"$screens"
SCREEN=""

printf '[keys]\nmy_stocks = ["M"]\n' >"$XDG_CONFIG_HOME/kiji/config.toml"
clear_pane "Logged in"
e2e_type "$server" "$(kiji_command --base-url "$api")"
e2e_keys "$server" Enter
look "the reader starts with the saved token" 15 has "All items"
e2e_wait "$server" 10 has "API 9" >/dev/null
e2e_keys "$server" Enter
look "an article says whether it is stocked" 10 has " stocks · Not stocked · "
before=$(grep -oE '[0-9]+ stocks · Not stocked' <<<"$SCREEN" | grep -oE '^[0-9]+')
e2e_keys "$server" s
look "s stocks the item" 10 has "Stocked."
after=$(grep -oE '[0-9]+ stocks · Stocked' <<<"$SCREEN" | grep -oE '^[0-9]+')
if [[ -n "$before" && "$after" == "$((before + 1))" ]]; then ok "the count goes up by one"; else fail "the count goes up by one"; fi
e2e_keys "$server" q
look "q goes back to the list" 10 has "All items  "
e2e_keys "$server" M
look "the renamed my-stocks key opens @alice's stocks" 10 has "@alice's stocks"
e2e_keys "$server" C-c
e2e_wait "$server" 10 lacks "All items" >/dev/null
clear_pane "kiji"

"$bin" logout >/dev/null
rm "$XDG_CONFIG_HOME/kiji/config.toml"
e2e_type "$server" "$(kiji_command --base-url "$api")"
e2e_keys "$server" Enter
look "after logout the reader still starts" 15 has "All items"
e2e_keys "$server" S
look "S without a token says how to log in" 10 has "My stocks needs a Qiita access token: run kiji login"
e2e_keys "$server" C-c
e2e_wait "$server" 10 lacks "All items" >/dev/null

if grep -qF "$token" "$screens"; then fail "no screen shows the token"; else ok "no screen shows the token"; fi
leaks=$(grep -rlF "$token" "$HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_DATA_HOME" "$XDG_STATE_HOME" 2>/dev/null \
    | grep -vxF "$XDG_CONFIG_HOME/kiji/token")
if [[ -z "$leaks" ]]; then ok "no file but the token file holds the token"; else SCREEN=$leaks; fail "no file but the token file holds the token"; fi

e2e_result
