#!/usr/bin/env bash
# The fault matrix, end to end: kiji against a misbehaving API, a misbehaving terminal, signals and
# hostile content, each in a tmux server of its own.
#   Scripts/e2e/fault-matrix.sh
#
# Each section is a script of its own in fault-matrix.d, over the same lib/ (its head says what it
# checks), here longest first:
#   dates     walk-by-date.sh         a walk by date past item 10,000 meets the rate limit, a 500
#                                     and an empty answer
#   images    image-faults.sh         the first article's image fails in seven ways, in every output
#                                     mode; in a pty, no pixel sequence is written
#   faults    http-faults.sh          HTTP faults on the list's second page, an unknown user, the
#                                     server gone
#   jobs      job-control.sh          Ctrl-Z and fg in tmux, kill -TSTP right after start, 20 times
#   feeds     feed-faults.sh          the trend's feed malformed, empty, too large or too slow
#   signals   signals.sh              six signals to kiji under sh: the terminal is restored
#   input     terminal-input.sh       what terminals send beyond terminfo's keys, SGR mouse reports
#                                     past column 223, an Alt chord from config.toml
#   sizes     terminal-sizes.sh       1×1 to 500×200 on every screen, 100 resizes in about a second
#   hostile   hostile-content.sh      `kiji --demo --hostile` under script(1): no escape sequence or
#                                     payload reaches the terminal
#   sync      sync-faults.sh          kiji sync meets the rate limit, a 500, a slow picture, a cut
#                                     connection and the server gone, part-way
#   comments  comment-faults.sh       faults on the comment routes, GET and POST
#   timeline  timeline-rate-limit.sh  the timeline meets the rate limit
#   damaged   damaged-cache.sh        a damaged cache found and replaced, a full disk called a full disk
#   editor    failing-editor.sh       an $EDITOR that fails: its text is kept
#   redirect  redirected-write.sh     a write answered with 307 is not sent on
#   output    output-errors.sh        stdout on /dev/full, closed, or a pipe that ends first
#
# Runs every section, one after the other, or only the one FAULT_MATRIX_ONLY names. The binary is
# $KIJI_BIN (Scripts/test: the release build), else lib/e2e.sh builds release, once for them all.
# Prints "ok   NAME" or "FAIL NAME" (with the screen) per check and, per section, one check that
# its script passed, then "N passed, M failed" last, over every section that ran; exits non-zero
# on any failure.
# `fault-matrix.sh --sections` prints the sections' names, longest first; Scripts/test runs each
# as a job of its own (FAULT_MATRIX_ONLY=NAME), beside the other scripts.
set -uo pipefail
# NAME:FILE (fault-matrix.d/FILE.sh), longest first: the order of --sections.
sections=(dates:walk-by-date images:image-faults faults:http-faults jobs:job-control feeds:feed-faults
    signals:signals input:terminal-input sizes:terminal-sizes hostile:hostile-content
    sync:sync-faults comments:comment-faults timeline:timeline-rate-limit damaged:damaged-cache editor:failing-editor
    redirect:redirected-write output:output-errors)
names=("${sections[@]%%:*}")
if [[ "${1:-}" == --sections ]]; then
    echo "${names[@]}"
    exit 0
fi
only=${FAULT_MATRIX_ONLY:-}
if [[ -n "$only" && " ${names[*]} " != *" $only "* ]]; then
    echo "FAULT_MATRIX_ONLY=$only names no section; the sections are: ${names[*]}" >&2
    exit 2
fi
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
# The sections test this kiji: when it had to be built, it was built here, once.
export KIJI_BIN=$bin
started_at=$(e2e_now_ms)

# run_section FILE: runs fault-matrix.d/FILE.sh, showing its output as it comes and counting its
# checks here, so that the last line sums every section; the script's own result line is left
# out. One check more, that the script passed: a script that stops early (a `require`, a bash
# error) may print no failure, only end with a failing status.
shopt -s lastpipe
run_section() {
    local file=$1 line status
    echo "== $file (fault-matrix.d/$file.sh)"
    Scripts/e2e/fault-matrix.d/"$file".sh 2>&1 | while IFS= read -r line; do
        case $line in
            "ok   "*) passed=$((passed + 1)) ;;
            "FAIL "*) failed=$((failed + 1)) ;;
        esac
        [[ $line =~ ^[0-9]+\ passed,\ [0-9]+\ failed$ ]] || printf '%s\n' "$line"
    done
    status=${PIPESTATUS[0]}
    if ((status == 0)); then
        ok "the $file section passed every check above"
    else
        fail "the $file section passed every check above" "exit status $status"
    fi
}

for section in "${sections[@]}"; do
    if [[ -z "$only" || "$only" == "${section%%:*}" ]]; then run_section "${section#*:}"; fi
done

echo "wall time $(( ($(e2e_now_ms) - started_at) / 1000 )) s"
if [[ -n "$only" && -n "${KIJI_E2E_SUITE:-}" ]]; then echo "section $only of the fault matrix; Scripts/test runs each section as a job"
elif [[ -n "$only" ]]; then echo "narrowed by FAULT_MATRIX_ONLY=$only: the other sections did not run"; fi
e2e_result
