#!/usr/bin/env bash
# End to end in real pixel terminals: the demo's first article with its image drawn by the
# terminal itself on a virtual display (Xvfb), checked on screenshots, with `--images auto`, so the
# terminal's answers choose: xterm as a VT340 with 256 colour registers (DA1 lists 4) gets sixel,
# kitty (0.26, on Mesa's software GL) answers the kitty graphics query and gets placements.
#   Scripts/e2e/article-images-pixel-terminals.sh
#
# The terminal at 100×40 cells (DejaVu Sans Mono 12; the cell's pixels come from TIOCGWINSZ) runs
# `kiji read --demo 7e476343f4055a17c3e9`, whose image is the stub's /files/bands.png: 400×200
# pixels, four vertical bands, red, green, blue and yellow, left to right. Keys are typed through
# lib/pty-relay.py; the terminal's screen as text comes from xterm's print (CSI i) or kitty's
# `kitty @ get-text`; `import` takes the screenshots, and lib/band-rows.py says which bands cross
# each row of cells. For each terminal:
# 1. With `--images off`, the row and column of `[image: alt]`: where the layout puts the image.
# 2. With `--images auto`: the image takes round(200 / cell height) rows from that row, and
#    round(400 / cell width) columns from that column; the text above it stays on its rows, the text
#    below moves down by the image's rows less the placeholder's (`[image: alt]` and the image's
#    address under it), and the image's rows hold no text (colour blocks would: auto chose pixels). The screenshot shows the four
#    bands, in order, on exactly those rows and columns, and no band colour anywhere else.
# 3. Three j: the bands are three rows higher and nothing of them stays on the rows they left; C-f:
#    the image is out of view and no band colour is left; C-b: the bands are back; g: on their first
#    rows again; j until the image is cut by the pager's top: only its rows still in the pager show
#    bands, and none is drawn over the title bar.
# 4. q quits with status 0.
# The binary is $KIJI_BIN (Scripts/test: the release build), else lib/e2e.sh builds release.
set -uo pipefail
# shellcheck source=lib/e2e.sh
source "$(dirname "$0")/lib/e2e.sh"
e2e_use_kiji
require "Xvfb is installed (xvfb)" command -v Xvfb
require "xterm is installed" command -v xterm
require "kitty is installed" command -v kitty
require "import and convert are installed (imagemagick)" test -x /usr/bin/import -a -x /usr/bin/convert
require "the virtual display starts" x_start_display

article=7e476343f4055a17c3e9
# One port for both runs, so that the title bar (which names it) is the same in both.
port=$(free_port)
columns=100
rows=40
image_alt="[image: Four colour bands: red, green, blue and yellow]"
# kiji_in TERMINAL MODE: kiji's article in the terminal (xterm or kitty), images in MODE.
kiji_in() {
    "x_start_$1" "$columns" "$rows" env SWIFT_BACKTRACE=interactive=no LANG=C.UTF-8 LC_ALL=C.UTF-8 \
        "XDG_CACHE_HOME=$work/cache-$1-$2" "XDG_CONFIG_HOME=$work/config" "$bin" read --demo "$article" --port "$port" --images "$2"
}
article_shown() { has "VIPER in a Terminal" && has "Why bother with an architecture"; }
placeholder_shown() { article_shown && has "$image_alt"; }

# bands_at SHOT TOP COUNT: the screenshot shows red, green, blue and yellow left to right on the
# rows TOP … TOP+COUNT-1 (those within the screen), from column $image_column to the image's last,
# and no band colour on any other row. Sets BANDS (lib/band-rows.py's answer) and WHY.
bands_at() {
    local shot=$1 top=$2 count=$3 row seen first last
    BANDS=$(python3 Scripts/e2e/lib/band-rows.py "$shot" "$x_cell_width" "$x_cell_height") || { WHY="band-rows failed"; return 1; }
    WHY=""
    while read -r row seen first last; do
        if ((row >= top && row < top + count)); then
            [[ $seen == rgby && $first == "$image_column" && $last == $((image_column + image_columns - 1)) ]] ||
                WHY+="row $row: $seen from $first to $last; "
        elif [[ $seen != - ]]; then
            WHY+="row $row outside the image: $seen from $first to $last; "
        fi
    done <<<"$BANDS"
    [[ -z $WHY ]]
}

# shot_shows NAME TOP COUNT: polls screenshots (30 s) until bands_at holds; a check.
shot=0
shot_shows() {
    local name=$1 top=$2 count=$3 deadline=$(($(e2e_now_ms) + 30000))
    while :; do
        shot=$((shot + 1))
        x_shot "$work/shot-$shot.png" && bands_at "$work/shot-$shot.png" "$top" "$count" && { ok "$name"; return 0; }
        if (($(e2e_now_ms) >= deadline)); then
            SCREEN=""
            fail "$name" "${WHY:-no screenshot}"
            return 1
        fi
        sleep 0.3
    done
}

# off_row N: row N of the images-off screen.
off_row() { sed -n "$(($1 + 1))p" <<<"$off_screen"; }
# laid_out_around: the text above the image is on the rows it has with images off, the text below
# it moved down by the image's rows less the placeholder's ($placeholder_rows: `[image: alt]` and
# the line with the image's address under it), and the image's rows hold no text.
# Sets WHY to the first row that is not so.
laid_out_around() {
    local row
    WHY=""
    for ((row = 0; row < placeholder_row; row++)); do
        [[ "$(e2e_row "$row")" == "$(off_row "$row")" ]] || { WHY="row $row: $(e2e_row "$row")"; return 1; }
    done
    local shift=$((image_rows - placeholder_rows))
    for ((row = placeholder_row + placeholder_rows; row + shift < rows - 1; row++)); do
        [[ "$(e2e_row $((row + shift)))" == "$(off_row "$row")" ]] ||
            { WHY="row $((row + shift)): $(e2e_row $((row + shift))), images off row $row: $(off_row "$row")"; return 1; }
    done
    for ((row = placeholder_row; row < placeholder_row + image_rows; row++)); do
        [[ -z "$(e2e_row "$row")" ]] || { WHY="image row $row: $(e2e_row "$row")"; return 1; }
    done
}

# pixel_terminal_case TERMINAL MODE: steps 1 to 4 in TERMINAL (xterm or kitty), images in MODE.
pixel_terminal_case() {
    local terminal=$1 mode=$2 name="$1 ($2)"
    # 1. where the layout puts the image
    require "$terminal starts and runs kiji with images off" kiji_in "$terminal" off
    check "$name: images off: the article shows [image: alt]" x_wait 30 placeholder_shown
    local placeholder_row placeholder_rows image_column image_rows image_columns pager_top
    placeholder_row=$(grep -n -m1 -F "$image_alt" <<<"$SCREEN" | cut -d: -f1)
    placeholder_row=$((placeholder_row - 1))
    image_column=$(($(grep -m1 -F "$image_alt" <<<"$SCREEN" | sed -E 's/\[image:.*//' | wc -m) - 1))
    off_screen=$SCREEN
    placeholder_rows=1
    off_row $((placeholder_row + 1)) | grep -qF "/files/bands.png" && placeholder_rows=2
    echo "     cells of ${x_cell_width}×${x_cell_height} pixels; [image: alt] at row $placeholder_row, column $image_column"
    x_type q
    check "$name: images off: q quits with status 0" x_exited 10 0
    x_stop_terminal

    image_rows=$(((200 + x_cell_height / 2) / x_cell_height))
    image_columns=$(((400 + x_cell_width / 2) / x_cell_width))

    # 2. the image in the terminal's mode
    require "$terminal starts and runs kiji in $mode mode" kiji_in "$terminal" "$mode"
    shot_shows "$name: the four bands, red to yellow, fill rows $placeholder_row to $((placeholder_row + image_rows - 1)) and columns $image_column to $((image_column + image_columns - 1)), nothing else" \
        "$placeholder_row" "$image_rows"
    local layout="$name: the text above the image keeps its rows, the text below moves down by $((image_rows - placeholder_rows)), the image's rows hold no text"
    if x_wait 10 laid_out_around; then ok "$layout"; else fail "$layout" "$WHY"; fi

    # 3. scrolling
    x_type jjj
    shot_shows "$name: three j: the bands are three rows higher, nothing of them left on the rows below" \
        $((placeholder_row - 3)) "$image_rows"
    x_type $'\x06'
    shot_shows "$name: C-f: the image is out of view and no band colour is left" 0 0
    x_type $'\x02'
    shot_shows "$name: C-b: the bands are back on their first rows" $((placeholder_row - 3)) "$image_rows"
    x_type g
    shot_shows "$name: g: the bands are on the rows of the first frame" "$placeholder_row" "$image_rows"
    # Row 0 is the title bar; the pager's rows start at row 1.
    pager_top=1
    x_type "$(printf 'j%.0s' $(seq $((placeholder_row - pager_top + 3))))"
    shot_shows "$name: j until the image is cut by the pager's top: only its rows still in the pager show bands" \
        "$pager_top" $((image_rows - 3))

    x_type q
    check "$name: q quits with status 0" x_exited 10 0
    x_stop_terminal
}

pixel_terminal_case xterm auto
pixel_terminal_case kitty auto
e2e_result
