"""The `matrix` command: several implementations over the same cases, one table (Markdown, HTML, JSON)."""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from suite.adapters.registry import table
from suite.cli.options import ExitCode, add, implementation_options, selection_options, words
from suite.reporters import html, matrix_markdown
from suite.reporters.matrix import build
from suite.reporters.tally import closing_line
from suite.runner import baseline
from suite.runner.run import Run

WORKERS = 2  # two implementations at a time, one per core


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser("matrix", help="run several implementations and tabulate them side by side")
    add(parser.add_argument, [*implementation_options(many=True), *selection_options()])
    parser.add_argument("--report", type=Path, metavar="FILE.json", help="write the matrix as JSON")
    parser.add_argument("--markdown", type=Path, metavar="FILE.md", help="write the matrix as Markdown")
    parser.add_argument("--html", type=Path, metavar="FILE.html", help="write a self-contained page")
    parser.add_argument(
        "--baselines",
        action="store_true",
        help="judge each bundled implementation against its declared baseline; exit 1 on any mismatch",
    )


def _baseline_for(name: str, known_ids: list[str]) -> baseline.Baseline | None:
    entry = table().get(name)
    if entry is None or not entry.baseline:
        return None
    path = Path(entry.baseline)
    if not path.is_absolute():
        path = Path(__file__).resolve().parents[2] / path
    return baseline.load(path, known_ids)


def run_matrix(args: argparse.Namespace) -> int:
    from suite import corpus
    from suite.cli.main import execute, interrupted_code, roots, selected

    every_case = corpus.load_corpora(roots(args.corpus))
    cases = selected(args, every_case)
    specs = list(dict.fromkeys(args.impl))
    known_ids = [c.id for c in every_case]
    known = {spec: _baseline_for(spec, known_ids) if args.baselines else None for spec in specs}

    def one(spec: str) -> Run:
        run = execute(spec, args, cases, known=known[spec])
        print(f"{spec}: {run.info.name} {run.info.version}: {closing_line(run.results)}", flush=True)
        return run

    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        runs = dict(zip(specs, pool.map(one, specs), strict=True))
    stopped = next((run for run in runs.values() if run.interrupted), None)
    if stopped is not None:
        return interrupted_code(stopped)
    selection = {
        "level": args.level,
        "tags": words(args.tags),
        "exclude_tags": words(args.exclude_tags),
        "ids": args.id,
    }
    matrix = build(runs, cases, selection)
    if args.report:
        args.report.write_text(json.dumps(matrix, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    if args.markdown:
        args.markdown.write_text(matrix_markdown.render_markdown(matrix), encoding="utf-8")
    if args.html:
        args.html.write_text(html.render(matrix), encoding="utf-8")
    print(matrix_markdown.render_markdown(matrix))
    mismatched = [spec for spec, run in runs.items() if run.verdict is not None and not run.verdict.ok]
    for spec in mismatched:
        verdict = runs[spec].verdict
        assert verdict is not None
        print(f"{spec}: " + "; ".join(verdict.lines()[1:]), file=sys.stderr)
    return ExitCode.FAILED if mismatched else ExitCode.OK
