#!/usr/bin/env bash
# End to end: an article's image in iTerm2's inline images (`--images iterm`), through a pty.
#   Scripts/e2e/article-images-iterm.sh
#
# `kiji preview` of a draft whose image is a local 400×200 PNG of four vertical bands (red, green,
# blue, yellow, left to right; lib/pixels.py), run in a pty of 80×24 cells of 10×20 pixels.
# 1. The first frame paints one inline image (OSC 1337 File=inline=1, 40 cells wide and one row
#    high) per row of the picture, on consecutive rows at column 1, each between a saved and a
#    restored cursor. Each payload is base64 of a picture file that ImageMagick reads as 400×20;
#    stacked, the rows' four quarters are red, green, blue and yellow.
# 2. Scrolling down (j) moves the image a row up: each of its rows is painted again one row higher
#    (curses may scroll the text, and the terminal the pixels with it, so every row that moved is
#    erased and painted), cut at the pager's top; no row is painted above the pager's first row or
#    on the status row, and each row the image leaves is written again.
# 3. Print mode, `kiji preview --images iterm` into a file: 10 inline images on consecutive lines,
#    each between a saved and a restored cursor, the text around them in place; the first is
#    400×20 with the four bands.
# The binary is $KIJI_BIN, else lib/e2e.sh builds release.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
require "convert is installed (imagemagick)" command -v convert >/dev/null
pixels=Scripts/e2e/lib/pixels.py

e2e_bands_image
python3 "$pixels" run "$work" "$bin" --keys "jjjjjjjjjq" -- preview bands.md --images iterm

python3 - "$work" >"$work/checks" <<'PY'
import base64, re, subprocess, sys
sys.path.insert(0, "Scripts/e2e/lib")
from pixels import COLOURS, frames, near, picture_pixel, picture_size, result
work = sys.argv[1]
steps = frames(work)
paint = re.compile(rb"\x1b7\x1b\[(\d+);(\d+)H\x1b\]1337;File=([^:\x07]*):([A-Za-z0-9+/=]*)\x07\x1b8")
first = [(int(m[1]), int(m[2]), m[3], m[4]) for m in paint.finditer(steps[0])]
rows = [row for row, _, _, _ in first]
result("the first frame paints 10 inline images on consecutive rows at column 1",
       len(first) == 10 and rows == list(range(rows[0], rows[0] + 10)) and all(c == 1 for _, c, _, _ in first), rows)
arguments = {a for _, _, a, _ in first}
result("each is inline, 40 cells wide and one row high", all(b"inline=1" in a and b"width=40" in a and b"height=1" in a for a in arguments), arguments)
names = []
for index, (_, _, _, payload) in enumerate(first):
    raw = f"{work}/row{index}.bin"
    open(raw, "wb").write(base64.b64decode(payload))
    subprocess.run(["convert", raw, f"{work}/row{index}.png"], check=False, capture_output=True)
    names.append(f"{work}/row{index}.png")
sizes = [picture_size(name) for name in names]
result("each payload is a picture 400×20", len(sizes) == 10 and all(s == (400, 20) for s in sizes), sizes)
stacked = f"{work}/stacked.png"
args = ["convert", "-size", "400x200", "xc:black"]
for index, name in enumerate(names):
    args += [name, "-geometry", f"+0+{index * 20}", "-composite"]
subprocess.run(args + [stacked], check=False)
samples = [[picture_pixel(stacked, 50 + 100 * band, y) for y in (5, 100, 195)] for band in range(4)]
result("the stacked rows' quarters are red, green, blue and yellow", all(near(p, COLOURS[b]) for b in range(4) for p in samples[b]), samples)
later = [[int(m[1]) for m in paint.finditer(step)] for step in steps[1:]]
# Each j paints every row of the image again, one higher each time, those past the pager's top left out.
expected = [list(range(max(2, rows[0] - 1 - i), rows[-1] - i)) for i in range(len(later) - 1)]
result("each j paints the image's rows one higher each time, none past the pager's top", [sorted(s) for s in later[:-1]] == expected, later)
result("no row is painted above the pager's first row or on the status row", all(2 <= r <= 23 for step in later for r in step), later)
def writes_row(frame, row):
    return re.search(rb"\x1b\[" + str(row).encode() + rb"(;1)?H|\x1b\[" + str(row).encode() + rb"d", frame) is not None
left = [writes_row(steps[i + 1], rows[-1] - i) for i in range(4)]
result("each row the image leaves as it scrolls is written again", all(left), left)
PY

(cd "$work" && XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config" "$bin" preview bands.md --images iterm >"$work/printed" 2>"$work/printed.err")
python3 - "$work" >>"$work/checks" <<'PY'
import base64, subprocess, sys
sys.path.insert(0, "Scripts/e2e/lib")
from pixels import COLOURS, near, picture_pixel, picture_size, printed_image_rows, result
work = sys.argv[1]
lines, image_lines = printed_image_rows(work, rb"\x1b7\x1b\]1337;File=[^:\x07]*:[A-Za-z0-9+/=]*\x07\x1b8", "inline images")
if image_lines:
    payload = lines[image_lines[0]].split(b":", 1)[1][:-3]
    open(work + "/p0.bin", "wb").write(base64.b64decode(payload))
    subprocess.run(["convert", work + "/p0.bin", work + "/p0.png"], check=False, capture_output=True)
    colours = [picture_pixel(work + "/p0.png", x, 10) for x in (50, 150, 250, 350)]
    good = picture_size(work + "/p0.png") == (400, 20) and all(near(c, e) for c, e in zip(colours, COLOURS))
    result("print mode's first row is 400×20 with the four bands", good, f"{colours}")
PY
e2e_count_checks "$work/checks" 10
e2e_result
