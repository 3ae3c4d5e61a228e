"""Runs a command in a pty of its own inside the terminal it is started in, and relays between them,
so that a test can type into a real terminal's program (lib/xvfb.sh starts it in xterm or kitty).

    python3 pty-relay.py CONTROL WINSIZE STATUS COMMAND...

Every byte the command writes goes to the terminal unchanged, and every byte the terminal sends
(keys, and its answers to the command's queries) goes to the command. CONTROL is a FIFO of lines:
`key HEX` types the bytes HEX as if from the keyboard; `print` asks xterm to print its screen as
text (media copy, CSI i, to its printerCommand), written once the command has been quiet for
0.3 s so that it never lands inside one of the command's escapes. WINSIZE gets the terminal's
size as `ROWS COLUMNS XPIXELS YPIXELS` (TIOCGWINSZ), which the command's pty gets too, and again on
each SIGWINCH; STATUS gets the command's exit status when it ends. Not executable: lib/ is sourced
and run from, never run by Scripts/test.
"""
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

control_path, winsize_path, status_path, command = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]


def terminal_size():
    return fcntl.ioctl(0, termios.TIOCGWINSZ, b"\0" * 8)


def share_size(fd):
    size = terminal_size()
    fcntl.ioctl(fd, termios.TIOCSWINSZ, size)
    with open(winsize_path + ".new", "w") as out:
        out.write(" ".join(map(str, struct.unpack("HHHH", size))) + "\n")
    os.replace(winsize_path + ".new", winsize_path)


pid, master = pty.fork()
if pid == 0:
    os.execvp(command[0], command)

share_size(master)
signal.signal(signal.SIGWINCH, lambda *_: share_size(master))
saved = termios.tcgetattr(0)
tty.setraw(0)
control = os.open(control_path, os.O_RDWR | os.O_NONBLOCK)
pending = b""
print_asked = False
last_output = time.monotonic()
status = None
try:
    while True:
        try:
            ready = select.select([0, master, control], [], [], 0.05)[0]
        except InterruptedError:
            continue
        if master in ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                chunk = b""
            if not chunk:
                break
            os.write(1, chunk)
            last_output = time.monotonic()
        if 0 in ready:
            os.write(master, os.read(0, 65536))
        if control in ready:
            pending += os.read(control, 65536)
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                verb, _, argument = line.decode().partition(" ")
                if verb == "key":
                    os.write(master, bytes.fromhex(argument))
                elif verb == "print":
                    print_asked = True
        if print_asked and time.monotonic() - last_output >= 0.3:
            os.write(1, b"\x1b[i")
            print_asked = False
finally:
    _, status = os.waitpid(pid, 0)
    termios.tcsetattr(0, termios.TCSAFLUSH, saved)
    with open(status_path, "w") as out:
        out.write(f"{os.waitstatus_to_exitcode(status)}\n")
