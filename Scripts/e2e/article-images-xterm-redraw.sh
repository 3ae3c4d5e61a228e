#!/usr/bin/env bash
# End to end in a real xterm (`-ti vt340`, sixel) on a virtual display (Xvfb): turning images off
# and on again leaves no stale sixel pixels, checked on screenshots.
#   Scripts/e2e/article-images-xterm-redraw.sh
#
# The reader at 100×40 cells runs `kiji read --demo 7e476343f4055a17c3e9 --images sixel`, whose
# image is the stub's /files/bands.png: 400×200 pixels, four vertical bands, red, green, blue and
# yellow. i (images off) moves the text under the image up, i (on) down again; the screenshot then
# is the screenshot after C-l (a full redraw), every row but the status bar's (which C-l clears of
# "Images on."), pixel for pixel within 24 of each colour: no sixel row was left on a row curses
# had scrolled it to (xterm moves a sixel with a scroll region, `ESC[nS`, `ESC[nT`, and keeps it
# until the screen is cleared). lib/band-rows.py says when the bands are shown; both screenshots
# compared are taken once the screen has settled (xterm paints a sixel row after row).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
x_require_xterm_display

article=7e476343f4055a17c3e9
rows=40
image_alt="[image: Four colour bands: red, green, blue and yellow]"
placeholder_shown() { has "VIPER in a Terminal" && has "$image_alt"; }

# same_pixels A B HEIGHT: prints how many pixels of the top HEIGHT pixel rows differ by more than 24
# in a colour, and the rows of cells they are on; succeeds when none does.
same_pixels() {
    python3 - "$1" "$2" "$3" "$x_cell_height" <<'PY'
import subprocess, sys
first, second, height, cell_height = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
def rgb(path):
    width = int(subprocess.run(["/usr/bin/identify", "-format", "%w", path], capture_output=True, text=True, check=True).stdout)
    return width, subprocess.run(["/usr/bin/convert", path, "-depth", "8", "rgb:-"], capture_output=True, check=True).stdout
width, a = rgb(first)
_, b = rgb(second)
differing = [i // 3 for i in range(0, min(len(a), len(b), width * height * 3), 3) if max(abs(a[i + k] - b[i + k]) for k in range(3)) > 24]
print(len(differing), "pixels differ, on rows of cells", sorted({pixel // width // cell_height for pixel in differing}))
sys.exit(1 if differing else 0)
PY
}

require "xterm starts and runs kiji with sixel images" x_start_xterm 100 "$rows" env SWIFT_BACKTRACE=interactive=no \
    LANG=C.UTF-8 LC_ALL=C.UTF-8 "XDG_CACHE_HOME=$work/cache" "XDG_CONFIG_HOME=$work/config" \
    "$bin" read --demo "$article" --port "$(free_port)" --images sixel
check "the article opens with its image's bands" x_shot_until 30 "$work/first.png" x_shows_bands
x_type i
check "i: images off, the placeholder is back" x_wait 10 placeholder_shown
x_type i
check "i again: the bands are back" x_shot_settled 30 "$work/toggled.png" x_shows_bands
x_type $'\x0c'
check "C-l: the bands are drawn again" x_shot_settled 30 "$work/redrawn.png" x_shows_bands
name="i, i leaves the screen as C-l draws it, but for the status bar"
if why=$(same_pixels "$work/toggled.png" "$work/redrawn.png" $(((rows - 1) * x_cell_height))); then ok "$name"; else fail "$name" "$why"; fi
x_type q
check "q quits with status 0" x_exited 10 0
e2e_result
