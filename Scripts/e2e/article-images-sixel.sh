#!/usr/bin/env bash
# End to end: an article's image in the pager drawn in sixel (`--images sixel`), through a pty.
#   Scripts/e2e/article-images-sixel.sh
#
# `kiji preview` of a draft whose image is a local 400×200 PNG of four vertical bands (red, green,
# blue, yellow, left to right, as the stub's /files/bands.png), run in a pty of 80×24 cells of
# 10×20 pixels; every byte kiji writes is kept, and each key's bytes apart.
# 1. The first frame paints one sixel (DCS … ST) per row of the image, on consecutive rows at the
#    first column, each between a saved and a restored cursor; sixel2png decodes each, and stacked
#    at 20 pixels a row they make a picture 400 pixels wide and about 200 high whose four quarters
#    are red, green, blue and yellow.
# 2. Scrolling down (j) until the image is cut by the top of the pager: no sixel is ever written
#    above the pager's first row or on the last (status) row, and the row the image left is written
#    again (erased with EL, then sent by curses).
# 3. Print mode, `kiji preview --images sixel` into a file: the image's 10 rows are printed as 10
#    sixels, each between a saved and a restored cursor at the start of its line, the lines around
#    them as text ("Before the image." above, "After the image." below), and the first decodes to
#    400 pixels wide with the four bands.
# The binary is $KIJI_BIN, else lib/e2e.sh builds release.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
require "sixel2png is installed (libsixel-bin)" command -v sixel2png >/dev/null
require "convert is installed (imagemagick)" command -v convert >/dev/null

pixels=Scripts/e2e/lib/pixels.py
e2e_bands_image
python3 "$pixels" run "$work" "$bin" --keys jjjjjjjjjq -- preview bands.md --images sixel

# Prints one line per check ("ok NAME" or "FAIL NAME: why") from the bytes kiji wrote.
python3 - "$work" >"$work/checks" <<'PY'
import re, subprocess, sys
sys.path.insert(0, "Scripts/e2e/lib")
from pixels import COLOURS, frames, near, picture_pixel as pixel, result
work = sys.argv[1]
frames = frames(work)
paint = re.compile(rb"\x1b7\x1b\[(\d+);(\d+)H(\x1bP[^\x1b]*\x1b\\)\x1b8")

first = [(int(m[1]), int(m[2]), m[3]) for m in paint.finditer(frames[0])]
rows = [row for row, _, _ in first]
result("the first frame paints 10 sixel rows on consecutive rows at column 1",
       len(first) == 10 and rows == list(range(rows[0], rows[0] + 10)) and all(c == 1 for _, c, _ in first), f"{[(r, c) for r, c, _ in first]}")
names = []
for index, (_, _, sixel) in enumerate(first):
    open(f"{work}/row{index}.six", "wb").write(sixel)
    subprocess.run(["sixel2png", "-i", f"{work}/row{index}.six", "-o", f"{work}/row{index}.png"], check=False)
    names.append(f"{work}/row{index}.png")
sizes = [subprocess.run(["identify", "-format", "%w %h", n], capture_output=True, text=True).stdout for n in names]
result("each decoded row is 400 pixels wide and 18 to 24 high", all(s.split()[0] == "400" and 18 <= int(s.split()[1]) <= 24 for s in sizes if s) and len([s for s in sizes if s]) == 10, str(sizes))
stacked = f"{work}/stacked.png"
args = ["convert", "-size", "400x200", "xc:black"]
for index, name in enumerate(names):
    args += [name, "-geometry", f"+0+{index * 20}", "-composite"]
subprocess.run(args + [stacked], check=False)
expected = COLOURS
samples = [[pixel(stacked, 50 + 100 * band, y) for y in (5, 100, 190)] for band in range(4)]
result("the stacked picture's quarters are red, green, blue and yellow, top to bottom",
       all(near(p, expected[band]) for band in range(4) for p in samples[band]), str(samples))

later = [(int(m[1]), int(m[2])) for frame in frames[1:] for m in paint.finditer(frame)]
result("scrolling paints new sixel rows", len(later) > 0, "none")
result("no sixel is written above the pager's first row or on the status row", all(2 <= r <= 23 for r, _ in later + [(r, c) for r, c, _ in first]), str(later))
top_frames = [min((int(m[1]) for m in paint.finditer(f)), default=99) for f in frames[1:-1]]
result("once the image reaches the pager's top it is cut there, not drawn above", min(top_frames) >= 2 and 2 in top_frames, str(top_frames))
# The row below the image after each j: curses writes it again (a cursor move to it, then text or an erase).
def writes_row(frame, row):
    return re.search(rb"\x1b\[" + str(row).encode() + rb"(;1)?H|\x1b\[" + str(row).encode() + rb"d", frame) is not None
left = [writes_row(frames[i + 1], rows[-1] - i) for i in range(4)]
result("each row the image leaves as it scrolls is written again", all(left), str(left))
PY
(cd "$work" && XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config" "$bin" preview bands.md --images sixel >"$work/printed" 2>"$work/printed.err")
python3 - "$work" >>"$work/checks" <<'PY'
import re, subprocess, sys
sys.path.insert(0, "Scripts/e2e/lib")
from pixels import printed_image_rows, result
work = sys.argv[1]
lines, sixel_lines = printed_image_rows(work, rb"\x1b7\x1bP[^\x1b]*\x1b\\\x1b8", "sixels")
if sixel_lines:
    open(work + "/p0.six", "wb").write(lines[sixel_lines[0]][2:-2])
    subprocess.run(["sixel2png", "-i", work + "/p0.six", "-o", work + "/p0.png"], check=False)
    size = subprocess.run(["identify", "-format", "%w", work + "/p0.png"], capture_output=True, text=True).stdout
    colours = []
    for x in (50, 150, 250, 350):
        out = subprocess.run(["convert", work + "/p0.png", "-crop", f"1x1+{x}+5", "-depth", "8", "txt:-"], capture_output=True, text=True).stdout
        found = re.search(r"\((\d+),(\d+),(\d+)", out.splitlines()[-1] if out else "")
        colours.append(tuple(int(v) for v in found.groups()) if found else None)
    expected = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)]
    good = size == "400" and all(c is not None and all(abs(a - b) <= 40 for a, b in zip(c, e)) for c, e in zip(colours, expected))
    result("print mode's first sixel row is 400 pixels wide with the four bands", good, f"{size} {colours}")
PY
e2e_count_checks "$work/checks" 10
e2e_result
