"""Runs a command in a pty of COLUMNS×ROWS cells of 10×20 pixels, follows a script of steps, and
keeps every byte the command writes.

    python3 pty-capture.py OUT COLUMNS ROWS STEP... -- COMMAND...

Steps, in order: `wait:TEXT` waits (30 s at most) until the output since the last step holds TEXT
(UTF-8), `key:TEXT` types TEXT, `pause:SECONDS` lets SECONDS pass (reading on: keys that must
not run together, Esc then a letter, which would be read as Alt+letter), `end` waits (30 s at most) for the command to end. OUT gets the
bytes; OUT.log one line per step, `ok STEP` or `timeout STEP` (a timed-out wait followed by the
text that came instead, escape sequences dropped), then `status N` (the exit status,
or `status none` when it had to be killed). Exits 0 when every step was met.
Not executable: lib/ is sourced and run from, never run by Scripts/test.
"""
import fcntl
import os
import pty
import re
import select
import signal
import struct
import sys
import termios
import time

out_path, columns, rows = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
split = sys.argv.index("--")
steps, command = sys.argv[4:split], sys.argv[split + 1:]
size = struct.pack("HHHH", rows, columns, columns * 10, rows * 20)

pid, fd = pty.fork()
if pid == 0:
    fcntl.ioctl(0, termios.TIOCSWINSZ, size)
    os.execvp(command[0], command)
fcntl.ioctl(fd, termios.TIOCSWINSZ, size)

data = bytearray()
ended = False


def pump(until, seconds=30.0):
    """Reads until `until()` holds, the command ends, or `seconds` pass; says whether it held."""
    global ended
    deadline = time.monotonic() + seconds
    while not until():
        if ended or time.monotonic() >= deadline:
            return until()
        if select.select([fd], [], [], 0.05)[0]:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                chunk = b""
            if not chunk:
                ended = True
                continue
            data.extend(chunk)
    return True


def visible_text(raw):
    """The printable text of RAW with escape sequences dropped and control bytes as spaces."""
    text = raw.decode("utf-8", "replace")
    text = re.sub(r"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|P[^\x1b]*\x1b\\|_[^\x1b]*\x1b\\|[()][0-9A-Za-z]|.)", " ", text)
    return re.sub(r"[\x00-\x1f\x7f]+| {2,}", " ", text)


log, met = [], True
for step in steps:
    verb, _, text = step.partition(":")
    start = len(data)
    if verb == "wait":
        good = pump(lambda: text.encode() in data[start:])
    elif verb == "key":
        os.write(fd, text.encode())
        good = True
    elif verb == "pause":
        pump(lambda: False, float(text))
        good = True
    elif verb == "end":
        good = pump(lambda: False, 30) or ended
    else:
        sys.exit(f"pty-capture: unknown step {step}")
    log.append(("ok " if good else "timeout ") + step)
    if not good and verb == "wait":
        log.append("  what came instead: " + visible_text(data[start:])[-600:])
    met = met and good
status = "none"
if not ended:
    os.kill(pid, signal.SIGKILL)
_, raw = os.waitpid(pid, 0)
if ended:
    status = str(os.waitstatus_to_exitcode(raw))
open(out_path, "wb").write(bytes(data))
open(out_path + ".log", "w").write("\n".join(log + [f"status {status}"]) + "\n")
sys.exit(0 if met else 1)
