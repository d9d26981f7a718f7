"""The `init` command: a working conformance gate in a user's repository, in one command.

It writes `conformance/` (a harness skeleton around a placeholder function, `run.sh` that runs the
suite on it against `baseline.json`, and that first baseline, made by a real run of the skeleton) and
`.github/workflows/conformance.yml`, which runs the same through the suite's GitHub Action: by default
`.github/actions/toolcall-conformance/`, written beside it, which installs this very release from PyPI.
It never overwrites a file: if one of them exists, nothing is written.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from importlib import resources
from pathlib import Path

from suite.cli.options import ExitCode, command_help
from suite.harnesses.node import pack
from suite.runner.run import suite_version

FOLDER = "conformance"
WORKFLOW = Path(".github") / "workflows" / "conformance.yml"
ACTION = Path(".github") / "actions" / "toolcall-conformance" / "action.yml"  # this release, from PyPI
# What each language writes into conformance/ from suite/templates/<language>/.
TEMPLATES = {
    "typescript": ("harness.ts", "tsconfig.json", "package.json", "run.sh", ".gitignore"),
    "python": ("harness.py", "run.sh"),
}


class InitError(Exception):
    """init cannot go on; nothing more is written."""


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "init",
        **command_help(
            "write a harness skeleton, a run script, a first baseline and a GitHub workflow",
            (__doc__ or "").split("\n\n", 1)[1].replace("\n", " ").strip(),
            [
                "toolcall-conformance init --language typescript",
                "toolcall-conformance init --language python ../agent --action me/toolcall-conformance@v1",
            ],
            [
                "0  everything was written and the first run made the baseline",
                "1  Node, npm or the first run of the harness failed (the message says which)",
                "2  a usage error, or a file init would write exists already",
            ],
        ),
    )
    parser.add_argument("--language", required=True, choices=sorted(TEMPLATES), help="the harness's language")
    parser.add_argument("dir", nargs="?", type=Path, default=Path("."), help="the repository (default: .)")
    parser.add_argument(
        "--action",
        help="the suite's GitHub Action as the workflow's `uses:` names it, OWNER/REPO@TAG (default: "
        f"./{ACTION.parent}, written by init, installing toolcall-conformance=={suite_version()} from PyPI)",
    )


def _template(language: str, name: str) -> str:
    return resources.files("suite").joinpath("templates", language, name).read_text("utf-8")


def _fill(text: str, action: str) -> str:
    tarball = f"{pack.NAME}-{pack.manifest()['version']}.tgz"
    return text.replace("@TARBALL@", tarball).replace("@FOLDER@", FOLDER).replace("@ACTION@", action)


def _run(argv: list[str], cwd: Path) -> None:
    if shutil.which(argv[0]) is None:
        raise InitError(f"`{argv[0]}` is not on PATH; the {FOLDER}/ harness needs Node (>= 20) and npm")
    done = subprocess.run(argv, cwd=cwd, capture_output=True, text=True)
    if done.returncode != 0:
        raise InitError(f"`{' '.join(argv)}` in {cwd} exited {done.returncode}: {done.stderr.strip()[-800:]}")


def _first_baseline(folder: Path, language: str) -> None:
    """baseline.json from a real run of the skeleton, with reasons to explain."""
    if language == "typescript":
        _run(["npm", "install", "--no-audit", "--no-fund", "--loglevel=error"], folder)
        _run(["npx", "tsc", "-p", "."], folder)
        impl = "cmd:node dist/harness.js"
    else:
        impl = f"cmd:{sys.executable} harness.py"
    argv = [sys.executable, "-m", "suite", "baseline", "--impl", impl, "--level", "core", "--quiet"]
    done = subprocess.run(argv, cwd=folder, capture_output=True, text=True)
    if done.returncode != 0:
        raise InitError(f"the first run of the harness failed: {done.stderr.strip()[-800:]}")
    (folder / "baseline.json").write_text(done.stdout, encoding="utf-8")


def run_init(args: argparse.Namespace) -> int:
    root: Path = args.dir
    folder = root / FOLDER
    action = args.action or f"./{ACTION.parent}"
    files = {
        folder / name: _fill(_template(args.language, name), action) for name in TEMPLATES[args.language]
    }
    files[root / WORKFLOW] = _fill(_template(args.language, "conformance.yml"), action)
    if args.action is None:
        files[root / ACTION] = _template("action", "action.yml").replace("@VERSION@", suite_version())
    written = [*files, folder / "baseline.json"]
    if args.language == "typescript":
        written.append(folder / f"{pack.NAME}-{pack.manifest()['version']}.tgz")
    existing = [str(path) for path in written if path.exists()]
    if existing:
        print(f"error: init writes no file that exists already: {', '.join(existing)}", file=sys.stderr)
        return ExitCode.USAGE
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    (folder / "run.sh").chmod(0o755)
    if args.language == "typescript":
        pack.tarball(folder)
    try:
        _first_baseline(folder, args.language)
    except InitError as error:
        print(f"error: {error}", file=sys.stderr)
        return ExitCode.FAILED
    for path in written:
        print(f"wrote {path}")
    print(
        f"next: explain each reason in {folder / 'baseline.json'} (it says FILL IN), call your code from the "
        f"placeholder in the harness, then run {folder / 'run.sh'}; {root / WORKFLOW} runs the same in CI "
        f"(`uses: {action}`)"
    )
    return ExitCode.OK
