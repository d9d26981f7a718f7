"""The pytest plugin: `pytest --impl NAME` turns every selected case into a test item named by its id."""

import subprocess
import sys
from pathlib import Path

from suite.corpus import DEFAULT_CORPUS_ROOT, load_corpora, select

ECHO = Path(__file__).parents[1] / "protocol" / "miniatures" / "echo.py"


def pytest_in(folder: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", *args],
        cwd=folder,
        capture_output=True,
        text=True,
        check=False,
    )


def test_items_carry_full_case_ids(tmp_path):
    done = pytest_in(tmp_path, "--impl", "reference", "--tags", "seed", "--collect-only")
    expected = sorted(c.id for c in select(load_corpora([DEFAULT_CORPUS_ROOT]), level="core", tags=["seed"]))
    collected = sorted(line.rsplit("::", 1)[1] for line in done.stdout.splitlines() if "::" in line)
    assert collected == expected, done.stdout + done.stderr


def test_reference_passes_hermes_level_seed_and_split(tmp_path):
    done = pytest_in(tmp_path, "--impl", "reference", "--level", "hermes", "--tags", "seed,split")
    assert done.returncode == 0, done.stdout[-3000:]
    assert " passed" in done.stdout and "failed" not in done.stdout


def test_a_wrong_implementation_fails_with_readable_differences(tmp_path):
    done = pytest_in(tmp_path, "--impl", f"cmd:{sys.executable} {ECHO}", "--tags", "seed")
    assert done.returncode == 1
    assert '$.count: expected integer 5, got string "5"' in done.stdout
    assert "skipped" in done.stdout  # echo does not list "mcp": unsupported, never passed


def test_a_broken_corpus_is_a_usage_error(tmp_path):
    (tmp_path / "extra").mkdir()
    (tmp_path / "extra" / "bad.json").write_text('{"description": "x"}')
    done = pytest_in(tmp_path, "--impl", "reference", "--corpus", "extra")
    assert done.returncode == 4  # pytest's usage error
    assert "bad.json" in done.stderr and "'groups' is a required property" in done.stderr
