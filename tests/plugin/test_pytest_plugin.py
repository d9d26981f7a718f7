"""The pytest plugin: `pytest --impl NAME` makes every selected case a test item; options as for `run`."""

import json
import subprocess
import sys
from pathlib import Path

from suite.corpus import DEFAULT_CORPUS_ROOT, load_corpora, select

ECHO = Path(__file__).parents[1] / "fakes" / "wire" / "echo.py"
ECHO_IMPL = f"cmd:{sys.executable} {ECHO}"


# Hypothesis's own pytest plugin imports all of Hypothesis (1 s per run); these runs never use it.
UNUSED_PLUGINS = ("-p", "no:hypothesispytest")


def pytest_in(folder: Path, *args: str, cache: bool = False) -> subprocess.CompletedProcess:
    caching = [] if cache else ["-p", "no:cacheprovider"]
    return subprocess.run(
        [sys.executable, "-m", "pytest", *UNUSED_PLUGINS, *caching, "-q", *args],
        cwd=folder,
        capture_output=True,
        text=True,
        check=False,
    )


def test_node_ids_name_the_corpus_file_group_and_case(tmp_path):
    done = pytest_in(tmp_path, "--impl", "reference", "--tags", "seed", "--collect-only")
    expected = sorted(c.id for c in select(load_corpora([DEFAULT_CORPUS_ROOT]), level="core", tags=["seed"]))
    ids = [line for line in done.stdout.splitlines() if "::" in line]
    assert ids and all(line.split("::")[0].endswith("corpora/seed.json") for line in ids), done.stdout
    collected = sorted("seed/" + "/".join(line.split("::")[1:]) for line in ids)
    assert collected == expected, done.stdout + done.stderr


def test_reference_passes_hermes_level_seed_and_split(tmp_path):
    done = pytest_in(tmp_path, "--impl", "reference", "--level", "hermes", "--tags", "seed", "split")
    assert done.returncode == 0, done.stdout[-3000:]
    assert " passed" in done.stdout and "failed" not in done.stdout
    assert "the project's own tests are deselected" in done.stdout


def test_a_wrong_implementation_fails_with_readable_differences(tmp_path):
    done = pytest_in(tmp_path, "--impl", ECHO_IMPL, "--tags", "seed", "--timeout", "5")
    assert done.returncode == 1
    assert '$.count: expected integer 5, got string "5"' in done.stdout
    assert "skipped" in done.stdout  # echo does not list "mcp": unsupported, never passed


def test_a_bad_impl_is_a_usage_error_before_collection(tmp_path):
    done = pytest_in(tmp_path, "--impl", "bogus")
    assert done.returncode == 4
    assert "unknown implementation 'bogus'" in done.stderr
    assert len(done.stdout.splitlines()) + len(done.stderr.splitlines()) < 20


def test_a_missing_program_is_a_usage_error_before_collection(tmp_path):
    done = pytest_in(tmp_path, "--impl", "cmd:/no/such/program")
    assert done.returncode == 4
    assert "did not start" in done.stderr


def test_exclude_tags_and_id_select_as_run_does(tmp_path):
    prefix = "seed/seed-native/"
    selection = ("--tags", "seed", "--exclude-tags", "mcp", "--id", prefix)
    done = pytest_in(tmp_path, "--impl", "reference", *selection, "--collect-only")
    cases = load_corpora([DEFAULT_CORPUS_ROOT])
    expected = {c.id for c in select(cases, tags=["seed"], exclude_tags=["mcp"], ids=[prefix])}
    ids = {"seed/" + "/".join(line.split("::")[1:]) for line in done.stdout.splitlines() if "::" in line}
    assert ids == expected and expected


def test_a_baseline_makes_known_failures_strict_xfails(tmp_path):
    failing = "seed/seed-native/count-string-behind-defs-ref"
    baseline = tmp_path / "b.json"
    document = {"description": "echo", "reasons": {"r": "SPEC §2: x"}, "known_failures": {"r": [failing]}}
    baseline.write_text(json.dumps(document))
    done = pytest_in(tmp_path, "--impl", ECHO_IMPL, "--id", failing, "--baseline", str(baseline))
    assert done.returncode == 0, done.stdout
    assert "1 xfailed" in done.stdout

    cases = select(load_corpora([DEFAULT_CORPUS_ROOT]), tags=["malformed"])
    passing = next(c.id for c in cases if c.id.startswith("split-malformed/"))
    document["known_failures"]["r"] = [passing]
    baseline.write_text(json.dumps(document))
    done = pytest_in(tmp_path, "--impl", ECHO_IMPL, "--id", passing, "--baseline", str(baseline))
    assert done.returncode == 1, "a stale entry (XPASS strict) fails"
    assert "XPASS(strict)" in done.stdout


def test_no_cache_is_written_beside_a_corpus_folder(tmp_path):
    corpus = tmp_path / "extra"
    corpus.mkdir()
    (corpus / "mine.json").write_text((DEFAULT_CORPUS_ROOT / "seed.json").read_text())
    done = pytest_in(corpus, "--impl", "reference", "--tags", "seed", "--corpus", str(corpus), cache=True)
    assert done.returncode == 0, done.stdout[-2000:]
    assert not (corpus / ".pytest_cache").exists()


def test_a_broken_corpus_is_a_usage_error(tmp_path):
    (tmp_path / "extra").mkdir()
    (tmp_path / "extra" / "bad.json").write_text('{"description": "x"}')
    done = pytest_in(tmp_path, "--impl", "reference", "--corpus", "extra")
    assert done.returncode == 4  # pytest's usage error
    assert "bad.json" in done.stderr and "groups" in done.stderr
