"""What `run` prints: failures grouped by cause by default, every case with --verbose, and a line
for the cases an implementation does not declare the features for."""

import json
import re
import sys
from pathlib import Path

from suite.cli import main

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
