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
#   in_shell                       $server's pane is back in its sh
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

in_shell() { [[ "$(e2e_format "$server" '#{pane_current_command}')" == sh ]]; }

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
