#!/usr/bin/env bash
# The comment routes, end to end: a 500 and malformed JSON on GET /items/*/comments show the
# sentence when `c` opens them and `r` recovers; a 500 on the POST keeps the text in a file the
# status bar names.
# The fault matrix's `comments` section (Scripts/e2e/fault-matrix.sh runs it; it runs alone too).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release. Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
unset QIITA_ACCESS_TOKEN VISUAL
e2e_use_kiji

# The comment routes: the first item of the demo has comments. A rule on GET /items/*/comments
# fails them as `c` opens them: the status bar and the empty screen say the fault's sentence, and
# `r` loads them once it is lifted. A rule on POST: `C` (EDITOR writes a line), `y`, and the status
# bar names the file under $XDG_STATE_HOME that kept the text. comment_fault_case NAME METHOD RULE PHRASE
comment_fault_case() {
    local name="comments: $1" method=$2 fault=$3 phrase=$4 port editor state
    demo_article_with_editor "$name" $'#!/bin/sh\n{ echo "kept by the fault matrix"; cat "$1"; } >"$1.new" && mv "$1.new" "$1"\n' || return
    comments_loaded() { row_matches 0 '› Comments ' && e2e_last_row | grep -qE ' [0-9]+ comments *$' && e2e_idle && lacks "Press r to retry"; }
    if [[ "$method" == GET ]]; then
        put_faults "$port" "[{\"method\":\"GET\",\"path\":\"/items/*/comments\",\"fault\":$fault}]" || { fail "$name: the stub takes the rule"; e2e_kill_servers; return; }
        e2e_keys "$server" c
        shown_twice() { failed_with "$phrase" && [[ $(grep -cF -- "$phrase" <<<"$SCREEN") -ge 2 ]]; }
        check "$name: c says \"$phrase… Press r to retry\" in the status bar and on the screen" 20 shown_twice
        lift_faults "$port" || fail "$name: the fault is lifted"
        e2e_keys "$server" r
        check "$name: r after the fault is lifted shows the comments" 20 comments_loaded
    else
        e2e_keys "$server" c
        e2e_wait "$server" 15 comments_loaded
        put_faults "$port" "[{\"method\":\"POST\",\"path\":\"/items/*/comments\",\"fault\":$fault}]" || { fail "$name: the stub takes the rule"; e2e_kill_servers; return; }
        e2e_keys "$server" C
        asked() { has "Post this comment? y/n"; }
        if e2e_wait "$server" 15 asked; then
            e2e_keys "$server" y
            kept() { e2e_last_row | grep -qF "$phrase" && e2e_last_row | grep -qF "The text is kept in $state/kiji/unsent/"; }
            check "$name: the status bar says \"$phrase\" and names the file that kept the text" 20 kept
        else
            fail "$name: C asks before posting"
        fi
    fi
    e2e_kill_servers
}

comment_fault_case "GET 500" GET '{"status":{"_0":500,"errorBody":true}}' "Qiita had a server error (HTTP 500)"
comment_fault_case "GET malformed JSON" GET '{"malformedJSON":{}}' "was not the JSON Qiita sends"
comment_fault_case "POST 500" POST '{"status":{"_0":500,"errorBody":true}}' "Could not send the comment"

e2e_result
