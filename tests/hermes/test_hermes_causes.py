"""hermes-before's causes, through the command line on the real build: its first baseline arrives
grouped by cause, and `run` shows its one real bug, `$ref` not followed, on the first screen."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from test_hermes_builds import require_builds

from toolcall_conformance.cli import main

pytestmark = pytest.mark.e2e(reason="runs the real Hermes builds over the hermes level to read their causes")

REPO = Path(__file__).resolve().parents[2]
SEED_REF = "seed/seed-native/count-string-behind-defs-ref"
BIG_INTEGER = "coerce/integer/beyond-2-pow-53-exact"
SELECTION = ("--impl", "hermes-before", "--id", SEED_REF, "--id", BIG_INTEGER)


@pytest.fixture(autouse=True)
def in_repository(monkeypatch):
    monkeypatch.chdir(REPO)


def test_the_ref_bug_and_the_rounded_integer_get_reasons_of_their_own(capsys, tmp_path):
    require_builds("hermes-before")
    assert main(["baseline", *SELECTION]) == 0
    document = json.loads(capsys.readouterr().out)
    groups = document["known_failures"]
    assert sorted(map(sorted, groups.values())) == [[BIG_INTEGER], [SEED_REF]], groups
    for key, reason in document["reasons"].items():
        assert reason["spec"] == "1.2" and reason["level"] == "core", (key, reason)

    mixed = tmp_path / "mixed.json"
    mixed.write_text(json.dumps({**document, "reasons": {"both": "SPEC §1.2: strings stay"},
                                 "known_failures": {"both": [SEED_REF, BIG_INTEGER]}}))  # fmt: skip
    assert main(["run", *SELECTION, "--baseline", str(mixed)]) == 0
    out = capsys.readouterr().out
    assert "warning: reason 'both' covers 2 causes" in out

    apart = tmp_path / "apart.json"
    apart.write_text(json.dumps({**document, "reasons": {k: "SPEC §1.2: x" for k in groups}}))
    assert main(["run", *SELECTION, "--baseline", str(apart)]) == 0
    assert "warning:" not in capsys.readouterr().out


def test_run_prints_a_screen_or_two_with_the_ref_cause_and_its_count_near_the_top(capsys):
    require_builds("hermes-before")
    assert main(["run", "--impl", "hermes-before"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) <= 300, len(lines)
    ref = [line for line in lines[:80] if re.match(r"^\d[\d,]* cases · SPEC §[\d.]+ · integer expected, "
                                                   r"string kept, behind \$ref · e\.g\. ", line)]  # fmt: skip
    assert ref, "\n".join(lines[:80])
