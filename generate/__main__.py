"""Every committed file that is written, not typed, with what writes it and how its staleness is checked.

    .venv/bin/python -m generate                 # write them all, in the table's order (`make generate`)
    .venv/bin/python -m generate corpora cli     # write those named
    .venv/bin/python -m generate --check         # exit 1 naming each stale output (`make lint`)
    .venv/bin/python -m generate --list          # the table

Each output is written by a module of its own, run as a program in this environment; its check is
the same module with `--check`, which writes nothing. Earlier outputs feed later ones (the corpora
the snapshots, the manifest and the README), hence the order. Not here: what is measured rather
than written (docs/speed.json by generate/measure_speed.py on fresh clones, trends/ by `trend`
runs) and the repros, which are not committed (`toolcall-conformance repro --out DIR`).
"""

from __future__ import annotations

import argparse
import filecmp
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SNAPSHOT_TESTS = ("tests/generated/test_snapshots.py", "tests/wild/test_wild_snapshots.py")


@dataclass(frozen=True)
class Output:
    name: str
    writes: str  # the files, and from what
    program: tuple[str, ...]  # the module that writes them (python -m ...), with its arguments
    check: tuple[str, ...] = ("--check",)  # the arguments that make it check instead
    needs: str = "make venv"  # what must be set up first


def _kit_environment() -> Path:
    from toolcall_conformance.adapters import environments

    return environments.ready("node")


def _kit(check: bool) -> int:
    """kit/dist: what the locked TypeScript compiled when the node environment was installed."""
    from toolcall_conformance.harnesses.node import pack

    built = _kit_environment() / "kit" / "dist"
    if check:
        comparison = filecmp.dircmp(built, pack.KIT / "dist")
        stale = comparison.diff_files + comparison.left_only + comparison.right_only
        if stale:
            print(f"kit: {', '.join(stale)} differ from what src/protocol.ts compiles to", file=sys.stderr)
        return 1 if stale else 0
    pack.refresh(_kit_environment())
    return 0


OUTPUTS = (
    Output(
        "corpora",
        "corpora/generated/: cases from real pydantic, zod 3 and 4, and MCP SDK schemas (and the captures "
        "in toolcall_conformance/generators/captures/)",
        ("-m", "toolcall_conformance.generators.build"),
        needs="make node-deps",
    ),
    Output(
        "adversarial", "corpora/adversarial/*.json", ("-m", "toolcall_conformance.generators.adversarial")
    ),
    Output(
        "wild",
        "corpora/wild/<server>.json from the harvested captures in "
        "toolcall_conformance/generators/wild/captures/",
        ("-m", "toolcall_conformance.generators.wild.build"),
    ),
    Output(
        "snapshots",
        "tests/generated/__snapshots__/ and tests/wild/__snapshots__/: the reference's answers to the "
        "generated and wild cases",
        ("-m", "pytest", *SNAPSHOT_TESTS, "-q", "-n", "0", "--snapshot-update"),
        check=(),  # the tests themselves: a changed or unused snapshot fails them
    ),
    Output(
        "manifest",
        "corpora/manifest.json and CHANGELOG.md's case lists, from the corpora and corpora/releases/",
        ("-m", "generate.changelog"),
    ),
    Output("cli", "docs/cli.md, from the parser's own --help pages", ("-m", "generate.cli_reference")),
    Output(
        "readme",
        "README.md's seed table, field table and stories, docs/trends.md's and docs/speed.md's tables, "
        "from the baselines, trends/, docs/speed.json and runs of the Hermes builds",
        ("-m", "generate.readme_table"),
        needs="make implementations",
    ),
    Output(
        "kit",
        "toolcall_conformance/harnesses/node/kit/dist/: the harness kit compiled from src/protocol.ts by the "
        "locked TypeScript",
        ("-m", "generate", "kit"),
        needs="make implementations",
    ),
)
BUILT_IN: dict[str, Callable[[bool], int]] = {"kit": _kit}  # outputs this module writes itself


def command(output: Output, check: bool) -> list[str]:
    """The command line that writes (or checks) an output."""
    program = list(output.program)
    if output.name == "snapshots" and check:
        program.remove("--snapshot-update")
    return [sys.executable, *program, *(output.check if check else ())]


def table() -> str:
    lines = ["| output | writes | program | needs |", "|---|---|---|---|"]
    for output in OUTPUTS:
        program = " ".join(output.program)
        lines.append(f"| `{output.name}` | {output.writes} | `python {program}` | `{output.needs}` |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generate", description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", metavar="OUTPUT", help="the outputs to write (all)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 naming each stale output")
    parser.add_argument("--list", action="store_true", help="print the table of outputs")
    options = parser.parse_args(argv)
    if options.list:
        print(table())
        return 0
    known = {output.name: output for output in OUTPUTS}
    unknown = [name for name in options.names if name not in known]
    if unknown:
        parser.error(f"no output named {', '.join(unknown)}; the outputs: {', '.join(known)}")
    chosen = [known[name] for name in options.names] if options.names else list(OUTPUTS)
    stale = []
    for output in chosen:
        if output.name in BUILT_IN:
            code = BUILT_IN[output.name](options.check)
        else:
            code = subprocess.run(command(output, options.check), cwd=ROOT, check=False).returncode
        if code != 0:
            if not options.check:
                print(f"generate: {output.name} failed (exit {code})", file=sys.stderr)
                return code
            stale.append(output.name)
    if stale:
        print(f"generate: stale: {', '.join(stale)} (run `make generate`)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
