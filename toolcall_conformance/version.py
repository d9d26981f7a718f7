"""The suite's version, as its package metadata says (pyproject.toml's `version`), and how to add an
optional part (an extra) to the environment it runs in."""

from __future__ import annotations

import importlib.util
import shlex
import shutil
import sys
from importlib import metadata
from pathlib import Path

DISTRIBUTION = "toolcall-conformance"


def suite_version() -> str:
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "unknown"


def checkout() -> Path | None:
    """The source checkout this suite runs from (an editable install), or None for an installed one."""
    root = Path(__file__).resolve().parent.parent
    return root if (root / "pyproject.toml").is_file() and (root / "toolcall_conformance").is_dir() else None


def extra_install_command(extra: str) -> str:
    """A command that adds `extra` to the very environment this suite runs in: from its checkout when it
    runs from one, else this version from PyPI; with uv where there is one, else with this Python's pip."""
    source = checkout()
    wanted = f"{source}[{extra}]" if source else f"{DISTRIBUTION}[{extra}]=={suite_version()}"
    uv = shutil.which("uv", path=str(Path(sys.executable).parent)) or shutil.which("uv")
    python = shlex.quote(sys.executable)
    if uv is not None:
        installer = f"{shlex.quote(uv)} pip install --python {python}"
    elif importlib.util.find_spec("pip") is not None:
        installer = f"{python} -m pip install"
    else:
        installer = f"{python} -m ensurepip && {python} -m pip install"
    return f"{installer} {'-e ' if source else ''}{shlex.quote(wanted)}"
