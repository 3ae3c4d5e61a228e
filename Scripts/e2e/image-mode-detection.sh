#!/usr/bin/env bash
# End to end: `images = "auto"` asks the terminal once at start-up and picks its pixels, through a pty.
#   Scripts/e2e/image-mode-detection.sh
#
# `kiji preview` of the four-band draft (lib/pixels.py) with no --images (auto), in a pty whose
# "terminal" (the script) answers kiji's questions (the kitty graphics query, XTVERSION, CSI 16 t,
# DA1) with bytes real terminals sent (captured under Xvfb; the same as TerminalAnswersTests):
# 1. xterm -ti vt340 (DA1 lists 4): the image is painted in sixel (DCS rows), nothing in kitty's.
# 2. kitty 0.26.5 (the query answered OK): the image is sent and placed in kitty's protocol.
# 3. A terminal that answers nothing: colour blocks (no DCS, APC or OSC 1337), and the first frame
#    comes all the same (the wait is short).
# 4. Inside tmux (TMUX set): nothing is asked at all (no DA1 question written) and colour blocks,
#    though the terminal would answer as xterm -ti vt340 does.
# 5. TERM_PROGRAM=iTerm.app: iTerm2's inline images (OSC 1337).
# 6. Keys typed while the answers come (j before DA1's answer) are not lost, and no answer byte is
#    taken for a key: kiji quits on q, in every case, leaving the alternate screen.
# The binary is $KIJI_BIN, else lib/e2e.sh builds release.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
pixels=Scripts/e2e/lib/pixels.py
e2e_bands_image

xterm_vt340='\x1bP>|XTerm(379)\x1b\\\x1b[?63;1;2;4;6;9;15;16;22;28c'
kitty='\x1b_Gi=31;OK\x1b\\\x1bP>|kitty(0.26.5)\x1b\\\x1b[6;18;9t\x1b[?62;c'

# Runs kiji with the answer (or none) and extra --env words; keeps the bytes as $work/NAME.bin.
run_case() {
    local name=$1 answer=$2
    shift 2
    local options=(--keys q)
    [[ -n "$answer" ]] && options+=(--answer "$answer")
    python3 "$pixels" run "$work" "$bin" "${options[@]}" "$@" -- preview bands.md
    cp "$work/out.bin" "$work/$name.bin"
}
run_case sixel "$xterm_vt340"
run_case kitty "$kitty"
run_case silent ""
run_case tmux "$xterm_vt340" --env TMUX=/tmp/tmux-0/default,1,0
run_case iterm "$xterm_vt340" --env TERM_PROGRAM=iTerm.app
run_case typed "j$xterm_vt340"

python3 - "$work" >"$work/checks" <<'PY'
import re, sys
sys.path.insert(0, "Scripts/e2e/lib")
from pixels import result
work = sys.argv[1]
def read(name):
    return open(f"{work}/{name}.bin", "rb").read()
sixel = re.compile(rb"\x1bP[^\x1b]*q[^\x1b]*\x1b\\")
kitty_send = re.compile(rb"\x1b_Ga=t,")
kitty_place = re.compile(rb"\x1b_Ga=p,")
iterm = re.compile(rb"\x1b\]1337;File=")
blocks = re.compile(rb"\x1b\[[0-9;]*(38;5;(9|196)|48;5;(9|196)|[34]1)[;m]")  # a red cell: the first band
def kinds(data):
    return {"sixel": bool(sixel.search(data)), "kitty": bool(kitty_send.search(data) and kitty_place.search(data)),
            "iterm": bool(iterm.search(data))}
asked = b"\x1b[c"
for name, expected in [("sixel", "sixel"), ("kitty", "kitty"), ("iterm", "iterm")]:
    data = read(name)
    found = kinds(data)
    result(f"{name}: the terminal is asked once and the image comes in {expected} only",
           data.count(asked) == 1 and found[expected] and sum(found.values()) == 1, (data.count(asked), found))
for name in ("silent", "tmux"):
    data = read(name)
    found = kinds(data)
    result(f"{name}: colour blocks, no pixels", not any(found.values()) and bool(blocks.search(data)), found)
result("silent: the terminal is asked once, and the article is drawn all the same", read("silent").count(asked) == 1 and b"Before the image." in read("silent"))
result("tmux: nothing is asked", read("tmux").count(asked) == 0)
typed = read("typed")
first_row = lambda data: min((int(m) for m in re.findall(rb"\x1b7\x1b\[(\d+);1H\x1bP", data)), default=0)
result("typed: the j typed before the answers is kept: the image's rows end one row higher than without it",
       kinds(typed)["sixel"] and first_row(typed) == first_row(read("sixel")) - 1, (first_row(typed), first_row(read("sixel"))))
for name in ("sixel", "kitty", "silent", "tmux", "iterm", "typed"):
    data = read(name)
    result(f"{name}: q quits and leaves the alternate screen", b"\x1b[?1049l" in data[-400:], data[-80:])
PY
e2e_count_checks "$work/checks" 14
e2e_result
