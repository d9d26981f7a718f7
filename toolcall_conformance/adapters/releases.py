"""Released versions of a bundled row: `--impl NAME@VERSION`.

A row of toolcall_conformance/implementations.json may declare `releases`: the registry its package comes
from and
its eras, each a range of versions its harness calls faithfully through one entry point (a package
name, the call, the source that shows where the API moved, and any harness arguments or import probes
of its own), and `changes`: the releases whose behaviour the package's own changelog or source
describes, by version. A version outside every era cannot be measured: asking for it is a usage error
naming the versions that can. An era of a Node row may also name its `harness` (a file of
toolcall_conformance/harnesses/node/src, else the row's own) and `companions`, npm packages installed beside
the
release at exact versions; its `args` follow the harness.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any


class NotMeasurable(ValueError):
    """A version the row's harness cannot call faithfully, or a row that declares no releases."""


def version_key(version: str) -> tuple[tuple[int, int | str], ...]:
    """An ordering of PEP 440 and semver versions good enough for released ones: 0.20.0.post2 after
    0.20.0, 1.0.0-beta.1 before 1.0.0, numbers compared as numbers."""
    key: list[tuple[int, int | str]] = []
    for part in re.findall(r"\d+|[A-Za-z]+", version):
        if part.isdigit():
            key.append((2, int(part)))
        elif part.lower() == "post":
            key.append((3, part))
        else:  # a pre-release word sorts before the release it precedes
            key.append((1, part.lower()))
    return (*key, (2, -1))  # 1.0 and 1.0.0 apart, but in order


@dataclass(frozen=True)
class Era:
    """Versions `low` to `high` (inclusive) of `package`, called through `entry`."""

    low: str
    high: str
    package: str
    entry: str
    source: str
    args: tuple[str, ...] = ()
    probe: tuple[str, ...] | None = None  # modules an install must import (the environment's, if None)
    harness: str | None = None  # a Node row's harness (src/NAME.ts) for this era, if not the row's own
    companions: tuple[tuple[str, str], ...] = ()  # npm packages installed beside it, at exact versions

    def holds(self, version: str) -> bool:
        return version_key(self.low) <= version_key(version) <= version_key(self.high)

    def __str__(self) -> str:
        return (
            f"{self.package} {self.low} to {self.high}"
            if self.low != self.high
            else f"{self.package} {self.low}"
        )


@dataclass(frozen=True)
class Releases:
    registry: str  # "pypi" or "npm"
    eras: tuple[Era, ...]
    unmeasurable: str = ""  # why the versions outside the eras cannot be measured
    changes: dict[str, str] = field(default_factory=dict)  # version -> the change its changelog names

    @classmethod
    def of(cls, row: dict[str, Any]) -> Releases:
        eras = tuple(
            Era(
                low=era["from"],
                high=era["to"],
                package=era["package"],
                entry=era["entry"],
                source=era["source"],
                args=tuple(era.get("args", ())),
                probe=tuple(era["probe"]) if "probe" in era else None,
                harness=era.get("harness"),
                companions=tuple(era.get("companions", {}).items()),
            )
            for era in row["eras"]
        )
        return cls(row["registry"], eras, row.get("unmeasurable", ""), dict(row.get("changes", {})))

    def era(self, name: str, version: str) -> Era:
        """The era `version` belongs to; NotMeasurable names the versions that can be measured."""
        for era in self.eras:
            if era.holds(version):
                return era
        why = f" ({self.unmeasurable})" if self.unmeasurable else ""
        raise NotMeasurable(
            f"{name}@{version} cannot be measured{why}; its harness calls faithfully: "
            + ", ".join(str(era) for era in self.eras)
        )

    def measurable(self, versions: Iterable[str]) -> list[str]:
        """Those of `versions` some era holds, oldest first."""
        return sorted((v for v in versions if any(era.holds(v) for era in self.eras)), key=version_key)

    def published(self) -> list[str]:
        """Every version of every era's package the registry serves, oldest first."""
        found = {
            v
            for package in dict.fromkeys(era.package for era in self.eras)
            for v in listed(self.registry, package)
        }
        return sorted(found, key=version_key)


def split_spec(spec: str) -> tuple[str, str | None]:
    """`NAME@VERSION` -> (NAME, VERSION); a name alone -> (NAME, None)."""
    name, at, version = spec.rpartition("@")
    if not at or not name or spec.startswith("cmd:"):
        return spec, None
    return name, version


def expand(releases: Releases, text: str) -> list[str]:
    """`--versions`: `A..B` (every published version from A to B that can be measured) or a list
    `A,B,C` (each must be measurable). Oldest first."""
    if ".." in text:
        low, _, high = text.partition("..")
        published = releases.published()
        inside = [v for v in published if version_key(low) <= version_key(v) <= version_key(high)]
        chosen = releases.measurable(inside)
        if not chosen:
            raise NotMeasurable(f"no published version from {low} to {high} can be measured")
        return chosen
    wanted = [v.strip() for v in text.split(",") if v.strip()]
    return sorted(dict.fromkeys(wanted), key=version_key)


@cache
def listed(registry: str, package: str) -> tuple[str, ...]:
    """The versions of `package` the registry serves, through its own client (`pip index versions`, or
    the pinned Node's `npm view PACKAGE versions`)."""
    if registry == "npm":
        return _npm_versions(package)
    if registry != "pypi":
        raise NotMeasurable(f"{package}: releases from {registry} cannot be installed (PyPI and npm only)")
    for python in _pythons_with_pip():
        done = subprocess.run(
            [python, "-m", "pip", "index", "versions", package, "--disable-pip-version-check"],
            capture_output=True,
            text=True,
            check=False,
        )
        match = re.search(r"Available versions: (.*)", done.stdout)
        if done.returncode == 0 and match:
            return tuple(v.strip() for v in match[1].split(","))
    raise NotMeasurable(f"cannot list the versions of {package} on PyPI (`pip index versions` failed)")


def _pythons_with_pip() -> Sequence[str]:
    return [p for p in (sys.executable, shutil.which("python3")) if p]


def _npm_versions(package: str) -> tuple[str, ...]:
    """`npm view PACKAGE versions --json` by the npm of the pinned Node (the `node` environment, installed
    on first use)."""
    from toolcall_conformance.adapters import environments
    from toolcall_conformance.harnesses.node import install as node_install

    try:
        target = environments.install("node")
        text = node_install.npm_output(target, target, "view", package, "versions", "--json")
    except (environments.NotInstalled, OSError, subprocess.CalledProcessError) as error:
        raise NotMeasurable(f"cannot list the versions of {package} on npm: {error}") from None
    versions = json.loads(text)
    return tuple([versions] if isinstance(versions, str) else versions)  # one version prints as a string
