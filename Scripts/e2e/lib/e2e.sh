# shellcheck shell=bash
# The one library of the end-to-end scripts in Scripts/e2e: every script sources it first (it is
# not executable on purpose, since Scripts/test runs every executable file in Scripts/e2e).
#
# Sourcing it moves to the repository's root, sources lib/tmux.sh, lib/screen.sh (what kiji's
# screens show), lib/xvfb.sh (xterm and kitty on a virtual display) and lib/processes.sh, makes $work (a temporary folder), marks the script's
# environment (E2E_SCRIPT_MARK) and traps EXIT, so that whether the script passes, fails or is
# interrupted, every tmux server it started is killed, the pixel terminal and its display are
# stopped, every process started from it is stopped (kiji, script(1), a stub, a Pygments helper: found by the mark,
# see lib/processes.sh) and $work is removed.
#
#   check NAME COMMAND...          runs COMMAND: a pass when it succeeds, else a failure
#   check NAME SECONDS PRED [ARGS...]
#                                  waits up to SECONDS for `PRED ARGS...` on $server's screen
#   ok NAME                        counts a pass
#   fail NAME [WHY]                counts a failure and shows the last capture ($SCREEN)
#   require NAME COMMAND...        a precondition (the stub's own behaviour, say): nothing is
#                                  counted when COMMAND succeeds; when it fails, the script stops
#                                  there with a failure
#   skipped NAME...                counts each NAME as a failure: a check that could not run
#                                  because an earlier step failed
#   e2e_result                     prints "N passed, M failed" and succeeds when nothing failed
#   e2e_count_checks FILE MIN      counts each line of FILE, "ok NAME" or "FAIL NAME: why" (as
#                                  lib/pixels.py's result() prints them), as a pass or a failure,
#                                  and one check more that FILE holds at least MIN of them
#   has TEXT                       $SCREEN shows TEXT
#   lacks TEXT                     a screen was captured ($SCREEN is not empty) and lacks TEXT
#   row_has N TEXT                 row N (0-based) of $SCREEN shows TEXT
#   free_port                      a TCP port on 127.0.0.1 that nothing listens on
#   put_faults PORT JSON           sets the fault rules of the stub on PORT (see QiitaStub's Faults)
#   lift_faults PORT               lifts them
#   start_stub PORT LOG [ARGS...]  `kiji --demo ARGS` serving only the stub API on PORT (its output
#                                  in LOG, its cache and config in $work/home-stub); waits for its
#                                  "API:" line and sets $stub_pid
#   e2e_kiji_bin                   prints the kiji under test: $KIJI_BIN (Scripts/test sets it to
#                                  the release build Scripts/install ships), else builds that here
#   e2e_kiji_bench_bin             the same for kiji-bench: $KIJI_BENCH, else the release build
#   e2e_use_kiji                   sets $bin to the kiji under test, an absolute path; without one
#                                  the script stops there with a failure
#   e2e_bands_image                writes the test picture, four colour bands (lib/pixels.py), to
#                                  $work/bands.png
#   kiji_command ARGS...           the shell command that runs $bin with ARGS in a pane: no
#                                  interactive backtrace, TERM=tmux-256color, UTF-8, then the
#                                  VAR=VALUE words of the array $kiji_env (a later word wins)
#   home_command CASE ARGS...      kiji_command with cache and config in folders of CASE's own
#                                  ($work/home-CASE) and SWIFT_BACKTRACE=$kiji_backtrace
#                                  (interactive=no unless a script sets it)
#   new_server                     the next case's tmux server name in $server (kiji-fault-PID-N),
#                                  $SCREEN cleared
#   demo_article_with_editor NAME SCRIPT
#                                  a new server at 200×40 running the demo on a port of its own, with
#                                  an $EDITOR holding the shell script SCRIPT and an XDG_STATE_HOME of
#                                  its own, on the first article; sets the caller's port, editor and
#                                  state. Fails (one check) when tmux or the list does not start
#   cmd_of_pane                    the command $server's pane runs now (#{pane_current_command})
#   in_shell                       $server's pane is back in its sh
#   kiji_running                   $server's pane runs kiji
#   check_restored NAME STATUSES   kiji has exited in $server with one of STATUSES (space-separated)
#                                  and left the terminal usable: sh in front, off the alternate
#                                  screen, cursor shown, mouse reporting and bracketed paste off,
#                                  stty with icanon and echo; one check

cd "$(dirname "${BASH_SOURCE[0]}")/../../.." || exit 2
# shellcheck source=tmux.sh
source Scripts/e2e/lib/tmux.sh
# shellcheck source=screen.sh
source Scripts/e2e/lib/screen.sh
# shellcheck source=xvfb.sh
source Scripts/e2e/lib/xvfb.sh
# shellcheck source=processes.sh
source Scripts/e2e/lib/processes.sh

export LANG=C.UTF-8 LC_ALL=C.UTF-8
export E2E_SCRIPT_MARK="$$-$RANDOM$RANDOM"
work=$(mktemp -d)
passed=0
failed=0
server=""
kiji_env=()

# Stops what the script started; the script's own exit status stays.
e2e_stop_all() {
    e2e_kill_servers
    x_stop
    local pids
    pids=$(e2e_marked_pids E2E_SCRIPT_MARK "$E2E_SCRIPT_MARK")
    if [[ -n "$pids" ]]; then
        # shellcheck disable=SC2086
        kill -TERM $pids 2>/dev/null
        sleep 0.5
        pids=$(e2e_marked_pids E2E_SCRIPT_MARK "$E2E_SCRIPT_MARK")
        # shellcheck disable=SC2086
        [[ -z "$pids" ]] || kill -KILL $pids 2>/dev/null
    fi
    rm -rf "$work"
}
trap e2e_stop_all EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

ok() { passed=$((passed + 1)); echo "ok   $1"; }

fail() {
    failed=$((failed + 1))
    echo "FAIL $1${2:+ ($2)}"
    if [[ -n "${SCREEN//[[:space:]]/}" ]]; then
        echo "    ┌── screen"
        # shellcheck disable=SC2001 # a prefix for every line, the first one too
        sed 's/^/    │/' <<<"$SCREEN"
        echo "    └──"
    fi
}

check() {
    local name=$1
    shift
    if [[ "$1" =~ ^[0-9]+$ ]]; then
        local seconds=$1
        shift
        if e2e_wait "$server" "$seconds" "$@"; then ok "$name"; return 0; fi
        fail "$name" "waited ${seconds}s for: $*"
        return 1
    fi
    if "$@"; then ok "$name"; return 0; fi
    fail "$name"
    return 1
}

require() {
    local name=$1
    shift
    "$@" && return 0
    fail "precondition: $name" "the checks after it cannot run"
    e2e_result
    exit 1
}

skipped() {
    local name
    for name in "$@"; do
        failed=$((failed + 1))
        echo "FAIL $name (not run: an earlier step failed)"
    done
}

e2e_count_checks() {
    local verdict name
    while read -r verdict name; do
        if [[ $verdict == ok ]]; then ok "$name"; else fail "$name"; fi
    done <"$1"
    check "the checks ran" test "$(wc -l <"$1")" -ge "$2"
}
e2e_result() {
    echo "$passed passed, $failed failed"
    ((failed == 0))
}

has() { grep -qF -- "$1" <<<"$SCREEN"; }
lacks() { [[ -n "$SCREEN" ]] && ! grep -qF -- "$1" <<<"$SCREEN"; }
row_has() { e2e_row "$1" | grep -qF -- "$2"; }

free_port() {
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}
put_faults() {
    [[ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -X PUT -d "$2" "http://127.0.0.1:$1/__stub/faults")" == 200 ]]
}
lift_faults() {
    [[ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -X DELETE "http://127.0.0.1:$1/__stub/faults")" == 2* ]]
}

# With its standard output redirected, `kiji --demo` serves the stub API alone, no reader.
stub_pid=""
start_stub() {
    local port=$1 log=$2
    shift 2
    mkdir -p "$work/home-stub"
    XDG_CACHE_HOME="$work/home-stub" XDG_CONFIG_HOME="$work/home-stub" "$bin" --demo --port "$port" "$@" >"$log" 2>&1 &
    stub_pid=$!
    local deadline=$(($(e2e_now_ms) + 10000))
    until grep -q '^API: ' "$log" 2>/dev/null; do
        kill -0 "$stub_pid" 2>/dev/null || return 1
        (($(e2e_now_ms) >= deadline)) && return 1
        sleep 0.05
    done
}

# e2e_release_bin PRODUCT VARIABLE: the binary named by $VARIABLE, else PRODUCT built for release
# in Scripts/install's build folder.
e2e_release_bin() {
    local product=$1 variable=$2
    if [[ -n "${!variable:-}" ]]; then
        echo "${!variable}"
        return
    fi
    echo "building release $product (Scripts/build-release; set $variable to test another build)" >&2
    Scripts/build-release --scratch-path .build-install --product "$product" >&2 || return 1
    echo "$(Scripts/build-release --scratch-path .build-install --show-bin-path)/$product"
}

e2e_kiji_bin() { e2e_release_bin kiji KIJI_BIN; }

e2e_kiji_bench_bin() { e2e_release_bin kiji-bench KIJI_BENCH; }

e2e_use_kiji() {
    bin=$(e2e_kiji_bin) || { fail "build kiji"; e2e_result; exit 1; }
    require "the kiji binary is there: $bin" test -x "$bin"
    bin=$(realpath "$bin")
}

e2e_bands_image() {
    python3 Scripts/e2e/lib/pixels.py bands "$work"
    require "the test image was written" test -s "$work/bands.png"
}

kiji_command() {
    printf 'SWIFT_BACKTRACE=interactive=no TERM=tmux-256color LANG=C.UTF-8 LC_ALL=C.UTF-8'
    local assignment
    for assignment in "${kiji_env[@]}"; do printf ' %s=%q' "${assignment%%=*}" "${assignment#*=}"; done
    printf ' %q' "$bin" "$@"
}

kiji_backtrace=interactive=no
home_command() {
    local home="$work/home-$1"
    shift
    mkdir -p "$home/cache" "$home/config"
    kiji_env=("XDG_CACHE_HOME=$home/cache" "XDG_CONFIG_HOME=$home/config" "SWIFT_BACKTRACE=$kiji_backtrace")
    kiji_command "$@"
}

case_no=0
new_server() { case_no=$((case_no + 1)); server="kiji-fault-$$-$case_no"; SCREEN=""; }

# shellcheck disable=SC2317 # its predicate is called by e2e_wait, out of shellcheck's sight
demo_article_with_editor() {
    local name=$1
    new_server
    editor="$work/editor-$server" state="$work/state-$server"
    port=$(free_port)
    printf '%s' "$2" >"$editor"
    chmod +x "$editor"
    e2e_start "$server" 200 40 || { fail "$name: tmux starts"; return 1; }
    e2e_keys "$server" "EDITOR=$editor XDG_STATE_HOME=$state $(home_command "$server" --demo --port "$port" --timeout 3)" Enter
    if ! e2e_wait "$server" 30 list_ready; then fail "$name: the list appears"; e2e_kill_servers; return 1; fi
    e2e_keys "$server" Enter
    article_idle() { detail_shown && e2e_idle; }
    e2e_wait "$server" 15 article_idle
}

cmd_of_pane() { e2e_format "$server" '#{pane_current_command}'; }
in_shell() { [[ "$(cmd_of_pane)" == sh ]]; }
kiji_running() { [[ "$(basename -- "$(cmd_of_pane)")" == kiji ]]; }

# shellcheck disable=SC2317 # its predicates are called by e2e_wait, out of shellcheck's sight
check_restored() {
    local name=$1 statuses=$2 problems=() status="" tokens modes="$work/stty-$server"
    if ! e2e_wait "$server" 60 in_shell; then
        fail "$name" "kiji did not exit"
        return 1
    fi
    [[ "$(e2e_format "$server" '#{alternate_on}')" == 0 ]] || problems+=("still on the alternate screen")
    [[ "$(e2e_format "$server" '#{cursor_flag}')" == 1 ]] || problems+=("cursor hidden")
    [[ "$(e2e_format "$server" '#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}#{mouse_sgr_flag}')" == 0000 ]] ||
        problems+=("mouse reporting still on")
    # The shell may drop the rest of a command list after SIGINT, so $? is asked for alone.
    e2e_type "$server" 'echo "KIJI-EXIT=$?"'
    e2e_keys "$server" Enter
    exit_line() { grep -qE '^([#$] )?KIJI-EXIT=[0-9]+' <<<"$SCREEN"; }
    if e2e_wait "$server" 10 exit_line; then
        status=$(sed -nE 's/^([#$] )?KIJI-EXIT=([0-9]+).*/\2/p' <<<"$SCREEN" | tail -1)
        [[ " $statuses " == *" $status "* ]] || problems+=("exit status $status, expected one of: $statuses")
    else
        problems+=("no exit status from the shell")
    fi
    # tmux wraps a paste in ESC[200~ … ESC[201~ only while the pane asks for bracketed paste; sh
    # would then take the markers as part of the command, and the echo would not print.
    tmux -L "$server" set-buffer -b kiji-paste 'echo KIJI-PASTE-"OK"'
    tmux -L "$server" paste-buffer -p -d -b kiji-paste -t main
    e2e_keys "$server" Enter
    pasted() { grep -qE '^KIJI-PASTE-OK' <<<"$SCREEN"; }
    e2e_wait "$server" 10 pasted || problems+=("bracketed paste still on")
    e2e_type "$server" "stty -a > '$modes'; echo KIJI-STTY-\"DONE\""
    e2e_keys "$server" Enter
    stty_done() { grep -qE '^([#$] )?KIJI-STTY-DONE' <<<"$SCREEN"; }
    if e2e_wait "$server" 10 stty_done; then
        # shellcheck disable=SC2020 # a space, a ; or a newline each end a token
        tokens=$(tr -s ' ;\n' '\n\n\n' <"$modes")
        grep -qx 'icanon' <<<"$tokens" || problems+=("stty: no icanon")
        grep -qx 'echo' <<<"$tokens" || problems+=("stty: no echo")
        ! grep -qx -- '-icanon' <<<"$tokens" || problems+=("stty: -icanon")
        ! grep -qx -- '-echo' <<<"$tokens" || problems+=("stty: -echo")
    else
        problems+=("stty did not run")
    fi
    if ((${#problems[@]} == 0)); then
        ok "$name (exit $status)"
    else
        local IFS=';'
        fail "$name" "${problems[*]}"
    fi
}
