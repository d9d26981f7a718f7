"""The JSON report of a run."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from suite.model import ImplementationInfo
from suite.reporters.tally import counts
from suite.runner.engine import Result


def json_report(info: ImplementationInfo, results: Sequence[Result]) -> dict[str, Any]:
    return {
        "implementation": info.as_json(),
        "summary": counts(results),
        "cases": [r.as_json() for r in results],
    }


def write_json(path: Path, info: ImplementationInfo, results: Sequence[Result]) -> None:
    text = json.dumps(json_report(info, results), indent=2, ensure_ascii=False)
    Path(path).write_text(text + "\n", encoding="utf-8")
