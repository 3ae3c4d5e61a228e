# shellcheck shell=bash
# The article screen of `kiji --demo` in tmux, for the end-to-end scripts that check what an
# article's keys do (sourced after lib/e2e.sh; not executable on purpose).
#
#   demo_article_open LABEL WIDTH HEIGHT [VAR=VALUE...]
#                                 starts tmux server kiji-LABEL-$$ (into $server) at WIDTH×HEIGHT
#                                 running `kiji --demo` with its cache and config under
#                                 $work/LABEL and the VAR=VALUE pairs in its environment, and
#                                 opens the first article of the newest items (VIPER in a
#                                 Terminal); on failure says which step failed, stops the server
#                                 and fails

demo_article_open() {
    local label=$1 width=$2 height=$3
    shift 3
    server="kiji-$label-$$"
    local port
    port=$(free_port)
    mkdir -p "$work/$label/cache" "$work/$label/config"
    kiji_env=("XDG_CACHE_HOME=$work/$label/cache" "XDG_CONFIG_HOME=$work/$label/config" "$@")
    e2e_start "$server" "$width" "$height" || { fail "$label: tmux starts"; return 1; }
    e2e_keys "$server" "$(kiji_command --demo --port "$port")" Enter
    e2e_settle_from_now
    sleep 1
    if ! e2e_wait "$server" 30 e2e_settled; then fail "$label: kiji starts"; e2e_kill_servers; return 1; fi
    e2e_keys "$server" Enter
    if ! e2e_wait "$server" 15 demo_article_shown; then fail "$label: Enter opens the first article"; e2e_kill_servers; return 1; fi
}

# The first article of the demo is on screen, and kiji is idle.
demo_article_shown() { has "VIPER in a Terminal" && e2e_idle; }
