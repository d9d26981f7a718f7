"""A run that executes nothing is never a pass: no features, an empty selection, --fail-on-skip."""

import json
import re

import pytest
from gate_support import ECHO, fake, run


def test_an_implementation_listing_no_features_fails_with_nothing_executed(capsys):
    code, out, _ = run(capsys, "run", "--impl", fake("no_features"), "--tags", "seed")
    assert code == 1
    assert "no selected case was executed" in out
    assert "features: none" in out


def test_a_selection_that_matches_nothing_is_a_usage_error(capsys):
    code, out, err = run(capsys, "run", "--impl", ECHO, "--tags", "seed", "--exclude-tags", "seed")
    assert code == 2
    assert "no case matches the selection" in err
    assert "passed" not in out


@pytest.mark.parametrize(
    ("selection", "named"),
    [
        (["--tags", "seed", "nosuchtag"], "--tags 'nosuchtag'"),
        (["--tags", "seed", "--exclude-tags", "nosuchtag"], "--exclude-tags 'nosuchtag'"),
        (["--id", "nosuch/case", "--id", "seed/"], "--id 'nosuch/case'"),
    ],
    ids=["tag", "exclude-tag", "id"],
)
def test_a_tag_or_id_no_case_has_is_a_usage_error_even_beside_one_that_matches(capsys, selection, named):
    """A typo would otherwise shrink (or, excluded, not shrink) the run without a word."""
    code, out, err = run(capsys, "run", "--impl", ECHO, *selection)
    assert code == 2
    assert err.startswith(f"error: {named}: in no case of the corpora"), err
    assert "passed" not in out


def test_an_empty_corpus_folder_is_a_usage_error_naming_it(capsys, tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    code, _, err = run(capsys, "run", "--impl", ECHO, "--corpus", str(empty))
    assert code == 2
    assert err == f"error: {empty}: no corpus files (*.json) in this folder\n"


def test_fail_on_skip_fails_a_run_with_unsupported_cases(capsys):
    code, out, _ = run(capsys, "run", "--impl", ECHO, "--tags", "seed", "--fail-on-skip", "--quiet")
    assert code == 1
    assert "skipped" in out
    assert "--fail-on-skip" in out


def _corpus(folder):
    """One native case the echo passes and one MCP case it must skip (it does not list mcp)."""
    folder.mkdir()

    def group(origin):
        return {
            "id": origin,
            "description": "typed arguments pass unchanged",
            "kind": "coerce",
            "tool": {"name": "t", "origin": origin, "parameters": {"type": "object"}},
            "cases": [
                {
                    "id": "typed",
                    "description": "already typed",
                    "level": "core",
                    "tags": ["gate-skip"],
                    "spec": "1",
                    "arguments": {"n": 1},
                    "expected": {"n": 1},
                }
            ],
        }

    document = {"description": "skip gate", "groups": [group("native"), group("mcp")]}
    (folder / "skipgate.json").write_text(json.dumps(document))


def test_fail_on_skip_turns_an_otherwise_passing_run_into_a_failure(capsys, tmp_path):
    _corpus(tmp_path / "c")
    selection = ("--corpus", str(tmp_path / "c"), "--id", "skipgate/")
    code, out, _ = run(capsys, "run", "--impl", ECHO, *selection)
    assert code == 0, out
    assert out.rstrip().endswith("1 passed, 0 failed, 0 errored, 1 skipped")
    code, out, _ = run(capsys, "run", "--impl", ECHO, *selection, "--fail-on-skip")
    assert code == 1
    assert "1 cases were skipped as unsupported (--fail-on-skip)" in out


def test_a_baseline_listing_every_case_as_errored_does_not_make_a_run_without_answers_pass(capsys, tmp_path):
    garbage = fake("answers_badly", "garbage")
    code, out, _ = run(capsys, "baseline", "--impl", garbage, "--tags", "seed")
    assert code == 0
    document = json.loads(out)
    document["reasons"] = {key: "SPEC §5: prints a line that is not JSON" for key in document["reasons"]}
    path = tmp_path / "b.json"
    path.write_text(json.dumps(document))
    code, out, _ = run(capsys, "run", "--impl", garbage, "--tags", "seed", "--baseline", str(path), "--quiet")
    assert code == 1
    assert "baseline: ok" in out, "every errored case is listed: the baseline itself matches"
    # every seed case it runs errors (the fake lists no mcp, no unmap: those are skipped)
    errored = int(re.search(r"^0 passed, 0 failed, (\d+) errored, \d+ skipped$", out, re.MULTILINE)[1])
    assert errored > 0 and f"error: no selected case got an answer (all {errored} executed errored)" in out
