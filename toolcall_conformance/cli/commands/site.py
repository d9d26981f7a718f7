"""`toolcall-conformance site`: one static site from the committed baselines, trends and notes.

It reads a source checkout (baselines/, trends/, SPEC.md) and the bundled corpora; a matrix report
(`--matrix`, written by `make matrix`) adds what each row's tool received to every case page and the
matrix explorer.
"""

from __future__ import annotations

import argparse
import json
from importlib import resources
from pathlib import Path
from typing import Any

from toolcall_conformance.adapters.registry import ROOT
from toolcall_conformance.cli.errors import UsageError
from toolcall_conformance.cli.options import ExitCode, command_help
from toolcall_conformance.corpus.loader import corpus_roots, load_corpora
from toolcall_conformance.reporters import site
from toolcall_conformance.version import suite_version


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "site",
        **command_help(
            "write one static site: the field, each implementation, its trend, the SPEC, each case",
            "Write a static site to DIR from a source checkout's committed baselines (baselines/), "
            "trends (trends/<row>/trend.json), notes (baselines/notes/<row>.md) and SPEC.md, and from "
            "the bundled corpora: the field table as the front page, a page per implementation (its "
            "reasons with their SPEC sections, repro commands and upstream links), its trend, the "
            "SPEC, and a page per case. --matrix adds a matrix report's answers and its explorer. The "
            "pages link by relative paths only: the folder opens from file:// and any static host.",
            [
                "toolcall-conformance site --out site/",
                "toolcall-conformance site --matrix matrix.json --out site/",
            ],
            [
                "0  the site was written",
                "2  a usage error: no source checkout (baselines/ missing), an unreadable matrix report",
            ],
        ),
    )
    parser.add_argument("--out", type=Path, required=True, metavar="DIR", help="the folder to write")
    parser.add_argument(
        "--matrix", type=Path, metavar="FILE.json", help="a matrix report (`matrix --report`)"
    )


def _json(path: Path) -> Any:
    return json.loads(path.read_text("utf-8"))


def rows(root: Path) -> list[site.Row]:
    """Every declared implementation with what the checkout holds of it."""
    declared = json.loads(
        resources.files("toolcall_conformance").joinpath("implementations.json").read_text("utf-8")
    )
    found = []
    for name, row in declared["implementations"].items():
        baseline = root / row["baseline"] if row.get("baseline") else None
        trend = root / "trends" / name / "trend.json"
        notes = root / "baselines" / "notes" / f"{name}.md"
        found.append(
            site.Row(
                name=name,
                declared=row,
                baseline=_json(baseline) if baseline and baseline.is_file() else None,
                trend=_json(trend) if trend.is_file() else None,
                notes=notes.read_text("utf-8") if notes.is_file() else "",
            )
        )
    return found


def run(args: argparse.Namespace) -> int:
    if not (ROOT / "baselines").is_dir():
        raise UsageError(f"{ROOT}: no baselines/ here; `site` reads a source checkout")
    matrix = None
    if args.matrix:
        try:
            matrix = _json(args.matrix)
        except (OSError, ValueError) as error:
            raise UsageError(f"{args.matrix}: not a matrix report: {error}") from None
    found = rows(ROOT)
    sources = site.Sources(
        rows=found,
        cases=load_corpora(corpus_roots()),
        spec=(ROOT / "SPEC.md").read_text("utf-8"),
        matrix=matrix,
        suite_version=suite_version(),
        known=site.known_failures(found),
        answered=site.answered(matrix),
    )
    written = site.write(args.out, sources)
    print(f"wrote {len(written)} files to {args.out} (front page {written[0]})")
    return ExitCode.OK
