"""Measure the README's speed table: each command on a fresh clone of this checkout's HEAD.

    .venv/bin/python -m generate.measure_speed                      # every row, `make test` three times
    .venv/bin/python -m generate.measure_speed --only test --runs 3  # one row again; the others are kept
    .venv/bin/python -m generate.readme_table                        # then write the README's table

Each run clones HEAD into a scratch folder (nothing built: the venv, the zod fixtures and the check of
the cached implementations' environments are part of what is timed, as for a new contributor), runs
the row's command there, and records its wall-clock seconds, the CPU seconds of everything it started,
the machine's load average before it started (the machine is shared: a loaded one is slower), and
what pytest's summary says it ran. docs/speed.json keeps every row's latest measurement; the README's
table (generate/readme_table.py) is written from it, never by hand. A command that fails is an error:
a figure is only recorded for a run that passed.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from toolcall_conformance.bench import cpu_model

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "docs" / "speed.json"
ROWS: dict[str, tuple[str, list[str]]] = {
    # key: (what the README's row says, the command run in the clone)
    "conformance": ("`make conformance`", ["make", "conformance"]),
    "test": ("`make test`: the fast tier", ["make", "test"]),
    "test-e2e": ("`make test-e2e`: the end-to-end tier", ["make", "test-e2e"]),
    "fuzz": ("`make fuzz` (the ci profile)", ["make", "fuzz"]),
    "matrix": ("`make matrix`", ["make", "matrix"]),
    "ci": ("`bash .ci/run` (lint, both tiers, hermes, matrix, conformance)", ["bash", ".ci/run"]),
}
SUMMARY = re.compile(r"^(?:=+ )?(\d+ \w+(?:, \d+ \w+)*) in [\d.]+s", re.MULTILINE)
LEFT_OUT = re.compile(r"fast tier: (\d+) end-to-end tests? left out")


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def counts(output: str) -> dict[str, int]:
    """What pytest's summary lines counted (passed, skipped, ...; summed over the pytest runs of a
    command, such as .ci/run's two tiers), and for one run the tests the fast tier left out; empty for
    a command that runs no pytest."""
    found: dict[str, int] = {}
    summaries = SUMMARY.findall(output)
    for line in summaries:
        for number, word in re.findall(r"(\d+) (\w+)", line):
            found[word] = found.get(word, 0) + int(number)
    left = LEFT_OUT.findall(output)
    if left and len(summaries) == 1:
        found["left out"] = int(left[-1])
    return found


def run_once(key: str, log: Path) -> dict[str, object]:
    """One run of the row's command on a fresh clone of HEAD."""
    with tempfile.TemporaryDirectory(prefix="speed-") as scratch:
        clone = Path(scratch) / "clone"
        subprocess.run(["git", "clone", "-q", "--no-hardlinks", str(ROOT), str(clone)], check=True)
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=clone, capture_output=True, text=True, check=True
        ).stdout.strip()
        load = os.getloadavg()[0]
        cpu, started = _children_cpu(), time.monotonic()
        done = subprocess.run(ROWS[key][1], cwd=clone, capture_output=True, text=True, check=False)
        seconds, cpu = time.monotonic() - started, _children_cpu() - cpu
    output = done.stdout + done.stderr
    log.write_text(output, "utf-8")
    if done.returncode != 0:
        command = " ".join(ROWS[key][1])
        raise SystemExit(f"measure_speed: {command} failed (exit {done.returncode}); see {log}")
    return {
        "seconds": round(seconds, 1),
        "cpu_seconds": round(cpu, 1),
        "load": round(load, 1),
        "commit": head,
        "counts": counts(output),
    }


def measure(key: str, runs: int, logs: Path) -> None:
    """The row's runs, one after the other; docs/speed.json is written after each (read again
    first: another measurement may have written a row meanwhile)."""
    found: list[dict[str, object]] = []
    for index in range(runs):
        one = run_once(key, logs / f"{key}-{index}.log")
        print(f"{key} run {index + 1}: {one['seconds']} s (CPU {one['cpu_seconds']} s, load {one['load']})")
        found.append(one)
        results = json.loads(RESULTS.read_text("utf-8")) if RESULTS.exists() else {}
        results[key] = {
            "what": ROWS[key][0],
            "command": " ".join(ROWS[key][1]),
            "median_seconds": statistics.median(float(str(run["seconds"])) for run in found),
            "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
            "machine": f"{cpu_model()}, {os.cpu_count()} cores, Python {platform.python_version()}",
            "runs": found,
        }
        ordered = {name: results[name] for name in ROWS if name in results}
        RESULTS.write_text(json.dumps(ordered, indent=2) + "\n", "utf-8")


def main(argv: list[str] | None = None) -> int:
    description = __doc__.split("\n\n")[0]
    parser = argparse.ArgumentParser(prog="python -m generate.measure_speed", description=description)
    parser.add_argument("--only", action="append", choices=sorted(ROWS), help="the rows to measure (all)")
    parser.add_argument("--runs", type=int, default=3, help="runs of `make test` (3); other rows run once")
    parser.add_argument("--logs", type=Path, default=Path(tempfile.gettempdir()) / "measure-speed")
    options = parser.parse_args(argv)
    options.logs.mkdir(parents=True, exist_ok=True)
    for key in options.only or list(ROWS):
        measure(key, options.runs if key == "test" else 1, options.logs)
    print(f"wrote {RESULTS.relative_to(ROOT)}; run generate/readme_table.py to update the README")
    return 0


if __name__ == "__main__":
    sys.exit(main())
