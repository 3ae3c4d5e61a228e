#!/usr/bin/env python3
"""Runs kiji's libFuzzer targets (built by Scripts/fuzz) and reports on each.

    fuzz.py --bin DIR --work DIR [TARGET ...] [--seconds N] [--runs N]

Each target runs on its seeds (WORK/seeds/TARGET) and its growing corpus (WORK/corpus/TARGET,
kept between runs); inputs that crash, hang or break an invariant are saved in WORK/findings/TARGET.
A hang is an input that takes over 1 s: libFuzzer saves every input slower than that (and stops
at 5 s, since the sanitizers make everything several times slower on a busy machine); each one is
then run again alone, and it is a finding only if it is still over 1 s. Prints a table of executions, executions per second, coverage (edges, from
libFuzzer's `cov:` lines) and findings; exits 1 when any target found something.
"""
import argparse
import re
import subprocess
import sys
import time
from pathlib import Path

TARGETS = ("qiita-json", "http-headers", "markdown", "text", "keys", "config", "atom-feed", "image", "terminal-answers")
# Longest input per target: articles are long; key input, headers and config files are short.
MAX_LENGTHS = {"qiita-json": 65536, "http-headers": 4096, "markdown": 16384, "text": 4096, "keys": 4096, "config": 8192, "atom-feed": 65536,
               "image": 65536, "terminal-answers": 2048}
HANG_SECONDS = 1


def run(target, binary, work, seconds, runs):
    """Runs one target; returns its figures and the paths of what it found."""
    seeds, corpus, findings = (work / kind / target for kind in ("seeds", "corpus", "findings"))
    corpus.mkdir(parents=True, exist_ok=True)
    findings.mkdir(parents=True, exist_ok=True)
    before = set(findings.iterdir())
    command = [str(binary), f"-artifact_prefix={findings}/", "-timeout=5", f"-report_slow_units={HANG_SECONDS}",
               "-rss_limit_mb=4096",
               f"-max_len={MAX_LENGTHS[target]}", "-print_final_stats=1", "-close_fd_mask=1"]
    if seconds is not None:
        command.append(f"-max_total_time={seconds}")
    if runs is not None:
        command.append(f"-runs={runs}")
    command += [str(corpus), str(seeds)]
    log_path = work / "logs" / f"{target}.log"
    log_path.parent.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    with open(log_path, "w") as log:
        status = subprocess.run(command, stdout=log, stderr=subprocess.STDOUT).returncode
    elapsed = time.monotonic() - started
    log = log_path.read_text(errors="replace")
    executions = last_number(r"stat::number_of_executed_units:\s*(\d+)", log)
    per_second = last_number(r"stat::average_exec_per_sec:\s*(\d+)", log)
    coverage = last_number(r"\bcov: (\d+)", log)
    found = []
    for path in sorted(set(findings.iterdir()) - before):
        if path.name.startswith("slow-unit-") and alone_milliseconds(binary, path) <= HANG_SECONDS * 1000:
            path.unlink()
        else:
            found.append(path)
    if status != 0 and not found:
        found = [log_path]
    return {"target": target, "executions": executions, "per_second": per_second, "coverage": coverage,
            "seconds": round(elapsed), "found": found, "log": log_path}


def alone_milliseconds(binary, path):
    """How long the target takes over one input when run alone: the best of three runs."""
    times = []
    for _ in range(3):
        output = subprocess.run([str(binary), str(path)], capture_output=True, text=True, errors="replace").stderr
        times.append(last_number(r"Executed .* in (\d+) ms", output) or 0)
    return min(times)


def last_number(pattern, text):
    matches = re.findall(pattern, text)
    return int(matches[-1]) if matches else None


def show(value):
    return "?" if value is None else f"{value:,}"


def main():
    parser = argparse.ArgumentParser(description="Run kiji's fuzz targets.")
    parser.add_argument("targets", nargs="*", metavar="TARGET", help=f"any of {', '.join(TARGETS)} (default: all)")
    parser.add_argument("--bin", type=Path, required=True)
    parser.add_argument("--work", type=Path, required=True)
    parser.add_argument("--seconds", type=int, help="time per target (default 60 unless --runs is given)")
    parser.add_argument("--runs", type=int, help="executions per target")
    options = parser.parse_args()
    unknown = [target for target in options.targets if target not in TARGETS]
    if unknown:
        parser.error(f"unknown target {', '.join(unknown)}; the targets are {', '.join(TARGETS)}")
    seconds = options.seconds if options.seconds is not None or options.runs is not None else 60

    results = []
    for target in options.targets or TARGETS:
        print(f"fuzz: {target} ({seconds or '-'} s, {options.runs or '-'} runs)", file=sys.stderr, flush=True)
        results.append(run(target, options.bin / f"fuzz-{target}", options.work, seconds, options.runs))

    print(f"{'target':<14}{'executions':>14}{'exec/s':>10}{'edges':>8}{'seconds':>9}  findings")
    for result in results:
        print(f"{result['target']:<14}{show(result['executions']):>14}{show(result['per_second']):>10}"
              f"{show(result['coverage']):>8}{result['seconds']:>9}  {len(result['found'])}")
    failed = [result for result in results if result["found"]]
    for result in failed:
        print(f"\n{result['target']}: see {result['log']}", file=sys.stderr)
        for path in result["found"]:
            print(f"  {path}", file=sys.stderr)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
