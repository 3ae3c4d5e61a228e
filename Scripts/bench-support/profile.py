#!/usr/bin/env python3
"""Profiles one kiji scenario with `perf record -g`, sampling only while the keys are pressed.

(valgrind 3.19 cannot read the DWARF 5 of Swift 6.3 binaries and crashes on kiji's signal
handling, so perf it is; the release build keeps frame pointers, so call graphs are complete.)

Usage: profile.py KIJI OUT_PREFIX SCENARIO [--items N] [--presses N]
  SCENARIO: down      Down presses in a list of N items already paged in (default 1000)
            pagedown  PageDown presses, likewise
            detail    line scrolls in the first article
            paging    G presses that page the list in from the stub (collects the whole paging)
            open      Enter then h on the first item of a list of N items already paged in: opening an
                      article and going back (--presses rounds)
            start     a warm start of `kiji --demo` to the first list frame (whole run, in-process stub too)
Writes OUT_PREFIX.perf.data; read it with
  perf report -i OUT_PREFIX.perf.data --no-children --stdio | less     (self time)
  perf report -i OUT_PREFIX.perf.data --children --stdio -g none | swift demangle --simplified | less  (inclusive)
"""
import argparse
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("kiji")
    parser.add_argument("out")
    parser.add_argument("scenario", choices=["down", "pagedown", "detail", "open", "paging", "start"])
    parser.add_argument("--items", type=int, default=1000)
    parser.add_argument("--presses", type=int, default=50)
    args = parser.parse_args()
    out = os.path.abspath(args.out + ".perf.data")
    options = argparse.Namespace(keep=False, kiji=args.kiji)
    b = bench.Bench(options)
    b.kiji = args.kiji
    perf = ["perf", "record", "-F", "4999", "-g", "-o", out]
    stub = None
    try:
        if args.scenario == "start":
            env = b.fresh_env()
            b.first_frame(args.items, env)
            s = bench.Session(b, perf + ["--", args.kiji, "--demo", "--items", str(args.items), "--per-page", "100"], env)
            s.wait_for_output(bench.FIRST_ITEM, timeout=120)
            s.wait_quiet(1.0)
            s.quit(("q",), timeout=10)
            return
        stub = bench.Stub(args.kiji, args.items, b.workdir)
        env = b.fresh_env()
        s = bench.Session(b, [args.kiji, "--base-url", stub.api, "--per-page", "100"], env)
        s.wait_for_output(bench.FIRST_ITEM, timeout=120)
        s.wait_quiet(1.0)

        def start_perf():
            return subprocess.Popen(perf + ["-p", str(s.pid)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

        def stop_perf(process):
            process.send_signal(2)
            process.wait(60)

        if args.scenario == "paging":
            recorder = start_perf()
            time.sleep(0.5)
            b.page_in(s, args.items)
            stop_perf(recorder)
        else:
            b.page_in(s, args.items)
            s.send("g")
            s.wait_quiet(1.0)
            if args.scenario == "detail":
                s.send("Enter")
                s.wait_quiet(2.0)
            keys = {"down": ["Down"], "pagedown": ["PageDown"], "detail": ["Down"], "open": ["Enter", "h"]}[args.scenario]
            recorder = start_perf()
            time.sleep(0.5)
            for _ in range(args.presses):
                for key in keys:
                    s.send(key)
                    s.wait_quiet(0.15, timeout=30)
            stop_perf(recorder)
        s.quit(timeout=10)
        time.sleep(1)
    finally:
        if stub:
            stub.stop()
        b.close()


if __name__ == "__main__":
    main()
