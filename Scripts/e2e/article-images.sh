#!/usr/bin/env bash
# End to end: an article's images in the pager, drawn in colour blocks (symbols), in tmux.
#   Scripts/e2e/article-images.sh
#
# `kiji preview` of a draft whose image is a local PNG of three horizontal bands (red, green and
# blue, top to bottom), with paragraphs before and after it:
# 1. The image's rows show cells of the three colours, in band order, between the paragraph before
#    it and the one after (read with `capture-pane -e`, which gives each cell's colours).
# 2. Scrolled to the end, past the image, no row shows any of those colours (no stale cells); back
#    at the top, the bands are on the same rows as before.
# 3. `i` hides the image: `[image: bands]` is back and no band colour is left; `i` shows it again.
# 4. An image that cannot be shown (a missing file, a file that is no image, an address a preview
#    does not fetch) keeps its `[image: alt]`, the status bar says so, and `e` shows each one's
#    reason. Resized narrower and back, the count stays 3 and `e` lists each reason once; `i` off
#    and on says the count again, and `e` still has the reasons.
# That the line being read stays in place when an image above it arrives is checked by the unit
# tests (ArticleImagesScreenTests), where the image's arrival can be held back.
#
# 5. `kiji read --demo` of the demo's first article, whose image is the stub's `/files/bands.png`
#    (four vertical bands, red, green, blue and yellow, fetched over the loopback API): rows show
#    cells of the four colours left to right, and scrolling past the image and back leaves no stale
#    cell.
#
# The binary is $KIJI_BIN (Scripts/test: the release build), else lib/e2e.sh builds release.
# Prints "ok   NAME" or "FAIL NAME" (with the screen) per check, then "N passed, M failed";
# exits non-zero on any failure.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
export XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config"
kiji_env=("XDG_CACHE_HOME=$XDG_CACHE_HOME" "XDG_CONFIG_HOME=$XDG_CONFIG_HOME")

# A 480×360 PNG of three bands, red, green and blue, each 120 rows high.
python3 - "$work/bands.png" <<'PY'
import struct, sys, zlib
width, height = 480, 360
rows = b"".join(b"\0" + bytes([(255, 0, 0), (0, 255, 0), (0, 0, 255)][y * 3 // height]) * width for y in range(height))
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
open(sys.argv[1], "wb").write(png)
PY
printf '<html>not an image</html>\n' >"$work/page.png"
require "the test image was written" test -s "$work/bands.png"

paragraphs() { local i; for ((i = 1; i <= $1; i++)); do printf 'Paragraph %s.\n\n' "$i"; done; }
{
    printf -- '---\ntitle: Pictures\ntags: [test]\n---\n\nBefore the image.\n\n![bands](bands.png)\n\nAfter the image.\n\n'
    paragraphs 60
} >"$work/bands.md"

# The band each row of the pane shows, one letter a row (r, g, b, or . for none), from `capture-pane -e -N`
# (each cell's colours, trailing blanks kept): tmux writes an SGR only where the colours change, so the
# colours in force are followed from cell to cell. A row is a band's when one of its cells has that
# colour as foreground or background (xterm's 9/196, 10/46/40, 12/21 as chafa picks them).
band_rows() {
    tmux -L "$server" capture-pane -p -e -N -t main | python3 -c '
import sys
sys.path.insert(0, "Scripts/e2e/lib")
from sgr_cells import rows
red, green, blue = {9, 196}, {10, 40, 46}, {12, 21}
for cells in rows(sys.stdin.read()):
    colours = {c for _, fg, bg in cells for c in (fg, bg) if c is not None}
    print("r" if colours & red else "g" if colours & green else "b" if colours & blue else ".", end="")
print()'
}
# The bands are drawn in order between "Before the image." and "After the image."
bands_in_order() {
    BANDS=$(band_rows)
    local before after
    before=$(grep -n -m1 -F "Before the image." <<<"$SCREEN" | cut -d: -f1)
    after=$(grep -n -m1 -F "After the image." <<<"$SCREEN" | cut -d: -f1)
    [[ -n "$before" && -n "$after" ]] || return 1
    [[ "${BANDS:before:after-before-1}" =~ ^\.?r+g+b+\.?$ ]]
}
no_bands() { BANDS=$(band_rows); [[ ! "$BANDS" =~ [rgb] ]]; }

# --- 1–3. the image drawn, scrolled past and back, hidden and shown ----------------------------
bands_case() {
    server="kiji-e2e-images-$$-1"
    e2e_start "$server" 80 30 || { fail "tmux starts"; return; }
    e2e_keys "$server" "cd $(printf %q "$work") && $(kiji_command preview bands.md)" Enter
    check "the image's rows show red, green and blue cells in band order between the paragraphs around it" 30 bands_in_order || return
    local first=$BANDS
    e2e_keys "$server" G
    check "scrolled to the end, past the image, no cell of its colours is left" 10 no_bands
    e2e_keys "$server" g
    same_rows() { BANDS=$(band_rows); [[ "$BANDS" == "$first" ]]; }
    check "back at the top, the bands are on the same rows as before" 10 same_rows
    e2e_keys "$server" i
    placeholder_back() { has "[image: bands]" && no_bands; }
    check "i hides the image: [image: bands] is back and no band colour is left" 10 placeholder_back
    e2e_keys "$server" i
    check "i shows the image again" 10 bands_in_order
    e2e_keys "$server" q
    check_restored "q quits with status 0 and leaves the terminal usable" 0
    e2e_kill_servers
}
bands_case

# --- 4. images that cannot be shown ----------------------------------------------------------
faults_case() {
    server="kiji-e2e-images-$$-2"
    printf -- '# Faults\n\n![gone](missing.png)\n\n![page](page.png)\n\n![far](https://example.invalid/far.png)\n\nEnd.\n' \
        >"$work/faults.md"
    e2e_start "$server" 100 30 || { fail "faults: tmux starts"; return; }
    e2e_keys "$server" "cd $(printf %q "$work") && $(kiji_command preview faults.md)" Enter
    told() {
        has "[image: gone]" && has "[image: page]" && has "[image: far]" &&
            e2e_last_row | grep -qF "3 images could not be shown; press e for why."
    }
    check "faults: all three keep [image: alt] and the status bar says three could not be shown" 30 told || return
    e2e_keys "$server" e
    reasons() { has "missing.png: Cannot read missing.png" && has "page.png: The file is not a" && has "far.png: A preview shows only local"; }
    check "faults: e shows each image's reason" 10 reasons
    e2e_keys "$server" Escape
    closed() { ! has "┌ Messages"; }
    check "faults: Esc closes the reasons" 10 closed
    tmux -L "$server" resize-window -t main -x 70 -y 30
    narrow() { [[ "$(tmux -L "$server" display -p -t main '#{pane_width}')" == 70 ]] && told; }
    check "faults: resized to 70 columns, the status bar still says three" 10 narrow
    tmux -L "$server" resize-window -t main -x 100 -y 30
    wide() { [[ "$(tmux -L "$server" display -p -t main '#{pane_width}')" == 100 ]] && told; }
    check "faults: resized back to 100 columns, the status bar still says three" 10 wide
    e2e_keys "$server" e
    # In the box, the screen's error and the log's one entry say the count, and no larger count was ever said.
    counted_once() {
        local box
        box=$(grep -F '│' <<<"$SCREEN")
        has "┌ Messages" && [[ "$(grep -cF "3 images could not be shown" <<<"$box")" == 2 ]] &&
            ! grep -qE "([4-9]|[1-9][0-9]) images could not be shown" <<<"$box"
    }
    check "faults: after two resizes e lists the three images once, as three" 10 counted_once
    e2e_keys "$server" Escape
    check "faults: Esc closes the log again" 10 closed
    e2e_keys "$server" i
    off() { e2e_last_row | grep -qF "Images off: placeholders only."; }
    check "faults: i turns images off" 10 off
    e2e_keys "$server" i
    on_again() { e2e_last_row | grep -qF "Images on. 3 images could not be shown; press e for why."; }
    check "faults: i turns them on again and says three could not be shown" 10 on_again
    e2e_keys "$server" e
    check "faults: e still shows each image's reason" 10 reasons
    e2e_keys "$server" Escape
    check "faults: Esc closes the reasons once more" 10 closed
    e2e_keys "$server" q
    check_restored "faults: q quits with status 0" 0
    e2e_kill_servers
}
faults_case

# --- 5. the demo's article, its image from the stub ---------------------------------------------
demo_case() {
    server="kiji-e2e-images-$$-4"
    e2e_start "$server" 100 40 || { fail "demo: tmux starts"; return; }
    e2e_keys "$server" "$(kiji_command read --demo 7e476343f4055a17c3e9)" Enter
    four_bands() { has "VIPER in a Terminal" && (($(vertical_band_rows) >= 3)); }
    check "demo: the stub's bands.png shows red, green, blue and yellow left to right on its rows" 30 four_bands || return
    local rows
    rows=$(vertical_band_rows)
    e2e_keys "$server" G
    gone() { ! has "Most write-ups about" && (($(vertical_band_rows) == 0)); }
    check "demo: scrolled past the image, no row keeps its colours" 10 gone
    e2e_keys "$server" g
    back() { (($(vertical_band_rows) == rows)); }
    check "demo: back at the top, the image has all its $rows rows again" 10 back
    e2e_keys "$server" q
    check_restored "demo: q quits with status 0" 0
    e2e_kill_servers
}
demo_case

e2e_result
