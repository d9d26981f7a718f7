"""Installed environments of the bundled implementations, made from the project's hashed pins.

Each environment of toolcall_conformance/implementations.json is one folder under the environments home: a
venv
installed with `uv pip` (or `pip` where uv is absent) `--require-hashes` from its pinned requirements,
compiled to bytecode as pip would (each start of the implementation then imports, never compiles, even
under PYTHONDONTWRITEBYTECODE), and checked by importing its probe modules; or the Node harness
folder with its pinned Node and `npm ci` from its lock. The folder is named by the environment and a
digest of its pins, so every checkout and installed suite with the same pins shares one, installing
again is a no-op, and changed pins install beside the old folder.

Another release of a row installs into a folder of its own beside them: a Python release is the
environment's venv with that version in place of the pinned one (`NAME@VERSION-DIGEST`); a Node
release (`NAME@PACKAGE-VERSION-DIGEST`) holds a package.json naming the release and its companions at
exact versions, the row environment's compiled harness kit, the harness source and the node_modules
`npm install` makes, and runs on the row environment's pinned Node.

An environment may declare the Python it needs (`"python_version": ">=3.12"`): its venv is then made
with the first such interpreter found as on a user's machine (`python3.X` on PATH, then pyenv's
versions folder, then `uv python find`), or the install stops naming what to install.

The home is $TOOLCALL_CONFORMANCE_VENVS, else `environments` in the user's cache folder
($XDG_CACHE_HOME/toolcall-conformance, else ~/.cache/toolcall-conformance).
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

from toolcall_conformance import cachedir
from toolcall_conformance.adapters.builds import Build
from toolcall_conformance.harnesses.node import install as node_install

HARNESSES = Path(__file__).resolve().parent.parent / "harnesses"
MARKER = ".pins"
USED = ".used"  # touched each time a run takes the environment: `environments prune` reads its age
RECIPE = "bytecode"  # how a Python environment is made, part of its digest: a changed recipe installs anew


class NotInstalled(LookupError):
    """An environment is missing or out of date; the message gives the command that installs it."""


@cache
def declared() -> dict[str, dict[str, object]]:
    text = resources.files("toolcall_conformance").joinpath("implementations.json").read_text("utf-8")
    environments: dict[str, dict[str, object]] = json.loads(text)["environments"]
    return environments


def home() -> Path:
    configured = os.environ.get("TOOLCALL_CONFORMANCE_VENVS")
    if configured:
        return Path(configured).resolve()
    return cachedir.folder() / "environments"


def _pins(name: str) -> str:
    spec = declared()[name]
    if "npm" in spec:  # an agent's package on the pinned Node
        package = node_install.digest(node_install.HERE / str(spec["npm"]))
        lock = "+partial" if spec.get("lock") == "partial" else ""  # installed another way: anew
        return f"{package}+{_file_digest(node_install.HERE / 'requirements.txt')}{lock}"
    if "node" in spec:
        extras = [str(extra) for extra in spec.get("extras", [])]  # type: ignore[attr-defined]
        return "+".join(
            [node_install.digest(), *(node_install.digest(node_install.HERE / e) for e in extras)]
        )
    digest = hashlib.sha256((HARNESSES / str(spec["python"])).read_bytes())
    digest.update(json.dumps(spec, sort_keys=True).encode())
    digest.update(RECIPE.encode())
    return digest.hexdigest()


def _file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


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
            return _used(ready(name))
        except NotInstalled:
            pass
        if log:
            print(f"installing environment {name!r} into {target}", file=sys.stderr)
        spec = declared()[name]
        if "npm" in spec:
            node_install.install_package(target, str(spec["npm"]), spec.get("lock") != "partial")
        elif "node" in spec:
            node_install.install(target, [str(extra) for extra in spec.get("extras", [])])  # type: ignore[attr-defined]
        else:
            _install_python(target, spec)
        (target / MARKER).write_text(_pins(name) + "\n")
    return _used(target)


def _pinned(spec: dict[str, object], packages: Iterable[str]) -> list[str]:
    """The `name==version` lines of an environment's pins, less `packages` (the release replaces them)."""
    dropped = {_normal(name) for name in packages}
    lines = (HARNESSES / str(spec["python"])).read_text("utf-8").splitlines()
    pins = [m[0] for line in lines if (m := re.match(r"([A-Za-z0-9][\w.\-]*)(?:\[[^\]]*\])?==\S+", line))]
    return [pin for pin in pins if _normal(pin.partition("==")[0]) not in dropped]


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def release_folder(name: str, package: str, version: str, replaced: Iterable[str]) -> tuple[Path, str]:
    """Where environment `name` lives with `package==version` in place of its own pin; its requirements."""
    spec = declared()[name]
    requirements = "\n".join([f"{package}=={version}", *_pinned(spec, replaced)]) + "\n"
    return _python_folder(name, version, spec, requirements), requirements


def install_release(
    name: str, package: str, version: str, replaced: Iterable[str], probe: Iterable[str] | None = None
) -> Path:
    """Environment `name` with release `version` of `package` in place of the pinned one (and of every
    package in `replaced`), its other pins kept: installed once, then shared like any environment."""
    if name not in declared():
        raise NotInstalled(f"no environment {name!r}; declared: {', '.join(declared())}")
    spec = declared()[name]
    if "python" not in spec:
        raise NotInstalled(f"environment {name!r}: only a Python environment installs another release")
    target, requirements = release_folder(name, package, version, replaced)
    return _install_once(
        target,
        requirements,
        f"{package}=={version} for {name!r}",
        lambda: _install_listed(target, spec, requirements, probe),
    )


def build_folder(name: str, package: str, build: Build, replaced: Iterable[str]) -> tuple[Path, str]:
    """Where environment `name` lives with an unreleased `build` of `package` in place of its pin; its
    requirements (the build as a direct reference, then the other pins) and the build's digest."""
    spec = declared()[name]
    requirements = "\n".join([f"{package} @ {build.path.as_uri()}", *_pinned(spec, replaced)]) + "\n"
    pins = f"{requirements}build {build.digest}\n"
    return _python_folder(name, build.kind, spec, pins), pins


def _python_folder(name: str, label: str, spec: dict[str, object], pins: str) -> Path:
    """`NAME@LABEL-DIGEST`: the folder of environment `name` (declared as `spec`) installed from `pins`."""
    digest = hashlib.sha256(pins.encode())
    digest.update(json.dumps(spec, sort_keys=True).encode())
    digest.update(RECIPE.encode())
    return home() / f"{name}@{label}-{digest.hexdigest()[:16]}"


def install_build(
    name: str, package: str, build: Build, replaced: Iterable[str], probe: Iterable[str] | None = None
) -> Path:
    """Environment `name` with an unreleased `build` of `package` in place of the pinned one (and of
    every package in `replaced`), its other pins kept; installed again only when the build's contents
    change (its folder is named by their digest)."""
    if name not in declared() or "python" not in declared()[name]:
        raise NotInstalled(f"no Python environment {name!r}; declared: {', '.join(declared())}")
    spec = declared()[name]
    target, pins = build_folder(name, package, build, replaced)
    requirements = "".join(pins.splitlines(keepends=True)[:-1])  # less the line of the build's digest
    return _install_once(
        target,
        pins,
        f"{package} from {build} for {name!r}",
        # the installer's cache must not answer for a folder whose contents changed
        lambda: _install_listed(target, spec, requirements, probe, refresh=package),
    )


def _install_listed(
    target: Path,
    spec: dict[str, object],
    requirements: str,
    probe: Iterable[str] | None,
    refresh: str | None = None,
) -> None:
    """A venv at `target` from `requirements` (a release's or a build's pins, listed in a file beside
    it while the installer reads them), probed with `probe` where given, else the environment's own."""
    listed = target.parent / f"{target.name}.txt"
    listed.write_text(requirements)
    modules = list(probe) if probe is not None else [str(m) for m in spec.get("probe", [])]  # type: ignore[attr-defined]
    try:
        _install_python(target, {**spec, "probe": modules}, listed, refresh=refresh)
    finally:
        listed.unlink()


def node_build_folder(
    name: str, package: str, build: Build, harness: str, companions: dict[str, str]
) -> tuple[Path, str]:
    """Where Node environment `name` keeps an unreleased `build` of `package` run by `harness`; its pins."""
    source = hashlib.sha256((node_install.HERE / "src" / f"{harness}.ts").read_bytes()).hexdigest()
    shape = json.dumps([package, harness, source, companions, node_install.kit_digest()], sort_keys=True)
    pins = f"{shape}\n{build.digest}\n"
    return home() / f"{name}@{build.kind}-{hashlib.sha256(pins.encode()).hexdigest()[:16]}", pins


def install_node_build(
    name: str, package: str, build: Build, harness: str, companions: dict[str, str]
) -> Path:
    """Node environment `name`'s harness `harness` with an unreleased `build` of `package` (an npm
    package folder, packed first by the pinned npm so that it installs as the registry's tarball would,
    or an `npm pack` tarball) beside its companions at their exact versions, run on the pinned Node."""
    if name not in declared() or "node" not in declared()[name]:
        raise NotInstalled(f"no Node environment {name!r}; declared: {', '.join(declared())}")
    runtime = install(name)
    target, pins = node_build_folder(name, package, build, harness, companions)

    def make() -> None:
        tarball = build.path if build.kind == "file" else _packed(runtime, build.path, target)
        manifest = node_install.release_manifest(package, f"file:{tarball}", companions)
        _install_node_release(runtime, target, manifest, harness, package, companions)

    return _install_once(target, pins, f"{package} from {build} for {name!r}", make)


def _packed(runtime: Path, folder: Path, target: Path) -> Path:
    """`npm pack` of a package folder (its lifecycle scripts not run: build it first), beside `target`."""
    into = target.with_name(target.name + ".pack")
    shutil.rmtree(into, ignore_errors=True)
    into.mkdir(parents=True)
    try:
        node_install.npm_output(runtime, folder, "pack", "--ignore-scripts", "--pack-destination", str(into))
    except subprocess.CalledProcessError as error:
        said = "; ".join((error.stderr or "").strip().splitlines()[:3]) or f"exit {error.returncode}"
        raise NotInstalled(f"npm pack {folder}: {said}") from None
    packed = sorted(into.glob("*.tgz"))
    if len(packed) != 1:
        raise NotInstalled(f"npm pack {folder}: made {len(packed)} tarballs, not one")
    return packed[0]


def node_release_folder(
    name: str, package: str, version: str, harness: str, companions: dict[str, str]
) -> tuple[Path, str]:
    """Where Node environment `name` keeps release `version` of `package` run by `harness`; its pins (the
    release folder's package.json, then the digests of the harness source and of the kit)."""
    manifest = node_install.release_manifest(package, version, companions)
    source = hashlib.sha256((node_install.HERE / "src" / f"{harness}.ts").read_bytes()).hexdigest()
    pins = f"{manifest}harness {harness} {source}\nkit {node_install.kit_digest()}\n"
    sanitized = re.sub(r"[^A-Za-z0-9._-]+", "-", package.lstrip("@"))
    digest = hashlib.sha256(pins.encode()).hexdigest()[:16]
    return home() / f"{name}@{sanitized}-{version}-{digest}", pins


def install_node_release(
    name: str, package: str, version: str, harness: str, companions: dict[str, str]
) -> Path:
    """Node environment `name`'s harness `harness` with release `version` of `package` (and its
    companions at their exact versions) in a folder of its own, run by the environment's pinned Node:
    installed once, then shared like any environment. NotInstalled carries npm's error."""
    if name not in declared() or "node" not in declared()[name]:
        raise NotInstalled(f"no Node environment {name!r}; declared: {', '.join(declared())}")
    runtime = install(name)
    target, pins = node_release_folder(name, package, version, harness, companions)

    def make() -> None:
        manifest = node_install.release_manifest(package, version, companions)
        _install_node_release(runtime, target, manifest, harness, package, companions)

    return _install_once(target, pins, f"{package}@{version} for {name!r}", make)


def _install_node_release(
    runtime: Path, target: Path, manifest: str, harness: str, package: str, companions: dict[str, str]
) -> None:
    """node_install.install_release, its failure a NotInstalled."""
    try:
        node_install.install_release(runtime, target, manifest, harness, package, companions)
    except node_install.ReleaseNotInstalled as error:
        raise NotInstalled(str(error)) from None


def _install_once(target: Path, pins: str, what: str, make: Callable[[], None]) -> Path:
    """`target`, installed by `make` unless its marker already holds `pins` (then only marked used): one
    process at a time, another installing the same folder waiting for it. `what` names it in the log."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target.with_name(target.name + ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        marker = target / MARKER
        if marker.is_file() and marker.read_text() == pins:
            return _used(target)
        print(f"installing {what} into {target}", file=sys.stderr)
        make()
        marker.write_text(pins)
    return _used(target)


def _used(target: Path) -> Path:
    (target / USED).touch()
    return target


def _uv() -> str | None:
    """uv beside this Python (the project's own environment has it) or on PATH: it installs the
    same hashed pins several times faster than pip."""
    return shutil.which("uv", path=str(Path(sys.executable).parent)) or shutil.which("uv")


def _minimum(declared: str) -> tuple[int, int]:
    """The (major, minor) of a declared `python_version`, which must read `>=X.Y`."""
    match = re.fullmatch(r">=\s*(\d+)\.(\d+)", declared.strip())
    if not match:
        raise ValueError(
            f"toolcall_conformance/implementations.json: python_version {declared!r}"
            " is not of the form '>=X.Y'"
        )
    return int(match[1]), int(match[2])


def _version_of(python: str) -> tuple[int, int] | None:
    """The (major, minor) an interpreter reports, or None when it does not run (a pyenv shim of a
    version not selected, a broken link)."""
    try:
        done = subprocess.run(
            [python, "-c", "import sys; print(*sys.version_info[:2])"],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    parts = done.stdout.split()
    return (int(parts[0]), int(parts[1])) if done.returncode == 0 and len(parts) == 2 else None


def _release(python: Path) -> tuple[int, ...]:
    """The release a pyenv interpreter's folder is named by (versions/3.12.1/bin/python3 -> (3, 12, 1))."""
    return tuple(int(part) for part in re.findall(r"\d+", python.parent.parent.name))


def find_python(declared: str) -> str:
    """An interpreter satisfying `declared` (`>=X.Y`): this one, `python3.X` on PATH (oldest
    first), pyenv's versions folder, then `uv python find`; NotInstalled names what to install."""
    low = _minimum(declared)
    if sys.version_info[:2] >= low:
        return sys.executable
    on_path = [shutil.which(f"python{low[0]}.{minor}") for minor in range(low[1], low[1] + 20)]
    pyenv = Path(os.environ.get("PYENV_ROOT") or Path.home() / ".pyenv") / "versions"
    versions = sorted(pyenv.glob(f"{low[0]}.*/bin/python{low[0]}"), key=_release)
    for candidate in [*(p for p in on_path if p), *map(str, versions)]:
        version = _version_of(candidate)
        if version is not None and version >= low:
            return candidate
    uv = _uv()
    if uv:
        found = subprocess.run([uv, "python", "find", declared], capture_output=True, text=True, check=False)
        if found.returncode == 0 and found.stdout.strip():
            return found.stdout.strip()
    raise NotInstalled(
        f"Python {declared} is needed and none was found (python{low[0]}.{low[1]}+ on PATH, {pyenv}, "
        f"`uv python find`): install one, e.g. `uv python install {low[0]}.{low[1]}`"
    )


def _install_python(
    target: Path, spec: dict[str, object], unhashed: Path | None = None, refresh: str | None = None
) -> None:
    """A venv at `target` from the environment's hashed pins, or from `unhashed` (a release's pins);
    `refresh`: a package the installer must build anew rather than take from its cache."""
    interpreter = find_python(str(spec["python_version"])) if "python_version" in spec else sys.executable
    shutil.rmtree(target, ignore_errors=True)
    python = str(target / "bin" / "python")
    uv = _uv()
    if uv:
        subprocess.run([uv, "venv", "--quiet", "--python", interpreter, str(target)], check=True)
        pip = [uv, "pip", "install", "--quiet", "--compile-bytecode", "--python", python]
    else:
        subprocess.run([interpreter, "-m", "venv", str(target)], check=True)
        pip = [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]  # pip compiles
    pip += (
        ["-r", str(unhashed)]
        if unhashed
        else ["--require-hashes", "-r", str(HARNESSES / str(spec["python"]))]
    )
    if spec.get("no_deps"):
        pip.append("--no-deps")
    if refresh:
        pip += ["--refresh-package", refresh] if uv else ["--no-cache-dir"]
    subprocess.run(pip, check=True)
    for module in spec.get("probe", []):  # type: ignore[attr-defined]
        argv = [str(target / "bin" / "python"), "-c", f"import {module}"]
        probe = subprocess.run(argv, cwd=target, capture_output=True, text=True)
        if probe.returncode != 0:
            last = (probe.stderr.strip().splitlines() or ["?"])[-1]
            raise NotInstalled(f"environment {target.name!r}: module {module} does not import: {last}")


def node_command(target: Path, harness: str, *args: str, runtime: Path | None = None) -> list[str]:
    """The argv that starts a Node harness of an installed Node environment (or of a release folder, on
    the pinned Node of `runtime`, its environment)."""
    return node_install.command(target, harness, *args, runtime=runtime)


def node_variables(target: Path) -> dict[str, str]:
    """What a Node harness's process adds to the inherited environment (its compile cache)."""
    return node_install.variables(target)


@dataclass(frozen=True)
class Installed:
    """One environment folder under the home, as `environments prune` weighs it."""

    path: Path
    size: int  # bytes
    used: float  # when a run last took it (else when it was installed), as a timestamp

    @classmethod
    def of(cls, path: Path) -> Installed:
        size = sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())
        stamp = path / USED if (path / USED).is_file() else path / MARKER
        return cls(path, size, stamp.stat().st_mtime)


def installed() -> list[Installed]:
    """Every installed environment under the home (a folder with its pins marker), least used first."""
    root = home()
    found = [Installed.of(p) for p in root.iterdir() if (p / MARKER).is_file()] if root.is_dir() else []
    return sorted(found, key=lambda each: each.used)


def prune(
    older_than: float | None = None, max_bytes: int | None = None, dry_run: bool = False
) -> list[Installed]:
    """Remove the environments unused for `older_than` seconds, then the least recently used ones until
    the rest take at most `max_bytes`; one being installed (its lock held) is left alone. Returns the
    removed ones (with `dry_run`, those that would be)."""
    now = time.time()
    kept = installed()
    total = sum(each.size for each in kept)
    removed: list[Installed] = []
    for each in list(kept):
        stale = older_than is not None and now - each.used > older_than
        if not stale and (max_bytes is None or total <= max_bytes):
            continue
        if dry_run or _remove(each.path):
            removed.append(each)
            total -= each.size
    return removed


def _remove(path: Path) -> bool:
    with open(path.with_name(path.name + ".lock"), "w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:  # being installed right now
            return False
        (path / MARKER).unlink()  # first: a half-removed folder is never taken for an installed one
        shutil.rmtree(path)
    path.with_name(path.name + ".lock").unlink(missing_ok=True)
    return True
