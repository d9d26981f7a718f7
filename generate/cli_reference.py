"""Write docs/cli.md, the command-line reference, from the parser's own `--help` pages (`make docs`);
`--check` writes nothing and fails when the committed page is stale."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAGE = ROOT / "docs" / "cli.md"
WIDTH = "100"  # the help pages are laid out for this many columns, whatever the terminal


def pages() -> dict[str, str]:
    """`toolcall-conformance --help`, then each command's `--help`, in the order the parser lists them."""
    os.environ["COLUMNS"] = WIDTH
    from toolcall_conformance.cli.main import build_parser

    parser = build_parser()
    (commands,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    found = {"toolcall-conformance": parser.format_help()}
    for name, command in commands.choices.items():
        found[f"toolcall-conformance {name}"] = command.format_help()
    return found


def reference() -> str:
    lines = [
        "# Command-line reference",
        "",
        "Every command's `--help`, as the parser prints it: written by `make docs`",
        "(generate/cli_reference.py), kept current by tests/docs/test_cli_reference.py.",
        "`python -m toolcall_conformance` is the same command.",
        "",
        *(f"- [`{name}`](#{name.replace(' ', '-')})" for name in pages()),
        "",
    ]
    for name, text in pages().items():
        lines += [f"## {name}", "", "```text", text.rstrip(), "```", ""]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    text = reference()
    if "--check" in argv:
        if not PAGE.is_file() or PAGE.read_text("utf-8") != text:
            print(f"{PAGE.relative_to(ROOT)} is stale: run `make docs` and commit it", file=sys.stderr)
            return 1
        return 0
    PAGE.write_text(text, encoding="utf-8")
    print(f"wrote {PAGE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
