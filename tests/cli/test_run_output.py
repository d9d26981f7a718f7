"""What `run` prints: failures grouped by cause by default, every case with --verbose, and a line
for the cases an implementation does not declare the features for."""

import json
import re
import sys
from pathlib import Path

from toolcall_conformance.cli import main

FAKES = Path(__file__).parents[1] / "fakes"
IGNORES_REF = f"cmd:{sys.executable} {FAKES / 'miniatures' / 'serve_miniature.py'} ignores-ref"
ECHO = f"cmd:{sys.executable} {FAKES / 'wire' / 'echo.py'}"
CLOSING = re.compile(r"^(\d+) passed, (\d+) failed, (\d+) errored, (\d+) skipped$", re.MULTILINE)
CAUSE = re.compile(r"^([\d,]+) cases? · (SPEC §[\d.]+[^·]*) · (.+) · e\.g\. (\S+): (.+)$")


def run(capsys, *argv):
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_failures_are_grouped_by_cause_largest_first_with_an_example(capsys):
    code, out = run(capsys, "run", "--impl", IGNORES_REF, "--tags", "seed")
    assert code == 1
    failed = int(CLOSING.search(out).group(2))
    causes = [m for m in map(CAUSE.match, out.splitlines()) if m]
    counts = [int(m.group(1).replace(",", "")) for m in causes]
    assert causes and sum(counts) == failed and counts == sorted(counts, reverse=True)
    ref = next(m for m in causes if m.group(3) == "integer expected, string kept, behind $ref")
    assert ref.group(2) == "SPEC §1.2"
    assert ref.group(5) == '$.count: expected integer 5, got string "5"', ref.group(0)
    assert not re.search(r"^FAILED ", out, re.MULTILINE), "the default output lists no case by case"
    assert out.index("failures by cause") < out.index("implementation: ") < out.index("area ")


def test_verbose_prints_every_failing_case(capsys):
    code, out = run(capsys, "run", "--impl", IGNORES_REF, "--tags", "seed", "--verbose")
    assert code == 1
    failed = int(CLOSING.search(out).group(2))
    assert len(re.findall(r"^FAILED seed/", out, re.MULTILINE)) == failed > 0
    assert "failures by cause" not in out


def test_cases_needing_an_undeclared_feature_are_counted_before_the_table(capsys):
    """The echo fake lists coerce and split only: the MCP cases and those the model sent renamed keys in
    are not run, and the run says so."""
    _, out = run(capsys, "run", "--impl", ECHO, "--tags", "seed")
    skipped = int(CLOSING.search(out).group(4))
    assert skipped > 0
    line = f"{skipped:,} cases not run: the implementation does not declare mcp, unmap"
    assert line in out.splitlines()
    assert out.index(line) < out.index("area ")


def test_a_reason_merging_several_causes_is_warned_about_by_run_and_update(capsys, tmp_path):
    assert main(["baseline", "--impl", ECHO, "--tags", "seed"]) == 0
    document = json.loads(capsys.readouterr().out)
    groups = document["known_failures"]
    assert len(groups) > 1, "the echo fails the seed cases for several causes"
    merged = {"all": [case_id for ids in groups.values() for case_id in ids]}
    path = tmp_path / "baseline.json"
    path.write_text(
        json.dumps({**document, "reasons": {"all": "SPEC §1.2: echoes"}, "known_failures": merged})
    )
    code, out = run(capsys, "run", "--impl", ECHO, "--tags", "seed", "--baseline", str(path))
    assert code == 0 and f"warning: reason 'all' covers {len(groups)} causes" in out
    assert main(["baseline", "--impl", ECHO, "--tags", "seed", "--update", str(path)]) == 0
    assert f"warning: reason 'all' covers {len(groups)} causes" in capsys.readouterr().err


EMPTY_BASELINE = {"description": "the reference fails nothing", "reasons": {}, "known_failures": {}}
HUNDREDS = ("--id", "generated/pydantic")  # ignores-ref fails some 300 of these


def test_a_regression_of_hundreds_of_cases_fits_a_screen_and_ten_lines_with_quiet(capsys, tmp_path):
    """The default output: the causes, one example each, and at most 50 lines besides; the cases the
    verdict does not name are in the JSON report, and it says so. The Markdown summary: the same
    causes, every new failure folded, at most 150 lines unfolded. --quiet: at most 10 lines."""
    path = tmp_path / "baseline.json"
    path.write_text(json.dumps(EMPTY_BASELINE))
    report, summary = tmp_path / "r.json", tmp_path / "summary.md"
    reports = ("--report", str(report), "--markdown", str(summary))
    code, out = run(capsys, "run", "--impl", IGNORES_REF, *HUNDREDS, "--baseline", str(path), *reports)
    assert code == 1
    failed = int(CLOSING.search(out).group(2))
    new = json.loads(report.read_text())["baseline"]["new"]
    assert failed == len(new) >= 200, out
    lines = out.splitlines()
    causes = [line for line in lines if CAUSE.match(line)]
    assert sum(int(CAUSE.match(line).group(1).replace(",", "")) for line in causes) == failed
    others = [line for line in lines if not CAUSE.match(line) and not line.startswith("failures by cause")]
    assert len(others) <= 50, out
    named = [line.split()[2] for line in lines if line.startswith("NEW FAILED ")]
    assert named and named == new[: len(named)], "the first new failures, in the report's order"
    assert f"... {failed - len(named)} more not shown here; {report} lists them all" in lines
    assert f"baseline {path}: 0 known failures, {failed} new, 0 stale" in lines

    markdown = summary.read_text()
    shown, folded = unfolded(markdown)
    assert len(shown) <= 150, markdown
    rows = [line.split(" | ") for line in shown if re.match(r"^\| [\d,]+ \| SPEC §", line)]
    assert [(int(row[0][2:].replace(",", "")), row[2]) for row in rows] == [
        (int(m.group(1).replace(",", "")), f"`{m.group(4)}`") for m in map(CAUSE.match, causes)
    ], "the causes the terminal shows, each with its example"
    assert sorted(re.findall(r"^- `([^`]+)` \(failed\): ", "\n".join(folded), re.MULTILINE)) == sorted(new)

    code, out = run(capsys, "run", "--impl", IGNORES_REF, *HUNDREDS, "--baseline", str(path), "--quiet")
    lines = out.splitlines()
    assert code == 1 and len(lines) <= 10, out
    assert lines[0] == f"baseline {path}: 0 known failures, {failed} new, 0 stale"
    assert "--report FILE.json lists them all" in lines[-3]
    assert lines[-2:] == ["baseline: the run does not match its baseline", CLOSING.search(out).group(0)]


def unfolded(markdown: str) -> tuple[list[str], list[str]]:
    """The lines a reader sees of a Markdown summary (a fold's summary line among them), and those
    folded away in `<details>` blocks."""
    shown, folded, inside = [], [], False
    for line in markdown.splitlines():
        inside = inside or line == "<details>"
        (folded if inside and not line.startswith("<summary>") else shown).append(line)
        inside = inside and line != "</details>"
    return shown, folded


def miniature(name: str) -> str:
    return f"cmd:{sys.executable} {FAKES / 'miniatures' / 'serve_miniature.py'} {name}"


# Cases both miniatures fail, each by a cause of its own: no-nested-normalization keeps a string nested
# inside parsed JSON text, ignores-ref keeps the string whose schema is behind a $ref.
BOTH_FAIL = (
    "seed/seed-native/all-five-together",
    "seed/seed-native/filters-json-string-with-nested-json-string",
)


def test_a_listed_case_failing_by_a_cause_its_reason_does_not_name_is_changed(capsys, tmp_path):
    """A baseline of one miniature, each reason naming its signature; another miniature fails the same
    cases the same way (a wrong value) by another cause: CHANGED with the old and the new cause, a
    warning by default, a failed run with --changed-cause fail. The JSON report says which."""
    selection = [flag for case_id in BOTH_FAIL for flag in ("--id", case_id)]
    code, out = run(capsys, "baseline", "--impl", miniature("no-nested-normalization"), *selection)
    assert code == 0
    document = json.loads(out)
    assert sorted(i for ids in document["known_failures"].values() for i in ids) == sorted(BOTH_FAIL)
    for key, reason in document["reasons"].items():  # a first baseline's keys are its signatures
        reason |= {"text": "SPEC §1.3: strings nested in JSON text are kept", "signatures": [key]}
    path = tmp_path / "baseline.json"
    path.write_text(json.dumps(document))
    against = (*selection, "--baseline", str(path))

    code, out = run(capsys, "run", "--impl", miniature("no-nested-normalization"), *against, "--quiet")
    assert code == 0 and "CHANGED" not in out, out

    report = tmp_path / "r.json"
    code, out = run(capsys, "run", "--impl", IGNORES_REF, *against, "--report", str(report))
    assert code == 0, out
    changed = [line for line in out.splitlines() if line.startswith("CHANGED ")]
    assert len(changed) == len(BOTH_FAIL), out
    written = json.loads(report.read_text())
    causes = {c["id"]: c["signature"] for c in written["cases"]}
    keys = {case_id: key for key, ids in document["known_failures"].items() for case_id in ids}
    for case_id in BOTH_FAIL:
        now = causes[case_id]
        assert now["key"] != keys[case_id]
        old = keys[case_id]
        assert (
            f"CHANGED {case_id}: now {now['text']} [{now['key']}]; its reason {old!r} lists {old}" in changed
        )
        entry = written["baseline"]["changed_causes"][case_id]
        assert entry == {"reason": keys[case_id], "listed": [keys[case_id]], "now": now}
    assert (written["baseline"]["ok"], written["baseline"]["changed_cause"]) == (True, "warn")
    assert f"{len(BOTH_FAIL)} changed cause (warn)" in out

    code, out = run(capsys, "run", "--impl", IGNORES_REF, *against, "--changed-cause", "fail", "--quiet")
    assert code == 1 and len([line for line in out.splitlines() if line.startswith("CHANGED ")]) == 2, out
    assert "baseline: the run does not match its baseline" in out
