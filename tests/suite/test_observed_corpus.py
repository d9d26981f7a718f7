"""A corpus of reported tool calls (`"observed": true`) holds only cases that say where they were seen."""

import json
from pathlib import Path

import pytest

from toolcall_conformance.corpus import CorpusError, load_file

BUNDLED = Path(__file__).parents[2] / "corpora"
OBSERVATION = {
    "source": "https://github.com/example/server/issues/1",
    "model": "a model",
    "client": "a client",
    "reported": {"n": "5"},
}


def observed(provenance):
    case = {
        "id": "count",
        "description": "a numeric string becomes an integer",
        "level": "core",
        "tags": ["coerce"],
        "spec": "1.2",
        "arguments": {"n": "5"},
        "expected": {"n": 5},
    }
    if provenance is not None:
        case["provenance"] = provenance
    tool = {
        "name": "t",
        "origin": "native",
        "parameters": {"type": "object", "properties": {"n": {"type": "integer"}}},
    }
    group = {"id": "g", "description": "one integer", "kind": "coerce", "tool": tool, "cases": [case]}
    return {"description": "reported calls", "observed": True, "groups": [group]}


def load(tmp_path: Path, doc) -> None:
    path = tmp_path / "models.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    load_file(path, tmp_path)


def test_an_observed_case_with_its_report_loads(tmp_path):
    load(tmp_path, observed(OBSERVATION))


@pytest.mark.parametrize(
    ("provenance", "problem"),
    [
        (None, r"case g/count \(\$\.groups\[0\]\.cases\[0\]\): missing field 'provenance'"),
        (
            {k: v for k, v in OBSERVATION.items() if k != "source"},
            r"case g/count .*provenance\): missing field 'source'",
        ),
        ({**OBSERVATION, "source": "issue 1 somewhere"}, "does not match"),
        (
            {k: v for k, v in OBSERVATION.items() if k != "model"},
            r"case g/count .*provenance\): missing field 'model'",
        ),
    ],
)
def test_an_observed_case_without_its_report_is_refused(tmp_path, provenance, problem):
    with pytest.raises(CorpusError, match=problem) as error:
        load(tmp_path, observed(provenance))
    assert "models.json" in str(error.value)


def test_the_same_case_outside_an_observed_corpus_needs_no_report(tmp_path):
    doc = observed(None)
    del doc["observed"]
    load(tmp_path, doc)


def test_the_bundled_model_corpus_is_observed_and_large_enough():
    doc = json.loads((BUNDLED / "models.json").read_text(encoding="utf-8"))
    cases = [case for group in doc["groups"] for case in group["cases"]]
    assert doc["observed"] is True
    assert len(cases) >= 20
    assert all(case["provenance"]["source"].startswith("https://github.com/") for case in cases)
