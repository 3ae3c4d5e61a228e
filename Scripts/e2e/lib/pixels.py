"""Shared by the end-to-end scripts that read the pixels kiji writes (sixel, kitty, iTerm2).

    python3 Scripts/e2e/lib/pixels.py bands WORK
        writes WORK/bands.png (400×200, four vertical bands: red, green, blue, yellow, left to
        right, as the stub's /files/bands.png) and WORK/bands.md, a draft showing it between
        "Before the image." and "After the image.", with 60 paragraphs after.
    python3 Scripts/e2e/lib/pixels.py run WORK BINARY [--keys KEYS] [--pause S] [--answer BYTES]
            [--env NAME=VALUE ...] -- ARGS...
        runs BINARY ARGS in a pty of 24×80 cells of 10×20 pixels (TERM=xterm-256color, caches and
        config under WORK), waits for the first frame, presses each character of KEYS (S seconds
        apart), and keeps every byte written in WORK/out.bin, with the offsets before each key in
        WORK/out.bin.marks. With --answer (Python bytes syntax, e.g. '\\x1b[?62;4c'), answers the
        terminal questions kiji asks at start-up with those bytes, as a terminal would; without it
        nothing answers.

Imported by the scripts' checks for: frames(work), kitty_commands(data), decoded RGBA samples.
"""
import ast
import base64
import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time
import zlib

COLOURS = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)]
DA1_QUESTION = b"\x1b[c"


def write_bands(work):
    """The four-band PNG and the draft that shows it."""
    width, height = 400, 200
    row = b"\0" + b"".join(bytes(COLOURS[x * 4 // width]) for x in range(width))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(row * height, 9)) + chunk(b"IEND", b"")
    with open(os.path.join(work, "bands.png"), "wb") as out:
        out.write(png)
    with open(os.path.join(work, "bands.md"), "w") as draft:
        draft.write("---\ntitle: Pictures\ntags: [test]\n---\n\nBefore the image.\n\n![bands](bands.png)\n\nAfter the image.\n\n")
        draft.write("".join(f"Paragraph {i}.\n\n" for i in range(1, 61)))


def run(work, binary, args, keys="", pause=1.5, answer=None, env=()):
    """Runs kiji in a pty as the module's doc says; returns the bytes written."""
    size = struct.pack("HHHH", 24, 80, 800, 480)
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, size)
        os.chdir(work)
        environment = {k: v for k, v in os.environ.items() if k not in ("TMUX", "STY", "TERM_PROGRAM", "KITTY_WINDOW_ID")}
        environment.update(TERM="xterm-256color", XDG_CACHE_HOME=work + "/cache", XDG_CONFIG_HOME=work + "/config")
        environment.update(dict(pair.split("=", 1) for pair in env))
        os.execve(binary, [binary] + list(args), environment)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, size)
    data, marks = bytearray(), []
    answered = [answer is None]

    def pump(seconds):
        end = time.time() + seconds
        while time.time() < end:
            if select.select([fd], [], [], 0.05)[0]:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                data.extend(chunk)
                if not answered[0] and DA1_QUESTION in data:
                    answered[0] = True
                    os.write(fd, answer)

    pump(4)
    for key in keys:
        marks.append(len(data))
        os.write(fd, key.encode())
        pump(pause)
    with open(os.path.join(work, "out.bin"), "wb") as out:
        out.write(bytes(data))
    with open(os.path.join(work, "out.bin.marks"), "w") as out:
        out.write(" ".join(map(str, marks)))
    os.waitpid(pid, 0)
    return bytes(data)


def frames(work):
    """What kiji wrote before the first key, then after each key."""
    data = open(os.path.join(work, "out.bin"), "rb").read()
    marks = list(map(int, open(os.path.join(work, "out.bin.marks")).read().split()))
    return [data[a:b] for a, b in zip([0] + marks, marks + [len(data)])]


KITTY = re.compile(rb"\x1b_G([^;\x1b]*)(?:;([^\x1b]*))?\x1b\\")
MOVE = re.compile(rb"\x1b\[(\d+);(\d+)H$")


def kitty_commands(data):
    """Every kitty graphics command in data: (keys, payload, (row, column) of the cursor move just
    before it or None)."""
    commands = []
    for match in KITTY.finditer(data):
        keys = dict(pair.split(b"=", 1) for pair in match.group(1).split(b",") if b"=" in pair)
        keys = {k.decode(): v.decode() for k, v in keys.items()}
        move = MOVE.search(data[max(0, match.start() - 12):match.start()])
        commands.append((keys, match.group(2) or b"", (int(move.group(1)), int(move.group(2))) if move else None))
    return commands


def kitty_rgba(commands):
    """The pixels of the first transmission in commands: (width, height, format, bytes)."""
    start = next(i for i, (keys, _, _) in enumerate(commands) if keys.get("a") in ("t", "T"))
    keys = commands[start][0]
    payload = b""
    for later_keys, chunk, _ in commands[start:]:
        payload += base64.b64decode(chunk) if chunk else b""
        if later_keys.get("m", "0") == "0":
            break
    return int(keys["s"]), int(keys["v"]), int(keys.get("f", "32")), payload


def rgba_at(width, fmt, pixels, x, y):
    """The (red, green, blue) of one pixel of RGB or RGBA rows."""
    step = 4 if fmt == 32 else 3
    offset = (y * width + x) * step
    return tuple(pixels[offset:offset + 3])


def result(name, good, why=""):
    """Prints one check for the script to count: "ok NAME", or "FAIL NAME: WHY" (600 characters at most)."""
    print(("ok " if good else "FAIL ") + name + ("" if good else ": " + str(why)[:600]))


def printed_image_rows(work, row_pattern, what):
    """The lines of WORK/printed (print mode's bytes) and the indexes of those that fullmatch
    row_pattern, checking that the image's 10 rows are WHAT on consecutive lines between the
    draft's "Before the image." and "After the image." (two results)."""
    lines = open(work + "/printed", "rb").read().split(b"\n")
    rows = [i for i, line in enumerate(lines) if re.fullmatch(row_pattern, line)]
    result(f"print mode writes the image's 10 rows as {what} on consecutive lines",
           len(rows) == 10 and rows == list(range(rows[0], rows[0] + 10)), rows)
    around = bool(rows) and b"Before the image." in lines[rows[0] - 2] and b"After the image." in lines[rows[-1] + 2]
    result("print mode keeps the text around the image in place", around)
    return lines, rows


def near(colour, expected, slack=40):
    """Whether two colours are within slack on every channel."""
    return colour is not None and all(abs(a - b) <= slack for a, b in zip(colour, expected))


def picture_pixel(path, x, y):
    """The (red, green, blue) of a pixel of an image file, read by ImageMagick."""
    out = subprocess.run(["convert", path, "-crop", f"1x1+{x}+{y}", "-depth", "8", "txt:-"], capture_output=True, text=True).stdout
    found = re.search(r"\((\d+),(\d+),(\d+)", out.splitlines()[-1] if out else "")
    return tuple(int(v) for v in found.groups()) if found else None


def picture_size(path):
    """(width, height) of an image file, or None."""
    out = subprocess.run(["identify", "-format", "%w %h", path], capture_output=True, text=True).stdout.split()
    return (int(out[0]), int(out[1])) if len(out) == 2 else None


def main():
    command = sys.argv[1]
    if command == "bands":
        write_bands(sys.argv[2])
        return
    work, binary, rest = sys.argv[2], sys.argv[3], sys.argv[4:]
    split = rest.index("--")
    options, args = rest[:split], rest[split + 1:]
    keys, pause, answer, env = "", 1.5, None, []
    while options:
        name, value = options[0], options[1]
        options = options[2:]
        if name == "--keys":
            keys = value
        elif name == "--pause":
            pause = float(value)
        elif name == "--answer":
            answer = ast.literal_eval("b'" + value + "'")
        elif name == "--env":
            env.append(value)
    run(work, binary, args, keys, pause, answer, env)


if __name__ == "__main__":
    main()
