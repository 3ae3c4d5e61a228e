#!/usr/bin/env bash
# End to end: an article's image in kitty's graphics protocol (`--images kitty`), through a pty.
#   Scripts/e2e/article-images-kitty.sh
#
# `kiji preview` of a draft whose image is a local 400×200 PNG of four vertical bands (red, green,
# blue, yellow, left to right, as the stub's /files/bands.png; lib/pixels.py), run in a pty of
# 80×24 cells of 10×20 pixels; every byte kiji writes is kept, and each key's bytes apart.
# 1. The first frame sends the image once (a=t under an id, quiet): its base64 payload decodes to
#    400×200 RGBA pixels whose four quarters are red, green, blue and yellow; then places it
#    (a=p, C=1: the cursor does not move) at column 1, 40 cells by 10 rows, the whole source.
# 2. Each j places the same image again (same id, no second transmission) one row higher; once the
#    image reaches the pager's top it is placed there cut: its source starts 20 pixels lower per
#    row and it covers a row fewer. No placement is ever on the header or the status row.
# 3. Once it has left the view its placement is deleted (a=d,d=i); q frees it (a=d,d=I) before
#    kiji leaves the screen. Every command is quiet (q=2), so kitty answers nothing.
# 4. Print mode, `kiji preview --images kitty` into a file: the image's 10 rows are 10 kitty
#    images on consecutive lines, each between a saved and a restored cursor at the start of its
#    line, the text around them in place; the first decodes to 400×20 with the four bands.
# The binary is $KIJI_BIN, else lib/e2e.sh builds release.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
pixels=Scripts/e2e/lib/pixels.py

e2e_bands_image
python3 "$pixels" run "$work" "$bin" --keys "$(printf 'j%.0s' {1..20})q" --pause 0.8 -- preview bands.md --images kitty

python3 - "$work" >"$work/checks" <<'PY'
import sys
sys.path.insert(0, "Scripts/e2e/lib")
from pixels import COLOURS, frames, kitty_commands, kitty_rgba, near, rgba_at, result
work = sys.argv[1]
steps = frames(work)

first = kitty_commands(steps[0])
transmissions = [keys for keys, _, _ in first if keys.get("a") == "t"]
result("the first frame sends one image under an id", len(transmissions) == 1 and transmissions[0].get("i", "0") != "0", transmissions)
image_id = transmissions[0].get("i") if transmissions else None
width, height, fmt, rgba = kitty_rgba(first) if transmissions else (0, 0, 0, b"")
result("its payload decodes to 400×200 RGBA pixels", (width, height, fmt, len(rgba)) == (400, 200, 32, 400 * 200 * 4), (width, height, fmt, len(rgba)))
samples = [[rgba_at(width, fmt, rgba, 50 + 100 * band, y) for y in (5, 100, 195)] for band in range(4)] if rgba else []
result("its quarters are red, green, blue and yellow", bool(samples) and all(near(p, COLOURS[b]) for b in range(4) for p in samples[b]), samples)
places = [(keys, move) for keys, _, move in first if keys.get("a") == "p"]
good = len(places) == 1 and places[0][0].get("i") == image_id and places[0][0].get("C") == "1" and places[0][1] is not None
result("the first frame places it once, without moving the cursor", good, places)
top_row = places[0][1][0] if good else 0
whole = good and places[0][1][1] == 1 and [places[0][0].get(k) for k in "ywhcr"] == ["0", "400", "200", "40", "10"]
result("the placement covers 40 cells by 10 rows from column 1 with the whole picture", whole, places)

later = [kitty_commands(step) for step in steps[1:]]
result("no frame after the first sends the image again", all(keys.get("a") != "t" for step in later for keys, _, _ in step), "")
moves = [[(move[0], int(keys["y"]), int(keys["r"])) for keys, _, move in step if keys.get("a") == "p" and move] for step in later[:-1]]
result("each j places the image again", all(len(m) == 1 for m in moves[:top_row - 2]), moves)
rows = [m[0][0] for m in moves if m]
result("it moves up a row per j until the pager's top", rows[:top_row - 2] == list(range(top_row - 1, 1, -1)), rows)
cut = [m[0] for m in moves[top_row - 2:] if m]
good = bool(cut) and all(row == 2 for row, _, _ in cut) and [y for _, y, _ in cut] == [20 * (i + 1) for i in range(len(cut))]
result("at the top it is cut: its source starts 20 pixels lower and it covers a row fewer per j", good and all(r == 10 - y // 20 for _, y, r in cut), cut)
every = [move[0] for step in [first] + later for keys, _, move in step if keys.get("a") == "p"]
result("no placement is on the header or the status row", all(2 <= row <= 23 for row in every), every)
deleted = [keys for step in later for keys, _, _ in step if keys.get("a") == "d" and keys.get("d") == "i" and keys.get("i") == image_id]
result("once it has left the view its placement is deleted", len(deleted) == 1 and deleted[0].get("p") == "1", deleted)
freed = [keys for keys, _, _ in later[-1] if keys.get("a") == "d" and keys.get("d") == "I" and keys.get("i") == image_id]
result("q frees the image", len(freed) == 1, later[-1][-3:] if later else "")
noisy = [keys for step in [first] + later for keys, _, _ in step if keys.get("q") != "2"]
result("every command is quiet (q=2)", not noisy, noisy[:3])
PY

(cd "$work" && XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config" "$bin" preview bands.md --images kitty >"$work/printed" 2>"$work/printed.err")
python3 - "$work" >>"$work/checks" <<'PY'
import sys
sys.path.insert(0, "Scripts/e2e/lib")
from pixels import COLOURS, kitty_commands, kitty_rgba, near, rgba_at, printed_image_rows, result
work = sys.argv[1]
lines, image_lines = printed_image_rows(work, rb"\x1b7(\x1b_G[^\x1b]*\x1b\\)+\x1b8", "kitty images")
if image_lines:
    width, height, fmt, rgba = kitty_rgba(kitty_commands(lines[image_lines[0]]))
    colours = [rgba_at(width, fmt, rgba, x, 10) for x in (50, 150, 250, 350)] if len(rgba) >= width * height * 3 else []
    good = (width, height) == (400, 20) and len(colours) == 4 and all(near(c, e) for c, e in zip(colours, COLOURS))
    result("print mode's first row is 400×20 pixels with the four bands", good, f"{width}x{height} {colours}")
PY
e2e_count_checks "$work/checks" 16
e2e_result
