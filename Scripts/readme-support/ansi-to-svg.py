#!/usr/bin/env python3
"""Turns a tmux `capture-pane -p -e -N` capture (SGR colours, 256-colour palette) into an SVG a README
can show: one rectangle per run of cells with the same background, the text over it in its colour.
   ansi-to-svg.py COLUMNS ROWS < capture > picture.svg
Only SGR is read (the capture holds nothing else); wide characters take two cells."""
import re
import sys
import unicodedata
from xml.sax.saxutils import escape

CELL_W, CELL_H = 9, 18
DEFAULT_FG, DEFAULT_BG = "#d0d0d0", "#1c1c1c"
BASIC = ["#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
         "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff"]


def palette(n):
    """xterm's 256 colours."""
    if n < 16:
        return BASIC[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (steps[n // 36], steps[n // 6 % 6], steps[n % 6])
    grey = 8 + (n - 232) * 10
    return "#%02x%02x%02x" % (grey, grey, grey)


def width(ch):
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def cells(line):
    """(character, fg, bg, bold) for each cell of one captured row."""
    fg = bg = None
    bold = reverse = False
    out = []
    for sgr, text in re.findall(r"\x1b\[([0-9;:]*)m|([^\x1b]+)", line):
        if text:
            for ch in text:
                f, b = (bg or DEFAULT_BG, fg or DEFAULT_FG) if reverse else (fg, bg)
                out.append((ch, f, b, bold))
                if width(ch) == 2:
                    out.append(("", f, b, bold))
            continue
        codes = [int(c) for c in re.split("[;:]", sgr) if c] or [0]
        i = 0
        while i < len(codes):
            c = codes[i]
            if c in (38, 48) and i + 2 < len(codes) and codes[i + 1] == 5:
                colour = palette(codes[i + 2])
                fg, bg = (colour, bg) if c == 38 else (fg, colour)
                i += 3
                continue
            if c in (38, 48) and i + 4 < len(codes) and codes[i + 1] == 2:
                colour = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5])
                fg, bg = (colour, bg) if c == 38 else (fg, colour)
                i += 5
                continue
            if c == 0:
                fg = bg = None
                bold = reverse = False
            elif c == 1:
                bold = True
            elif c == 22:
                bold = False
            elif c == 7:
                reverse = True
            elif c == 27:
                reverse = False
            elif c == 39:
                fg = None
            elif c == 49:
                bg = None
            elif 30 <= c <= 37:
                fg = BASIC[c - 30]
            elif 40 <= c <= 47:
                bg = BASIC[c - 40]
            elif 90 <= c <= 97:
                fg = BASIC[c - 82]
            elif 100 <= c <= 107:
                bg = BASIC[c - 92]
            i += 1
    return out


def main():
    columns, rows = int(sys.argv[1]), int(sys.argv[2])
    lines = sys.stdin.read().split("\n")[:rows]
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{columns * CELL_W}" height="{rows * CELL_H}" '
             f'font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="15">',
             f'<rect width="100%" height="100%" fill="{DEFAULT_BG}"/>']
    for y, line in enumerate(lines):
        row = cells(line)[:columns]
        x = 0
        while x < len(row):
            bg = row[x][2]
            end = x
            while end < len(row) and row[end][2] == bg:
                end += 1
            if bg:
                parts.append(f'<rect x="{x * CELL_W}" y="{y * CELL_H}" width="{(end - x) * CELL_W}" '
                             f'height="{CELL_H}" fill="{bg}"/>')
            x = end
        for x, (ch, fg, _, bold) in enumerate(row):
            if ch.strip():
                weight = ' font-weight="bold"' if bold else ""
                parts.append(f'<text x="{x * CELL_W}" y="{y * CELL_H + 14}" fill="{fg or DEFAULT_FG}"{weight}>'
                             f'{escape(ch)}</text>')
    parts.append("</svg>")
    sys.stdout.write("\n".join(parts) + "\n")


if __name__ == "__main__":
    main()
