"""Installed environments of the bundled implementations, made from the project's hashed pins.

Each environment of suite/implementations.json is one folder under the environments home: a venv
installed with `uv pip` (or `pip` where uv is absent) `--require-hashes` from its pinned requirements,
compiled to bytecode as pip would (each start of the implementation then imports, never compiles, even
under PYTHONDONTWRITEBYTECODE), and checked by importing its probe modules; or the Node harness
folder with its pinned Node and `npm ci` from its lock. The folder is named by the environment and a
digest of its pins, so every checkout and installed suite with the same pins shares one, installing
again is a no-op, and changed pins install beside the old folder.

The home is $TOOLCALL_CONFORMANCE_VENVS, else `environments` in the user's cache folder
($XDG_CACHE_HOME/toolcall-conformance, else ~/.cache/toolcall-conformance).
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import subprocess
import sys
from functools import cache
from importlib import resources
from pathlib import Path

from suite import cachedir
from suite.harnesses.node import install as node_install

HARNESSES = Path(__file__).resolve().parent.parent / "harnesses"
MARKER = ".pins"
RECIPE = "bytecode"  # how a Python environment is made, part of its digest: a changed recipe installs anew


class NotInstalled(LookupError):
    """An environment is missing or out of date; the message gives the command that installs it."""


@cache
def declared() -> dict[str, dict[str, object]]:
    text = resources.files("suite").joinpath("implementations.json").read_text("utf-8")
    environments: dict[str, dict[str, object]] = json.loads(text)["environments"]
    return environments


def home() -> Path:
    configured = os.environ.get("TOOLCALL_CONFORMANCE_VENVS")
    if configured:
        return Path(configured).resolve()
    return cachedir.folder() / "environments"


def _pins(name: str) -> str:
    spec = declared()[name]
    if "node" in spec:
        extras = [str(extra) for extra in spec.get("extras", [])]  # type: ignore[attr-defined]
        return "+".join(
            [node_install.digest(), *(node_install.digest(node_install.HERE / e) for e in extras)]
        )
    digest = hashlib.sha256((HARNESSES / str(spec["python"])).read_bytes())
    digest.update(json.dumps(spec, sort_keys=True).encode())
    digest.update(RECIPE.encode())
    return digest.hexdigest()


def folder(name: str) -> Path:
    """Where environment `name` lives with its current pins."""
    return home() / f"{name}-{hashlib.sha256(_pins(name).encode()).hexdigest()[:16]}"


def ready(name: str) -> Path:
    """The installed environment `name`; NotInstalled when it is missing or its pins changed."""
    target = folder(name)
    marker = target / MARKER
    if not marker.is_file() or marker.read_text().strip() != _pins(name):
        raise NotInstalled(
            f"environment {name!r} is not installed (or its pins changed) in {target}: "
            f"run `toolcall-conformance install {name}`"
        )
    return target


def install(name: str, log: bool = True) -> Path:
    """Install environment `name` from its pins unless it is already current; returns its folder."""
    if name not in declared():
        raise NotInstalled(f"no environment {name!r}; declared: {', '.join(declared())}")
    target = folder(name)
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target.with_name(target.name + ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # another process installing the same pins: wait for it
        try:
            return ready(name)
        except NotInstalled:
            pass
        if log:
            print(f"installing environment {name!r} into {target}", file=sys.stderr)
        spec = declared()[name]
        if "node" in spec:
            node_install.install(target, [str(extra) for extra in spec.get("extras", [])])  # type: ignore[attr-defined]
        else:
            _install_python(target, spec)
        (target / MARKER).write_text(_pins(name) + "\n")
    return target


def _uv() -> str | None:
    """uv beside this Python (the project's own environment has it) or on PATH: it installs the
    same hashed pins several times faster than pip."""
    return shutil.which("uv", path=str(Path(sys.executable).parent)) or shutil.which("uv")


def _install_python(target: Path, spec: dict[str, object]) -> None:
    shutil.rmtree(target, ignore_errors=True)
    python = str(target / "bin" / "python")
    uv = _uv()
    if uv:
        subprocess.run([uv, "venv", "--quiet", "--python", sys.executable, str(target)], check=True)
        pip = [uv, "pip", "install", "--quiet", "--compile-bytecode", "--python", python]
    else:
        subprocess.run([sys.executable, "-m", "venv", str(target)], check=True)
        pip = [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]  # pip compiles
    pip += ["--require-hashes", "-r", str(HARNESSES / str(spec["python"]))]
    if spec.get("no_deps"):
        pip.append("--no-deps")
    subprocess.run(pip, check=True)
    for module in spec.get("probe", []):  # type: ignore[attr-defined]
        argv = [str(target / "bin" / "python"), "-c", f"import {module}"]
        probe = subprocess.run(argv, cwd=target, capture_output=True, text=True)
        if probe.returncode != 0:
            last = (probe.stderr.strip().splitlines() or ["?"])[-1]
            raise NotInstalled(f"environment {target.name!r}: module {module} does not import: {last}")


def node_command(target: Path, harness: str, *args: str) -> list[str]:
    """The argv that starts a Node harness of an installed Node environment."""
    return node_install.command(target, harness, *args)


def node_variables(target: Path) -> dict[str, str]:
    """What a Node harness's process adds to the inherited environment (its compile cache)."""
    return node_install.variables(target)
