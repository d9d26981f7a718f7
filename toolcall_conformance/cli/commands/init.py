"""The `init` command: a working conformance gate in a user's repository, in one command.

It writes `conformance/` (a harness skeleton around a placeholder function, `run.sh` that builds it and
runs the suite on it against `baseline.json`, and that baseline, made by a real run of the skeleton and
marked as the placeholder's) and `.github/workflows/conformance.yml`, which runs the same through the
suite's GitHub Action: by default `.github/actions/toolcall-conformance/`, written beside it, which
installs this very release from PyPI. The harness names the user's package and version (package.json,
pyproject.toml). It never overwrites a file: if one of them exists, nothing is written.
Where setuptools finds the packages of a flat layout itself (no src/, no package list), a `conformance/`
at the root would become a second top-level package of the build: there init writes `tests/conformance/`,
a folder that discovery leaves out, so the project's own build ships what it shipped before.
With `--agent WIRE:COMMAND` it writes no harness: `conformance/run.sh` runs `--impl agent:WIRE:COMMAND`
(the agent as built, from the repository's root) over every case an agent can run against
`conformance/baseline.json`, which a first real run of the agent writes, and the workflow does the same.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

from toolcall_conformance.adapters import registry
from toolcall_conformance.adapters.registry import UnknownImplementation
from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.errors import UsageError
from toolcall_conformance.cli.node_project import LayoutError, NodeProject, node_project
from toolcall_conformance.cli.options import ExitCode, command_help
from toolcall_conformance.harnesses.node import pack
from toolcall_conformance.runner.run import suite_version

FOLDER = "conformance"
# Where a `conformance/` at the root would join a setuptools flat layout's packages: a folder that
# setuptools' automatic discovery never takes for a package.
FLAT_FOLDER = Path("tests") / FOLDER
WORKFLOW = Path(".github") / "workflows" / "conformance.yml"
ACTION = Path(".github") / "actions" / "toolcall-conformance" / "action.yml"  # this release, from PyPI
# What each language writes into conformance/ from toolcall_conformance/templates/<language>/.
TEMPLATES = {
    "typescript": ("harness.ts", "tsconfig.json", "package.json", "run.sh", ".gitignore", ".npmignore"),
    "python": ("harness.py", "run.sh", ".gitignore"),
}


class InitError(Exception):
    """init cannot go on; nothing more is written."""


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "init",
        **command_help(
            "write a harness skeleton, a run script, a first baseline and a GitHub workflow",
            (__doc__ or "").split("\n\n", 1)[1].replace("\n", " ").strip(),
            [
                "toolcall-conformance init --language typescript",
                "toolcall-conformance init --language python ../agent --action me/toolcall-conformance@v1",
                "toolcall-conformance init --agent 'anthropic:./my-agent --base-url {model_url} "
                "--mcp-config {mcp_config}'",
            ],
            [
                "0  everything was written and the first run made the baseline",
                "1  Node, npm, Python or the first run of the harness failed (the message says which)",
                "2  a usage error, a file init would write exists already, (TypeScript) no package.json, or "
                "a layout no gate can install (one line says why and the remedy)",
            ],
        ),
    )
    kind = parser.add_mutually_exclusive_group(required=True)
    kind.add_argument("--language", choices=sorted(TEMPLATES), help="the harness's language")
    kind.add_argument(
        "--agent",
        metavar="WIRE:COMMAND",
        help="no harness: gate your agent as built, `--impl agent:WIRE:COMMAND` (docs/agents.md), the "
        "command run from the repository's root with the placeholders {model_url}, {mcp_config}, ...",
    )
    parser.add_argument(
        "dir", nargs="?", type=Path, default=Path("."),
        help="the repository, or (TypeScript) the package's own folder in a workspace (default: .)",
    )  # fmt: skip
    parser.add_argument(
        "--action",
        help="the suite's GitHub Action as the workflow's `uses:` names it, OWNER/REPO@TAG (default: "
        f"./{ACTION.parent}, written by init, installing toolcall-conformance=={suite_version()} from PyPI)",
    )


def _template(language: str, name: str) -> str:
    return resources.files("toolcall_conformance").joinpath("templates", language, name).read_text("utf-8")


def _node_major() -> str:
    """The major version of the Node on PATH, which makes the first baseline and so CI's."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        raise InitError(f"`node` or `npm` is not on PATH; the {FOLDER}/ harness needs Node (>= 20) and npm")
    done = subprocess.run(["node", "--version"], capture_output=True, text=True, check=False)
    match = re.match(r"v(\d+)\.", done.stdout)
    if match is None:
        raise InitError(f"`node --version` printed {done.stdout.strip()!r}, not a version")
    return match.group(1)


def _python_project(root: Path) -> str | None:
    """The distribution name in root/pyproject.toml, or None when there is none to install."""
    name = _pyproject(root).get("project", {}).get("name")
    return name if isinstance(name, str) and name else None


def _pyproject(root: Path) -> dict[str, Any]:
    path = root / "pyproject.toml"
    if not path.is_file():
        return {}
    try:
        return tomllib.loads(path.read_text("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise InitError(f"{path}: cannot read it: {exc}") from exc


def _setuptools_flat_layout(root: Path) -> bool:
    """Whether setuptools builds root and finds its packages in root itself (flat-layout discovery),
    where any folder named like a package, `conformance/` too, is taken for one."""
    document = _pyproject(root)
    if not document and not (root / "setup.py").is_file() and not (root / "setup.cfg").is_file():
        return False  # no package to build
    backend = document.get("build-system", {}).get("build-backend", "setuptools.build_meta")
    if not str(backend).startswith("setuptools"):
        return False
    configured = document.get("tool", {}).get("setuptools", {})
    return not (root / "src").is_dir() and not {"packages", "py-modules", "package-dir"} & set(configured)


# Folder names setuptools' flat-layout discovery never takes for a package (its documented reserved names).
RESERVED = frozenset({
    "bin", "benchmark", "benchmarks", "build", "changelog", "ci", "dist", "doc", "docs", "documentation",
    "env", "example", "examples", "exercise", "exercises", "fabfile", "manpages", "news", "python",
    "requirements", "scripts", "site_scons", "tasks", "test", "tests", "tools", "unit_test",
    "unit_tests", "util", "utils", "venv",
})  # fmt: skip


def _flat_packages(root: Path) -> list[str]:
    """The regular packages (folders with __init__.py) setuptools' flat-layout discovery finds at root."""
    return sorted(
        path.name
        for path in root.iterdir()
        if (path / "__init__.py").is_file()
        and path.name.isidentifier()
        and path.name not in RESERVED
        and not path.name.startswith(("_", "."))
    )


def layout_problem(root: Path, language: str) -> str | None:
    """Why init cannot give this repository a working gate, with the remedy; None when it can."""
    if language == "python" and _setuptools_flat_layout(root):
        found = _flat_packages(root)
        if len(found) > 1:
            return (
                f"setuptools finds {len(found)} top-level packages in {root} ({', '.join(found)}) and so "
                "builds none: name yours in pyproject.toml (`[tool.setuptools] packages = [...]`) or move "
                "it under src/, then run init again"
            )
    return None


def folder_for(root: Path, language: str) -> Path:
    """Where init writes the harness, relative to root."""
    if language == "python" and _setuptools_flat_layout(root):
        return FLAT_FOLDER
    return Path(FOLDER)


def _words(root: Path, language: str, action: str, node: NodeProject | None) -> dict[str, str]:
    """What the templates' @WORDS@ become for this repository."""
    folder = folder_for(root, language)
    words = {"@FOLDER@": folder.as_posix(), "@ACTION@": action}  # replaced in this order
    words["@ROOT@"] = "/".join([".."] * len(folder.parts))
    if node is not None:  # the workflow's paths are the repository's, run.sh's the package's
        package = node.package.resolve().relative_to(node.repository.resolve())
        words["@REPOSITORY_FOLDER@"] = (package / folder).as_posix()
        words["@TARBALL@"] = f"{pack.NAME}-{pack.manifest()['version']}.tgz"
        words["@NODE@"] = _node_major()
        words["@INSTALL@"] = node.install
        return words
    name = _python_project(root)
    kit = f'python -m pip install "toolcall-conformance=={suite_version()}"'  # the harness imports its kit
    if name is None:  # a repository without a package: the harness imports from its root
        words['version("@NAME@")'] = '"0.0.0"'
        words["from importlib.metadata import version\n"] = ""
        words["@INSTALL@"] = f'{kit} && echo "PYTHONPATH=$GITHUB_WORKSPACE" >> "$GITHUB_ENV"'
    else:
        words["@INSTALL@"] = f"{kit} ."
    words["@NAME@"] = name or root.resolve().name
    return words


def _fill(text: str, words: dict[str, str]) -> str:
    for word, value in words.items():
        text = text.replace(word, value)
    return text


def _first_baseline(folder: Path) -> None:
    """baseline.json from a real run of the skeleton through run.sh, marked as the placeholder's."""
    env = {**os.environ, "TOOLCALL_CONFORMANCE": f"{sys.executable} -m toolcall_conformance"}
    done = subprocess.run(["./run.sh", "--quiet"], cwd=folder, env=env, capture_output=True, text=True)
    path = folder / "baseline.json"
    if done.returncode != 0 or not path.is_file():
        tail = (done.stderr.strip() or done.stdout.strip())[-800:]
        raise InitError(f"the first run of {folder / 'run.sh'} exited {done.returncode}: {tail}")
    document = json.loads(path.read_text("utf-8"))
    marked = {"description": document["description"], "placeholder": True, **document}
    path.write_text(json.dumps(marked, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def _npm_ignores(root: Path, args: argparse.Namespace) -> dict[Path, str]:
    """The .npmignore files that keep what init writes outside conformance/ out of `npm pack`: one in
    the action's own folder, and one naming only the workflow in .github/workflows/ where no ignore file
    governs that folder yet (npm reads a folder's .npmignore instead of its .gitignore)."""
    note = "# Nothing of the conformance gate goes into your package (`npm pack`).\n"
    ignores = {}
    if args.action is None:
        ignores[root / ACTION.parent / ".npmignore"] = note + "*\n"
    workflows = root / WORKFLOW.parent
    if not (workflows / ".npmignore").exists() and not (workflows / ".gitignore").exists():
        ignores[workflows / ".npmignore"] = note + f"/{WORKFLOW.name}\n"
    return ignores


def run(args: argparse.Namespace) -> int:
    if args.agent is not None:
        return agent_gate(args.dir, args.agent, args.action)
    root: Path = args.dir
    try:
        problem = layout_problem(root, args.language)
        folder = root / folder_for(root, args.language)
    except InitError as error:
        print(f"error: {error}", file=sys.stderr)
        return ExitCode.FAILED
    if problem is not None:
        raise UsageError(problem)
    node = None
    if args.language == "typescript":
        if not (root / "package.json").is_file():
            raise UsageError(
                f"{root / 'package.json'} not found: the TypeScript harness builds your package's own "
                "sources and reports its name and version (`npm init -y` makes one)"
            )
        try:
            node = node_project(root, folder)
        except LayoutError as error:
            raise UsageError(str(error)) from error
    repository = node.repository if node is not None else root
    names = TEMPLATES[args.language]
    action = args.action or f"./{ACTION.parent}"
    written = [*(folder / name for name in names), repository / WORKFLOW, folder / "baseline.json"]
    if args.action is None:
        written.append(repository / ACTION)
    if args.language == "typescript":
        written.append(folder / f"{pack.NAME}-{pack.manifest()['version']}.tgz")
    ignores = _npm_ignores(repository, args) if args.language == "typescript" else {}
    written.extend(ignores)
    existing = [str(path) for path in written if path.exists()]
    if existing:
        raise UsageError(f"init writes no file that exists already: {', '.join(existing)}")
    try:
        words = _words(root, args.language, action, node)
        files = {folder / name: _fill(_template(args.language, name), words) for name in names}
        files[repository / WORKFLOW] = _fill(_template(args.language, "conformance.yml"), words)
        if args.action is None:
            action_yml = _template("action", "action.yml")
            files[repository / ACTION] = action_yml.replace("@VERSION@", suite_version())
        files.update(ignores)
        for path, text in files.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        (folder / "run.sh").chmod(0o755)
        if args.language == "typescript":
            pack.tarball(folder)
        _first_baseline(folder)
    except InitError as error:
        print(f"error: {error}", file=sys.stderr)
        return ExitCode.FAILED
    for path in written:
        print(f"wrote {path}")
    if folder != root / FOLDER:
        print(
            f"{folder}/, not {root / FOLDER}/: setuptools finds your packages at the root itself and would "
            "take a conformance/ there for a second top-level package; it leaves tests/ out"
        )
    if node is not None and node.repository != root:
        print(
            f"{folder}/ in your package's folder, the workflow at the root of its workspace, {repository}, "
            f"which CI installs with `{node.install}`"
        )
    harness = folder / ("harness.ts" if args.language == "typescript" else "harness.py")
    baseline = folder / "baseline.json"
    for line in (
        "next:",
        f"  1. call your code from the placeholder in {harness}, imported as your agent imports it",
        f"  2. run {folder / 'run.sh'}: it replaces the placeholder's baseline with your code's failures, "
        "grouped by cause, and is the gate from then on",
        "  3. review each reason by replacing its text "
        f"(`toolcall-conformance baseline --unreviewed {baseline}` lists those left), then commit {folder}/",
        f"  4. commit {repository / WORKFLOW}: it runs the same in CI (`uses: {action}`)",
    ):
        print(line)
    return ExitCode.OK


def agent_gate(root: Path, spec: str, action_spec: str | None) -> int:
    """`init --agent WIRE:COMMAND`: conformance/run.sh and a workflow that run `--impl agent:WIRE:COMMAND`
    over the agent selection against conformance/baseline.json, made by a first real run of the agent."""
    impl = f"agent:{spec}"
    try:
        registry.create(impl).close()  # the wire and the command line, checked as `run` checks them
    except UnknownImplementation as error:
        raise UsageError(f"--agent {error}") from None
    folder = root / FOLDER
    action = action_spec or f"./{ACTION.parent}"
    written = [folder / "run.sh", root / WORKFLOW, folder / "baseline.json"]
    if action_spec is None:
        written.append(root / ACTION)
    existing = [str(path) for path in written if path.exists()]
    if existing:
        raise UsageError(f"init writes no file that exists already: {', '.join(existing)}")
    ids = " ".join(f"--id {prefix}" for prefix in registry.agent_selection())
    words = {
        "@FOLDER@": FOLDER,
        "@ROOT@": "..",
        "@ACTION@": action,
        "@COMMAND@": spec.partition(":")[2],
        "@IMPL_YAML@": json.dumps(impl),
        "@IMPL@": shlex.quote(impl),
        "@SELECTION@": f"--level hermes {ids}",
        "@IDS@": ids,
    }
    files = {
        folder / "run.sh": _fill(_template("agent", "run.sh"), words),
        root / WORKFLOW: _fill(_template("agent", "conformance.yml"), words),
    }
    if action_spec is None:
        files[root / ACTION] = _template("action", "action.yml").replace("@VERSION@", suite_version())
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    (folder / "run.sh").chmod(0o755)
    env = {**os.environ, "TOOLCALL_CONFORMANCE": f"{sys.executable} -m toolcall_conformance"}
    done = subprocess.run(["./run.sh", "--quiet"], cwd=folder, env=env, capture_output=True, text=True)
    if not (folder / "baseline.json").is_file():
        tail = (done.stderr.strip() or done.stdout.strip())[-800:]
        print(
            f"error: the first run of {folder / 'run.sh'} exited {done.returncode}: {tail}", file=sys.stderr
        )
        return ExitCode.FAILED
    for path in written:
        print(f"wrote {path}")
    for line in (
        "next:",
        f"  1. review each reason of {folder / 'baseline.json'}, your agent's failures as measured, by "
        f"replacing its text (`toolcall-conformance baseline --unreviewed {folder / 'baseline.json'}`)",
        f"  2. run {folder / 'run.sh'} after each change of your agent: a case it passed that fails now "
        "fails the gate",
        f"  3. build your agent in {root / WORKFLOW} where it says so, and commit it with {folder}/ "
        f"(`uses: {action}`)",
    ):
        print(line)
    return ExitCode.OK
