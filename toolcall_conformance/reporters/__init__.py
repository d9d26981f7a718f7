"""Reporters: each turns a finished run (or a comparison, a matrix, a fuzz run) into one form.

`FILES` is the table of the report files `run` writes, by the option that names the file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from toolcall_conformance.reporters import badge, json_report, junit, markdown
from toolcall_conformance.runner.run import Run

FILES: dict[str, Callable[[Path, Run], None]] = {
    "report": json_report.write,
    "junit": junit.write,
    "markdown": markdown.write,
    "badge": badge.write,
}
