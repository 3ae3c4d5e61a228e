"""Follows the colours in force along the rows of `tmux capture-pane -p -e` output.

    from sgr_cells import rows
    for cells in rows(text): ...   # cells: one (character, fg, bg) a cell, colours as xterm's
                                   # 256-colour numbers (bright 8-15) or None for the default

tmux writes an SGR only where the colours change, so the colours in force carry from cell to cell
and from row to row. Only the colour codes matter here: 30-37, 40-47, 90-97, 100-107, 38;5;N,
48;5;N, 39, 49 and 0.
Not executable: lib/ is sourced and imported from, never run by Scripts/test.
"""
import re


def rows(text):
    """One list of (character, fg, bg) for each line of `text`."""
    fg = bg = None
    for line in text.split("\n"):
        cells = []
        for escape, run in re.findall(r"(\x1b\[[0-9;]*m)|([^\x1b]+)", line):
            if run:
                cells.extend((character, fg, bg) for character in run)
                continue
            fg, bg = _apply(escape, fg, bg)
        yield cells


def _apply(escape, fg, bg):
    codes = [int(c) for c in escape[2:-1].split(";") if c] or [0]
    i = 0
    while i < len(codes):
        c = codes[i]
        if c in (38, 48) and i + 2 < len(codes) and codes[i + 1] == 5:
            if c == 38:
                fg = codes[i + 2]
            else:
                bg = codes[i + 2]
            i += 3
            continue
        if c == 0:
            fg = bg = None
        elif c == 39:
            fg = None
        elif c == 49:
            bg = None
        elif 30 <= c <= 37:
            fg = c - 30
        elif 40 <= c <= 47:
            bg = c - 40
        elif 90 <= c <= 97:
            fg = c - 82
        elif 100 <= c <= 107:
            bg = c - 92
        i += 1
    return fg, bg
