"""`python -m toolcall_conformance.soak`: a shorter soak than `make soak` runs end to end; the bounds can
fail it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from toolcall_conformance.soak import MEMORY_BOUND, Sample, Soak


def sample(requests: int, suite_rss: int, descriptors: int = 9) -> Sample:
    return Sample(requests, float(requests) / 1000, suite_rss, descriptors, None)


def test_growth_within_the_bounds_passes():
    soak = Soak("x", (sample(0, 100), sample(10, 200), sample(50, 300), sample(100, 200 + MEMORY_BOUND)), 0)
    assert soak.problems() == []


def test_memory_growth_past_the_bound_fails_naming_the_growth():
    soak = Soak("x", (sample(0, 0), sample(10, 0), sample(50, 0), sample(100, MEMORY_BOUND + 1)), 0)
    (problem,) = soak.problems()
    assert "memory grew 50.0 MiB from request 10 to 100" in problem


def test_descriptors_left_open_fail():
    soak = Soak("x", (sample(0, 0), sample(10, 0, 9), sample(50, 0, 12), sample(100, 0, 30)), 0)
    (problem,) = soak.problems()
    assert "21 more open descriptors" in problem


def test_unanswered_requests_fail():
    soak = Soak("x", (sample(0, 0), sample(10, 0), sample(100, 0)), 3)
    assert soak.problems() == ["x: 3 requests got no answer"]


@pytest.mark.e2e(reason="10,000 requests to the served reference and a Node row's process (about a minute)")
def test_a_short_soak_of_the_reference_and_a_node_row(tmp_path):
    figures = tmp_path / "soak.json"
    command = [
        sys.executable,
        "-m",
        "toolcall_conformance.soak",
        "--requests",
        "10000",
        "--json",
        str(figures),
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr
    results = json.loads(figures.read_text("utf-8"))
    assert [result["implementation"] for result in results] == ["reference-served", "ajv"]
    for result in results:
        assert [sample["requests"] for sample in result["samples"]] == [0, 1000, 5000, 10000]
        assert result["failures"] == 0
        assert result["requests_per_second"] > 0
        assert f"soak {result['implementation']}: 10000 requests" in done.stdout
