# shellcheck shell=bash
# Checks on what a tmux pane shows, for end-to-end scripts in Scripts/e2e (sourced after
# lib/tmux.sh; not executable on purpose).
#
# "Nothing drawn outside the pane" is checked on tmux's own grid, because tmux clips and a plain
# capture can never be wider than the pane. What does show is a wrap: a program that writes past
# the right edge makes the terminal wrap onto the next row, and tmux marks that row as wrapped.
# `capture-pane -p -J` joins wrapped rows, so an overflowing screen comes out with fewer than HEIGHT
# rows, one of them wider than WIDTH (trailing blanks kept). The display width of every row is
# measured in python3 the way a terminal counts cells: East Asian Wide/Fullwidth = 2, combining
# marks, format characters (ZWJ, bidi) and variation selectors = 0, everything else 1.
#
#   e2e_capture_joined NAME       the screen with wrapped rows joined (-J), trailing blanks kept
#   e2e_overflow WIDTH HEIGHT [MIN]
#                                 reads such a capture on stdin; prints one line per problem
#                                 (row count, too-wide rows; with MIN, a first row narrower than
#                                 MIN cells without its trailing blanks) and fails when there is any
#   e2e_display_width             reads lines on stdin, prints each line's display width

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
