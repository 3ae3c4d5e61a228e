#!/usr/bin/env bash
# End to end: `kiji preview` prints Markdown built to make a parser or a layout slow or greedy whole,
# on the release binary (issue 25).
#   Scripts/e2e/pathological-print.sh
#
# The cases are QiitaStub's `PathologicalMarkdown`: cmark's own `test/pathological_tests.py` (nested
# emphasis, many openers and closers, nested brackets and quotes, deep lists, backticks, unclosed
# links, many references) and Qiita's layers (nested <details> and :::note, unclosed HTML, many `$`,
# deep \frac, many shortcodes and mentions, one long word, a long CJK run, a wide and a tall table).
# `kiji-bench --pathological-cases` writes each as a draft with the texts its print must contain.
# For each case, `kiji preview DRAFT --width 80` must exit 0 and print the title, every counted text
# at least as often as given once the print's lines are joined (so wrapping cannot cut one), the
# marker word that ends the case, and no line longer than 320 characters (80 columns of at most 4).
# The cases are at cmark's own sizes (see PathologicalMarkdown for the three that are not), and each
# must print within 2 s (issue 38), half what cmark's suite allows cmark alone. The slowest, 50 MB of
# backticks in one paragraph, takes about 1.1 s, and no case went past 1.7 s with the machine's two
# cores loaded four times over. How long each case takes, and its memory, are figures of kiji-bench
# (Scripts/bench); this limit is the budget, not a measurement.
#
# The binaries are $KIJI_BIN and $KIJI_BENCH (Scripts/test: the release builds), else lib/e2e.sh
# builds them for release. Prints "ok   NAME" or "FAIL NAME" per case, then "N passed, M failed";
# exits non-zero on any failure.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
bench=$(e2e_kiji_bench_bin) || { fail "build kiji-bench"; e2e_result; exit 1; }
require "kiji-bench writes the cases" "$bench" --pathological-cases "$work/cases"
export XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config" HOME="$work" TERM=dumb
limit=2

# What is missing from the print $1 of the case whose expectations are in $2: one reason a line,
# nothing when it is complete.
missing() {
    python3 - "$1" "$2" <<'PY'
import sys
printed = open(sys.argv[1], encoding="utf-8", errors="replace").read()
expected = open(sys.argv[2], encoding="utf-8").read().split("\n")[1:]
joined = printed.replace("\n", "")
if not printed.startswith("pathological\n"):
    print("the print does not start with the title")
for line in filter(None, expected):
    count, text = line.split("\t", 1)
    found = joined.count(text)
    if found < int(count):
        print(f"{text!r} {found} times, expected at least {count}")
longest = max((len(line) for line in printed.split("\n")), default=0)
if longest > 80 * 4:
    print(f"a line of {longest} characters")
PY
}

count=0
for draft in "$work"/cases/*.md; do
    count=$((count + 1))
    expected=${draft%.md}.expected
    name=$(head -1 "$expected")
    output="$work/print.out"
    timeout -k 1 "$limit" "$bin" preview "$draft" --width 80 </dev/null >"$output" 2>"$work/print.err"
    status=$?
    if ((status == 124 || status == 137)); then
        fail "$name: printed within ${limit} s"
        continue
    fi
    if ((status != 0)); then
        fail "$name: exits 0" "status $status: $(head -c 300 "$work/print.err")"
        continue
    fi
    problems=$(missing "$output" "$expected")
    if [[ -z "$problems" ]]; then
        ok "$name: printed whole"
    else
        fail "$name: printed whole" "${problems//$'\n'/; }"
    fi
done
check "every case of PathologicalMarkdown was run (30)" test "$count" -eq 30
e2e_result
