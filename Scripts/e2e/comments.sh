#!/usr/bin/env bash
# The comment screen, end to end, in tmux servers of its own, with `kiji --demo` (signed in with
# the demo token):
#   Scripts/e2e/comments.sh
#
# 1. On the first article of the list with two or more comments, the list row and the article
#    header show the count and the article ends with "Comments (N)"; `c` shows the comments, the
#    oldest first (the stub's oldest commenter on top, the dates on screen in order).
# 2. `a` on the selected comment opens the commenter's list; Esc comes back to the comments.
# 3. With VISUAL set to a script that, like vi, needs the terminal (it asks for a line on /dev/tty,
#    which only the terminal's foreground process group may read), the line typed there is what `C` shows; it asks
#    "Post this comment? y/n"; `y` posts it and the new comment is on screen, selected, with the
#    count one higher. EDITOR names another script, which must never run: VISUAL wins. It is the
#    demo user's own comment: `E` edits it and `D` deletes it, each after a question.
# 4. With the stub failing the POST (a 500 on POST /items/*/comments), `C` then `y` says in the
#    status bar which file kept the text, and that file (mode 600) holds it.
# 5. `kiji --demo --hostile` under util-linux `script`: the raw output written while the comments
#    of a hostile item were on screen holds no OSC, C1 control, BEL, NUL, bidi control or payload;
#    q then quits kiji, and script(1) and everything under it end with it.
# 6. At 80×24 and 40×12, in English and in Japanese: posting a comment and deleting it, the last one, leaves
#    no run of blank rows below the comment above it.
#
# The binary is $KIJI_BIN (Scripts/test: the release build), else lib/e2e.sh builds release.
# Prints "ok   NAME" or "FAIL NAME" (with the screen) per check, then "N passed, M failed" last.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
unset QIITA_ACCESS_TOKEN
e2e_use_kiji
api() { curl -s --max-time 10 -H "Authorization: Bearer $token" "http://127.0.0.1:$port/api/v2$1"; }

# The editor: like vi it needs the terminal; it asks for a line on it and writes the line above
# the comment template. Run outside the terminal's foreground process group, its read stops it.
editor="$work/editor"
cat >"$editor" <<'SCRIPT'
#!/bin/sh
printf 'e2e editor, type a line: ' >/dev/tty
IFS= read -r line </dev/tty || exit 1
{ printf '%s\n' "$line"; cat "$1"; } >"$1.new" && mv "$1.new" "$1"
SCRIPT
chmod +x "$editor"
# $EDITOR is this one, and $VISUAL the one above: VISUAL wins, so this one must never run.
editor_not_chosen="$work/editor-not-chosen"
printf '#!/bin/sh\necho "$1" >>%q\nexit 1\n' "$work/editor-not-chosen.ran" >"$editor_not_chosen"
chmod +x "$editor_not_chosen"

mkdir -p "$work/cache" "$work/config" "$work/state"
kiji_env=("XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config" "XDG_STATE_HOME=$work/state"
    "VISUAL=$editor" "EDITOR=$editor_not_chosen")

list_counted() { e2e_row 0 | grep -qE '^ All items' && e2e_last_row | grep -qE ' [0-9]+/[0-9]+ *$' && e2e_idle; }
on_comments() { e2e_row 0 | grep -qE '› Comments +(demo|\? help)' && e2e_idle; }
status_has() { e2e_last_row | grep -qF -- "$1"; }

# --- 1–4: reading and posting -------------------------------------------------------------------
server="kiji-comments-$$"
port=$(free_port)
# The demo's token (QiitaStubOptions.demoToken), so the script asks the stub as kiji does.
token=kiji-demo-token
require "tmux starts" e2e_start "$server" 200 50
e2e_keys "$server" "$(kiji_command --demo --port "$port")" Enter
require "the demo list appears" e2e_wait "$server" 30 list_counted

# The first item of page 1 with two or more comments, and its comments from the stub, oldest last.
read -r index item_id count < <(api "/items?page=1&per_page=20" | python3 -c '
import json, sys
items = json.load(sys.stdin)
for i, item in enumerate(items):
    if item["comments_count"] >= 2:
        print(i, item["id"], item["comments_count"]); break')
require "page 1 of the demo has an item with two or more comments" test -n "${item_id:-}"
oldest=$(api "/items/$item_id/comments" | python3 -c 'import json, sys; print(json.load(sys.stdin)[-1]["user"]["id"])')
require "the stub names the oldest commenter of item $((index + 1)) ($count comments)" test -n "$oldest"

for ((i = 0; i < index; i++)); do e2e_keys "$server" Down; done
row_counts() { grep -qF "· $count comments" <<<"$SCREEN"; }
check "the list row shows \"$count comments\"" 10 row_counts
e2e_keys "$server" Enter
detail_ready() { e2e_row 0 | grep -qF '›' && grep -qE '^https://qiita\.com/' <<<"$SCREEN" && e2e_idle; }
header_counts() { detail_ready && grep -qF "· $count comments" <<<"$SCREEN"; }
check "the article header shows \"$count comments\"" 15 header_counts
e2e_keys "$server" G
ends_with_link() { has "Comments ($count)"; }
check "the article ends with \"Comments ($count)\"" 10 ends_with_link
e2e_keys "$server" c
oldest_first() {
    on_comments && status_has "$count comments" || return 1
    local headers dates
    headers=$(grep -E '^(▌ ?)? *@[A-Za-z0-9_-]+( \([^)]*\))?  [0-9]{4}-[0-9]{2}-[0-9]{2}' <<<"$SCREEN" | sed -E 's/^▌ ?//; s/^ *//')
    [[ "$(head -1 <<<"$headers")" == "@$oldest"* ]] || return 1
    dates=$(grep -oE '[0-9]{4}-[0-9]{2}-[0-9]{2}' <<<"$headers")
    [[ $(wc -l <<<"$dates") -ge 2 && "$dates" == "$(sort <<<"$dates")" ]]
}
check "c shows the comments oldest first: @$oldest on top, the dates in order" 15 oldest_first
comments_screen=$SCREEN

# 2. The commenter's items and back.
e2e_keys "$server" a
their_list() { e2e_row 0 | grep -qE "› @$oldest +" && e2e_idle; }
check "a opens @$oldest's list" 15 their_list
e2e_keys "$server" Escape
check "Esc returns to the comments" 10 on_comments

# 3. Posting.
# write_in_editor: waits for the editor's question on the terminal and types the line.
editor_asks() { has "e2e editor, type a line:"; }
write_in_editor() {
    check "the editor has the terminal and asks for a line" 15 editor_asks || return 1
    e2e_type "$server" "Posted from the e2e test $$"
    e2e_keys "$server" Enter
}
e2e_keys "$server" C
write_in_editor
asked() { has "Post this comment? y/n" && has "Posted from the e2e test $$"; }
check "C runs the editor, then shows the line and asks \"Post this comment? y/n\"" 15 asked
e2e_keys "$server" y
posted() { on_comments && status_has "Comment posted." && status_has "$((count + 1)) comments" && has "Posted from the e2e test $$"; }
check "y posts it: the new comment is on screen and the count is $((count + 1))" 15 posted
selected_new() { grep -B3 -F "Posted from the e2e test $$" <<<"$SCREEN" | grep -qE '^▌'; }
check "the new comment is the selected one" 5 selected_new
new_on_server() { api "/items/$item_id/comments" | grep -qF "Posted from the e2e test $$"; }
check "the stub keeps the posted comment" new_on_server
check "VISUAL wins over EDITOR: the editor in \$EDITOR never ran" test ! -e "$work/editor-not-chosen.ran"

# The new comment is the demo user's own: E edits it (the editor adds the line again above it), D deletes it.
e2e_keys "$server" E
write_in_editor
asked_edit() { has "Save this change? y/n"; }
check "E on one's own comment runs the editor and asks \"Save this change? y/n\"" 15 asked_edit
e2e_keys "$server" y
updated() { on_comments && status_has "Comment updated." && [[ $(grep -cF "Posted from the e2e test $$" <<<"$SCREEN") -ge 2 ]]; }
check "y saves the change: the comment shows the line twice" 15 updated
e2e_keys "$server" D
asked_delete() { has "Delete this comment? y/n"; }
check "D asks \"Delete this comment? y/n\"" 10 asked_delete
e2e_keys "$server" y
deleted() { on_comments && status_has "Comment deleted." && status_has "$count comments" && ! has "Posted from the e2e test $$"; }
check "y deletes it: the count is $count again" 15 deleted
e2e_keys "$server" j
note_gone() { on_comments && ! status_has "Comment deleted." && status_has "$count comments"; }
check "the next key takes the note away, and the count stays" 10 note_gone

# 4. A failing POST keeps the text.
if [[ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -X PUT \
    -d '[{"method":"POST","path":"/items/*/comments","fault":{"status":{"_0":500,"errorBody":true}}}]' \
    "http://127.0.0.1:$port/__stub/faults")" == 200 ]]; then
    e2e_keys "$server" C
    write_in_editor
    check "with the POST failing, C asks again" 15 asked
    e2e_keys "$server" y
    kept() { status_has "The text is kept in $work/state/kiji/unsent/"; }
    if check "the status bar names the file under \$XDG_STATE_HOME/kiji/unsent that kept the text" 15 kept; then
        file=$(e2e_last_row | grep -oE "$work/state/kiji/unsent/[^ ]+\.md")
        if [[ -f "$file" ]] && grep -qF "Posted from the e2e test $$" "$file"; then ok "the file holds the text"; else fail "the file holds the text" "$file"; fi
        mode=$(stat -c %a "$file" 2>/dev/null)
        if [[ "$mode" == 600 ]]; then ok "only the user may read it (mode 600)"; else fail "only the user may read it (mode 600)" "mode $mode"; fi
    fi
else
    fail "the stub takes the POST fault"
fi
e2e_keys "$server" q q q
e2e_kill_servers

# --- 5. Hostile comments ------------------------------------------------------------------------
server="kiji-comments-hostile-$$"
port=$(free_port)
log="$work/hostile.log"
require "tmux starts for --hostile" e2e_start "$server" 100 30
e2e_type "$server" "script -q -f -c $(printf %q "$(kiji_command --demo --hostile --port "$port")") $(printf %q "$log")"
e2e_keys "$server" Enter
if check "the hostile demo list appears under script(1)" 30 list_counted; then
    read -r index item_id < <(api "/items?page=1&per_page=20" | python3 -c '
import json, sys, urllib.request
items = json.load(sys.stdin)
for i, item in enumerate(items):
    if item["comments_count"] == 0: continue
    body = urllib.request.urlopen("http://127.0.0.1:'"$port"'/api/v2/items/%s/comments" % item["id"]).read()
    if b"\\u001b" in body or b"\x1b" in body:
        print(i, item["id"]); break')
    require "page 1 of the hostile demo has an item with hostile comments" test -n "${item_id:-}"
    for ((i = 0; i < index; i++)); do e2e_keys "$server" Down; done
    e2e_keys "$server" Enter
    e2e_wait "$server" 15 detail_ready
    before=$(stat -c %s "$log")
    e2e_keys "$server" c
    check "c shows the hostile comments" 15 on_comments
    for ((i = 0; i < 8; i++)); do e2e_keys "$server" Space j Tab; e2e_wait "$server" 5 e2e_idle; done
    e2e_keys "$server" q
    e2e_wait "$server" 10 detail_ready
    check_raw_output "the raw output of the comment screen has no control sequence from the content" "$log" "$before" 500
    # Quit kiji, so that script(1) ends with it: killing the tmux server alone left both running
    # (the EXIT trap stops them still, should this fail). Watched: script(1), the pane's child, and
    # every process under it just before q (kiji and its Pygments helper among them).
    descendants() { local child; for child in $(pgrep -P "$1"); do echo "$child"; descendants "$child"; done; }
    script_pid=$(pgrep -P "$(e2e_format "$server" '#{pane_pid}')" -x script)
    hostile_pids=$(echo $script_pid $([[ -n "$script_pid" ]] && descendants "$script_pid"))
    kiji_under_script=""
    for pid in $hostile_pids; do [[ "$(cat "/proc/$pid/comm" 2>/dev/null)" == kiji ]] && kiji_under_script=$pid; done
    e2e_keys "$server" q q
    gone() { [[ ! -e /proc/$1 ]] || grep -q '^State:.*Z' "/proc/$1/status" 2>/dev/null; }
    all_gone() { local pid; for pid in $hostile_pids; do gone "$pid" || return 1; done; }
    for ((i = 0; i < 100; i++)); do all_gone && break; sleep 0.1; done
    if [[ -z "$script_pid" || -z "$kiji_under_script" ]]; then
        fail "q quits the hostile demo, and script(1) ends with it" "no script(1) with kiji under it was found to watch: '$hostile_pids'"
    elif all_gone; then
        ok "q quits the hostile demo ($hostile_pids), and script(1) ends with it"
    else
        fail "q quits the hostile demo, and script(1) ends with it" "$(e2e_describe_pids $hostile_pids)"
    fi
fi
e2e_kill_servers

# --- 6. Deleting the last comment at 80×24 and 40×12, in English and Japanese -----------------
# The demo user posts a comment (it is the last one, and selected) and deletes it: the list's end
# then fills the screen with the end of the comment above it, with no run of blank rows below (17
# were left at 100×30).
short_editor="$work/short-editor"
printf '#!/bin/sh\n{ printf "Short-lived comment\\n"; cat "$1"; } >"$1.new" && mv "$1.new" "$1"\n' >"$short_editor"
chmod +x "$short_editor"
# Between the header and the status bar: never two blank rows together, and the row above the
# status bar not blank.
rows_full() {
    local row blank_before=0 last=$(($(wc -l <<<"$SCREEN") - 2))
    for ((row = 1; row <= last; row++)); do
        if [[ -z "$(e2e_row "$row" | tr -d ' ')" ]]; then
            ((blank_before)) && return 1
            blank_before=1
        else
            blank_before=0
        fi
    done
    ((!blank_before))
}
comments_counted() { e2e_idle && e2e_last_row | grep -qE '[0-9]' && ! grep -qE '^https://qiita\.com/' <<<"$SCREEN" && ! has "20/1000"; }
asks() { has "$1" && has "Short-lived comment"; }
posted_short() { e2e_idle && has "Short-lived comment" && lacks "y/n"; }
deleted_short() { e2e_idle && lacks "Short-lived comment" && lacks "y/n"; }
delete_last_comment() {
    local columns=$1 rows=$2 language=$3 post_question=$4 delete_question=$5 name="$1×$2 in $3"
    server="kiji-comments-small-$columns-$language-$$"
    port=$(free_port)
    e2e_start "$server" "$columns" "$rows" || { fail "$name: tmux starts"; return; }
    e2e_keys "$server" "$(kiji_command --demo --port "$port")" Enter
    e2e_wait "$server" 30 has "20/1000" || { fail "$name: the demo list appears"; return; }
    e2e_keys "$server" Enter
    e2e_wait "$server" 15 has "https://qiita.com/" || { fail "$name: the first article opens"; return; }
    e2e_keys "$server" c
    e2e_wait "$server" 15 comments_counted || { fail "$name: c shows the comments"; return; }
    e2e_keys "$server" C
    e2e_wait "$server" 15 asks "$post_question" || { fail "$name: C asks to post the editor's text"; return; }
    e2e_keys "$server" y
    e2e_wait "$server" 15 posted_short || { fail "$name: y posts it"; return; }
    e2e_keys "$server" D
    e2e_wait "$server" 10 asks "$delete_question" || { fail "$name: D asks to delete it"; return; }
    e2e_keys "$server" y
    if e2e_wait "$server" 15 deleted_short; then
        check "$name: deleting the last comment leaves no blank rows below the comment above it" 5 rows_full
    else
        fail "$name: y deletes the last comment"
    fi
}
saved_env=("${kiji_env[@]}")
kiji_env=("${saved_env[@]}" "VISUAL=$short_editor" "XDG_STATE_HOME=$work/state-small")
delete_last_comment 80 24 English "Post this comment? y/n" "Delete this comment? y/n"
delete_last_comment 40 12 English "Post this comment? y/n" "Delete this comment? y/n"
kiji_env=("${saved_env[@]}" "VISUAL=$short_editor" "XDG_STATE_HOME=$work/state-small" "LANG=ja_JP.UTF-8" "LC_ALL=ja_JP.UTF-8")
delete_last_comment 80 24 Japanese "このコメントを投稿しますか？ y/n" "このコメントを削除しますか？ y/n"
delete_last_comment 40 12 Japanese "このコメントを投稿しますか？ y/n" "このコメントを削除しますか？ y/n"
kiji_env=("${saved_env[@]}")
e2e_kill_servers

e2e_result
