#!/usr/bin/env python3
"""A pty proxy that timestamps every chunk of input and output.

Usage: ptylog.py LOG PIDFILE -- COMMAND [ARG...]

Spawns COMMAND in a new pty the size of our own terminal (and follows resizes), copies our
stdin to it and its output to our stdout, and appends binary-safe records to LOG:

    <kind:1 byte> <time:float64 little-endian, CLOCK_MONOTONIC seconds> <length:uint32 LE> <data>

kind is b'S' (spawned; data = pid), b'I' (input to the program), b'O' (output from it),
b'W' (window size changed; data = "rows cols") or b'X' (exited; data = status).
The log is flushed after every record so that a driver can watch it for silence.
PIDFILE receives the child's pid once it is running.
"""
import array
import fcntl
import os
import pty
import select
import signal
import struct
import sys
import termios
import time
import tty

HEADER = struct.Struct("<cdI")


def main() -> int:
    if len(sys.argv) < 4 or sys.argv[3] != "--":
        sys.stderr.write(__doc__)
        return 64
    log_path, pid_path, command = sys.argv[1], sys.argv[2], sys.argv[4:]
    log = open(log_path, "ab", buffering=0)

    def record(kind: bytes, data: bytes) -> None:
        log.write(HEADER.pack(kind, time.monotonic(), len(data)) + data)

    def our_size() -> bytes:
        size = array.array("H", [0, 0, 0, 0])
        try:
            fcntl.ioctl(sys.stdin.fileno(), termios.TIOCGWINSZ, size, True)
        except OSError:
            size = array.array("H", [24, 80, 0, 0])
        return size.tobytes()

    pid, master = pty.fork()
    if pid == 0:
        os.execvp(command[0], command)
    fcntl.ioctl(master, termios.TIOCSWINSZ, our_size())
    record(b"S", str(pid).encode())
    with open(pid_path, "w") as f:
        f.write(f"{pid}\n")

    def on_winch(_signum, _frame):
        size = our_size()
        fcntl.ioctl(master, termios.TIOCSWINSZ, size)
        rows, cols = struct.unpack("HH", size[:4])
        record(b"W", f"{rows} {cols}".encode())

    signal.signal(signal.SIGWINCH, on_winch)
    stdin = sys.stdin.fileno()
    stdout = sys.stdout.fileno()
    saved = None
    if os.isatty(stdin):
        saved = termios.tcgetattr(stdin)
        tty.setraw(stdin)
    status = 0
    try:
        inputs = [master, stdin]
        while True:
            try:
                readable, _, _ = select.select(inputs, [], [])
            except InterruptedError:
                continue
            if master in readable:
                try:
                    data = os.read(master, 65536)
                except OSError:
                    data = b""
                if not data:
                    break
                record(b"O", data)
                view = memoryview(data)
                while view:
                    written = os.write(stdout, view)
                    view = view[written:]
            if stdin in readable:
                data = os.read(stdin, 4096)
                if not data:
                    inputs.remove(stdin)
                    continue
                record(b"I", data)
                os.write(master, data)
        _, wait_status = os.waitpid(pid, 0)
        status = os.waitstatus_to_exitcode(wait_status)
    finally:
        if saved is not None:
            termios.tcsetattr(stdin, termios.TCSAFLUSH, saved)
        record(b"X", str(status).encode())
        log.close()
    return 0 if status >= 0 else 1


if __name__ == "__main__":
    sys.exit(main())
