# shellcheck shell=bash
# Finding the processes a run started, by a mark in their environment (sourced by lib/e2e.sh and
# by Scripts/test; not executable on purpose). A script exports a variable with a value of its own;
# every process it starts inherits it, through tmux servers, their panes' shells, script(1), kiji
# and kiji's Pygments helper, so the mark finds them all wherever they were reparented.
# The process that exports the mark does not carry it itself (/proc/PID/environ is the environment
# a process started with), and neither does the grep that looks for it (`env -u`); nothing else
# is started to read grep's answer.
#
#   e2e_marked_pids NAME VALUE     the pids of the processes whose environment holds NAME=VALUE
#   e2e_describe_pids PID...       one line per process that still exists: pid, name, command line

e2e_marked_pids() {
    local file
    while IFS= read -r file; do
        file=${file#/proc/}
        echo "${file%/environ}"
    done < <(env -u "$1" grep -lzxF -- "$1=$2" /proc/[0-9]*/environ 2>/dev/null)
}

e2e_describe_pids() {
    local pid
    for pid in "$@"; do
        [[ -r /proc/$pid/cmdline ]] || continue
        printf '%s %s: %s\n' "$pid" "$(cat "/proc/$pid/comm" 2>/dev/null)" "$(tr '\0\n' '  ' <"/proc/$pid/cmdline" 2>/dev/null | cut -c1-200)"
    done
}
