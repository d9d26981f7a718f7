"""The matrix page's data: answers several implementations gave are stored once, chunks unpack to them."""

from __future__ import annotations

import base64
import gzip
import json
from typing import Any

from toolcall_conformance.reporters.html import chunks, details, index


def test_an_answer_several_implementations_gave_is_stored_once(sample_matrix: dict[str, Any]) -> None:
    cases = sample_matrix["cases"]
    case = next(c for c in cases if c["id"] == "coerce/integer/plain")  # all three answer {"n": 5}
    stored = details(case)
    assert stored["answers"] == {"reference": 0, "hermes-before": 0, "ajv": 0}
    assert stored["distinct"] == [case["answers"]["ajv"]]
    differing = details(next(c for c in cases if c["id"] == "coerce/integer/beyond-2-53"))
    assert differing["answers"] == {"reference": 0, "hermes-before": 1, "ajv": 2}


def test_the_chunks_unpack_to_every_case_answers_in_order(sample_matrix: dict[str, Any]) -> None:
    matrix = sample_matrix
    unpacked = [
        item
        for chunk in chunks(matrix, chunk_cases=4)
        for item in json.loads(gzip.decompress(base64.b64decode(chunk)))
    ]
    assert len(unpacked) == len(matrix["cases"])
    for case, item in zip(matrix["cases"], unpacked, strict=True):
        for key, answer in case["answers"].items():
            assert item["distinct"][item["answers"][key]] == answer


def test_the_index_gives_each_outcome_and_baseline_mark_per_implementation(
    judged_matrix: dict[str, Any],
) -> None:
    cases = {c["id"]: c for c in index(judged_matrix)["cases"]}
    assert "answers" not in cases["coerce/integer/plain"] and "request" not in cases["coerce/integer/plain"]
    assert cases["coerce/integer/plain"]["o"] == "ppp" and cases["coerce/integer/plain"]["b"] == ".s."
    assert cases["coerce/integer/beyond-2-53"]["o"] == "pww"
    assert cases["coerce/integer/beyond-2-53"]["b"] == ".nk"
