"""Where a Node package sits, as `init --language typescript` needs to know it: the repository root that
installs it (the root of the npm, yarn or pnpm workspace declaring it, else its own folder), the package
manager that root's lockfile names, and the layouts no harness can be built in.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from fnmatch import fnmatch
from pathlib import Path, PurePosixPath
from typing import Any

# How CI installs a project, by the lockfile at its root (the first one found wins). pnpm and yarn come
# from corepack, which ships with Node and runs the version package.json's "packageManager" names.
INSTALLS = (
    ("pnpm-lock.yaml", "corepack enable && pnpm install --frozen-lockfile"),
    ("yarn.lock", "corepack enable && yarn install --frozen-lockfile"),  # Yarn 1; Yarn 2+ below
    ("package-lock.json", "npm ci --no-audit --no-fund"),
    ("npm-shrinkwrap.json", "npm ci --no-audit --no-fund"),
)
YARN_BERRY_INSTALL = "corepack enable && yarn install --immutable"
NO_LOCKFILE_INSTALL = "npm install --no-audit --no-fund"


class LayoutError(Exception):
    """No harness can be built for this package: one line saying why, with the remedy."""


@dataclass(frozen=True)
class NodeProject:
    """A package to test (package) and the folder that installs it (repository, package itself when it
    is no workspace's member)."""

    package: Path
    repository: Path

    @property
    def install(self) -> str:
        """The command that installs the repository's dependencies as its lockfile says."""
        for name, command in INSTALLS:
            lockfile = self.repository / name
            if lockfile.is_file():
                return YARN_BERRY_INSTALL if name == "yarn.lock" and _yarn_berry(lockfile) else command
        return NO_LOCKFILE_INSTALL


def node_project(package: Path, gate: Path) -> NodeProject:
    """The package at package, where it is installed from; LayoutError where no harness can be built
    or where gate, the folder init writes (a package of its own), would join the package's workspace."""
    patterns = _workspaces(package)
    if patterns:
        example = package / re.sub(r"\*+", "<name>", patterns[0].removeprefix("./"))
        raise LayoutError(
            f"{package / 'package.json'} is the root of a workspace ({', '.join(patterns)}): run init on the "
            "package whose code the gate tests, in its own folder (for example "
            f"`toolcall-conformance init --language typescript {example}`)"
        )
    project = NodeProject(package, _workspace_root(package) or package)
    captured = _declaring(gate, project.repository) if project.repository != package else None
    if captured is not None:
        raise LayoutError(
            f"the workspaces of {project.repository / 'package.json'} ({captured}) would take {gate}/, "
            "init's folder, for one of their packages and change how the workspace installs: make them "
            "name your packages' folders only (for example `packages/*`), then run init again"
        )
    _refuse_plug_n_play(project.repository)
    return project


def _package_json(folder: Path) -> dict[str, Any]:
    path = folder / "package.json"
    if not path.is_file():
        return {}
    try:
        document = json.loads(path.read_text("utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise LayoutError(f"{path}: cannot read it: {exc}") from exc
    return document if isinstance(document, dict) else {}


def _workspaces(folder: Path) -> list[str]:
    """The workspace globs folder/package.json declares (npm and yarn: a list, or {"packages": [...]})."""
    declared = _package_json(folder).get("workspaces")
    if isinstance(declared, dict):
        declared = declared.get("packages")
    return [glob for glob in declared if isinstance(glob, str)] if isinstance(declared, list) else []


def _declaring(folder: Path, root: Path) -> str | None:
    """The glob of root/package.json's workspaces that names folder, if one does (`*` within one folder
    name, `**` across folders, `!` excludes nothing here)."""
    relative = folder.resolve().relative_to(root.resolve())
    for glob in _workspaces(root):
        pattern = PurePosixPath(glob.removeprefix("./").rstrip("/"))
        if "**" in pattern.parts:
            named = fnmatch(relative.as_posix(), pattern.as_posix())
        else:
            same = len(relative.parts) == len(pattern.parts)
            named = same and all(fnmatch(n, p) for n, p in zip(relative.parts, pattern.parts, strict=True))
        if named:
            return glob
    return None


def _workspace_root(package: Path) -> Path | None:
    """The nearest folder above package whose workspaces name it (npm, yarn), or that holds a
    pnpm-workspace.yaml (pnpm takes the nearest one for the workspace's root)."""
    for parent in package.resolve().parents:
        if (parent / "pnpm-workspace.yaml").is_file() or _declaring(package, parent) is not None:
            return parent if package.is_absolute() else Path(os.path.relpath(parent))
    return None


def _yarn_berry(lockfile: Path) -> bool:
    """Whether yarn.lock is Yarn 2 or later's (YAML with __metadata), not Yarn 1's."""
    return re.search(r"^__metadata:", lockfile.read_text("utf-8", errors="replace"), re.MULTILINE) is not None


def _refuse_plug_n_play(repository: Path) -> None:
    """Yarn 2+ installs with Plug'n'Play unless .yarnrc.yml names another nodeLinker: there is no
    node_modules for tsc and Node to find the package's dependencies in."""
    lockfile, settings = repository / "yarn.lock", repository / ".yarnrc.yml"
    if not lockfile.is_file() or not _yarn_berry(lockfile):
        return
    text = settings.read_text("utf-8", errors="replace") if settings.is_file() else ""
    linker = re.search(r"^nodeLinker:\s*[\"']?([\w-]+)", text, re.MULTILINE)
    if (linker.group(1) if linker else "pnp") == "pnp":
        raise LayoutError(
            f"{repository} installs with Yarn Plug'n'Play, which leaves no node_modules for tsc and Node to "
            f"find your dependencies in: set `nodeLinker: node-modules` in {settings}, run `yarn install`, "
            "then run init again"
        )
