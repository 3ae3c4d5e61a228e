#!/usr/bin/env bash
# The failing editor, end to end: an $EDITOR that writes and exits 3 has its text kept in a 0600
# file, and the status bar says the status and names the file.
# The fault matrix's `editor` section (Scripts/e2e/fault-matrix.sh runs it; it runs alone too).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release. Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
unset QIITA_ACCESS_TOKEN VISUAL
e2e_use_kiji

# The failing editor: `C` with an $EDITOR that writes a line and exits 3. The status bar says the
# status and names the file under $XDG_STATE_HOME that kept the text, and the file is there, 0600.
failing_editor_case() {
    local name="failing editor" port editor state file
    demo_article_with_editor "$name" $'#!/bin/sh\necho "kept despite the failure" >"$1"\nexit 3\n' || return
    comments_loaded() { row_matches 0 '› Comments ' && e2e_idle; }
    e2e_keys "$server" c
    e2e_wait "$server" 15 comments_loaded
    e2e_keys "$server" C
    named() { e2e_last_row | grep -qF "The editor exited with status 3; your text is kept in $state/kiji/unsent/"; }
    check "$name: the status bar says the editor's status and names the file that kept the text" 15 named
    file=$(find "$state/kiji/unsent" -type f -name 'comment-*.md' 2>/dev/null | head -1)
    if [[ -n "$file" && $(stat -c %a "$file") == 600 ]] && grep -qF "kept despite the failure" "$file"; then
        ok "$name: the kept file holds the text, mode 0600"
    else
        fail "$name: the kept file holds the text, mode 0600" "found '${file:-nothing}'"
    fi
    e2e_kill_servers
}

failing_editor_case

e2e_result
