#!/usr/bin/env bash
# End to end: help, usage errors and the status bar's long sentences read whole in Japanese.
#   Scripts/e2e/japanese-help.sh
#
# With LANG=ja_JP.UTF-8 and COLUMNS=80, `kiji --help`, `kiji help`, and `--help` of every
# subcommand `kiji --help` lists (and of config's and cache's own): status 0, no line wider than
# 80 columns by display width (lib/screen.sh's e2e_display_width), none of swift-argument-parser's
# English words left (OVERVIEW:, USAGE:, OPTIONS:, (default:, Show help information.), and the
# catalog's headings there. At COLUMNS=40 `kiji read --help` fits 40 columns. An unknown command
# says エラー: on standard error with status 64, `kiji trends` with the nearest command (trend) and
# the list joined with 、; under LANG=C.UTF-8 the same words are English. Then, in tmux at 80×24, on the demo's first article, `o` (a $BROWSER that succeeds) and
# `y` put the verb before the address: the status bar shows it, whatever the address's length;
# `e` then lists both messages whole, in Japanese, newest first.
#
# The binary is $KIJI_BIN (Scripts/test: the release build), else lib/e2e.sh builds release.
# Prints "ok   NAME" or "FAIL NAME" per check, then "N passed, M failed".
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
"$(dirname "$0")/../make-locales" >/dev/null
export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache"
unset LC_ALL LC_MESSAGES LANGUAGE
mkdir -p "$HOME"
require "the build tree holds the Japanese catalog" test -s "$(dirname "$bin")/locale/ja/LC_MESSAGES/kiji.mo"

# fits NAME WIDTH COMMAND...: COMMAND's standard output, in Japanese at COLUMNS=WIDTH, has status
# 0, no line wider than WIDTH and no English word of the parser's; one check.
fits() {
    local name=$1 width=$2
    shift 2
    local out status widest
    out=$(LANG=ja_JP.UTF-8 COLUMNS=$width "$bin" "$@" 2>&1)
    status=$?
    widest=$(e2e_display_width <<<"$out" | sort -n | tail -1)
    SCREEN=$out
    if [[ $status -ne 0 ]]; then fail "$name: status 0" "status $status"
    elif ((widest > width)); then fail "$name: no line wider than $width columns" "the widest is $widest"
    elif grep -qE 'OVERVIEW:|USAGE:|OPTIONS:|ARGUMENTS:|SUBCOMMANDS:|\(default:|\(values:|Show help information|Show the version' <<<"$out"; then
        fail "$name: none of the parser's English is left"
    elif ! grep -q '^使い方: kiji' <<<"$out"; then fail "$name: the usage line says 使い方:"
    else ok "$name: fits $width columns in Japanese, headings and all"; fi
}

subcommands=$(LANG=C.UTF-8 COLUMNS=200 "$bin" --help | sed -n '/^SUBCOMMANDS:/,/^$/p' | sed -nE 's/^  ([a-z]+).*/\1/p')
require "kiji --help lists its subcommands" test "$(wc -w <<<"$subcommands")" -ge 15
fits "kiji --help" 80 --help
fits "kiji help" 80 help
for command in $subcommands; do
    fits "kiji $command --help" 80 "$command" --help
done
for command in "config path" "config check" "cache info" "cache clear" "cache check"; do
    # shellcheck disable=SC2086
    fits "kiji $command --help" 80 $command --help
done
fits "kiji read --help at 40 columns" 40 read --help

error=$(LANG=ja_JP.UTF-8 COLUMNS=80 "$bin" frobnicate 2>&1 >/dev/null)
status=$?
SCREEN=$error
check "an unknown command exits 64" test "$status" -eq 64
check "its error says エラー: in Japanese" bash -c 'grep -q "^エラー: 「frobnicate」は kiji のコマンドではありません。" <<<"$1"' _ "$error"
unknown=$(LANG=ja_JP.UTF-8 COLUMNS=80 "$bin" trends 2>&1 >/dev/null)
SCREEN=$unknown
check "kiji trends names the nearest command and lists them in Japanese" bash -c \
    'grep -qF "エラー: 「trends」は kiji のコマンドではありません。「trend」のことですか？" <<<"$1" && grep -q "^コマンド: home、all、trend、" <<<"$1"' _ "$unknown"
english=$(LANG=C.UTF-8 COLUMNS=80 "$bin" frobnicate 2>&1 >/dev/null)
SCREEN=$english
check "under C.UTF-8 it says so in English" bash -c 'grep -q "^Error: .frobnicate. is not a kiji command." <<<"$1"' _ "$english"

# --- The status bar at 80×24 --------------------------------------------------------------------
browser="$work/browser"
printf '#!/bin/sh\nexit 0\n' >"$browser"
chmod +x "$browser"
server="kiji-e2e-japanese-help-$$"
e2e_start "$server" 80 24 || { fail "tmux starts"; e2e_result; exit 1; }
kiji_env=(LC_ALL= LANG=ja_JP.UTF-8 "BROWSER=$browser" "XDG_CACHE_HOME=$XDG_CACHE_HOME" "XDG_CONFIG_HOME=$XDG_CONFIG_HOME")
e2e_keys "$server" "$(kiji_command --demo)" Enter
list_counted() { has "VIPER in a Terminal" && e2e_last_row | grep -qE '[0-9]+/[0-9]+' && e2e_idle; }
if check "the demo's list appears in Japanese" 30 list_counted; then
    e2e_keys "$server" Enter
    check "Enter opens the first article" 15 detail_shown
    e2e_keys "$server" o
    opened() { e2e_last_row | grep -qF "ブラウザーで開きました: https://qiita.com/"; }
    check "o: the status bar shows ブラウザーで開きました: before the address" 10 opened
    e2e_keys "$server" y
    copied() { e2e_last_row | grep -qF "tmux のペーストバッファーにコピーしました: https://qiita.com/"; }
    check "y in tmux: the status bar shows tmux のペーストバッファーにコピーしました: before the address" 10 copied
    e2e_keys "$server" e
    # The log's lines wrap inside its box; read without spaces, borders and line ends, an address reads whole.
    logged() {
        local compact
        compact=$(sed 's/[ │]//g' <<<"$SCREEN" | tr -d '\n')
        has "メッセージ（新しい順）" && grep -qF "tmuxのペーストバッファーにコピーしました:https://qiita.com/" <<<"$compact" &&
            grep -qF "ブラウザーで開きました:https://qiita.com/" <<<"$compact" &&
            [[ "${compact%%ブラウザーで開きました*}" == *tmuxのペーストバッファー* ]]
    }
    check "e: the messages in Japanese, newest first, each whole" 10 logged
    e2e_keys "$server" Escape
    log_closed() { ! has "メッセージ（新しい順）"; }
    check "Esc closes the messages" 5 log_closed
    e2e_keys "$server" q q
    check_restored "q twice quits with status 0" 0
fi
e2e_kill_servers
e2e_result
