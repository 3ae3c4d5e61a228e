#!/usr/bin/env python3
"""kiji's end-to-end benchmark: the release binary in a timestamping pty, driven by tmux.

Run through Scripts/bench, which builds first. Method (see docs/performance.md):
- every run goes through ptylog.py, a pty proxy that logs each input and output chunk with a
  monotonic timestamp; latency and bytes come from that log, never from polling tmux;
- keys go in with `tmux send-keys`, one at a time, each after 150 ms of output silence;
- CPU per key is the delta of /proc/PID/task/*/schedstat (first field, ns, all threads) over a
  burst of presses divided by the presses;
- after paging in, the keys wait 3 s and then until kiji's CPU falls under 5 ms in 0.5 s (the
  search index's rows are written in the background once no page has been kept for 2 s), so that
  work is reported on its own row and not as the keys';
- the list is paged in from a stub started as a separate process (`kiji --demo` with its output
  redirected), so kiji's memory and CPU do not include the stub's.
With --peer newsboat, newsboat shows the same items (Scripts/bench-support/newsboat.py) and is measured
by the same session code right after kiji, alternating, and a second table puts both side by side.
It reports and never asserts.
"""
import argparse
import json
import os
import random
import re
import shutil
import socket
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request
from xml.etree import ElementTree

from newsboat import NewsboatCorpus, version as newsboat_version

HERE = os.path.dirname(os.path.abspath(__file__))
PTYLOG = os.path.join(HERE, "ptylog.py")
HEADER = struct.Struct("<cdI")
QUIET = 0.15           # seconds of output silence between keys
FIRST_ITEM = b"VIPER in a"  # the newest item of the demo corpus: its title marks the first list frame
ATOM = "{http://www.w3.org/2005/Atom}"
ITEM_REQUEST = re.compile(r"GET /api/v2/items/[0-9a-f]+")  # one item, as the stub's request log writes it
IMAGE_REQUEST = re.compile(r"GET /files/bands\.png")  # the first article's image
LARGE_REQUEST = re.compile(r"GET /files/large\.png")  # the cheat sheet's 1600x1200 PNG
TEXT_MARKER = b"Most write-ups"  # the first article's first paragraph
CHEAT_SHEET = "Markdown 記法チートシート"  # the demo's article with gradient.jpg, frames.gif, large.png, missing.png


def log(message):
    sys.stderr.write(f"[bench {time.strftime('%H:%M:%S')}] {message}\n")
    sys.stderr.flush()


class PtyLog:
    """Incremental reader of ptylog.py's records."""

    def __init__(self, path):
        self.path = path
        self.offset = 0
        self.records = []  # (kind, time, bytes)
        self.buffer = b""

    def size(self):
        try:
            return os.path.getsize(self.path)
        except OSError:
            return 0

    def poll(self):
        try:
            with open(self.path, "rb") as f:
                f.seek(self.offset)
                data = f.read()
        except OSError:
            return
        self.offset += len(data)
        self.buffer += data
        while len(self.buffer) >= HEADER.size:
            kind, t, length = HEADER.unpack_from(self.buffer)
            if len(self.buffer) < HEADER.size + length:
                break
            payload = self.buffer[HEADER.size:HEADER.size + length]
            self.records.append((kind, t, payload))
            self.buffer = self.buffer[HEADER.size + length:]


class Tmux:
    def __init__(self, socket):
        self.socket = socket
        self.conf = os.path.join(tempfile.gettempdir(), f"{socket}.conf")
        with open(self.conf, "w") as f:
            # exit-empty off: the server outlives each session, so starting the next session never
            # races with a server that is exiting because the last one just closed.
            f.write("set -s exit-empty off\nset -g escape-time 0\nset -g status off\n"
                    "set -g default-terminal tmux-256color\nset -g history-limit 100\nset -g remain-on-exit off\n")

    def run(self, *args, check=True):
        return subprocess.run(["tmux", "-L", self.socket, "-f", self.conf, *args],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, check=check)

    def kill_server(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        socket_dir = os.path.join(os.environ.get("TMUX_TMPDIR", "/tmp"), f"tmux-{os.getuid()}")
        for path in (self.conf, os.path.join(socket_dir, self.socket)):
            try:
                os.remove(path)
            except OSError:
                pass


class CPUMeter:
    """CPU time of all of a process's threads over an interval, from schedstat.

    Threads come and go (idle dispatch workers exit), so a plain sum can go down. The meter is
    sampled after every press and keeps each thread's last value: a thread that exits keeps what
    it used until its last sample, one created meanwhile counts from zero.
    """

    def __init__(self, session):
        self.session = session
        self.base = session.thread_cpu_ns()
        self.last = dict(self.base)

    def sample(self):
        self.last.update(self.session.thread_cpu_ns())

    def total_ns(self):
        self.sample()
        return sum(ns - self.base.get(tid, 0) for tid, ns in self.last.items())


class Session:
    """kiji (or any command) in a tmux window of a fixed size, through ptylog.py."""
    counter = 0

    def __init__(self, bench, command, env, cols=80, rows=24):
        Session.counter += 1
        self.bench = bench
        self.name = f"s{Session.counter}"
        self.log_path = os.path.join(bench.workdir, f"{self.name}.ptylog")
        self.pid_path = os.path.join(bench.workdir, f"{self.name}.pid")
        self.log = PtyLog(self.log_path)
        environment = {"TERM": "tmux-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", **env}
        argv = ["env"] + [f"{k}={v}" for k, v in environment.items()] + \
            [sys.executable, PTYLOG, self.log_path, self.pid_path, "--"] + command
        shell = " ".join(shlex_quote(a) for a in argv)
        bench.tmux.run("new-session", "-d", "-s", self.name, "-x", str(cols), "-y", str(rows), shell)
        self.pid = None
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                with open(self.pid_path) as f:
                    self.pid = int(f.read().strip())
                break
            except (OSError, ValueError):
                time.sleep(0.005)
        if self.pid is None:
            raise RuntimeError(f"{command[0]} did not start")

    # --- output watching -------------------------------------------------------------------
    def wait_quiet(self, quiet=QUIET, timeout=10.0):
        """Waits until the log has not grown for `quiet` seconds."""
        start = time.monotonic()
        last_size = self.log.size()
        last_change = time.monotonic()
        while True:
            time.sleep(0.005)
            size = self.log.size()
            now = time.monotonic()
            if size != last_size:
                last_size, last_change = size, now
            elif now - last_change >= quiet:
                break
            if now - start > timeout:
                break
        self.log.poll()

    def wait_for_output(self, needle, timeout=20.0, since=0):
        """Waits until `needle` occurs in an output record at index >= since; returns that index."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.log.poll()
            for i in range(since, len(self.log.records)):
                kind, _, data = self.log.records[i]
                if kind == b"O" and needle in data:
                    return i
            time.sleep(0.005)
        raise RuntimeError(f"timed out waiting for {needle!r}")

    def wait_for_screen(self, predicate, timeout=30.0, interval=0.05):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.capture()
            if predicate(screen):
                return screen
            time.sleep(interval)
        raise RuntimeError("timed out waiting for a screen condition:\n" + self.capture())

    def capture(self):
        return self.bench.tmux.run("capture-pane", "-p", "-t", self.name, check=False).stdout

    def send(self, *keys):
        self.bench.tmux.run("send-keys", "-t", self.name, *keys)

    def resize(self, cols, rows):
        self.bench.tmux.run("resize-window", "-t", self.name, "-x", str(cols), "-y", str(rows))

    # --- /proc -------------------------------------------------------------------------------
    def thread_cpu_ns(self):
        """{tid: ns on CPU} from /proc/PID/task/*/schedstat (first field)."""
        times = {}
        task_dir = f"/proc/{self.pid}/task"
        for task in os.listdir(task_dir):
            try:
                with open(f"{task_dir}/{task}/schedstat") as f:
                    times[task] = int(f.read().split()[0])
            except (OSError, ValueError, IndexError):
                pass
        return times



    def settle_cpu(self, window=0.5, threshold_ms=5.0, first=3.0, timeout=120.0):
        """Waits `first` seconds (past the 2 s after which kiji writes the search index's queue),
        then until the process spends under `threshold_ms` of CPU in a `window` of seconds; returns
        the seconds waited and the CPU spent meanwhile in ms."""
        meter = CPUMeter(self)
        start = time.monotonic()
        while time.monotonic() - start < timeout:
            before = meter.total_ns()
            time.sleep(window)
            if time.monotonic() - start >= first and (meter.total_ns() - before) / 1e6 < threshold_ms:
                break
        return round(time.monotonic() - start, 2), round(meter.total_ns() / 1e6, 1)

    def memory_kb(self):
        values = {}
        with open(f"/proc/{self.pid}/status") as f:
            for line in f:
                key, _, rest = line.partition(":")
                if key in ("VmRSS", "VmHWM"):
                    values[key] = int(rest.split()[0])
        return values

    def threads(self):
        return len(os.listdir(f"/proc/{self.pid}/task"))

    # --- measurement ---------------------------------------------------------------------------
    def presses(self, key, count, quiet=QUIET):
        """Presses `key` `count` times, each after output silence; returns per-press figures."""
        self.wait_quiet(quiet)
        start_index = len(self.log.records)
        meter = CPUMeter(self)
        for _ in range(count):
            self.send(key)
            self.wait_quiet(quiet)
            meter.sample()
        cpu_ns = meter.total_ns()
        self.log.poll()
        records = self.log.records[start_index:]
        per_key = split_by_input(records)
        latencies = [p["latency"] for p in per_key if p["latency"] is not None]
        sizes = [p["bytes"] for p in per_key]
        return {
            "presses": count,
            "inputs_seen": len(per_key),
            "latency_ms_median": ms(statistics.median(latencies)) if latencies else None,
            "latency_ms_p95": ms(percentile(latencies, 95)) if latencies else None,
            "latency_ms_max": ms(max(latencies)) if latencies else None,
            "cpu_ms_per_key": round(cpu_ns / count / 1e6, 3),
            "bytes_per_key_median": int(statistics.median(sizes)) if sizes else None,
            "bytes_per_key_mean": round(statistics.mean(sizes)) if sizes else None,
            "bytes_per_key_min": min(sizes) if sizes else None,
            "bytes_per_key_max": max(sizes) if sizes else None,
            "keys_without_output": sum(1 for p in per_key if p["latency"] is None),
        }

    def open_article(self, count, quiet=QUIET):
        """Opens the selected item with Enter and goes back with h, `count` times: Enter → last byte of
        the article's frame (its body read from the cache or the stub), and the CPU and bytes of it."""
        self.wait_quiet(quiet)
        meter = CPUMeter(self)
        opens = []
        for _ in range(count):
            start_index = len(self.log.records)
            meter.sample()
            before = meter.total_ns()
            self.send("Enter")
            self.wait_quiet(quiet)
            meter.sample()
            cpu = meter.total_ns() - before
            self.log.poll()
            enter = split_by_input(self.log.records[start_index:])[0]
            opens.append((enter["latency"], enter["bytes"], cpu))
            self.send("h")
            self.wait_quiet(quiet)
            meter.sample()
        latencies = [latency for latency, _, _ in opens if latency is not None]
        return {
            "opens": count,
            "latency_ms_median": ms(statistics.median(latencies)) if latencies else None,
            "latency_ms_p95": ms(percentile(latencies, 95)) if latencies else None,
            "cpu_ms_per_open": round(statistics.median(cpu for _, _, cpu in opens) / 1e6, 3),
            "bytes_per_open_median": int(statistics.median(size for _, size, _ in opens)),
        }

    def quit(self, keys=("C-c",), timeout=5.0):
        try:
            self.send(*keys)
        except subprocess.CalledProcessError:
            pass
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.log.poll()
            if any(k == b"X" for k, _, _ in self.log.records[-3:]):
                break
            time.sleep(0.01)
        self.bench.tmux.run("kill-session", "-t", self.name, check=False)

    def list_keys(self, presses, top, cols, rows):
        """Down, then PageDown, each `presses` times from the top of the list (`top`: the program's key
        for it), then the bytes of a full repaint: C-l (clear and draw every cell), and resizing the
        window away and back."""
        result = {"down": self.presses("Down", presses)}
        self.send(top)
        self.wait_quiet(0.3)
        result["pagedown"] = self.presses("PageDown", presses)
        self.send(top)
        self.wait_quiet(0.3)
        mark = len(self.log.records)
        self.send("C-l")
        self.wait_quiet(0.3)
        result["full_redraw_bytes"] = self.output_bytes(mark)
        self.resize(cols + 1, rows)
        self.wait_quiet(0.3)
        mark = len(self.log.records)
        self.resize(cols, rows)
        self.wait_quiet(0.3)
        result["resize_redraw_bytes"] = self.output_bytes(mark)
        return result

    def output_bytes(self, start, end=None):
        return sum(len(d) for k, _, d in self.log.records[start:end] if k == b"O")


def split_by_input(records):
    """Groups records into presses: each input record and the output up to the next input."""
    presses = []
    current = None
    for kind, t, data in records:
        if kind == b"I":
            current = {"t": t, "last": None, "bytes": 0}
            presses.append(current)
        elif kind == b"O" and current is not None:
            current["last"] = t
            current["bytes"] += len(data)
    for p in presses:
        p["latency"] = (p["last"] - p["t"]) if p["last"] is not None else None
    return presses


def g_stall(records):
    """G key → first output byte while paging in: the main-thread work of starting a page load
    (a frame cannot be sent before it ends). First 10 and last 10 G presses, medians in ms."""
    firsts = []
    for i, (kind, t, data) in enumerate(records):
        if kind == b"I" and data == b"G":
            for kind2, t2, _ in records[i + 1:]:
                if kind2 == b"I":
                    break
                if kind2 == b"O":
                    firsts.append(t2 - t)
                    break
    if not firsts:
        return None
    return {"first_10_ms": ms(statistics.median(firsts[:10])), "last_10_ms": ms(statistics.median(firsts[-10:])),
            "presses": len(firsts)}


def output_bursts(records, gap=0.010):
    """The output after the first input of `records`, cut where it pauses for more than `gap` seconds
    (as `frame_end` reads a frame): [{"start", "end", "data"}]."""
    bursts = []
    seen_input = False
    for kind, t, data in records:
        if kind == b"I":
            seen_input = True
        elif kind == b"O" and seen_input:
            if bursts and t - bursts[-1]["end"] <= gap:
                bursts[-1]["end"] = t
                bursts[-1]["data"] += data
            else:
                bursts.append({"start": t, "end": t, "data": data})
    return bursts


def visible_text(data):
    """What a burst of output writes on the screen: its characters, with escape sequences (CSI, OSC,
    DCS such as sixel, charset selections) and control characters taken out."""
    text = re.sub(rb"\x1bP.*?\x1b\\", b"", data, flags=re.S)
    text = re.sub(rb"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)", b"", text)
    text = re.sub(rb"\x1b\[[0-?]*[ -/]*[@-~]", b"", text)
    text = re.sub(rb"\x1b[()*+].", b"", text)
    text = re.sub(rb"\x1b.", b"", text)
    text = re.sub(rb"[\x00-\x1f\x7f]", b"", text)
    return text.decode("utf-8", "replace")


# 3 or more characters that are neither blanks nor ASCII punctuation, or 2 or more that are not ASCII (言語)
WORD_RUN = re.compile(r"[^\s!-/:-@\[-`{-~]{3,}|[^\x00-\x7f\s]{2,}")


def text_marker(body, avoid=""):
    """A word of an article's first paragraph, heading or table row, as its text frame writes it: the
    first `WORD_RUN` (it starts a line or a cell, so it is not wrapped) of the first such line (code
    blocks, HTML and images skipped) that has one not in `avoid` (the title: the header frame before
    the text shows it)."""
    fenced = False
    for line in body.splitlines():
        stripped = line.strip()
        if stripped.startswith(("```", "~~~")):
            fenced = not fenced
            continue
        if fenced or not stripped or stripped.startswith(("<", "![", ":::")):
            continue
        prose = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", stripped)
        runs = [run for run in WORD_RUN.findall(prose) if run not in avoid]
        if runs:
            return runs[0]
    return None


def code_text(body):
    """The text of an article's fenced code blocks, one string."""
    blocks, fenced = [], False
    for line in body.splitlines():
        if line.strip().startswith(("```", "~~~")):
            fenced = not fenced
        elif fenced:
            blocks.append(line)
    return "\n".join(blocks)


def frame_cause(text, code=""):
    """What a frame drawn after the text shows, read from what it writes: `spinner` (only the spinner's
    braille glyph), `follow fact` (`Following @…`/`Not following @…`), `stock state` (`Stocked`/`Not
    stocked`), `image` (mostly block symbols: an image's cells), `code colours` (only words of the
    article's code, written again in colour), else `other`; several joined with `+`."""
    shown = "".join(text.split())
    if not shown:
        return "cursor only"
    if all(0x2800 <= ord(c) <= 0x28FF for c in shown):
        return "spinner"
    causes = []
    if "ollowing @" in text:
        causes.append("follow fact")
    if "tocked" in text:
        causes.append("stock state")
    if sum(0x2580 <= ord(c) <= 0x25FF for c in shown) * 2 >= len(shown):
        causes.append("image")
    words = re.findall(r"\w{2,}", text)
    if not causes and code and words and all(word in code for word in words):
        causes.append("code colours")
    return "+".join(causes) or "other"


def article_frames(bursts, marker, code=""):
    """The frames of opening an article, from the bursts of output after Enter (see `output_bursts`):
    the one that first shows the text (`marker`), how many came until it, the text's included, and
    how many of those came after the header's (the first, what the list knew, unless the text is in
    it already: then 1). The article is asked for after the header is drawn (its cache read comes
    first), so this bounds the frames from the answer to the text: 1 means the text is the first
    frame after the answer. The cause of each frame before and after the text: `frame_cause`."""
    text = next((n for n, burst in enumerate(bursts) if marker and marker in visible_text(burst["data"])), None)
    if text is None:
        return {"text_frame": None, "frames_until_text": None, "frames_after_header_until_text": None,
                "before_text": [frame_cause(visible_text(b["data"]), code) for b in bursts], "later": []}
    before = [frame_cause(visible_text(b["data"]), code) for b in bursts[:text]]
    return {
        "text_frame": text,
        "frames_until_text": text + 1,
        "frames_after_header_until_text": max(1, text),
        "before_text": ["header (what the list knew)"] + before[1:] if before else [],
        "later": [frame_cause(visible_text(b["data"]), code) for b in bursts[text + 1:]],
    }


def tally(causes):
    """`code colours ×2, spinner ×1` for a list of causes; `none` when empty."""
    counts = {}
    for cause in causes:
        counts[cause] = counts.get(cause, 0) + 1
    return ", ".join(f"{cause} ×{n}" for cause, n in sorted(counts.items())) or "none"


def wait_for_request(path, count_before, pattern, timeout=10.0):
    """Polls the stub's request log until a line past `count_before` matches `pattern`; returns the
    monotonic time it was seen (the same clock as ptylog's records), or None."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if any(pattern.fullmatch(line) for line in request_lines(path)[count_before:]):
            return time.monotonic()
        time.sleep(0.001)
    return None


def request_lines(path):
    """The requests the stub answered so far, one log line each (KIJI_STUB_REQUEST_LOG)."""
    try:
        with open(path) as f:
            return f.read().splitlines()
    except OSError:
        return []


def frame_end(records, index, gap=0.010):
    """The time of the last output record of the burst that contains record `index`."""
    t_end = records[index][1]
    for kind, t, _ in records[index + 1:]:
        if kind != b"O":
            continue
        if t - t_end > gap:
            break
        t_end = t
    return t_end


def percentile(values, pct):
    ordered = sorted(values)
    if not ordered:
        return None
    rank = (len(ordered) - 1) * pct / 100
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def paired_difference(first, second, resamples=2000):
    """The differences first[i] − second[i] of measures taken in the same round: their median, and a
    95% interval for it from a bootstrap (seeded, so a run's figures can be read again)."""
    differences = [a - b for a, b in zip(first, second)]
    if not differences:
        return None
    draw = random.Random(0)
    medians = [statistics.median(draw.choices(differences, k=len(differences))) for _ in range(resamples)]
    return {"median": statistics.median(differences), "ci95": [percentile(medians, 2.5), percentile(medians, 97.5)],
            "all": differences}


def ms(seconds):
    return None if seconds is None else round(seconds * 1000, 2)


def shlex_quote(text):
    import shlex
    return shlex.quote(text)


class Stub:
    """`kiji --demo` with its output redirected: the stub API alone, in a process of its own."""

    def __init__(self, kiji, items, workdir, request_log=None):
        name = f"stub-{items}" + ("-logged" if request_log else "")
        self.out_path = os.path.join(workdir, f"{name}.txt")
        self.out = open(self.out_path, "w")
        env = dict(os.environ, XDG_CACHE_HOME=os.path.join(workdir, f"{name}-cache"),
                   XDG_CONFIG_HOME=os.path.join(workdir, f"{name}-config"))
        if request_log:
            env["KIJI_STUB_REQUEST_LOG"] = request_log
        self.process = subprocess.Popen([kiji, "--demo", "--items", str(items), "--port", "0"],
                                        stdin=subprocess.DEVNULL, stdout=self.out, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + 30
        self.api = None
        while time.monotonic() < deadline and self.api is None:
            with open(self.out_path) as f:
                m = re.search(r"^API: (\S+)", f.read(), re.M)
            if m:
                self.api = m.group(1)
            elif self.process.poll() is not None:
                break
            else:
                time.sleep(0.02)
        if self.api is None:
            raise RuntimeError("the stub did not start: " + open(self.out_path).read())

    def item(self, item_id):
        """One item as the stub serves it (a dict with `title` and `body`); {} when it cannot be read."""
        try:
            with urllib.request.urlopen(f"{self.api}/items/{item_id}", timeout=10) as response:
                return json.loads(response.read())
        except Exception:  # noqa: BLE001 - the figure that needs it says it is missing
            return {}

    def set_latency(self, seconds):
        root = self.api.split("/api/")[0]
        request = urllib.request.Request(f"{root}/__stub/latency", data=str(seconds).encode(),
                                         method="PUT", headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=5) as response:
                return response.status
        except Exception as error:  # noqa: BLE001 - reported, not fatal
            return str(error)

    def set_faults(self, rules):
        """Replaces the stub's fault rules (PUT /__stub/faults); [] lifts them."""
        root = self.api.split("/api/")[0]
        request = urllib.request.Request(f"{root}/__stub/faults", data=json.dumps(rules).encode(), method="PUT",
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(5)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.out.close()


class Bench:
    def __init__(self, args):
        self.args = args
        self.kiji = args.kiji
        self.workdir = tempfile.mkdtemp(prefix="kiji-bench-")
        self.tmux = Tmux(f"kiji-bench-{os.getpid()}")
        self.xdg_counter = 0

    def fresh_env(self):
        self.xdg_counter += 1
        base = os.path.join(self.workdir, f"xdg{self.xdg_counter}")
        os.makedirs(base + "/cache")
        os.makedirs(base + "/config")
        return {"XDG_CACHE_HOME": base + "/cache", "XDG_CONFIG_HOME": base + "/config", "HOME": base}

    def close(self):
        self.tmux.kill_server()
        if not self.args.keep:
            shutil.rmtree(self.workdir, ignore_errors=True)

    # --- time to first frame ----------------------------------------------------------------
    def first_frame(self, items, env, cols=80, rows=24, extra=(), list_command=(), marker=FIRST_ITEM):
        """Starts `kiji [list_command] --demo` (the newest items unless a list is named), returns (ms
        from spawn to the end of the first list frame, the frame that shows `marker`, its bytes)."""
        command = [self.kiji, *list_command, "--demo", "--items", str(items), "--per-page", "100", *extra]
        s = Session(self, command, env, cols, rows)
        try:
            index = s.wait_for_output(marker, timeout=30)
            s.wait_quiet(0.2)
            records = s.log.records
            spawn = next(t for k, t, _ in records if k == b"S")
            first_byte = next(t for k, t, _ in records if k == b"O")
            end = frame_end(records, index)
            frame_bytes = sum(len(d) for k, t, d in records if k == b"O" and t <= end)
            self.last_first_byte_ms = ms(first_byte - spawn)
            return ms(end - spawn), frame_bytes
        finally:
            s.quit(("q",))

    def start_times(self, items, lists):
        """Cold and warm first frames of each list of `lists` ({name: (list_command, marker)}), each
        in a cache of its own. The lists take turns within every round, and the order turns by one
        each round, so no list always starts first or right after another (the page cache, a build
        on the other core): what is compared is measured alike. Returns {name: figures}."""
        samples = {name: {"cold": [], "warm": [], "bytes": [], "warm_first_byte": []} for name in lists}
        names = list(lists)
        for round_number in range(self.args.starts):
            turn = round_number % len(names)
            for name in names[turn:] + names[:turn]:
                list_command, marker = lists[name]
                figures = samples[name]
                env = self.fresh_env()
                t, b = self.first_frame(items, env, list_command=list_command, marker=marker)
                figures["cold"].append(t)
                figures["bytes"].append(b)
                figures["warm"].append(self.first_frame(items, env, list_command=list_command, marker=marker)[0])
                figures["warm_first_byte"].append(self.last_first_byte_ms)
        return {name: {"cold_demo_ms_median": statistics.median(f["cold"]), "cold_demo_ms_all": f["cold"],
                       "warm_cache_ms_median": statistics.median(f["warm"]), "warm_cache_ms_all": f["warm"],
                       "warm_first_byte_ms_median": statistics.median(f["warm_first_byte"]),
                       "first_frame_bytes": int(statistics.median(f["bytes"]))}
                for name, f in samples.items()}

    # --- the trend ------------------------------------------------------------------------------
    @staticmethod
    def trend_marker(stub):
        """The first characters of the trend's first title, as the stub's feed has it (the demo's
        corpus is the same for the same item count): they mark the trend's first frame."""
        root = stub.api.split("/api/")[0]
        with urllib.request.urlopen(f"{root}/popular-items/feed", timeout=10) as response:
            feed = ElementTree.fromstring(response.read())
        title = feed.find(f"{ATOM}entry").findtext(f"{ATOM}title")
        return title[:8].encode()

    def trend_open(self, stub, items, marker, opens=5, quiet=0.5):
        """`kiji trend --demo` (with its token, so the stock state and the follow fact are asked for
        too) and the stub's request log: Enter on an entry, then h and Down to the next, `opens`
        times. Per open, from the log: the `GET /items/:id` requests and the other API requests;
        from the pty: the frames (bursts of output, see `output_bursts`) until the text (the first to
        show a word of the article's first line, the article read from `stub`, which serves the same
        corpus) after the header's, what each frame before and after it drew (`frame_cause`), and Enter → the end of
        the text's frame and → the last byte."""
        env = self.fresh_env()
        log_path = os.path.join(self.workdir, f"trend-requests-{items}.log")
        env["KIJI_STUB_REQUEST_LOG"] = log_path
        s = Session(self, [self.kiji, "trend", "--demo", "--items", str(items)], env)
        per_open = []
        try:
            s.wait_for_output(marker, timeout=30)
            s.wait_quiet(quiet)
            listing = request_lines(log_path)
            for _ in range(opens):
                before = len(request_lines(log_path))
                start_index = len(s.log.records)
                s.send("Enter")
                s.wait_quiet(quiet)
                records = s.log.records[start_index:]
                sent = request_lines(log_path)[before:]
                item_requests = [line for line in sent if ITEM_REQUEST.fullmatch(line)]
                others = [line for line in sent if line.startswith(("GET /api/", "PUT /api/", "POST /api/")) and line not in item_requests]
                enter = split_by_input(records)[0]
                article = stub.item(item_requests[0].rsplit("/", 1)[1]) if item_requests else {}
                body = article.get("body", "")
                bursts = output_bursts(records)
                frames = article_frames(bursts, text_marker(body, avoid=article.get("title", "")), code_text(body))
                text_end = bursts[frames["text_frame"]]["end"] if frames["text_frame"] is not None else None
                per_open.append({"item_requests": len(item_requests), "other_api_requests": others, **frames,
                                 "enter_to_text": None if text_end is None else text_end - enter["t"],
                                 "latency": enter["latency"]})
                s.send("h")
                s.wait_quiet(quiet)
                s.send("Down")
                s.wait_quiet(quiet)
        finally:
            s.quit()
        latencies = [o["latency"] for o in per_open if o["latency"] is not None]
        to_text = [o["enter_to_text"] for o in per_open if o["enter_to_text"] is not None]
        return {
            "opens": opens,
            "api_requests_while_listing": sum(1 for line in listing if "/api/v2" in line),
            "item_requests_per_open": [o["item_requests"] for o in per_open],
            "frames_until_text_per_open": [o["frames_until_text"] for o in per_open],
            "frames_after_header_until_text_per_open": [o["frames_after_header_until_text"] for o in per_open],
            "frames_before_text": [cause for o in per_open for cause in o["before_text"]],
            "later_frames": [cause for o in per_open for cause in o["later"]],
            "other_api_requests_per_open": sorted({re.sub(r"/[0-9a-f]{20}", "/:id", re.sub(r"/users/[^/]+/", "/users/:user/", line))
                                                   for o in per_open for line in o["other_api_requests"]}),
            "enter_to_text_ms_per_open": [None if o["enter_to_text"] is None else ms(o["enter_to_text"]) for o in per_open],
            "enter_to_text_ms_median": ms(statistics.median(to_text)) if to_text else None,
            "latency_ms_median": ms(statistics.median(latencies)) if latencies else None,
        }

    def first_frames(self, stub, items):
        """The first frames of the newest list and of the trend (cold and warm), measured in turn
        (`start_times`): {"newest": figures, "trend": figures}. The trend's figures also hold its warm
        first frame minus the newest list's of the same round (`paired_difference`)."""
        starts = self.start_times(items, {"newest": ((), FIRST_ITEM), "trend": (("trend",), self.trend_marker(stub))})
        starts["trend"]["warm_minus_newest_ms"] = paired_difference(
            starts["trend"]["warm_cache_ms_all"], starts["newest"]["warm_cache_ms_all"])
        return starts

    # --- paging -------------------------------------------------------------------------------
    @staticmethod
    def count_fact(screen, items):
        m = re.findall(rf"\b(\d+)/{items}\b", screen)
        return int(m[-1]) if m else None

    def page_in(self, s, items, limit=None):
        """Presses G until the status bar says N/N (or `limit` rows are loaded); returns seconds taken."""
        target = min(items, limit or items)
        started = time.monotonic()
        presses = 0
        while True:
            s.send("G")
            presses += 1
            s.wait_quiet(0.05)
            screen = s.capture()
            loaded = self.count_fact(screen, items)
            if loaded is not None and loaded >= target:
                break
            if presses > items // 10 + 50:
                raise RuntimeError("paging did not reach the end:\n" + screen)
        s.wait_quiet(0.3)
        self.last_g_stall = g_stall(s.log.records)
        return round(time.monotonic() - started, 1), presses

    # --- one corpus size -----------------------------------------------------------------------
    def interactive(self, stub, items, cols=80, rows=24, detail=True):
        env = self.fresh_env()
        s = Session(self, [self.kiji, "--base-url", stub.api, "--per-page", "100"], env, cols, rows)
        result = {}
        try:
            s.wait_for_output(FIRST_ITEM, timeout=30)
            s.wait_quiet(0.3)
            result["memory_first_page_kb"] = s.memory_kb()
            seconds, presses = self.page_in(s, items)
            result["page_in_seconds"] = seconds
            result["page_in_presses"] = presses
            result["page_load_stall"] = self.last_g_stall
            result["memory_paged_in_kb"] = s.memory_kb()
            result["threads"] = s.threads()
            result["background_after_page_in"] = s.settle_cpu()
            s.send("g")
            s.wait_quiet(0.3)
            meter = CPUMeter(s)
            idle_start = time.monotonic()
            for _ in range(10):
                time.sleep(0.1)
                meter.sample()
            result["idle_cpu_ms_per_s"] = round(meter.total_ns() / 1e6 / (time.monotonic() - idle_start), 3)
            result.update(s.list_keys(self.args.presses, "g", cols, rows))
            if detail:
                result["open_article"] = s.open_article(10)
                s.send("Enter")
                s.wait_for_screen(lambda screen: "›" in screen.splitlines()[0], timeout=10)
                s.wait_quiet(0.5)
                result["detail_line"] = s.presses("Down", self.args.presses)
            result["memory_end_kb"] = s.memory_kb()
        finally:
            s.quit()
        return result

    def peer_interactive(self, corpus, cols=80, rows=24):
        """newsboat on the same items: opens the feed's article list, then the keys and statistics of
        `interactive` (Home plays kiji's g)."""
        s = Session(self, corpus.command(), corpus.env(), cols, rows)
        result = {}
        try:
            s.wait_for_screen(corpus.shows_feed_list, timeout=120)
            s.send("Enter")
            s.wait_for_screen(corpus.shows_article_list, timeout=60)
            s.wait_quiet(0.3)
            result["memory_paged_in_kb"] = s.memory_kb()
            result["threads"] = s.threads()
            result.update(s.list_keys(self.args.presses, "Home", cols, rows))
        finally:
            s.quit(("Q",))
        return result

    def peer_rounds(self, stub, items, first_kiji):
        """kiji and the peer measured in turn, `--peer-rounds` times each; kiji's first round is the one
        the main table shows."""
        log(f"corpus {items}: building the newsboat cache")
        corpus = NewsboatCorpus(self.args.newsboat, stub.api, items, self.workdir)
        rounds = {"kiji": [first_kiji], "peer": []}
        for round_number in range(self.args.peer_rounds):
            if round_number > 0:
                log(f"corpus {items}: kiji, round {round_number + 1}")
                rounds["kiji"].append(self.interactive(stub, items, detail=False))
            log(f"corpus {items}: newsboat, round {round_number + 1}")
            rounds["peer"].append(self.peer_interactive(corpus))
        return corpus, rounds

    def scroll_with_latency(self, stub, items, rows_to_scroll, latency=0.15, rate=30.0):
        """Down at `rate` keys/s from the top with stub latency; counts frames showing the loading row."""
        stub.set_latency(latency)
        env = self.fresh_env()
        s = Session(self, [self.kiji, "--base-url", stub.api, "--per-page", "100"], env)
        try:
            first = s.wait_for_output(FIRST_ITEM, timeout=30)
            s.wait_quiet(0.5)
            start_index = len(s.log.records)
            interval = 1.0 / rate
            t0 = time.monotonic()
            for i in range(rows_to_scroll):
                s.send("Down")
                next_at = t0 + (i + 1) * interval
                delay = next_at - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
            elapsed = time.monotonic() - t0
            s.wait_quiet(0.5)
            screen = s.capture()
            records = s.log.records[start_index:]
            presses = split_by_input(records)
            frames_with_loading = 0
            occurrences = 0
            visible_runs = 0
            was_visible = False
            # Group output by key press: a press whose output draws "Loading" is a frame showing it.
            bursts = []
            current = bytearray()
            for kind, _, data in records:
                if kind == b"I":
                    if current:
                        bursts.append(bytes(current))
                    current = bytearray()
                elif kind == b"O":
                    current += data
            if current:
                bursts.append(bytes(current))
            for burst in bursts:
                n = burst.count(b"Loading")
                occurrences += n
                visible = n > 0
                frames_with_loading += visible
                if visible and not was_visible:
                    visible_runs += 1
                was_visible = visible
            return {"rows_scrolled": rows_to_scroll, "rate_keys_per_s": round(rows_to_scroll / elapsed, 1),
                    "latency_s": latency, "loading_row_appearances": visible_runs,
                    "frames_drawing_loading_row": frames_with_loading, "loading_string_occurrences": occurrences,
                    "rows_loaded_at_end": self.count_fact(screen, items),
                    "keys_seen": len(presses)}
        finally:
            s.quit()
            stub.set_latency(0)

    # --- kiji sync --------------------------------------------------------------------------------
    SYNC_DAYS = 3
    SYNC_LATENCY = 0.05

    def sync(self):
        """`kiji sync --demo` on a new cache, its stub adding 50 ms to every answer: the demo's stocks,
        own articles and timeline of the last 3 days (by the demo's clock), every other generated item
        with a picture of its own; then the same again on the kept cache. Wall time of each (the
        process's whole life: the stub's start, the lists, the comments, the pictures), the counts
        its summary line gives, and the requests the stub's log holds."""
        env = self.fresh_env()
        request_log = os.path.join(self.workdir, "sync-requests.log")
        env["KIJI_STUB_REQUEST_LOG"] = request_log
        # One port for both runs: the pictures' addresses name the stub's port, and a kept picture is
        # known by its address.
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        command = [self.kiji, "sync", "--demo", "--port", str(port), "--latency", str(self.SYNC_LATENCY),
                   "--picture-every", "2", "--days", str(self.SYNC_DAYS)]
        result = {"days": self.SYNC_DAYS, "latency_ms": int(self.SYNC_LATENCY * 1000)}
        for name in ("new_cache", "kept_cache"):
            before = len(request_lines(request_log)) if os.path.exists(request_log) else 0
            started = time.monotonic()
            done = subprocess.run(command, env={**os.environ, **env}, capture_output=True, text=True, check=True)
            seconds = time.monotonic() - started
            summary = done.stdout.strip()
            numbers = re.search(r"Kept (\d+) items from (\d+) lists \((\d+) new or changed\), the comments of (\d+) "
                                r"and (\d+) new images", summary)
            requests = request_lines(request_log)[before:]
            result[name] = {
                "seconds": round(seconds, 2), "summary": summary,
                "items": int(numbers.group(1)) if numbers else None,
                "comment_lists": int(numbers.group(4)) if numbers else None,
                "images": int(numbers.group(5)) if numbers else None,
                "api_requests": sum(1 for line in requests if "/api/v2/" in line),
                "image_requests": sum(1 for line in requests if "/files/" in line),
            }
        return result

    # --- images, symbols mode ------------------------------------------------------------------
    def images(self):
        """The demo's images in symbols mode, against a stub of its own with its request log (80x24)."""
        request_log = os.path.join(self.workdir, "image-requests.log")
        stub = Stub(self.kiji, 1000, self.workdir, request_log=request_log)
        try:
            result = {"open": self.open_with_image(stub, request_log)}
            result["last_byte_to_frame"] = self.large_image_frame(stub, request_log)
            result["rss_kb"] = {mode: self.rss_after_image_walk(stub, mode) for mode in ("off", "symbols")}
        finally:
            stub.stop()
        return result

    def open_with_image(self, stub, request_log):
        """Enter on the first article at 100x40, where its image (bands.png, not yet on disk) is on the
        first screen: the frames after Enter
        (bursts of output; a frame's writes a scheduler pause splits count twice), the one that brings
        the text, Enter → its last byte and → the image's
        frame; then Down over the image, with it shown and with images off (`i`)."""
        env = self.fresh_env()
        s = Session(self, [self.kiji, "--base-url", stub.api, "--per-page", "100", "--images", "symbols"], env, 100, 40)
        try:
            s.wait_for_output(FIRST_ITEM, timeout=30)
            s.wait_quiet(0.3)
            before = len(request_lines(request_log))
            start_index = len(s.log.records)
            s.send("Enter")
            asked_at = wait_for_request(request_log, before, IMAGE_REQUEST)
            s.wait_quiet(0.5)
            records = s.log.records[start_index:]
            enter_at = next(t for k, t, _ in records if k == b"I")
            frames = output_bursts(records)
            found = article_frames(frames, TEXT_MARKER.decode())
            text = found["text_frame"]
            image = next((n for n, burst in enumerate(frames) if asked_at and burst["start"] > asked_at), None)
            opened = {
                "frames_after_enter": len(frames),
                "frames_until_text": found["frames_until_text"],
                "frames_before_text": found["before_text"],
                "later_frames": found["later"],
                "enter_to_text_ms": None if text is None else ms(frames[text]["end"] - enter_at),
                "enter_to_image_frame_ms": None if image is None else ms(frames[image]["end"] - enter_at),
            }
            s.send("g")
            s.wait_quiet(0.3)
            opened["down_over_image"] = s.presses("Down", 20)
            s.send("i")
            s.wait_quiet(0.3)
            s.send("g")
            s.wait_quiet(0.3)
            opened["down_images_off"] = s.presses("Down", 20)
        finally:
            s.quit()
        return opened

    @staticmethod
    def select_cheat_sheet(s, limit=60):
        """Down from the top of the list until the selected row (▌) is the cheat sheet's; the presses."""
        for presses in range(limit):
            if any(line.startswith("▌") and CHEAT_SHEET in line for line in s.capture().splitlines()):
                return presses
            s.send("Down")
            s.wait_quiet(0.1)
        raise RuntimeError("the cheat sheet is not in the list:\n" + s.capture())

    def large_image_frame(self, stub, request_log, hold=1.0):
        """The cheat sheet's large.png (1600x1200) held back `hold` s by the stub: its last byte is taken
        as the time its request was logged + `hold` (the stub sleeps, then writes the whole answer on
        loopback); the figure is from then to the end of the first frame drawn after it."""
        # The stub encodes a file the first time it is asked for (large.png: ~250 ms); asked once here,
        # its answer after the hold is only the hold.
        root = stub.api.split("/api/")[0]
        with urllib.request.urlopen(f"{root}/files/large.png", timeout=10) as response:
            response.read()
        stub.set_faults([{"path": "/files/large.png", "fault": {"delay": {"seconds": hold}}}])
        env = self.fresh_env()
        s = Session(self, [self.kiji, "--base-url", stub.api, "--per-page", "100", "--images", "symbols"], env)
        try:
            s.wait_for_output(FIRST_ITEM, timeout=30)
            s.wait_quiet(0.3)
            self.select_cheat_sheet(s)
            before = len(request_lines(request_log))
            s.send("Enter")
            asked_at = wait_for_request(request_log, before, LARGE_REQUEST, timeout=2)
            pages = 0
            while asked_at is None and pages < 30:
                s.send("PageDown")
                pages += 1
                asked_at = wait_for_request(request_log, before, LARGE_REQUEST, timeout=0.5)
            if asked_at is None:
                return {"error": "large.png was never asked for"}
            # It is asked for when it comes within a screen of the view: one more page brings its
            # place into view before it arrives, so its arrival has to draw.
            s.send("PageDown")
            last_byte = asked_at + hold
            time.sleep(max(0.0, last_byte - time.monotonic()))
            s.wait_quiet(0.5, timeout=5)
            after = [n for n, (k, t, _) in enumerate(s.log.records) if k == b"O" and t > last_byte]
            if not after:
                return {"error": "no frame after large.png arrived"}
            return {"ms": ms(frame_end(s.log.records, after[0]) - last_byte), "page_downs": pages}
        finally:
            s.quit()
            stub.set_faults([])

    def rss_after_image_walk(self, stub, mode, rounds=5):
        """VmRSS after `rounds` rounds of opening the two image articles (the first, 1 image, and the
        cheat sheet, paged through: 3 drawable images and missing.png), 4 image openings a round."""
        env = self.fresh_env()
        s = Session(self, [self.kiji, "--base-url", stub.api, "--per-page", "100", "--images", mode], env)
        try:
            s.wait_for_output(FIRST_ITEM, timeout=30)
            s.wait_quiet(0.3)
            down = self.select_cheat_sheet(s)
            s.send("g")
            s.wait_quiet(0.3)
            for _ in range(rounds):
                for key in ["Enter"] + ["h"] + ["Down"] * down + ["Enter"] + ["PageDown"] * 12 + ["h"] + ["g"]:
                    s.send(key)
                    s.wait_quiet(0.1 if key in ("Down", "Up") else 0.4)
            s.wait_quiet(0.5)
            return s.memory_kb()
        finally:
            s.quit()

    # --- all ----------------------------------------------------------------------------------
    def run(self):
        results = {}
        for items in self.args.items:
            stub = Stub(self.kiji, items, self.workdir)
            try:
                log(f"corpus {items}: first frames of the newest list and the trend, in turn")
                starts = self.first_frames(stub, items)
                entry = {"start": starts["newest"], "trend": {"start": starts["trend"]}}
                log(f"corpus {items}: opening the trend's entries")
                entry["trend"]["open_entry"] = self.trend_open(stub, items, self.trend_marker(stub))
                log(f"corpus {items}: paging in, Down, PageDown, redraw, detail (80x24)")
                entry["interactive"] = self.interactive(stub, items)
                corpus = None
                if self.args.peer:
                    corpus, entry["peer"] = self.peer_rounds(stub, items, entry["interactive"])
                rows = items if self.args.full_scroll else min(items, self.args.scroll_rows)
                log(f"corpus {items}: Down at 30 keys/s through {rows} rows with 150 ms stub latency")
                entry["scroll_30hz"] = self.scroll_with_latency(stub, items, rows)
                if items == max(self.args.items) and not self.args.skip_large:
                    log(f"corpus {items}: 200x60")
                    large = {"start_warm_ms": None}
                    env = self.fresh_env()
                    large["start_cold_ms"], large["first_frame_bytes"] = self.first_frame(items, env, 200, 60)
                    large["start_warm_ms"], _ = self.first_frame(items, env, 200, 60)
                    large.update(self.interactive(stub, items, 200, 60, detail=True))
                    if corpus:
                        log(f"corpus {items}: newsboat at 200x60")
                        large["peer"] = self.peer_interactive(corpus, 200, 60)
                    entry["size_200x60"] = large
            finally:
                stub.stop()
            results[str(items)] = entry
        return results


def sync_lines(sync):
    """kiji sync's figures, against issue 37's budget: 200 items with comments and images at 50 ms ≤ 30 s."""
    lines = [f"kiji sync --demo ({sync['latency_ms']} ms a response, the timeline's last {sync['days']} days, "
             f"every other generated item with a picture):"]
    for name, label in (("new_cache", "a new cache"), ("kept_cache", "the same again")):
        run = sync[name]
        lines.append(f"  {label}: {fmt(run['seconds'])} s for {fmt(run['items'])} items, "
                     f"{fmt(run['comment_lists'])} comment lists, {fmt(run['images'])} new images "
                     f"({run['api_requests']} API requests, {run['image_requests']} image requests)")
    first = sync["new_cache"]
    if first["items"]:
        per_200 = first["seconds"] * 200 / first["items"]
        lines.append(f"  per 200 items: {fmt(round(per_200, 1))} s (budget ≤ 30 s) — "
                     f"{'met' if per_200 <= 30 and first['items'] >= 200 else 'not met'}")
    return "\n".join(lines)


def machine_facts(repo):
    facts = {"nproc": os.cpu_count()}
    with open("/proc/loadavg") as f:
        facts["loadavg_start"] = f.read().split()[:3]
    try:
        with open("/proc/cpuinfo") as f:
            m = re.search(r"^model name\s*:\s*(.*)$", f.read(), re.M)
            facts["cpu"] = m.group(1) if m else "unknown"
    except OSError:
        facts["cpu"] = "unknown"
    def git(*args):
        try:
            return subprocess.run(["git", "-C", repo, *args], capture_output=True, text=True).stdout.strip()
        except OSError:
            return ""
    facts["commit"] = git("rev-parse", "--short", "HEAD")
    facts["worktree_dirty"] = bool(git("status", "--porcelain", "--untracked-files=no"))
    facts["kernel"] = os.uname().release
    try:
        facts["tmux"] = subprocess.run(["tmux", "-V"], capture_output=True, text=True).stdout.strip()
    except OSError:
        pass
    facts["date_utc"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    return facts


def binary_facts(kiji, workdir, repo):
    """The release binary's size on disk, stripped (a copy is stripped, as Scripts/install does), its
    largest sections from `size -A` (bytes), and what it links: the lines of Scripts/check-binary (no
    Foundation, no ICU data, stripped at most 25 MB) with whether they all hold."""
    stripped = os.path.join(workdir, "kiji-stripped")
    shutil.copyfile(kiji, stripped)
    subprocess.run(["strip", stripped], check=True)
    sections = {}
    for line in subprocess.run(["size", "-A", kiji], capture_output=True, text=True, check=True).stdout.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0] in (".text", ".rodata", ".data", ".eh_frame", ".rela.dyn"):
            sections[parts[0]] = int(parts[1])
    guard = subprocess.run([os.path.join(repo, "Scripts", "check-binary"), kiji], capture_output=True, text=True)
    return {"bytes": os.path.getsize(kiji), "stripped_bytes": os.path.getsize(stripped), "sections": sections,
            "link_check": {"holds": guard.returncode == 0, "lines": (guard.stdout + guard.stderr).splitlines()}}


def fmt(value, unit=""):
    if value is None:
        return "—"
    if isinstance(value, float):
        value = f"{value:.2f}" if value < 10 else f"{value:.1f}"
    return f"{value}{unit}"


def verdict(checks):
    """`yes` when every check that could be made holds, `NO (…)` naming the corpora where one fails,
    `—` when none could be made (no target, or the figure is missing). `checks`: [(label, True/False/None)]."""
    made = [(label, held) for label, held in checks if held is not None]
    if not made:
        return "—"
    failed = [label for label, held in made if not held]
    if not failed:
        return "yes"
    return "NO" + (" (" + ", ".join(failed) + ")" if any(failed) else "")


def at_most(value, limit):
    return None if value is None or limit is None else value <= limit


def table(report):
    """The corpora side by side, a row per figure: its value in each corpus, its target, and whether
    the target is met (`verdict`; a target that needs --peer newsboat is checked only with it)."""
    sizes = [k for k in report["results"]]
    r = report["results"]

    def get(size, *path):
        node = r.get(size)
        for key in path:
            if node is None:
                return None
            node = node.get(key) if isinstance(node, dict) else None
        return node

    def label(size):
        return f"{int(size) // 1000}k" if int(size) % 1000 == 0 else size

    def mb(kb):
        return None if kb is None else round(kb / 1024, 1)

    def counts(values):
        return "—" if not values else " ".join(fmt(v) for v in values)

    def every(values, wanted):
        return None if not values or any(v is None for v in values) else all(v == wanted for v in values)

    def peer_median(size, *path):
        rounds = (get(size, "peer") or {}).get("peer") or []
        values = [v for v in (node_at(result, path) for result in rounds) if v is not None]
        return statistics.median(values) if values else None

    def trend_no_slower(size):
        """Cold, the medians compared; warm, where both lists wait on the same start-up (the terminal,
        the screens, then one frame) and differ by less than the runs' spread, the trend is slower
        only if the 95% interval of its paired difference lies above 0."""
        cold, newest_cold = get(size, "trend", "start", "cold_demo_ms_median"), get(size, "start", "cold_demo_ms_median")
        warm = get(size, "trend", "start", "warm_minus_newest_ms")
        if None in (cold, newest_cold, warm):
            return None
        return cold <= newest_cold and warm["ci95"][0] <= 0

    def paired(size):
        warm = get(size, "trend", "start", "warm_minus_newest_ms")
        return "—" if warm is None else f"{warm['median']:+.1f} ({warm['ci95'][0]:+.1f} … {warm['ci95'][1]:+.1f})"

    def down_latency(size):
        if int(size) != 10000:
            return None
        median = get(size, "interactive", "down", "latency_ms_median")
        small = get("1000", "interactive", "down", "latency_ms_median")
        return at_most(median, 2) if small is None or median is None else median <= 2 and median <= 1.2 * small

    def rss(size):
        value = get(size, "interactive", "memory_paged_in_kb", "VmRSS")
        if int(size) == 10000:
            return at_most(value, 35 * 1024)
        return at_most(value, peer_median(size, "memory_paged_in_kb", "VmRSS")) if int(size) == 1000 else None

    rows = [
        ("first frame, cold demo (ms)", lambda s: fmt(get(s, "start", "cold_demo_ms_median")), "—", None),
        ("first frame, warm cache (ms)", lambda s: fmt(get(s, "start", "warm_cache_ms_median")), "≤ 20",
         lambda s: at_most(get(s, "start", "warm_cache_ms_median"), 20)),
        ("trend: first frame, cold / warm (ms)", lambda s: fmt(get(s, "trend", "start", "cold_demo_ms_median")) + " / " + fmt(get(s, "trend", "start", "warm_cache_ms_median")),
         "≤ the newest list's", trend_no_slower),
        ("…warm, trend − newest per round: median (95% interval)", paired, "interval reaches ≤ 0", None),
        ("trend: API requests while listing", lambda s: fmt(get(s, "trend", "open_entry", "api_requests_while_listing")), "0",
         lambda s: at_most(get(s, "trend", "open_entry", "api_requests_while_listing"), 0)),
        ("trend entry opened: GET /items/:id per open", lambda s: counts(get(s, "trend", "open_entry", "item_requests_per_open")), "1 each",
         lambda s: every(get(s, "trend", "open_entry", "item_requests_per_open"), 1)),
        ("…frames after the header until the text, the text's included", lambda s: counts(get(s, "trend", "open_entry", "frames_after_header_until_text_per_open")), "1 each",
         lambda s: every(get(s, "trend", "open_entry", "frames_after_header_until_text_per_open"), 1)),
        ("…frames before the text, all opens", lambda s: tally(get(s, "trend", "open_entry", "frames_before_text") or []), "—", None),
        ("…frames after the text, all opens", lambda s: tally(get(s, "trend", "open_entry", "later_frames") or []), "—", None),
        ("…Enter→text frame, per open (ms)", lambda s: counts(get(s, "trend", "open_entry", "enter_to_text_ms_per_open")), "—", None),
        ("…Enter→text frame / →last byte, median (ms)", lambda s: fmt(get(s, "trend", "open_entry", "enter_to_text_ms_median")) + " / " + fmt(get(s, "trend", "open_entry", "latency_ms_median")), "—", None),
        ("Down: key→last byte median (ms)", lambda s: fmt(get(s, "interactive", "down", "latency_ms_median")), "≤ 2 at 10k, 10k ≤ 1.2× 1k", down_latency),
        ("Down: key→last byte p95 (ms)", lambda s: fmt(get(s, "interactive", "down", "latency_ms_p95")), "—", None),
        ("PageDown: median / p95 (ms)", lambda s: fmt(get(s, "interactive", "pagedown", "latency_ms_median")) + " / " + fmt(get(s, "interactive", "pagedown", "latency_ms_p95")), "—", None),
        ("open an article: Enter→last byte median / p95 (ms)", lambda s: fmt(get(s, "interactive", "open_article", "latency_ms_median")) + " / " + fmt(get(s, "interactive", "open_article", "latency_ms_p95")), "≤ 20 (median)",
         lambda s: at_most(get(s, "interactive", "open_article", "latency_ms_median"), 20)),
        ("CPU / bytes per article opened", lambda s: fmt(get(s, "interactive", "open_article", "cpu_ms_per_open")) + " ms / " + fmt(get(s, "interactive", "open_article", "bytes_per_open_median")) + " B", "—", None),
        ("detail line: median / p95 (ms)", lambda s: fmt(get(s, "interactive", "detail_line", "latency_ms_median")) + " / " + fmt(get(s, "interactive", "detail_line", "latency_ms_p95")), "—", None),
        ("CPU per Down (ms)", lambda s: fmt(get(s, "interactive", "down", "cpu_ms_per_key")), "≤ 1 at 10k",
         lambda s: at_most(get(s, "interactive", "down", "cpu_ms_per_key"), 1) if int(s) == 10000 else None),
        ("background work after paging in: s until idle / CPU ms", lambda s: " / ".join(fmt(v) for v in (get(s, "interactive", "background_after_page_in") or ["-", "-"])), "—", None),
        ("idle CPU while nothing happens (ms/s)", lambda s: fmt(get(s, "interactive", "idle_cpu_ms_per_s")), "—", None),
        ("CPU per PageDown / detail line (ms)", lambda s: fmt(get(s, "interactive", "pagedown", "cpu_ms_per_key")) + " / " + fmt(get(s, "interactive", "detail_line", "cpu_ms_per_key")), "—", None),
        ("bytes per Down / PageDown (median)", lambda s: fmt(get(s, "interactive", "down", "bytes_per_key_median")) + " / " + fmt(get(s, "interactive", "pagedown", "bytes_per_key_median")), "≤ newsboat (--peer newsboat)",
         lambda s: None if peer_median(s, "down", "bytes_per_key_median") is None else
         at_most(get(s, "interactive", "down", "bytes_per_key_median"), peer_median(s, "down", "bytes_per_key_median"))
         and at_most(get(s, "interactive", "pagedown", "bytes_per_key_median"), peer_median(s, "pagedown", "bytes_per_key_median"))),
        ("bytes per Down: inside the page (min) / mean", lambda s: fmt(get(s, "interactive", "down", "bytes_per_key_min")) + " / " + fmt(get(s, "interactive", "down", "bytes_per_key_mean")), "—", None),
        ("bytes per detail line", lambda s: fmt(get(s, "interactive", "detail_line", "bytes_per_key_median")), "—", None),
        ("full redraw, C-l (B)", lambda s: fmt(get(s, "interactive", "full_redraw_bytes")), "≤ 2746",
         lambda s: at_most(get(s, "interactive", "full_redraw_bytes"), 2746)),
        ("redraw after resizing away and back (B)", lambda s: fmt(get(s, "interactive", "resize_redraw_bytes")), "—", None),
        ("first frame bytes (B)", lambda s: fmt(get(s, "start", "first_frame_bytes")), "—", None),
        ("VmRSS / VmHWM, paged in (MB)", lambda s: fmt(mb(get(s, "interactive", "memory_paged_in_kb", "VmRSS"))) + " / " + fmt(mb(get(s, "interactive", "memory_paged_in_kb", "VmHWM"))),
         "RSS ≤ newsboat at 1k (--peer newsboat), ≤ 35 at 10k", rss),
        ("warm start: spawn → first byte (ms)", lambda s: fmt(get(s, "start", "warm_first_byte_ms_median")), "—", None),
        ("page load stall: G→first byte, first/last 10 (ms)", lambda s: fmt(get(s, "interactive", "page_load_stall", "first_10_ms")) + " / " + fmt(get(s, "interactive", "page_load_stall", "last_10_ms")), "—", None),
        ("paging in with G (s, presses)", lambda s: fmt(get(s, "interactive", "page_in_seconds")) + ", " + fmt(get(s, "interactive", "page_in_presses")), "—", None),
        ("loading row seen at 30 keys/s, 150 ms", lambda s: fmt(get(s, "scroll_30hz", "loading_row_appearances")) + f" (rows {fmt(get(s, 'scroll_30hz', 'rows_scrolled'))})", "0 after 1st page",
         lambda s: at_most(get(s, "scroll_30hz", "loading_row_appearances"), 0)),
    ]
    header = ["figure"] + [label(s) for s in sizes] + ["target", "met"]
    lines = [header] + [[name] + [f(s) for s in sizes] + [target, verdict([(label(s), check(s)) for s in sizes]) if check else "—"]
                        for name, f, target, check in rows]
    return markdown_table(lines)


def node_at(node, path):
    """The value at `path` (keys) in nested dicts, or None."""
    for key in path:
        node = node.get(key) if isinstance(node, dict) else None
    return node


PEER_FIGURES = [
    ("Down: key→last byte median (ms)", ("down", "latency_ms_median")),
    ("Down: key→last byte p95 (ms)", ("down", "latency_ms_p95")),
    ("CPU per Down (ms)", ("down", "cpu_ms_per_key")),
    ("bytes per Down (median)", ("down", "bytes_per_key_median")),
    ("PageDown: key→last byte median (ms)", ("pagedown", "latency_ms_median")),
    ("CPU per PageDown (ms)", ("pagedown", "cpu_ms_per_key")),
    ("bytes per PageDown (median)", ("pagedown", "bytes_per_key_median")),
    ("full redraw, C-l (B)", ("full_redraw_bytes",)),
    ("redraw after resizing away and back (B)", ("resize_redraw_bytes",)),
    ("VmRSS, list loaded (MB)", ("memory_paged_in_kb", "VmRSS")),
]


def peer_table(report, peer_name):
    """kiji and the peer side by side: per corpus (and at 200x60), the median of each program's rounds
    and the ratio kiji/peer (below 1: kiji is smaller or faster)."""
    columns = []  # (label, kiji rounds, peer rounds)
    for size, entry in report["results"].items():
        label = f"{int(size) // 1000}k" if int(size) % 1000 == 0 else size
        if "peer" in entry:
            columns.append((label, entry["peer"]["kiji"], entry["peer"]["peer"]))
        large = entry.get("size_200x60")
        if large and "peer" in large:
            columns.append((f"{label} 200x60", [large], [large["peer"]]))

    def value(rounds, path):
        values = []
        for result in rounds:
            node = result
            for key in path:
                node = node.get(key) if isinstance(node, dict) else None
            if node is not None:
                values.append(node)
        if not values:
            return None
        middle = statistics.median(values)
        if path[0] == "memory_paged_in_kb":
            return round(middle / 1024, 1)
        whole = all(isinstance(v, int) for v in values) and float(middle).is_integer()
        return int(middle) if whole else middle

    header = ["figure"]
    for label, _, _ in columns:
        header += [f"kiji {label}", f"{peer_name} {label}", "kiji/" + peer_name]
    lines = [header]
    for name, path in PEER_FIGURES:
        line = [name]
        for _, kiji_rounds, peer_rounds in columns:
            mine, theirs = value(kiji_rounds, path), value(peer_rounds, path)
            ratio = f"{mine / theirs:.2f}" if mine is not None and theirs else "—"
            line += [fmt(mine), fmt(theirs), ratio]
        lines.append(line)
    return markdown_table(lines)


def images_table(images):
    """The images' figures: opening an article with one, its frame, Down over it, RSS with and without;
    each with its target and whether it is met (`verdict`)."""
    opened, large, rss = images.get("open", {}), images.get("last_byte_to_frame", {}), images.get("rss_kb", {})
    down, down_off = opened.get("down_over_image", {}), opened.get("down_images_off", {})
    rss_off, rss_on = (rss.get("off") or {}).get("VmRSS"), (rss.get("symbols") or {}).get("VmRSS")
    more = None if rss_off is None or rss_on is None else round((rss_on - rss_off) / 1024, 1)
    until_text, later = opened.get("frames_until_text"), opened.get("later_frames") or []
    whole = None if until_text is None else not any(cause in ("other", "spinner") for cause in later)
    lines = [
        ["figure", "value", "target", "met"],
        ["open the first article: frames after Enter before its text", tally(opened.get("frames_before_text") or []), "—", "—"],
        ["…its text in one frame, then", tally(later), "only images (and cursor moves)", verdict([("", whole)])],
        ["…Enter→text frame / Enter→image frame (ms)",
         f"{fmt(opened.get('enter_to_text_ms'))} / {fmt(opened.get('enter_to_image_frame_ms'))}", "≤ 20 / —",
         verdict([("", at_most(opened.get("enter_to_text_ms"), 20))])],
        ["large.png (1600x1200): last byte→its frame (ms)", fmt(large.get("ms")) if "ms" in large else large.get("error", "—"), "≤ 100",
         verdict([("", at_most(large.get("ms"), 100))])],
        ["bytes per Down over the image: median / mean", f"{fmt(down.get('bytes_per_key_median'))} / {fmt(down.get('bytes_per_key_mean'))}", "—", "—"],
        ["…the same article with images off (i): median / mean",
         f"{fmt(down_off.get('bytes_per_key_median'))} / {fmt(down_off.get('bytes_per_key_mean'))}", "—", "—"],
        ["Down over the image: key→last byte median (ms)", fmt(down.get("latency_ms_median")), "—", "—"],
        ["VmRSS after 20 image openings, images off / symbols (MB)",
         f"{fmt(None if rss_off is None else round(rss_off / 1024, 1))} / {fmt(None if rss_on is None else round(rss_on / 1024, 1))}", "—", "—"],
        ["…more with images than without (MB)", fmt(more), "≤ 30", verdict([("", at_most(more, 30))])],
    ]
    return markdown_table(lines)


def markdown_table(lines):
    widths = [max(len(str(line[i])) for line in lines) for i in range(len(lines[0]))]
    out = []
    for n, line in enumerate(lines):
        out.append("| " + " | ".join(str(c).ljust(w) for c, w in zip(line, widths)) + " |")
        if n == 0:
            out.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kiji", required=True, help="the release kiji binary")
    parser.add_argument("--micro", help="the release kiji-bench binary (micro-benchmarks); omitted: skipped")
    parser.add_argument("--repo", default=os.getcwd())
    parser.add_argument("--items", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--presses", type=int, default=40, help="presses per key figure (default 40)")
    parser.add_argument("--starts", type=int, default=7,
                        help="cold and warm starts per list and corpus, the newest list and the trend in turn (median; default 7)")
    parser.add_argument("--scroll-rows", type=int, default=3000,
                        help="rows scrolled at 30 keys/s with 150 ms latency (default 3000; --full-scroll: all)")
    parser.add_argument("--full-scroll", action="store_true", help="scroll through the whole list (10k: ~6 min)")
    parser.add_argument("--skip-large", action="store_true", help="skip the 200x60 run")
    parser.add_argument("--peer", choices=["newsboat"],
                        help="also measure newsboat on the same items, alternating with kiji (Scripts/bench installs it)")
    parser.add_argument("--newsboat", default=shutil.which("newsboat"), help="the newsboat binary (default: on PATH)")
    parser.add_argument("--peer-rounds", type=int, default=2, help="rounds of kiji and the peer, alternating (default 2)")
    parser.add_argument("--images-only", action="store_true", help="measure only the images' figures (symbols mode)")
    parser.add_argument("--skip-images", action="store_true", help="skip the images' figures")
    parser.add_argument("--skip-sync", action="store_true", help="skip kiji sync's figures")
    parser.add_argument("--sync-only", action="store_true", help="measure only kiji sync's figures")
    parser.add_argument("--json", action="store_true", help="print JSON instead of the table")
    parser.add_argument("--keep", action="store_true", help="keep the logs (path printed)")
    args = parser.parse_args()
    if args.peer and not args.newsboat:
        parser.error("--peer newsboat needs newsboat on PATH or --newsboat PATH")

    started = time.monotonic()
    report = {"machine": machine_facts(args.repo), "method": {
        "peer": newsboat_version(args.newsboat) if args.peer else None, "peer_rounds": args.peer_rounds,
        "terminal": "80x24 (and 200x60 once), TERM=tmux-256color, LANG=C.UTF-8, tmux send-keys, pty proxy log",
        "quiet_gap_ms": int(QUIET * 1000), "presses": args.presses, "per_page": 100}}
    bench = Bench(args)
    try:
        report["binary"] = binary_facts(args.kiji, bench.workdir, args.repo)
        report["results"] = {} if args.images_only or args.sync_only else bench.run()
        if not args.skip_sync and not args.images_only:
            log("kiji sync --demo, 50 ms latency")
            report["sync"] = bench.sync()
        if not args.skip_images and not args.sync_only:
            log("images in symbols mode (80x24)")
            report["images"] = bench.images()
        if args.micro and not args.sync_only:
            log("micro-benchmarks (kiji-bench)")
            output = subprocess.run([args.micro, "--json"], capture_output=True, text=True, check=True).stdout
            report["micro"] = json.loads(output)
    finally:
        bench.close()
    with open("/proc/loadavg") as f:
        report["machine"]["loadavg_end"] = f.read().split()[:3]
    report["wall_seconds"] = round(time.monotonic() - started, 1)
    if args.keep:
        report["logs"] = bench.workdir

    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return
    m = report["machine"]
    print(f"kiji {m['commit']}{' (uncommitted changes)' if m['worktree_dirty'] else ''} · {m['date_utc']} · "
          f"{m['nproc']} cores · {m['cpu']} · load {' '.join(m['loadavg_start'])} → {' '.join(m['loadavg_end'])}")
    print(f"80x24 unless noted, release build, per-page 100, {args.presses} presses per key figure, "
          f"{int(QUIET * 1000)} ms quiet gaps\n")
    if report["results"]:
        print(table(report))
    if report.get("sync"):
        print("\n" + sync_lines(report["sync"]))
    if report.get("images"):
        print("\nImages, symbols mode (80x24; opening an article 100x40; the demo's bands.png and cheat sheet):\n")
        print(images_table(report["images"]))
    binary = report["binary"]
    sections = ", ".join(f"{name} {fmt(round(size / 1048576, 1))} MB" for name, size in binary["sections"].items())
    print(f"\nrelease binary: {fmt(round(binary['bytes'] / 1048576, 1))} MB, stripped "
          f"{fmt(round(binary['stripped_bytes'] / 1048576, 1))} MB (target ≤ 25 MB); {sections}")
    link_check = binary["link_check"]
    print(f"what it links (Scripts/check-binary: {'holds' if link_check['holds'] else 'BROKEN'}):")
    for line in link_check["lines"]:
        print(f"  {line}")
    if args.peer:
        large = "" if args.skip_large else "; one of each at 200x60"
        print(f"\nkiji and {report['method']['peer']}: the same items and keys, measured in turn "
              f"({args.peer_rounds} of each at 80x24, medians{large}):\n")
        print(peer_table(report, args.peer))
    for size, entry in report["results"].items():
        large = entry.get("size_200x60")
        if large:
            print(f"\n200x60, {size} items: first frame cold {fmt(large.get('start_cold_ms'))} ms, warm "
                  f"{fmt(large.get('start_warm_ms'))} ms ({fmt(large.get('first_frame_bytes'))} B); "
                  f"Down {fmt(large['down']['latency_ms_median'])} / {fmt(large['down']['latency_ms_p95'])} ms, "
                  f"{fmt(large['down']['cpu_ms_per_key'])} ms CPU, {fmt(large['down']['bytes_per_key_median'])} B; "
                  f"PageDown {fmt(large['pagedown']['latency_ms_median'])} / {fmt(large['pagedown']['latency_ms_p95'])} ms, "
                  f"{fmt(large['pagedown']['cpu_ms_per_key'])} ms CPU, {fmt(large['pagedown']['bytes_per_key_median'])} B; "
                  f"open an article {fmt(large['open_article']['latency_ms_median'])} / {fmt(large['open_article']['latency_ms_p95'])} ms, "
                  f"detail line {fmt(large['detail_line']['latency_ms_median'])} ms, {fmt(large['detail_line']['bytes_per_key_median'])} B; "
                  f"full redraw {fmt(large['full_redraw_bytes'])} B; "
                  f"RSS {fmt(round(large['memory_paged_in_kb']['VmRSS'] / 1024, 1))} MB")
    for size, entry in report["results"].items():
        others = (entry.get("trend") or {}).get("open_entry", {}).get("other_api_requests_per_open")
        if others:
            print(f"\n{size} items, opening a trend entry also asked: {', '.join(others)}")
    micro = report.get("micro")
    if micro:
        print("\nMicro-benchmarks (kiji-bench, release):")
        for entry in micro.get("benchmarks", []):
            print(f"  {entry['name']}: {entry['summary']}")
    print(f"\nbench wall time {report['wall_seconds']} s")


if __name__ == "__main__":
    main()
