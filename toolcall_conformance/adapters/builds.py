"""Unreleased builds of a bundled row: `--impl NAME@path:DIR` and `--impl NAME@file:ARCHIVE`.

A maintainer measures a fix before it ships by running the row's harness on a build of their own: a
Python source tree, wheel or sdist, or an npm package folder or `npm pack` tarball. The build is
installed, like a release (`NAME@VERSION`), into an environment of its own beside the row's pinned
companions, and reports name it by what it is: its kind, its absolute path and a digest of its
contents (so two runs of one path with other contents never pass for the same build).
"""

from __future__ import annotations

import hashlib
import json
import re
import tarfile
import tomllib
import zipfile
from dataclasses import dataclass
from email.parser import HeaderParser
from pathlib import Path

KINDS = ("path", "file")
# What a source tree holds that is not its contents: version control, installed dependencies, caches.
IGNORED = frozenset(
    {".git", ".hg", "node_modules", "__pycache__", ".venv", "venv", ".tox", ".nox", ".mypy_cache",
     ".pytest_cache", ".ruff_cache"}
)  # fmt: skip
SPEC = re.compile(r"(?P<name>[^@\s]+)@(?P<kind>path|file):(?P<where>.+)")


class BadBuild(ValueError):
    """A build that cannot be used: the message names it and what is wrong."""


@dataclass(frozen=True)
class Build:
    """An unreleased build: `kind` path (a folder) or file (an archive), where it is, its digest."""

    kind: str
    path: Path
    digest: str  # sha256:... over its contents

    @property
    def short(self) -> str:
        return self.digest.removeprefix("sha256:")[:16]

    def as_info(self) -> tuple[tuple[str, str], ...]:
        """How reports name it (ImplementationInfo.build)."""
        return (("kind", self.kind), ("path", str(self.path)), ("digest", self.digest))

    def __str__(self) -> str:
        return f"{self.kind}:{self.path} ({self.digest[:19]})"


def split(spec: str) -> tuple[str, str, str] | None:
    """`NAME@path:DIR` or `NAME@file:ARCHIVE` -> (NAME, kind, the path as written); else None."""
    match = SPEC.fullmatch(spec)
    return (match["name"], match["kind"], match["where"]) if match else None


def locate(kind: str, where: str) -> Build:
    """The build at `where` (relative to the working folder), its contents digested."""
    path = Path(where).expanduser().resolve()
    if kind == "path" and not path.is_dir():
        raise BadBuild(f"path:{where}: no such folder (path: names a source tree or package folder)")
    if kind == "file" and not path.is_file():
        raise BadBuild(f"file:{where}: no such file (file: names a wheel, sdist or npm tarball)")
    return Build(kind, path, digest(path))


def digest(path: Path) -> str:
    """sha256 over a file's bytes, or over a folder's files (relative path and bytes, in path order),
    leaving out what IGNORED names."""
    hasher = hashlib.sha256()
    if path.is_file():
        with path.open("rb") as stream:
            for block in iter(lambda: stream.read(1 << 20), b""):
                hasher.update(block)
        return f"sha256:{hasher.hexdigest()}"
    for file in sorted(_files(path)):
        hasher.update(file.relative_to(path).as_posix().encode("utf-8", "surrogateescape") + b"\0")
        hasher.update(file.read_bytes() + b"\0")
    return f"sha256:{hasher.hexdigest()}"


def _files(folder: Path) -> list[Path]:
    found = []
    for entry in folder.iterdir():
        if entry.name in IGNORED or entry.is_symlink():
            continue
        if entry.is_dir():
            found += _files(entry)
        elif entry.is_file() and entry.suffix != ".pyc":
            found.append(entry)
    return found


def declared_version(build: Build) -> str | None:
    """The version the build says it is (package.json, pyproject.toml, PKG-INFO or a wheel's file name),
    or None when it says none it can be read from."""
    path = build.path
    try:
        if build.kind == "path":
            return _folder_version(path)
        if path.name.endswith(".whl"):
            return path.name.split("-")[1]
        if path.name.endswith((".tgz", ".tar.gz")):
            return _tarball_version(path)
        if path.name.endswith(".zip"):
            with zipfile.ZipFile(path) as archive:
                infos = [n for n in archive.namelist() if n.count("/") == 1 and n.endswith("/PKG-INFO")]
                return _metadata_version(archive.read(infos[0]).decode()) if infos else None
    except (OSError, ValueError, KeyError, IndexError, tarfile.TarError, zipfile.BadZipFile):
        return None
    return None


def _folder_version(path: Path) -> str | None:
    if (path / "package.json").is_file():
        return str(json.loads((path / "package.json").read_text("utf-8")).get("version") or "") or None
    if (path / "PKG-INFO").is_file():
        return _metadata_version((path / "PKG-INFO").read_text("utf-8"))
    if (path / "pyproject.toml").is_file():
        project = tomllib.loads((path / "pyproject.toml").read_text("utf-8")).get("project", {})
        return str(project["version"]) if "version" in project else None
    return None


def _tarball_version(path: Path) -> str | None:
    with tarfile.open(path) as archive:
        for member in archive.getmembers():
            parts = member.name.split("/")
            if len(parts) == 2 and parts[1] in ("package.json", "PKG-INFO") and member.isfile():
                stream = archive.extractfile(member)
                text = stream.read().decode("utf-8") if stream else ""
                if parts[1] == "package.json":
                    return str(json.loads(text).get("version") or "") or None
                return _metadata_version(text)
    return None


def _metadata_version(text: str) -> str | None:
    return HeaderParser().parsestr(text).get("Version")


def node_kind(build: Build) -> None:
    """Refuse what npm cannot install as a package: a folder without package.json, a non-tarball."""
    if build.kind == "path" and not (build.path / "package.json").is_file():
        raise BadBuild(f"path:{build.path}: no package.json (a Node row takes an npm package folder)")
    if build.kind == "file" and not build.path.name.endswith((".tgz", ".tar.gz")):
        raise BadBuild(f"file:{build.path}: not an `npm pack` tarball (.tgz)")


def python_kind(build: Build) -> None:
    """Refuse what pip cannot install: a folder without pyproject.toml or setup.py, another archive."""
    if build.kind == "path" and not any((build.path / f).is_file() for f in ("pyproject.toml", "setup.py")):
        raise BadBuild(f"path:{build.path}: no pyproject.toml or setup.py (a Python row takes a source tree)")
    if build.kind == "file" and not build.path.name.endswith((".whl", ".tar.gz", ".zip")):
        raise BadBuild(f"file:{build.path}: not a wheel or sdist (.whl, .tar.gz, .zip)")
