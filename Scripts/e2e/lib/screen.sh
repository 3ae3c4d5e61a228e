# shellcheck shell=bash
# Checks on what a tmux pane shows, for end-to-end scripts in Scripts/e2e (lib/e2e.sh sources it
# after lib/tmux.sh; not executable on purpose).
#
# "Nothing drawn outside the pane" is checked on tmux's own grid, because tmux clips and a plain
# capture can never be wider than the pane. What does show is a wrap: a program that writes past
# the right edge makes the terminal wrap onto the next row, and tmux marks that row as wrapped.
# `capture-pane -p -J` joins wrapped rows, so an overflowing screen comes out with fewer than HEIGHT
# rows, one of them wider than WIDTH (trailing blanks kept). The display width of every row is
# measured in python3 the way a terminal counts cells: East Asian Wide/Fullwidth = 2, combining
# marks, format characters (ZWJ, bidi) and variation selectors = 0, everything else 1.
#
#   row_matches N REGEX           row N (0-based) of $SCREEN matches REGEX
#   loaded_rows                   the count of loaded items in the status bar (`12/40` gives 12)
#   at_root                       the home list, with no screen pushed (no `›` in the header)
#   detail_shown                  an article: its author's line and its address
#   detail_url                    the article's address
#   search_prompt                 the search prompt is open in the status bar
#   help_shown                    the key help is open
#   help_gone                     the key help is closed and kiji still runs
#   list_ready                    the demo's home list with its first page (20 rows) in, idle
#   failed_with PHRASE            the status bar says PHRASE and how to retry (Press r to retry),
#                                 and nothing is loading
#   e2e_capture_joined NAME       the screen with wrapped rows joined (-J), trailing blanks kept
#   e2e_overflow WIDTH HEIGHT [MIN]
#                                 reads such a capture on stdin; prints one line per problem
#                                 (row count, too-wide rows; with MIN, a first row narrower than
#                                 MIN cells without its trailing blanks) and fails when there is any
#   e2e_display_width             reads lines on stdin, prints each line's display width
#   focused_link                  the text $server shows in reverse video between the header and
#                                 the status bar: under NO_COLOR, the focused link
#   tab_to TEXT                   presses Tab in $server until the focused link contains TEXT (at
#                                 most 120 times); fails with the last screen in $SCREEN
#   check_raw_output NAME LOG FROM MIN
#                                 one check on the raw bytes a program wrote to the terminal, as
#                                 script(1) logged them in LOG from byte FROM on: at least MIN
#                                 bytes, and no OSC, C1 control, BEL, NUL, bidi control, DCS,
#                                 device status request or payload of the hostile demo content
#   vertical_band_rows            how many rows of $server show the stub's bands.png (four
#                                 vertical bands, red, green, blue, yellow) in colour cells

row_matches() { e2e_row "$1" | grep -qE -- "$2"; }
loaded_rows() { e2e_last_row | sed -nE 's/.* ([0-9]+)\/[0-9]+ *$/\1/p'; }
at_root() { row_matches 0 '^ All items  ' && ! row_has 0 '›'; }
detail_shown() { grep -qE '^@[A-Za-z0-9_-]+ \(' <<<"$SCREEN" && grep -qE '^https://qiita\.com/' <<<"$SCREEN"; }
detail_url() { grep -m1 -E '^https://qiita\.com/' <<<"$SCREEN" | sed 's/ *$//'; }
search_prompt() { e2e_last_row | grep -qE '^ ?Search:( |$)'; }
help_shown() { has "Keys" && has "Search Qiita" && has "Open the item"; }
help_gone() { lacks "Search Qiita" && kiji_running; }
list_ready() { at_root && has "VIPER in a Terminal" && [[ "$(loaded_rows)" == 20 ]] && e2e_idle; }
failed_with() { e2e_last_row | grep -qF -- "$1" && e2e_last_row | grep -qF 'Press r to retry' && e2e_idle; }

e2e_capture_joined() { tmux -L "$1" capture-pane -p -J -t main; }

E2E_WIDTH_PY='
import sys, unicodedata
def width(s):
    n = 0
    for ch in s:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        n += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return n
'

e2e_display_width() {
    python3 -c "$E2E_WIDTH_PY"'
for line in sys.stdin.read().split("\n")[:-1]:
    print(width(line))
'
}

e2e_overflow() {
    python3 -c "$E2E_WIDTH_PY"'
w, h = int(sys.argv[1]), int(sys.argv[2])
header_min = int(sys.argv[3]) if len(sys.argv) > 3 else 0
rows = sys.stdin.read().split("\n")
if rows and rows[-1] == "":
    rows.pop()
problems = []
if len(rows) != h:
    problems.append("%d rows instead of %d: a row wrapped past the right edge" % (len(rows), h))
for i, row in enumerate(rows):
    if width(row) > w:
        problems.append("row %d is %d cells wide in a %d-column pane: %r" % (i, width(row), w, row[:120]))
if header_min and rows and width(rows[0].rstrip()) < header_min:
    problems.append("row 0 is %d cells wide, not yet redrawn for %d columns: %r" % (width(rows[0].rstrip()), w, rows[0][:120]))
print("\n".join(problems))
sys.exit(1 if problems else 0)
' "$@"
}

# shellcheck disable=SC2154 # $server is lib/e2e.sh's, which sources this file
focused_link() {
    e2e_capture "$server" -e | python3 -c '
import re, sys
rows = sys.stdin.read().split("\n")
found, reverse = [], False
for row in rows[1:-2]:
    run = ""
    for part in re.split(r"(\x1b\[[0-9;]*m)", row):
        if part.startswith("\x1b["):
            codes = [int(c) if c else 0 for c in part[2:-1].split(";")]
            for code in codes:
                if code in (0, 27):
                    reverse = False
                elif code == 7:
                    reverse = True
        elif reverse:
            run += part
    if run:
        found.append(run)
print(" ".join(found))
'
}

tab_to() {
    local presses
    local focus="" previous tries
    for ((presses = 0; presses < 120; presses++)); do
        # Wait for the focus to move off the previous link, so that a screen not yet redrawn after
        # this Tab is never taken for its result (under load, kiji may still be on the last Tab).
        previous=$focus
        e2e_keys "$server" Tab
        for ((tries = 0; tries < 40; tries++)); do
            focus=$(focused_link)
            [[ -n "$focus" && "$focus" != "$previous" ]] && break
            sleep 0.05
        done
        [[ "$focus" == *"$1"* ]] && return 0
    done
    SCREEN=$(e2e_capture "$server")
    return 1
}

check_raw_output() {
    local name=$1 log=$2 from=$3 min=$4 scan bytes
    scan=$(python3 - "$log" "$from" <<'PY'
import re, sys
data = open(sys.argv[1], "rb").read()[int(sys.argv[2]):]
checks = [
    ("OSC (ESC ])", rb"\x1b\]"),
    ("C1 control in UTF-8 (C2 80–C2 9F)", rb"\xc2[\x80-\x9f]"),
    ("BEL", rb"\x07"),
    ("NUL", rb"\x00"),
    ("bidi control (U+202A–202E, U+2066–2069, U+200E/200F, U+061C)", rb"\xe2\x80[\xaa-\xae\x8e\x8f]|\xe2\x81[\xa6-\xa9]|\xd8\x9c"),
    ("DCS (ESC P)", rb"\x1bP"),
    ("device status request (ESC [6n)", rb"\x1b\[6n"),
    ("payload 'pwned' (OSC 0)", rb"pwned"),
    ("payload 'ZXZpbA==' (OSC 52)", rb"ZXZpbA=="),
    ("payload 'cm0gLXJmIH4=' (OSC 52 in a name)", rb"cm0gLXJmIH4="),
    ("payload 'owned by a user name' (OSC 0)", rb"owned by a user name"),
    ("payload 'c1-title' (C1 OSC)", rb"c1-title"),
    ("payload '544e' (DCS)", rb"\+q544e"),
]
print("bytes=%d" % len(data))
for what, pattern in checks:
    hits = [m.start() for m in re.finditer(pattern, data)]
    if hits:
        at = hits[0]
        print("FOUND %s: %d times, first at byte %d: %r" % (what, len(hits), at, data[max(0, at - 60):at + 60]))
PY
)
    bytes=$(sed -n 's/^bytes=//p' <<<"$scan")
    if [[ -z "$bytes" || "$bytes" -lt "$min" ]]; then
        fail "$name" "script(1) logged ${bytes:-no} bytes, fewer than $min"
    elif grep -q '^FOUND' <<<"$scan"; then
        SCREEN=$(grep '^FOUND' <<<"$scan")
        fail "$name ($bytes bytes)"
    else
        ok "$name ($bytes bytes)"
    fi
}

# How many rows show the four vertical bands, red, green, blue and yellow, left to right: each cell
# takes its background's band (else its foreground's), and runs of one band count once.
vertical_band_rows() {
    tmux -L "$server" capture-pane -p -e -N -t main | python3 -c '
import sys
sys.path.insert(0, "Scripts/e2e/lib")
from sgr_cells import rows
bands = {9: "r", 196: "r", 10: "g", 46: "g", 40: "g", 12: "b", 21: "b", 11: "y", 226: "y"}
count = 0
for cells in rows(sys.stdin.read()):
    seen = ""
    for _, fg, bg in cells:
        letter = bands.get(bg) or bands.get(fg) or "."
        if letter != "." and not seen.endswith(letter): seen += letter
    count += seen == "rgby"
print(count)'
}
