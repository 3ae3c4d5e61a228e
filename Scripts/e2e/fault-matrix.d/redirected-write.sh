#!/usr/bin/env bash
# A redirected write, end to end: a stock's PUT answered with 307 is not sent on, and the status
# bar names where the server pointed.
# The fault matrix's `redirect` section (Scripts/e2e/fault-matrix.sh runs it; it runs alone too).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release. Prints "N passed, M failed" last.
set -uo pipefail
# shellcheck source=../lib/e2e.sh
source "$(dirname "$0")/../lib/e2e.sh"
unset QIITA_ACCESS_TOKEN VISUAL
e2e_use_kiji

# A write answered with a redirect (issue 32, point 7): `s` on an article while the stub answers the
# stock's PUT with 307 to another path. The status bar names where the server pointed; the stub saw
# the PUT once and nothing at the target; the article stays "Not stocked".
redirected_write_case() {
    local name="redirected write"
    new_server
    local port log
    port=$(free_port)
    e2e_start "$server" 200 40 || { fail "$name: tmux starts"; return; }
    e2e_keys "$server" "$(home_command "$server" --demo --port "$port" --timeout 3)" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "$name: the list appears"; e2e_kill_servers; return; fi
    e2e_keys "$server" Enter
    article_ready() { detail_shown && e2e_idle && has "Not stocked"; }
    if ! e2e_wait "$server" 15 article_ready; then fail "$name: the article opens, not stocked"; e2e_kill_servers; return; fi
    put_faults "$port" '[{"method":"PUT","path":"/items/*/stock","fault":{"redirect":{"location":"/api/v2/elsewhere","status":307}}}]' ||
        { fail "$name: the stub takes the rule"; e2e_kill_servers; return; }
    e2e_keys "$server" s
    check "$name: the status bar names where the server pointed" 15 has \
        "Qiita answered the PUT with HTTP 307, so nothing was changed; it was not sent on to /api/v2/elsewhere."
    log=$(curl -s --max-time 10 "http://127.0.0.1:$port/__stub/requests")
    check "$name: the stub saw the PUT once and nothing at the target" test \
        "$(grep -c '^PUT /api/v2/items/.*/stock' <<<"$log")/$(grep -c 'elsewhere' <<<"$log")" = "1/0"
    check "$name: the article is still not stocked" 5 has "Not stocked"
    e2e_kill_servers
}

redirected_write_case

e2e_result
