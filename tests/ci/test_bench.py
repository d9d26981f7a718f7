"""`python -m toolcall_conformance.bench` on a tiny selection: it runs, prints the three paths and the
targets.

Timings are never asserted; only the shape of the output and what each path ran.
"""

from __future__ import annotations

import json
import subprocess
import sys

from toolcall_conformance.bench import agent_cases, cpu_model
from toolcall_conformance.cli.commands.matrix import agent_cases as matrix_agent_cases
from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora, select


def test_bench_prints_three_rows_and_the_targets(tmp_path):
    results = tmp_path / "bench.json"
    command = [
        sys.executable,
        "-m",
        "toolcall_conformance.bench",
        "--tags",
        "seed",
        "--repeat",
        "1",
        "--json",
        str(results),
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr

    out = done.stdout
    assert out.startswith("machine: ")
    for path in ("in-process", "protocol", "bare"):
        assert any(line.split()[:1] == [path] for line in out.splitlines()), f"no {path} row:\n{out}"
    assert out.count("[met   ]") + out.count("[MISSED]") == 5  # four throughput targets, the plugin's

    seed = len(list(select(load_corpora([DEFAULT_CORPUS_ROOT]), level="hermes", tags=["seed"])))
    data = json.loads(results.read_text())
    assert data["cases"] == seed
    assert [row["name"] for row in data["rows"]] == ["in-process", "protocol", "bare"]
    for row in data["rows"]:
        assert row["cases"] == seed and row["best_seconds"] > 0
    engine_rows = [row for row in data["rows"] if row["name"] != "bare"]
    assert all(row["outcomes"] == {"passed": seed} for row in engine_rows)  # the reference passes seed
    assert len(data["targets"]) == 4 and all(isinstance(t["met"], bool) for t in data["targets"])

    plugin = data["pytest_plugin"]  # pytest --impl beside run --impl, both with the row's baseline
    line = next(line for line in out.splitlines() if line.startswith("pytest plugin: "))
    assert f"--impl {plugin['impl']} --level hermes --baseline {plugin['baseline']}" in line, line
    assert plugin["baseline"].endswith("cases tagged seed")
    assert plugin["ratio"] == plugin["pytest_seconds"] / plugin["run_seconds"] > 0
    assert f"{plugin['ratio']:.2f}x" in line and plugin["target"]["description"] in line


def test_bench_refuses_an_empty_selection():
    command = [sys.executable, "-m", "toolcall_conformance.bench", "--tags", "no-such-tag", "--repeat", "1"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "no case matches the selection" in done.stderr


def test_cpu_model_reads_proc_cpuinfo(tmp_path):
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text("processor\t: 0\nvendor_id\t: X\nmodel name\t: Example CPU @ 3.00GHz\nflags\t: a b\n")
    assert cpu_model(cpuinfo) == "Example CPU @ 3.00GHz"


def test_an_agent_row_is_timed_over_what_the_matrix_runs_it_on():
    every = load_corpora([DEFAULT_CORPUS_ROOT])
    expected = [case.id for case in matrix_agent_cases(list(select(every, level="hermes")))]
    timed = [case.id for case in agent_cases()]
    assert timed == expected and len(timed) > 40  # the whole selection, not a sample of it
