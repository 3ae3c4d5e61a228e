#!/usr/bin/env bash
# End to end in a real xterm (`-ti vt340`, sixel) on a virtual display (Xvfb): a print's sixel rows
# are as high as the cells, so they meet with no line between them, checked on screenshots.
#   Scripts/e2e/article-images-xterm-print.sh
#
# xterm at 100×40 cells in DejaVu Sans Mono 11, whose cells are not the full screen's default 20
# pixels high; the image is 400×200 pixels, four vertical bands, red, green, blue and yellow.
# 1. `kiji read --demo 7e476343f4055a17c3e9 --images sixel` into a file (not a terminal: 10×20-pixel
#    cells), then the file's first 38 lines cat in xterm.
# 2. `kiji preview` of a short draft with the picture, printed straight to xterm (standard input
#    not a terminal, so it prints), whose cells it learns from the terminal.
# In both, down the middle of the red band, every pixel of the image's rows of cells (the rows
# lib/band-rows.py finds the four bands on) is red: no line of the background between two sixel
# rows. Printed straight, the image also takes the rows its height needs at the terminal's cells
# (round(200 / cell height)).
# The binary is $KIJI_BIN, else lib/e2e.sh builds release.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
x_require_xterm_display

rows=40
x_xterm_options=(-fs 11)

# red_down_the_image SHOT [rows]: down the middle of the red band, every pixel of the image's rows
# of cells is red; with `rows`, the image takes round(200 / cell height) rows. Prints why not.
red_down_the_image() {
    python3 - "$1" "$x_cell_width" "$x_cell_height" "${2:-}" <<'PY'
import subprocess, sys
shot, cell_width, cell_height, counts_rows = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "rows"
bands = [line.split() for line in subprocess.run(["python3", "Scripts/e2e/lib/band-rows.py", shot, str(cell_width), str(cell_height)],
                                                 capture_output=True, text=True, check=True).stdout.splitlines()]
image = [(int(row), int(first)) for row, seen, first, _ in bands if seen == "rgby"]
if not image:
    print("no row shows the four bands")
    sys.exit(1)
top, bottom, column = image[0][0], image[-1][0], image[0][1]
width = int(subprocess.run(["/usr/bin/identify", "-format", "%w", shot], capture_output=True, text=True, check=True).stdout)
pixels = subprocess.run(["/usr/bin/convert", shot, "-depth", "8", "rgb:-"], capture_output=True, check=True).stdout
x = column * cell_width + cell_width * 5 // 2
not_red = [y for y in range(top * cell_height, (bottom + 1) * cell_height)
           if not (pixels[(y * width + x) * 3] >= 231 and max(pixels[(y * width + x) * 3 + 1:(y * width + x) * 3 + 3]) <= 24)]
why = []
if not_red:
    why.append(f"rows {top} to {bottom}: pixel rows {not_red[:12]} are not red at x {x}")
if counts_rows and bottom - top + 1 != (200 + cell_height // 2) // cell_height:
    why.append(f"the image takes {bottom - top + 1} rows of {cell_height} pixels")
print("; ".join(why))
sys.exit(1 if why else 0)
PY
}

# 1. a print into a file, cat in xterm
(cd "$work" && XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config" SWIFT_BACKTRACE=interactive=no \
    "$bin" read --demo 7e476343f4055a17c3e9 --port "$(free_port)" --images sixel >"$work/printed" 2>"$work/printed.err" </dev/null)
require "kiji read prints the article with its image in sixel" grep -q $'\eP' "$work/printed"
require "xterm starts and cats the print's first lines" x_start_xterm 100 "$rows" \
    sh -c "head -n $((rows - 2)) '$work/printed'; echo End of print.; exec sleep 600"
echo "     cells of ${x_cell_width}×${x_cell_height} pixels"
check "the print is cat whole" x_wait 30 has "End of print."
check "cat of a print shows the bands" x_shot_until 10 "$work/cat.png" x_shows_bands
name="cat of a print: the sixel rows meet, no line between them"
if why=$(red_down_the_image "$work/cat.png"); then ok "$name"; else fail "$name" "$why"; fi
x_stop_terminal

# 2. a print straight to xterm
e2e_bands_image
printf -- '---\ntitle: Pictures\ntags: [test]\n---\n\nBefore the image.\n\n![bands](bands.png)\n\nAfter the image.\n' >"$work/short.md"
require "xterm starts and kiji prints a draft straight to it" x_start_xterm 100 "$rows" \
    sh -c "cd '$work' && XDG_CACHE_HOME='$work/cache' XDG_CONFIG_HOME='$work/config' '$bin' preview short.md --images sixel </dev/null; echo End of print.; exec sleep 600"
check "the print straight to xterm is whole" x_wait 30 has "End of print."
check "a print straight to xterm shows the bands" x_shot_until 10 "$work/straight.png" x_shows_bands
name="a print straight to xterm: sixel rows as high as its cells, no line between them"
if why=$(red_down_the_image "$work/straight.png" rows); then ok "$name"; else fail "$name" "$why"; fi
e2e_result
