#!/usr/bin/env bash
# End to end: frames are wrapped in DEC mode 2026 (synchronized output) exactly where the terminal
# says it has it, through a pty (lib/pixels.py) whose "terminal" (the script) answers kiji's start-up
# questions or stays silent.
#   Scripts/e2e/synchronized-output.sh
# `kiji preview` of the four-band draft, three `j`s, then `q`:
# 1. A terminal that reports mode 2026 (DECRPM `CSI ? 2026 ; 2 $ y`, then DA1): it is asked once, and
#    every frame, the first and each key's, starts with `CSI ? 2026 h` and ends with `CSI ? 2026 l`.
# 2. A terminal that answers only DA1, or reports the mode unknown (Ps 0): no frame is wrapped.
# 3. Apple's Terminal (TERM_PROGRAM=Apple_Terminal), which prints a stray `p` for DECRQM: not asked.
# 4. Inside tmux (TMUX set, no TERM_PROGRAM_VERSION of 3.7 or later): not asked.
# The binary is $KIJI_BIN, else lib/e2e.sh builds release. Prints "N passed, M failed".
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
pixels=Scripts/e2e/lib/pixels.py
e2e_bands_image

reports='\x1b[?2026;2$y\x1b[?62;c'
unknown='\x1b[?2026;0$y\x1b[?62;c'
attributes='\x1b[?62;c'

# run_case NAME ANSWER [pixels.py options]: kiji with that answer (or none), its bytes kept as $work/NAME.bin
# and the offsets before each key as $work/NAME.marks.
run_case() {
    local name=$1 answer=$2
    shift 2
    local options=(--keys jjjq --pause 0.8)
    [[ -n "$answer" ]] && options+=(--answer "$answer")
    python3 "$pixels" run "$work" "$bin" "${options[@]}" "$@" -- preview --images symbols bands.md
    cp "$work/out.bin" "$work/$name.bin"
    cp "$work/out.bin.marks" "$work/$name.marks"
}
run_case reports "$reports"
run_case attributes "$attributes"
run_case unknown "$unknown"
run_case apple "$reports" --env TERM_PROGRAM=Apple_Terminal
run_case tmux "$reports" --env TMUX=/tmp/tmux-0/default,1,0

python3 - "$work" >"$work/checks" <<'PY'
import sys
sys.path.insert(0, "Scripts/e2e/lib")
from pixels import result
work = sys.argv[1]
begin, end, question = b"\x1b[?2026h", b"\x1b[?2026l", b"\x1b[?2026$p"
def read(name):
    data = open(f"{work}/{name}.bin", "rb").read()
    marks = list(map(int, open(f"{work}/{name}.marks").read().split()))
    return data, [data[a:b] for a, b in zip([0] + marks, marks + [len(data)])]
data, parts = read("reports")
result("reports: it is asked once", data.count(question) == 1, data.count(question))
first = parts[0][parts[0].find(begin):] if begin in parts[0] else b""
frames = [first] + parts[1:4]
result("reports: the first frame and each j's frame start with CSI ? 2026 h and end with CSI ? 2026 l",
       all(f.startswith(begin) and f.rstrip(b"\x00").endswith(end) for f in frames), [(f[:8], f[-8:]) for f in frames])
result("reports: every begin has its end", data.count(begin) == data.count(end) >= 4, (data.count(begin), data.count(end)))
result("reports: nothing is drawn before the first frame's begin", b"Before the image." not in parts[0][:parts[0].find(begin)])
for name in ("attributes", "unknown"):
    data, _ = read(name)
    result(f"{name}: it is asked, and no frame is wrapped", data.count(question) == 1 and begin not in data and b"Before the image." in data,
           (data.count(question), data.count(begin)))
for name in ("apple", "tmux"):
    data, _ = read(name)
    result(f"{name}: mode 2026 is not asked about, and no frame is wrapped", question not in data and begin not in data,
           (data.count(question), data.count(begin)))
PY
e2e_count_checks "$work/checks" 7
e2e_result
