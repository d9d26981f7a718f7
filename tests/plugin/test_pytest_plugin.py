"""The pytest plugin: `pytest --impl NAME` makes every selected case a test item; options as for `run`."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora, select

WIRE = Path(__file__).parents[1] / "fakes" / "wire"


def fake(name: str, *args: str) -> str:
    """The --impl of a wire fake (tests/fakes/wire/NAME.py)."""
    return f"cmd:{' '.join([sys.executable, str(WIRE / f'{name}.py'), *args])}"


ECHO_IMPL = fake("echo")


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
    files = ("corpora/seed.json", "corpora/seed/sources.json")  # the seed's rows, and them from real sources
    assert ids and all(line.split("::")[0].endswith(files) for line in ids), done.stdout
    stem = lambda file: file.split("corpora/")[-1].removesuffix(".json")  # noqa: E731
    collected = sorted("/".join([stem(line.split("::")[0]), *line.split("::")[1:]]) for line in ids)
    assert collected == expected, done.stdout + done.stderr


def test_reference_passes_hermes_level_seed_and_split(tmp_path):
    done = pytest_in(tmp_path, "--impl", "reference", "--level", "hermes", "--tags", "seed", "split")
    assert done.returncode == 0, done.stdout[-3000:]
    assert " passed" in done.stdout and "failed" not in done.stdout
    assert "the project's own tests are deselected" in done.stdout


def test_the_header_counts_the_corpus_cases_as_collected(tmp_path):
    """Not "0 selected" before the seed's cases run."""
    done = pytest_in(tmp_path, "--impl", "reference", "--tags", "seed", "-v")  # -q -v: the default header
    assert done.returncode == 0, done.stdout[-3000:]
    count = len(list(select(load_corpora([DEFAULT_CORPUS_ROOT]), level="core", tags=["seed"])))
    assert count > 24 and f"collected {count} items" in done.stdout, done.stdout[:2000]


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
    assert done.returncode == 1, "a stale entry fails"
    assert f"STALE {passing}: passes now; remove it from the baseline (listed: SPEC §2: x)" in done.stdout
    assert "XPASS" not in done.stdout


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


def write_baseline(folder: Path, known: list[str], unsupported: list[str]) -> str:
    document = {
        "description": "for the plugin's tests",
        "unsupported": unsupported,
        "reasons": {"r": "SPEC §2: x"},
        "known_failures": {"r": known},
    }
    path = folder / "baseline.json"
    path.write_text(json.dumps(document))
    return str(path)


def test_a_run_that_executes_no_case_fails_as_run_does(tmp_path):
    done = pytest_in(tmp_path, "--impl", fake("no_features"), "--tags", "split")
    assert done.returncode == 1, done.stdout[-2000:]
    assert "error: no selected case was executed (the implementation lists features: none)" in done.stdout
    assert " skipped" in done.stdout and "passed" not in done.stdout and "failed" not in done.stdout


def test_a_run_in_which_no_case_got_an_answer_fails_even_when_its_baseline_lists_every_case(tmp_path):
    seed = list(select(load_corpora([DEFAULT_CORPUS_ROOT]), tags=["seed"]))
    errored = [c.id for c in seed if c.features <= {"coerce", "split"}]  # what the fake lists; the rest skip
    known = write_baseline(tmp_path, errored, unsupported=["mcp", "unmap"])
    impl = fake("answers_badly", "garbage")
    done = pytest_in(tmp_path, "--impl", impl, "--tags", "seed", "--baseline", known)
    assert done.returncode == 1, done.stdout[-2000:]
    assert f"{len(errored)} xfailed" in done.stdout, (
        "every errored case is listed: the baseline itself matches"
    )
    assert f"error: no selected case got an answer (all {len(errored)} executed errored)" in done.stdout
    assert "NEW" not in done.stdout and "does not match its baseline" not in done.stdout


FAILING = "seed/seed-native/count-string-behind-defs-ref"
MCP = "seed/seed-mcp/count-string-behind-defs-ref"  # the echo does not list mcp: it is skipped


def test_a_baseline_lists_the_features_its_implementation_does_not_support(tmp_path):
    selection = ("--impl", ECHO_IMPL, "--id", FAILING, "--id", MCP)
    done = pytest_in(tmp_path, *selection, "--baseline", write_baseline(tmp_path, [FAILING], unsupported=[]))
    assert done.returncode == 1, done.stdout
    assert "1 skipped, 1 xfailed" in done.stdout
    assert f"NEW SKIPPED {MCP} (not in the baseline)" in done.stdout
    assert "baseline: the run does not match its baseline" in done.stdout

    done = pytest_in(tmp_path, *selection, "--baseline", write_baseline(tmp_path, [FAILING], ["mcp"]))
    assert done.returncode == 0, done.stdout
    assert "1 skipped, 1 xfailed" in done.stdout and "does not match its baseline" not in done.stdout

    done = pytest_in(
        tmp_path, *selection, "--baseline", write_baseline(tmp_path, [FAILING], ["mcp", "split"])
    )
    assert done.returncode == 1, done.stdout
    assert "STALE unsupported 'split': the implementation lists it now" in done.stdout
    assert "NEW" not in done.stdout


def test_failures_and_stale_entries_are_reported_once_beside_the_baseline_verdict(tmp_path):
    cases = select(load_corpora([DEFAULT_CORPUS_ROOT]), tags=["malformed"])
    passing = next(c.id for c in cases if c.id.startswith("split-malformed/"))
    known = write_baseline(tmp_path, [passing], unsupported=[])
    done = pytest_in(
        tmp_path, "--impl", ECHO_IMPL, "--id", FAILING, "--id", MCP, "--id", passing, "--baseline", known
    )
    assert done.returncode == 1, done.stdout
    assert "2 failed, 1 skipped" in done.stdout  # a new failure, a stale entry
    assert f"NEW SKIPPED {MCP} (not in the baseline)" in done.stdout
    assert "NEW FAILED" not in done.stdout
    stale = [line for line in done.stdout.splitlines() if line.startswith(f"STALE {passing}")]
    assert stale == [f"STALE {passing}: passes now; remove it from the baseline (listed: SPEC §2: x)"], stale


@pytest.mark.parametrize(
    ("selection", "named"),
    [
        (["--tags", "seed", "nosuchtag"], "--tags 'nosuchtag'"),
        (["--tags", "seed", "--exclude-tags", "nosuchtag"], "--exclude-tags 'nosuchtag'"),
        (["--id", "nosuch/case", "--id", "seed/"], "--id 'nosuch/case'"),
    ],
    ids=["tag", "exclude-tag", "id"],
)
def test_a_tag_or_id_no_case_has_is_a_usage_error_as_for_run(tmp_path, selection, named):
    done = pytest_in(tmp_path, "--impl", "reference", *selection, "--collect-only")
    assert done.returncode == 4, done.stdout[-2000:]  # pytest's usage error
    assert f"{named}: in no case of the corpora (`toolcall-conformance list` prints them all)" in done.stderr


def test_a_listed_case_that_fails_another_way_than_listed_fails_the_session(tmp_path):
    """An xfail either way, so only the session's end can say it: the baseline lists a wrong value."""
    path = Path(write_baseline(tmp_path, [FAILING], unsupported=["mcp"]))
    document = json.loads(path.read_text())
    path.write_text(json.dumps({**document, "outcomes": {}}))  # every listed case: a wrong value
    refuses = fake("answers_as", '\'{"seq": {seq}, "rejected": {"message": "no"}}\'')
    done = pytest_in(tmp_path, "--impl", refuses, "--id", FAILING, "--baseline", str(path))
    assert done.returncode == 1, done.stdout
    assert "1 xfailed" in done.stdout
    assert f"CHANGED {FAILING}: rejected now; the baseline lists it as wrong" in done.stdout


def test_a_listed_case_failing_by_a_cause_its_reason_does_not_name_warns_or_fails_as_run_says(tmp_path):
    """The echo keeps the string "5" behind the $ref; the reason names another cause: CHANGED, a warning
    at the session's end, or with --changed-cause fail a failed session; the item is an xfail either way."""
    path = Path(write_baseline(tmp_path, [FAILING], unsupported=["mcp"]))
    document = json.loads(path.read_text())
    document["reasons"]["r"] = {"text": "SPEC §2: x", "signatures": ["wrong-2-another-cause"]}
    path.write_text(json.dumps(document))
    for mode, code in (("warn", 0), ("fail", 1)):
        done = pytest_in(
            tmp_path, "--impl", ECHO_IMPL, "--id", FAILING, "--baseline", str(path), "--changed-cause", mode
        )
        assert done.returncode == code, done.stdout
        assert "1 xfailed" in done.stdout
        assert (
            f"CHANGED {FAILING}: now SPEC " in done.stdout
            and "its reason 'r' lists wrong-2-another-cause" in done.stdout
        )


def test_a_case_late_on_its_first_try_passes_after_a_retry_unless_retries_are_0(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    cases = [
        {"id": name, "description": name, "level": "core", "tags": ["coerce"], "spec": "1.2",
         "arguments": arguments, "expected": arguments}
        for name, arguments in [("quick", {"q": "a"}), ("slow", {"q": "b", "break": True})]
    ]  # fmt: skip
    tool = {"name": "t", "origin": "native", "parameters": {"type": "object"}}
    group = {"id": "g", "description": "echoed", "kind": "coerce", "tool": tool, "cases": cases}
    (corpus / "retry.json").write_text(json.dumps({"description": "retries", "groups": [group]}))
    for retries, tries, outcome in [("2", 2, "2 passed"), ("0", 1, "1 failed, 1 passed")]:
        late = tmp_path / f"tries-{retries}"
        impl = fake("late", str(late), "1")
        done = pytest_in(
            tmp_path, "--impl", impl, "--corpus", str(corpus), "--id", "retry/", "--timeout", "0.5",
            "--retries", retries,
        )  # fmt: skip
        assert outcome in done.stdout, done.stdout[-3000:]
        assert len(late.read_text().splitlines()) == tries


def test_through_runs_each_case_end_to_end_as_run_does(tmp_path):
    """`pytest --impl AGENT --through SERVER`: the same pairs, the same outcomes and whose, as `run`."""
    from toolcall_conformance.adapters import environments
    from toolcall_conformance.cli import main

    for environment in ("hermes-before", "node-mcp-server"):
        try:
            environments.ready(environment)
        except environments.NotInstalled as missing:
            pytest.fail(str(missing), pytrace=False)
    pair = ["--impl", "hermes-before", "--through", "server-mcp-typescript", "--id", "seed/sources/zod3-mcp"]
    report = tmp_path / "run.json"
    main(["run", *pair, "--report", str(report)])
    cases = json.loads(report.read_text())["cases"]
    failing = sorted(c["id"].rsplit("/", 1)[-1] for c in cases if c["outcome"] == "failed")
    assert failing, "the run through the zod server fails some seed row"
    done = pytest_in(tmp_path, *pair, "-rf")
    assert done.returncode == 1, done.stdout[-3000:]
    lines = [line for line in done.stdout.splitlines() if line.startswith("FAILED")]
    reported = sorted(line.split("::")[-1].split()[0] for line in lines)
    assert reported == failing, done.stdout[-3000:]
    assert "rejected by server-mcp-typescript (the server)" in done.stdout
