"""Reads a screenshot of a terminal and says, for each row of cells, which colour bands cross it.

    python3 band-rows.py SHOT.png CELL_WIDTH CELL_HEIGHT

Prints one line per row of cells, top first: `ROW BANDS FIRST LAST`, where BANDS are the letters of
the pure colours met left to right along the row's middle line of pixels (r red, g green, b blue,
y yellow; `-` when none), each run counted once, and FIRST and LAST the columns (cells, 0-based) of
the first and last band pixel (`-` when none). A pixel is of a band when each of its red, green
and blue is within 24 of the band's. A run shorter than two cells is a glyph's stroke,
not a band, and is left out. Pixels come from ImageMagick (/usr/bin/convert, raw RGB).
Not executable: lib/ is sourced and run from, never run by Scripts/test.
"""
import subprocess
import sys

shot, cell_width, cell_height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
width, height = map(int, subprocess.run(["/usr/bin/identify", "-format", "%w %h", shot],
                                        capture_output=True, text=True, check=True).stdout.split())
pixels = subprocess.run(["/usr/bin/convert", shot, "-depth", "8", "rgb:-"], capture_output=True, check=True).stdout
bands = {"r": (255, 0, 0), "g": (0, 255, 0), "b": (0, 0, 255), "y": (255, 255, 0)}


def band(red, green, blue):
    for letter, (r, g, b) in bands.items():
        if abs(red - r) <= 24 and abs(green - g) <= 24 and abs(blue - b) <= 24:
            return letter
    return "."


for row in range(height // cell_height):
    y = row * cell_height + cell_height // 2
    line = pixels[y * width * 3:(y + 1) * width * 3]
    letters = "".join(band(*line[x * 3:x * 3 + 3]) for x in range(width))
    runs, x = [], 0
    while x < width:
        end = x
        while end < width and letters[end] == letters[x]:
            end += 1
        if letters[x] != "." and end - x >= 2 * cell_width:
            runs.append((letters[x], x, end - 1))
        x = end
    seen = ""
    for letter, _, _ in runs:
        if not seen.endswith(letter):
            seen += letter
    if runs:
        print(row, seen, runs[0][1] // cell_width, runs[-1][2] // cell_width)
    else:
        print(row, "-", "-", "-")
