# shellcheck shell=bash
# A real pixel terminal for the end-to-end scripts: xterm (sixel) or kitty (kitty graphics) on a
# virtual X display (Xvfb), a program typed into through lib/pty-relay.py, screenshots with
# ImageMagick's `import`. Sourced by lib/e2e.sh, whose EXIT trap calls x_stop, so the terminal and
# the display are stopped whether the script passes, fails or is interrupted.
#
#   x_require_xterm_display        requires Xvfb, xterm and ImageMagick, and starts the display (a
#                                  failed require stops the script)
#   x_start_display                Xvfb on a free display (it picks the number: -displayfd), 1280×800
#                                  at 24 bits; sets $x_display
#   x_start_xterm COLS ROWS CMD... xterm as a VT340 with 256 colour registers (sixel; DA1 lists 4),
#                                  TERM=xterm-256color, DejaVu Sans Mono 12, no border, at the
#                                  display's top left, with Tango's colours for the 16 ANSI ones (so
#                                  no text colour is a pure red, green, blue or yellow, which
#                                  lib/band-rows.py looks for), running CMD through the relay; waits until
#                                  the relay has the terminal's size. Sets $x_cell_width,
#                                  $x_cell_height (pixels, from TIOCGWINSZ), $x_columns, $x_rows;
#                                  the words of the array $x_xterm_options go to xterm too (colours)
#   x_start_kitty COLS ROWS CMD... the same in kitty (the same font and colours, TERM=xterm-kitty), on
#                                  Mesa's software GL (LIBGL_ALWAYS_SOFTWARE=1), listening for
#                                  remote control, for x_screen_text
#   x_type TEXT                    types TEXT (bytes, as a keyboard would send them)
#   x_screen_text                  the terminal's screen as text, one line per row, trailing blanks
#                                  dropped, into $SCREEN (so lib/e2e.sh's has, lacks and fail
#                                  work on it); xterm prints it (CSI i), kitty answers `kitty @ get-text`
#   x_wait SECONDS PRED [ARGS...]  polls x_screen_text until `PRED ARGS...` holds
#   x_shot FILE                    a PNG screenshot of the terminal's cells alone, with no date in it
#   x_shot_until SECONDS FILE PRED a screenshot into FILE once the program is quiet (xterm printed its
#                                  screen), again until `PRED FILE` holds or SECONDS have passed
#   x_shot_settled SECONDS FILE PRED the same, but only once the shot is also the same, pixel for
#                                  pixel, as one taken 0.3 s before it: a sixel xterm was still
#                                  painting (row after row) is not taken for the screen
#   x_shows_bands FILE             lib/band-rows.py finds the four bands, in order, on a row of FILE
#   x_exited SECONDS STATUS        waits until the program has ended with exit status STATUS
#   x_stop_terminal                stops the terminal (and so the program in it) and waits for it
#   x_stop                         stops the terminal, then the display, and waits for both

x_display=""
x_display_pid=""
x_term_pid=""
x_term_kind=""
x_cell_width=0
x_cell_height=0
x_columns=0
x_rows=0
x_xterm_options=()
# The terminals start without what says "inside tmux or screen" or names another terminal, which a
# program in them (kiji's images = "auto") would take as said of them.
x_outside_multiplexer=(env -u TMUX -u TMUX_PANE -u STY -u TERM_PROGRAM -u TERM_PROGRAM_VERSION -u KITTY_WINDOW_ID -u LC_TERMINAL)

x_require_xterm_display() {
    require "Xvfb is installed (xvfb)" command -v Xvfb
    require "xterm is installed" command -v xterm
    require "import and convert are installed (imagemagick)" test -x /usr/bin/import -a -x /usr/bin/convert
    require "the virtual display starts" x_start_display
}

x_start_display() {
    local number_file="$work/x-display-number"
    : >"$number_file"
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$number_file" >"$work/x-display.log" 2>&1 &
    x_display_pid=$!
    local deadline=$(($(e2e_now_ms) + 30000))
    until [[ -s "$number_file" ]]; do
        kill -0 "$x_display_pid" 2>/dev/null || { cat "$work/x-display.log" >&2; return 1; }
        (($(e2e_now_ms) >= deadline)) && return 1
        sleep 0.1
    done
    x_display=":$(tr -dc 0-9 <"$number_file")"
}

# x_relay_files: the relay's control FIFO, size, status and xterm's printed screen, made anew.
x_relay_files() {
    rm -f "$work/x-control" "$work/x-winsize" "$work/x-status" "$work/x-printed"
    mkfifo "$work/x-control"
}

# x_wait_for_size: waits until the relay wrote the terminal's size, and reads the cell's pixels.
x_wait_for_size() {
    local deadline=$(($(e2e_now_ms) + 60000))
    until [[ -s "$work/x-winsize" ]]; do
        kill -0 "$x_term_pid" 2>/dev/null || return 1
        (($(e2e_now_ms) >= deadline)) && return 1
        sleep 0.1
    done
    local xpixels ypixels
    read -r x_rows x_columns xpixels ypixels <"$work/x-winsize"
    ((x_rows > 0 && x_columns > 0 && xpixels > 0 && ypixels > 0)) || return 1
    x_cell_width=$((xpixels / x_columns))
    x_cell_height=$((ypixels / x_rows))
}

x_start_xterm() {
    local columns=$1 rows=$2
    shift 2
    x_relay_files
    x_term_kind=xterm
    DISPLAY=$x_display "${x_outside_multiplexer[@]}" xterm -ti vt340 -tn xterm-256color \
        -xrm 'XTerm*decTerminalID: vt340' -xrm 'XTerm*numColorRegisters: 256' \
        -xrm "XTerm*printerCommand: cat > '$work/x-printed.part' && mv '$work/x-printed.part' '$work/x-printed'" \
        -xrm 'XTerm*printerAutoClose: true' -xrm 'XTerm*printAttributes: 0' \
        -xrm 'XTerm*color1: #cc0000' -xrm 'XTerm*color2: #4e9a06' -xrm 'XTerm*color3: #c4a000' \
        -xrm 'XTerm*color4: #3465a4' -xrm 'XTerm*color9: #ef2929' -xrm 'XTerm*color10: #8ae234' \
        -xrm 'XTerm*color11: #fce94f' -xrm 'XTerm*color12: #729fcf' \
        -fa 'DejaVu Sans Mono' -fs 12 -b 0 -bw 0 -geometry "${columns}x${rows}+0+0" "${x_xterm_options[@]}" \
        -e python3 Scripts/e2e/lib/pty-relay.py "$work/x-control" "$work/x-winsize" "$work/x-status" "$@" \
        >"$work/x-term.log" 2>&1 &
    x_term_pid=$!
    x_wait_for_size
}

x_start_kitty() {
    local columns=$1 rows=$2
    shift 2
    x_relay_files
    x_term_kind=kitty
    rm -f "$work/x-kitty.sock"
    DISPLAY=$x_display LIBGL_ALWAYS_SOFTWARE=1 "${x_outside_multiplexer[@]}" kitty --config NONE \
        -o font_family='DejaVu Sans Mono' -o font_size=12 -o window_padding_width=0 \
        -o remember_window_size=no -o "initial_window_width=${columns}c" -o "initial_window_height=${rows}c" \
        -o placement_strategy=top-left -o allow_remote_control=yes -o enable_audio_bell=no \
        -o color1=#cc0000 -o color2=#4e9a06 -o color3=#c4a000 -o color4=#3465a4 \
        -o color9=#ef2929 -o color10=#8ae234 -o color11=#fce94f -o color12=#729fcf \
        --listen-on "unix:$work/x-kitty.sock" \
        python3 Scripts/e2e/lib/pty-relay.py "$work/x-control" "$work/x-winsize" "$work/x-status" "$@" \
        >"$work/x-term.log" 2>&1 &
    x_term_pid=$!
    x_wait_for_size
}

x_type() {
    local hex
    hex=$(printf '%s' "$1" | od -An -tx1 | tr -d ' \n')
    printf 'key %s\n' "$hex" >"$work/x-control"
}

x_screen_text() {
    SCREEN=""
    if [[ $x_term_kind == kitty ]]; then
        SCREEN=$(DISPLAY=$x_display kitty @ --to "unix:$work/x-kitty.sock" get-text 2>/dev/null | sed -E 's/ +$//')
        return
    fi
    rm -f "$work/x-printed"
    printf 'print\n' >"$work/x-control"
    local deadline=$(($(e2e_now_ms) + 10000))
    until [[ -s "$work/x-printed" ]]; do
        (($(e2e_now_ms) >= deadline)) && return 1
        sleep 0.05
    done
    # xterm marks each printed line with its line attribute (ESC # 5, single width) and ends it CR LF.
    SCREEN=$(sed -E $'s/\x1b#[0-9]//g; s/\x1b\\[[0-9;]*m//g; s/\r$//; s/ +$//' "$work/x-printed")
}

x_wait() {
    local seconds=$1
    shift
    local deadline=$(($(e2e_now_ms) + seconds * 1000))
    while :; do
        x_screen_text && "$@" && return 0
        (($(e2e_now_ms) >= deadline)) && return 1
        sleep 0.2
    done
}

x_shot() {
    local whole="$1.root.png"
    DISPLAY=$x_display import -window root "$whole" || return 1
    /usr/bin/convert "$whole" -crop "$((x_columns * x_cell_width))x$((x_rows * x_cell_height))+0+0" +repage -strip -define png:exclude-chunks=date,time "$1" || return 1
    rm -f "$whole"
}

x_shot_until() {
    local deadline=$(($(e2e_now_ms) + $1 * 1000))
    until x_screen_text && x_shot "$2" && "$3" "$2"; do
        (($(e2e_now_ms) >= deadline)) && return 1
        sleep 0.3
    done
}

x_shot_settled() {
    local deadline=$(($(e2e_now_ms) + $1 * 1000))
    rm -f "$2.before.png"
    until x_screen_text && x_shot "$2" && "$3" "$2" && cmp -s "$2" "$2.before.png"; do
        (($(e2e_now_ms) >= deadline)) && return 1
        [[ -f "$2" ]] && cp "$2" "$2.before.png"
        sleep 0.3
    done
    rm -f "$2.before.png"
}

x_shows_bands() {
    [[ "$(python3 Scripts/e2e/lib/band-rows.py "$1" "$x_cell_width" "$x_cell_height")" == *" rgby "* ]]
}

x_exited() {
    local deadline=$(($(e2e_now_ms) + $1 * 1000))
    until [[ -s "$work/x-status" ]]; do
        (($(e2e_now_ms) >= deadline)) && return 1
        sleep 0.1
    done
    [[ "$(cat "$work/x-status")" == "$2" ]]
}

# x_stop_pid PID: TERM, then KILL after 5 s; waits for it either way.
x_stop_pid() {
    local pid=$1 waited=0
    [[ -n "$pid" ]] || return 0
    kill -TERM "$pid" 2>/dev/null || return 0
    while kill -0 "$pid" 2>/dev/null && ((waited < 50)); do sleep 0.1; waited=$((waited + 1)); done
    kill -KILL "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    return 0
}

x_stop_terminal() {
    x_stop_pid "$x_term_pid"
    x_term_pid=""
}

x_stop() {
    x_stop_terminal
    x_stop_pid "$x_display_pid"
    x_display_pid=""
}
