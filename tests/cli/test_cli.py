"""The command line as users script against it: exit codes, closing line, reports, baselines."""

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from toolcall_conformance.cli import main
from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora, select
from toolcall_conformance.model import Feature
from toolcall_conformance.runner import baseline
from toolcall_conformance.runner.baseline import SERVER_FEATURES

ECHO = Path(__file__).parents[1] / "fakes" / "wire" / "echo.py"
ECHO_IMPL = f"cmd:{sys.executable} {ECHO}"
CLOSING = re.compile(r"^(\d+) passed, (\d+) failed, (\d+) errored, (\d+) skipped$")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def closing(out):
    last = out.rstrip("\n").splitlines()[-1]
    match = CLOSING.match(last)
    assert match, f"last line is not the closing line: {last!r}"
    return tuple(int(n) for n in match.groups())


def test_reference_run_passes_with_json_report(capsys, tmp_path):
    report = tmp_path / "r.json"
    code, out, _ = run(capsys, "run", "--impl", "reference", "--level", "hermes", "--report", str(report))
    assert code == 0
    passed, failed, errored, skipped = closing(out)
    cases = list(select(load_corpora([DEFAULT_CORPUS_ROOT]), level="hermes"))
    skipped_by_design = sum(
        1 for case in cases if Feature.SHOWN in case.features or case.features & SERVER_FEATURES
    )  # an agent row's cases (SPEC §6) and the servers' refusal cases (SPEC §7)
    assert any(case.features & SERVER_FEATURES for case in cases)
    expected_total = len(cases) - skipped_by_design
    assert (passed, failed, errored, skipped) == (expected_total, 0, 0, skipped_by_design)
    data = json.loads(report.read_text())
    assert set(data) >= {"implementation", "summary", "cases", "suite", "features"}
    assert set(data["implementation"]) == {"name", "version", "language"}
    assert data["summary"] == {
        "passed": expected_total, "failed": 0, "errored": 0, "skipped": skipped_by_design,
        "wrong": 0, "rejected": 0,
        "retried": 0,
    }  # fmt: skip
    first = data["cases"][0]
    assert set(first) >= {"id", "level", "tags", "outcome", "expected", "actual", "message"}
    assert set(first) >= {"description", "spec", "rejected", "differences"}
    assert {c["outcome"] for c in data["cases"]} == {"passed", "skipped"}
    assert len({c["id"] for c in data["cases"] if c["outcome"] == "passed"}) == expected_total


def test_core_level_leaves_hermes_cases_out(capsys):
    """Without --level only core cases run: of the split cases (both levels), the core ones."""
    code, out, _ = run(capsys, "run", "--impl", "reference", "--tags", "split", "--quiet")
    assert code == 0
    cases = load_corpora([DEFAULT_CORPUS_ROOT])
    core = len(list(select(cases, level="core", tags=["split"])))
    assert len(list(select(cases, level="hermes", tags=["split"]))) > core > 0
    assert closing(out)[0] == core


def test_a_wrong_implementation_fails_with_exit_1_and_junit(capsys, tmp_path):
    junit = tmp_path / "j.xml"
    code, out, _ = run(capsys, "run", "--impl", ECHO_IMPL, "--tags", "seed", "--junit", str(junit))
    assert code == 1
    passed, failed, errored, skipped = closing(out)
    assert failed > 0
    assert skipped > 0  # the echo miniature does not list "mcp": those cases are unsupported
    assert "failures by cause" in out and " · e.g. seed/" in out
    suite = ET.parse(junit).getroot().find("testsuite")
    assert int(suite.get("tests")) == passed + failed + errored + skipped
    assert int(suite.get("failures")) == failed
    assert len(suite.findall("testcase/failure")) == failed
    assert len(suite.findall("testcase/skipped")) == skipped


def test_a_broken_corpus_gives_exit_2_naming_the_file(capsys, tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text('{"description": "x", "groups": []}')
    code, _, err = run(capsys, "run", "--impl", "reference", "--corpus", str(tmp_path))
    assert code == 2
    assert str(bad) in err
    assert "$.groups" in err


def test_unknown_implementation_gives_exit_2(capsys):
    code, _, err = run(capsys, "run", "--impl", "nonesuch")
    assert code == 2
    assert "unknown implementation 'nonesuch'" in err


def test_a_cmd_that_is_not_a_command_line_gives_exit_2(capsys):
    code, _, err = run(capsys, "run", "--impl", "cmd:'unclosed", "--tags", "seed")
    assert code == 2
    assert err.strip() == "error: cmd:'unclosed: not a command line: No closing quotation"


def test_a_baseline_that_is_not_utf8_gives_exit_2_naming_it(capsys, tmp_path):
    path = tmp_path / "b.json"
    path.write_bytes(b'{"known_failures": {"\xff": []}}')
    code, _, err = run(capsys, "run", "--impl", "reference", "--tags", "seed", "--baseline", str(path))
    assert code == 2
    assert err.startswith(f"error: {path}: cannot read baseline: ") and err.count("\n") == 1, err


@pytest.mark.parametrize("value", ["inf", "nan", "0", "-1"])
def test_a_timeout_must_be_a_finite_positive_number(capsys, value):
    with pytest.raises(SystemExit) as info:
        main(["run", "--impl", "reference", "--timeout", value])
    assert info.value.code == 2
    assert "must be a finite number more than 0" in capsys.readouterr().err


def test_an_empty_selection_gives_exit_2(capsys):
    code, _, err = run(
        capsys, "run", "--impl", "reference", "--level", "core", "--id", "coerce/integer/python-underscores"
    )
    assert code == 2
    assert "no case matches" in err


def test_usage_errors_give_exit_2(capsys):
    with pytest.raises(SystemExit) as info:
        main(["run", "--level", "strict"])
    assert info.value.code == 2


def test_list_and_check(capsys):
    code, out, _ = run(capsys, "list", "--tags", "seed")
    assert code == 0
    lines = out.splitlines()
    assert lines and all(line.split("\t")[0].startswith("seed/") for line in lines)
    code, out, _ = run(capsys, "check")
    assert code == 0
    assert re.match(r"corpora ok: \d+ cases in \d+ files", out)


SELECTION = ("--tags", "seed", "malformed")  # echo fails the seed rows, passes malformed batches


def test_baseline_round_trip_new_failures_and_stale_entries(capsys, tmp_path):
    code, out, err = run(capsys, "baseline", "--impl", ECHO_IMPL, *SELECTION)
    assert code == 0
    written = json.loads(out)
    failing = [case_id for ids in written["known_failures"].values() for case_id in ids]
    assert failing, "the echo miniature must fail some seed cases"
    assert f"baseline: {len(failing)} known failures under {len(written['known_failures'])} reasons" in err
    path = tmp_path / "baseline.json"
    path.write_text(json.dumps(written))

    code, out, err = run(capsys, "run", "--impl", ECHO_IMPL, *SELECTION, "--baseline", str(path))
    assert code == 0, "a first baseline is a gate at once: its unreviewed reasons are a warning"
    count = len(written["reasons"])
    assert f"warning: {count} of {count} reasons in {path} are unreviewed" in out and "baseline: ok" in out
    code, out, err = run(capsys, "baseline", "--unreviewed", str(path))
    assert code == 1 and len(out.splitlines()) == count and f"{count} of {count} reasons" in err
    assert out.split("\t")[2].startswith(baseline.UNREVIEWED + "SPEC §")

    explained = dict(
        written, reasons={key: "SPEC §2: the echo does not prepare" for key in written["reasons"]}
    )
    path.write_text(json.dumps(explained))
    code, out, _ = run(capsys, "run", "--impl", ECHO_IMPL, *SELECTION, "--baseline", str(path))
    assert code == 0, out
    assert "baseline: ok" in out and "unreviewed" not in out
    assert run(capsys, "baseline", "--unreviewed", str(path))[0] == 0, "every reason is reviewed"

    first_key = next(iter(explained["known_failures"]))
    dropped_id, *kept = explained["known_failures"][first_key]
    dropped = dict(explained, known_failures={**explained["known_failures"], first_key: kept})
    if not kept:
        del dropped["known_failures"][first_key]
    path.write_text(json.dumps(dropped))
    code, out, _ = run(capsys, "run", "--impl", ECHO_IMPL, *SELECTION, "--baseline", str(path))
    assert code == 1
    assert f"NEW FAILED {dropped_id}" in out

    passing = next(
        c.id
        for c in select(load_corpora([DEFAULT_CORPUS_ROOT]), level="core", tags=["seed", "malformed"])
        if c.id not in failing and c.features <= {"coerce", "split"}  # the echo lists only these
    )
    stale = dict(explained, known_failures={**explained["known_failures"], first_key: [
        *explained["known_failures"][first_key], passing
    ]})  # fmt: skip
    path.write_text(json.dumps(stale))
    code, out, _ = run(capsys, "run", "--impl", ECHO_IMPL, *SELECTION, "--baseline", str(path))
    assert code == 1
    assert f"STALE {passing}: passes now; remove it from the baseline" in out


def test_baseline_update_keeps_reviewed_reasons_drops_stale_and_groups_the_rest_by_cause(capsys, tmp_path):
    code, out, _ = run(capsys, "baseline", "--impl", ECHO_IMPL, *SELECTION)
    written = json.loads(out)
    key = next(iter(written["known_failures"]))
    new_id, *rest = written["known_failures"][key]
    passing = next(
        c.id
        for c in select(load_corpora([DEFAULT_CORPUS_ROOT]), level="core", tags=["seed", "malformed"])
        if c.id not in {i for ids in written["known_failures"].values() for i in ids}
        and c.features <= {"coerce", "split"}  # the echo lists only these
    )
    others = [i for k, ids in written["known_failures"].items() if k != key for i in ids]
    unreviewed = "unreviewed: SPEC §2 · whatever the machine said, under a key of its own"
    old = {
        "description": "echo",
        "reasons": {"kept": "SPEC §2: kept reason", "machine": unreviewed},
        "known_failures": {"kept": [*others[1:], passing], "machine": others[:1]},
    }
    path = tmp_path / "b.json"
    path.write_text(json.dumps(old))
    code, out, err = run(capsys, "baseline", "--impl", ECHO_IMPL, *SELECTION, "--update", str(path))
    assert code == 0
    updated = json.loads(path.read_text())
    assert updated["reasons"]["kept"] == "SPEC §2: kept reason"
    assert passing not in updated["known_failures"]["kept"], "the stale entry is dropped"
    assert "machine" not in updated["reasons"], "an unreviewed reason's cases are grouped by cause anew"
    regrouped = {k: ids for k, ids in updated["known_failures"].items() if k != "kept"}
    assert sorted(i for ids in regrouped.values() for i in ids) == sorted([new_id, *rest, *others[:1]])
    assert set(regrouped) <= {k + "-new" for k in written["known_failures"]} | set(written["known_failures"])
    assert all(updated["reasons"][k]["text"].startswith(baseline.UNREVIEWED) for k in regrouped)
    assert f"{len(regrouped)} reasons to review" in out and all(k in err for k in regrouped)


def test_baseline_signatures_only_rewrites_the_signatures_and_leaves_the_cases(capsys, tmp_path):
    code, out, _ = run(capsys, "baseline", "--impl", ECHO_IMPL, *SELECTION)
    written = json.loads(out)
    causes = sorted(written["known_failures"])  # a first baseline's reasons are the causes' keys
    assert len(causes) > 1, written["known_failures"]
    together = [i for ids in written["known_failures"].values() for i in ids]
    old = {
        "description": "echo",
        "reasons": {"all": {"text": "SPEC §1.2: x", "spec": "1.2", "level": "core", "signatures": ["old"]}},
        "known_failures": {"all": [*reversed(together)]},
    }
    path = tmp_path / "b.json"
    path.write_text(json.dumps(old))
    code, out, _ = run(
        capsys, "baseline", "--impl", ECHO_IMPL, *SELECTION, "--update", str(path), "--signatures-only"
    )
    assert code == 0 and "signatures of 1 reasons rewritten" in out
    rewritten = json.loads(path.read_text())
    assert rewritten["known_failures"] == old["known_failures"], "the case list and its order stay"
    assert rewritten["reasons"]["all"] == {**old["reasons"]["all"], "signatures": causes}
    code, _, err = run(capsys, "baseline", "--impl", ECHO_IMPL, *SELECTION, "--signatures-only")
    assert code == 2 and "--update FILE" in err


def test_baseline_quiet_prints_only_the_closing_line(capsys, tmp_path):
    path = tmp_path / "b.json"
    code, out, _ = run(capsys, "baseline", "--impl", ECHO_IMPL, *SELECTION)
    path.write_text(out)
    code, out, err = run(
        capsys, "baseline", "--impl", ECHO_IMPL, *SELECTION, "--update", str(path), "--quiet"
    )
    assert code == 0
    assert out.strip().count("\n") == 0 and out.startswith("baseline: ")
    assert "NEW" not in err


def test_a_baseline_naming_an_unknown_case_is_an_error(capsys, tmp_path):
    path = tmp_path / "baseline.json"
    entry = {"id": "no/such/case", "reason": "because"}
    path.write_text(json.dumps({"description": "d", "known_failures": [entry]}))
    code, _, err = run(capsys, "run", "--impl", "reference", "--baseline", str(path))
    assert code == 2
    assert "no case has the id 'no/such/case'" in err


def test_compare_lists_differing_arguments(capsys, tmp_path):
    md = tmp_path / "c.md"
    code, out, _ = run(
        capsys, "compare", "--impl", "reference", "--impl", ECHO_IMPL, "--tags", "seed", "--markdown", str(md)
    )
    assert code == 0
    assert "value from the model" in out
    assert re.search(r'count\s+"5"\s+integer\s+5\s+"5"', out), out
    assert md.read_text().startswith("| case | argument |")


def test_a_cases_own_timeout_limits_its_answer(capsys, tmp_path):
    slow = Path(__file__).parents[1] / "fakes" / "wire" / "slow.py"
    tool = {"name": "t", "origin": "native", "parameters": {"type": "object"}}
    common = {
        "level": "core",
        "tags": ["timing"],
        "spec": "5",
        "arguments": {"q": "1"},
        "expected": {"q": "1"},
    }
    cases = [
        {"id": "quick", "description": "Must be answered within half a second.", "timeout": 0.5, **common},
        {"id": "patient", "description": "Has the run's limit.", **common},
    ]
    group = {"id": "g", "description": "One slow tool.", "kind": "coerce", "tool": tool, "cases": cases}
    (tmp_path / "timed.json").write_text(json.dumps({"description": "Timed cases.", "groups": [group]}))
    report = tmp_path / "r.json"
    argv = ["run", "--impl", f"cmd:{sys.executable} {slow} - 1", "--timeout", "10", "--corpus", str(tmp_path)]
    # Without retries: a retry doubles the case's limit too (a correct step answers at once, a wrong one
    # never does, so only a loaded machine is forgiven), and the second would give this one 2 s.
    code, _, _ = run(capsys, *argv, "--id", "timed/", "--report", str(report), "--retries", "0")
    outcomes = {c["id"]: c for c in json.loads(report.read_text())["cases"]}
    assert code == 1
    assert outcomes["timed/g/quick"]["outcome"] == "errored"
    assert "within 0.5 s, the case's own limit" in outcomes["timed/g/quick"]["message"]
    assert outcomes["timed/g/patient"]["outcome"] == "passed"


def test_only_the_fuzz_command_loads_hypothesis():
    """Every other command starts without it (a third of a second each time)."""
    probe = (
        "import sys; from toolcall_conformance.cli import main; "
        "from toolcall_conformance.cli.options import ExitCode; "
        "assert main(['list', '--tags', 'seed']) == ExitCode.OK; before = 'hypothesis' in sys.modules; "
        "main(['fuzz', '--impl', 'reference', '--examples', '1', '--property', 'passthrough']); "
        "print(before, 'hypothesis' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines()[-1] == "False True"


def test_output_piped_into_a_reader_that_stops_early_ends_without_a_traceback():
    """`toolcall-conformance list | head -1`: the reader goes away, the command stops quietly."""
    suite = subprocess.Popen(
        [sys.executable, "-m", "toolcall_conformance", "list"], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert suite.stdout is not None and suite.stderr is not None
    assert suite.stdout.readline()
    suite.stdout.close()
    err = suite.stderr.read().decode()
    assert suite.wait(timeout=60) == 1
    assert "Traceback" not in err and "BrokenPipeError" not in err, err


def test_a_listed_case_that_now_fails_another_way_is_a_change(capsys, tmp_path):
    """The baseline records how each listed case fails; a wrong value that is now refused (or now
    crashes) is a new failure, not a known one. A baseline without `outcomes` does not check how."""
    code, out, _ = run(capsys, "baseline", "--impl", ECHO_IMPL, "--tags", "seed")
    assert code == 0
    written = json.loads(out)
    written["reasons"] = {key: "SPEC §2: the echo does not prepare" for key in written["reasons"]}
    assert "rejected" not in written["outcomes"], "the echo answers every case with a wrong value"
    path = tmp_path / "b.json"
    path.write_text(json.dumps(written))
    refuses = " ".join(
        [
            "cmd:" + sys.executable,
            str(ECHO.parent / "answers_as.py"),
            '\'{"seq": {seq}, "rejected": {"message": "no"}}\'',
        ]
    )
    code, out, _ = run(capsys, "run", "--impl", refuses, "--tags", "seed", "--baseline", str(path), "--quiet")
    assert code == 1
    listed = next(iter(written["known_failures"].values()))[0]
    assert f"CHANGED {listed}: rejected now; the baseline lists it as wrong" in out

    del written["outcomes"]
    path.write_text(json.dumps(written))
    code, out, _ = run(capsys, "run", "--impl", refuses, "--tags", "seed", "--baseline", str(path), "--quiet")
    assert (code, "CHANGED" in out) == (0, False), out


def test_a_case_listed_under_two_ways_may_fail_either(capsys, tmp_path):
    """A case that meets a time bound fails one way or another by load: listed as wrong and rejected,
    both are known; listed as errored only, a rejection is a change."""
    code, out, _ = run(capsys, "baseline", "--impl", ECHO_IMPL, "--tags", "seed")
    assert code == 0
    written = json.loads(out)
    for reason in written["reasons"].values():
        reason["text"] = "SPEC §2: the echo does not prepare"
    listed = [case_id for ids in written["known_failures"].values() for case_id in ids]
    refuses = " ".join(
        [
            "cmd:" + sys.executable,
            str(ECHO.parent / "answers_as.py"),
            '\'{"seq": {seq}, "rejected": {"message": "no"}}\'',
        ]
    )
    path = tmp_path / "b.json"
    for outcomes, changed in (({"wrong": listed, "rejected": listed}, False), ({"errored": listed}, True)):
        written["outcomes"] = outcomes
        path.write_text(json.dumps(written))
        for impl in (ECHO_IMPL, refuses):
            selection = ("--tags", "seed", "--baseline", str(path), "--quiet")
            code, out, _ = run(capsys, "run", "--impl", impl, *selection)
            assert ("CHANGED" in out, code) == ((True, 1) if changed else (False, 0)), (outcomes.keys(), out)


def test_an_outcome_for_a_case_the_baseline_does_not_list_is_an_error(capsys, tmp_path):
    path = tmp_path / "b.json"
    listed = "seed/seed-native/count-string-behind-defs-ref"
    path.write_text(
        json.dumps(
            {
                "description": "d",
                "reasons": {"r": "SPEC §2: x"},
                "known_failures": {"r": [listed]},
                "outcomes": {"errored": ["seed/seed-native/verbose-string-behind-ref-with-description"]},
            }
        )
    )
    code, _, err = run(capsys, "run", "--impl", "reference", "--tags", "seed", "--baseline", str(path))
    assert code == 2
    assert "outcomes.errored: 'seed/seed-native/verbose-string-behind-ref-with-description' is not in" in err
