"""Case ids that keep their meaning: a changed expectation gets a new id, an unchanged case keeps its own.

A derived case is named after its rewrite (`typed`, `all-strings`, `string-<name>`, ...). Baselines
and reports refer to cases by id, so an id must never come to mean another expectation. A case's
fingerprint covers its full id, level, arguments and typed sample. `legacy-case-ids.txt` holds the
fingerprints of every generated and wild case as they were before ids carried content; a case whose
fingerprint is listed there keeps its plain id, any other gets the fingerprint's start appended
(`typed.1a2b3c4d`). So ids follow from content alone, the same on every machine, and a case whose
expectation changes (a new sample, another level) can never inherit an old id. The list is frozen:
it is never rewritten.

A case whose expectation changes while its content does not (a SPEC change gives it other answers
that conform at core level) is re-issued by hand: its fingerprint is appended to
`reissued-case-ids.txt`, and it gets the start of a fingerprint that also covers its
`core_alternatives` appended instead.
"""

from __future__ import annotations

import hashlib
import json
from functools import cache
from pathlib import Path

from toolcall_conformance.model import JSON

LEGACY = Path(__file__).resolve().parent / "legacy-case-ids.txt"
REISSUED = Path(__file__).resolve().parent / "reissued-case-ids.txt"
SUFFIX = 8


def fingerprint(full_id: str, case: JSON, *, alternatives: bool = False) -> str:
    content = [full_id, case["level"], case["arguments"], case["provenance"]["typed"]]
    content += [case.get("core_alternatives", [])] if alternatives else []
    text = json.dumps(content, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def _listed(path: Path) -> frozenset[str]:
    lines = path.read_text("utf-8").splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))


@cache
def legacy() -> frozenset[str]:
    return _listed(LEGACY)


@cache
def reissued() -> frozenset[str]:
    return _listed(REISSUED)


def settle(corpus: str, document: JSON) -> JSON:
    """Give every case of a corpus document (`generated/<stem>`, `wild/<stem>`) its lasting id."""
    for group in document["groups"]:
        for case in group["cases"]:
            full_id = f"{corpus}/{group['id']}/{case['id']}"
            found = fingerprint(full_id, case)
            if found in reissued():
                case["id"] = f"{case['id']}.{fingerprint(full_id, case, alternatives=True)[:SUFFIX]}"
            elif found not in legacy():
                case["id"] = f"{case['id']}.{found[:SUFFIX]}"
    return document
