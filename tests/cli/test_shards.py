"""`run --shard K/N` and `report merge`: the shards of a run, merged, are the report the whole run writes."""

import json
import sys
from pathlib import Path

import pytest

from toolcall_conformance.cli import main
from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora, select
from toolcall_conformance.corpus.shard import Shard

MINIATURE = Path(__file__).parents[1] / "fakes" / "miniatures" / "serve_miniature.py"
IGNORES_REF = f"cmd:{sys.executable} {MINIATURE} ignores-ref"  # a deliberately wrong implementation
SELECTION = ("--level", "hermes", "--id", "seed/", "--id", "refs/pointer-forms")


def run(capsys, *argv):
    code = main([str(arg) for arg in argv])
    out, err = capsys.readouterr()
    return code, out, err


def shards(capsys, tmp_path, impl, count, *extra):
    paths = []
    for index in range(1, count + 1):
        path = tmp_path / f"shard-{index}.json"
        run(
            capsys, "run", "--impl", impl, *SELECTION, "--shard", f"{index}/{count}", "--report", path, *extra
        )
        paths.append(path)
    return paths


def test_three_shards_of_the_reference_merge_into_the_whole_run(capsys, tmp_path):
    paths = shards(capsys, tmp_path, "reference", 3)
    whole = tmp_path / "whole.json"
    assert run(capsys, "run", "--impl", "reference", *SELECTION, "--report", whole)[0] == 0
    sizes = [len(json.loads(path.read_text())["cases"]) for path in paths]
    assert all(sizes) and sum(sizes) == len(json.loads(whole.read_text())["cases"])
    merged = tmp_path / "merged.json"
    code, out, _ = run(capsys, "report", "merge", paths[2], paths[0], paths[1], "--out", merged)
    assert code == 0, out
    assert merged.read_bytes() == whole.read_bytes()


def test_a_failing_run_with_a_baseline_merges_to_the_same_verdict(capsys, tmp_path):
    known = tmp_path / "known.json"
    code, out, _ = run(capsys, "baseline", "--impl", IGNORES_REF, *SELECTION)
    assert code == 0
    document = json.loads(out)
    for reason in document["reasons"].values():
        reason["text"] = "it does not follow $ref (SPEC §1.1)"
    first = next(iter(document["known_failures"]))
    document["known_failures"][first] = document["known_failures"][first][1:]  # one failure left out: new
    known.write_text(json.dumps(document))
    paths = shards(capsys, tmp_path, IGNORES_REF, 2, "--baseline", known)
    whole = tmp_path / "whole.json"
    assert (
        run(capsys, "run", "--impl", IGNORES_REF, *SELECTION, "--baseline", known, "--report", whole)[0] == 1
    )
    merged = tmp_path / "merged.json"
    assert run(capsys, "report", "merge", *paths, "--out", merged)[0] == 1  # the whole run's exit code
    assert json.loads(merged.read_text())["baseline"]["new"]
    assert merged.read_bytes() == whole.read_bytes()


def test_a_missing_or_repeated_shard_is_refused(capsys, tmp_path):
    paths = shards(capsys, tmp_path, "reference", 3)
    out = tmp_path / "merged.json"
    code, _, err = run(capsys, "report", "merge", paths[0], paths[2], "--out", out)
    assert code == 2 and "shard 2/3 missing" in err
    code, _, err = run(capsys, "report", "merge", paths[0], paths[0], paths[1], paths[2], "--out", out)
    assert code == 2 and "shard 1/3 is given twice" in err
    assert not out.exists()


def test_reports_of_another_corpus_implementation_or_options_are_refused(capsys, tmp_path):
    paths = shards(capsys, tmp_path, "reference", 2)
    other = tmp_path / "other"
    other.mkdir()
    case = {"id": "one", "description": "an extra case", "level": "core", "tags": ["coerce"], "spec": "1.2",
            "arguments": {"q": "a"}, "expected": {"q": "a"}}  # fmt: skip
    tool = {"name": "t", "origin": "native", "parameters": {"type": "object"}}
    group = {"id": "seed/extra", "description": "x", "kind": "coerce", "tool": tool, "cases": [case]}
    (other / "extra.json").write_text(json.dumps({"description": "an extra case", "groups": [group]}))
    foreign = tmp_path / "foreign.json"
    variants = {
        "corpus_hash": ("--corpus", other),  # one case more in the selection: another corpus
        "implementation": ("--impl", IGNORES_REF),
        "options": ("--retries", "0"),
    }
    for what, change in variants.items():
        impl = change[1] if change[0] == "--impl" else "reference"
        extra = () if change[0] == "--impl" else change
        run(capsys, "run", "--impl", impl, *SELECTION, "--shard", "2/2", "--report", foreign, *extra)
        code, _, err = run(capsys, "report", "merge", paths[0], foreign, "--out", tmp_path / "m.json")
        assert code == 2, what
        assert str(foreign) in err and what.split("_")[0] in err, err
    plain = tmp_path / "plain.json"
    run(capsys, "run", "--impl", "reference", *SELECTION, "--report", plain)
    code, _, err = run(capsys, "report", "merge", paths[0], plain, "--out", tmp_path / "m.json")
    assert code == 2 and "not the report of a shard" in err


def test_a_case_keeps_its_shard_when_cases_are_added():
    cases = list(select(load_corpora([DEFAULT_CORPUS_ROOT]), level="hermes"))
    ids = [case.id for case in cases]
    shard = Shard(2, 5)
    before = {case_id for case_id in ids[::2] if shard.holds(case_id)}
    after = {case_id for case_id in ids if shard.holds(case_id)}
    assert before == after & set(ids[::2])  # the others' arrival moved none of them
    counts = [sum(Shard(k, 5).holds(case_id) for case_id in ids) for k in range(1, 6)]
    assert sum(counts) == len(ids) and min(counts) > len(ids) / 5 * 0.9  # each case in one shard, evenly


@pytest.mark.parametrize("text", ["0/3", "4/3", "2", "a/b"])
def test_a_shard_outside_its_count_is_a_usage_error(capsys, text):
    with pytest.raises(SystemExit) as info:
        main(["run", "--impl", "reference", "--shard", text])
    assert info.value.code == 2
