#!/usr/bin/env bash
# End to end: copying a code block with `y`, in tmux, read back from tmux's paste buffer byte for byte.
#   Scripts/e2e/copy-code.sh
#
# 1. Outside tmux (TMUX unset), tmux's set-clipboard on: in `kiji --demo`'s first article (VIPER in
#    a Terminal), Tab reaches the first code block (its `┌─ swift · …ArticleListView.swift` line is
#    drawn focused), Enter there opens nothing (no browser started, the article stays), and `y`
#    writes OSC 52, which tmux decodes into its paste buffer: the buffer holds exactly the block's
#    source as the stub's API gives the body (no frame, no `│ `, no trailing line feed), and the
#    status bar says how many lines were sent.
# 2. Inside tmux (its default set-clipboard, external, which drops OSC 52): the same block goes
#    into tmux's paste buffer through tmux load-buffer, and the status bar says so.
# 3. `kiji preview` of a draft whose one code block has 10,000 lines (tabs, trailing spaces,
#    Japanese): `y` copies it whole, through OSC 52 (about 400 KB of base64, under tmux 3.3's 1 MiB
#    limit on a sequence) and through load-buffer (past the 16 KiB tmux takes in one command).
# 4. The first block again, Tab and `y` inside tmux, at 80×24 and 40×12, in English and Japanese.
#
# The binary is $KIJI_BIN (Scripts/test: the release build), else lib/e2e.sh builds release.
# Prints "ok   NAME" or "FAIL NAME" (with the screen) per check, then "N passed, M failed".
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
unset QIITA_ACCESS_TOKEN
e2e_use_kiji

# The browser: records that it was started.
browser="$work/browser"
printf '#!/bin/sh\necho "$@" >>%q\n' "$work/browser.log" >"$browser"
chmod +x "$browser"

list_shown() { has "All items" && e2e_last_row | grep -qE ' 20/[0-9]+ *$'; }
article_shown() { row_has 0 "VIPER in a Terminal" && e2e_idle; }
status_has() { e2e_last_row | grep -qF -- "$1"; }

# The first code block of the first demo item, as its Markdown holds it, written to $1; prints its
# line count.
first_code_block() {
    curl -s --max-time 10 "http://127.0.0.1:$port/api/v2/items?page=1&per_page=20" | python3 -c '
import json, re, sys
body = json.load(sys.stdin)[0]["body"]
code = re.search(r"^```swift:Sources/Reader/ArticleList/ArticleListView.swift\n(.*?)\n```$", body, re.S | re.M).group(1)
open(sys.argv[1], "w", encoding="utf-8", newline="").write(code)
print(len(code.split("\n")))' "$1"
}

# Whether tmux's paste buffer holds exactly the bytes of file $1.
buffer_is() {
    tmux -L "$server" save-buffer "$work/buffer" 2>/dev/null && cmp -s "$work/buffer" "$1"
}
buffer_check() {
    local name=$1 file=$2
    if e2e_wait "$server" 10 buffer_is "$file"; then
        ok "$name"
    else
        fail "$name" "buffer: $(head -c 300 "$work/buffer" 2>/dev/null | od -c | head -5)"
    fi
}

# demo_on_the_code_block NAME: kiji --demo in a new server at 100×30, the first article open and
# Tab on its first code block; sets $port and writes the block to $work/expected.
demo_on_the_code_block() {
    server="kiji-copy-code-$$-$1"
    port=$(free_port)
    require "tmux starts" e2e_start "$server" 100 30
    [[ "$1" == osc52 ]] && tmux -L "$server" set -g set-clipboard on
    e2e_keys "$server" "$(kiji_command --demo --port "$port")" Enter
    require "the demo list appears" e2e_wait "$server" 30 list_shown
    lines=$(first_code_block "$work/expected")
    require "the stub's first item has the code block" test -s "$work/expected"
    e2e_keys "$server" Enter
    require "Enter opens the first item" e2e_wait "$server" 15 article_shown
    if tab_to "ArticleListView.swift"; then
        ok "$1: Tab reaches the code block: its ┌─ swift · …ArticleListView.swift line is drawn focused"
    else
        fail "$1: Tab reaches the code block"
    fi
}

# --- 1. Outside tmux: OSC 52 ---------------------------------------------------------------------
: >"$work/browser.log"
kiji_env=("XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config" "BROWSER=$browser" "TMUX=" NO_COLOR=1)
demo_on_the_code_block osc52
# Enter, then y: once y's sentence shows, Enter has been handled before it.
e2e_keys "$server" Enter y
check "y says it sent the block's $lines lines to the terminal's clipboard" 10 status_has "Sent $lines lines of code to the terminal's clipboard (OSC 52)."
if [[ ! -s "$work/browser.log" ]] && row_has 0 "VIPER in a Terminal"; then
    ok "Enter on the code block before it opened nothing: no browser, the article stays"
else
    fail "Enter on the code block opens nothing" "browser: $(cat "$work/browser.log")"
fi
buffer_check "tmux decodes the OSC 52: its paste buffer holds exactly the block's source" "$work/expected"
e2e_keys "$server" q q
check_restored "q twice quits" 0
e2e_kill_servers

# --- 2. Inside tmux: load-buffer -----------------------------------------------------------------
kiji_env=("XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config" NO_COLOR=1)
demo_on_the_code_block tmux
require "tmux's set-clipboard is its default, external" test "$(tmux -L "$server" show -gv set-clipboard)" = external
e2e_keys "$server" y
check "y inside tmux says it copied the block's $lines lines into tmux's paste buffer" 10 status_has "Copied $lines lines of code into tmux's paste buffer."
buffer_check "tmux's paste buffer holds exactly the block's source" "$work/expected"
e2e_keys "$server" q q
e2e_kill_servers

# --- 3. A block of 10,000 lines in kiji preview, both ways -----------------------------------------
python3 - "$work/draft.md" "$work/long" <<'PY'
import sys
code = "\n".join('line %05d\tvalue = "値 %d"  ' % (n, n) for n in range(1, 10001))
open(sys.argv[2], "w", encoding="utf-8", newline="").write(code)
open(sys.argv[1], "w", encoding="utf-8").write("---\ntitle: Long code\ntags: []\n---\n\nBefore.\n\n```python:long.py\n" + code + "\n```\n")
PY
for way in osc52 tmux; do
    server="kiji-copy-code-$$-long-$way"
    require "tmux starts" e2e_start "$server" 100 30
    if [[ $way == osc52 ]]; then
        tmux -L "$server" set -g set-clipboard on
        kiji_env=("XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config" "TMUX=" NO_COLOR=1)
        said="Sent 10000 lines of code to the terminal's clipboard (OSC 52)."
    else
        kiji_env=("XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config" NO_COLOR=1)
        said="Copied 10000 lines of code into tmux's paste buffer."
    fi
    e2e_keys "$server" "$(kiji_command preview "$work/draft.md")" Enter
    draft_shown() { has "Before." && has "long.py"; }
    require "kiji preview shows the draft" e2e_wait "$server" 20 draft_shown
    if tab_to "long.py"; then
        e2e_keys "$server" y
        check "$way: y on the 10,000-line block says so" 20 status_has "$said"
        buffer_check "$way: tmux's paste buffer holds all 10,000 lines exactly" "$work/long"
    else
        fail "$way: Tab reaches the 10,000-line block"
    fi
    e2e_keys "$server" q
    e2e_kill_servers
done

# --- 4. At 80×24 and 40×12, in English and in Japanese -----------------------------------------------
# shellcheck source=lib/demo-article.sh
source Scripts/e2e/lib/demo-article.sh
for run in english-80x24 english-40x12 japanese-80x24 japanese-40x12; do
    size=${run#*-}
    language=()
    [[ $run == japanese-* ]] && language=(LC_ALL= LANG=ja_JP.UTF-8)
    demo_article_open "copy-code-$run" "${size%x*}" "${size#*x}" NO_COLOR=1 "${language[@]}" || continue
    if tab_to "ArticleListView.swift"; then
        e2e_keys "$server" y
        buffer_check "$run: Tab to the code block and y: tmux's paste buffer holds exactly its source" "$work/expected"
    else
        fail "$run: Tab reaches the code block"
    fi
    e2e_kill_servers
done

e2e_result
