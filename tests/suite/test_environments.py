"""Where the implementations' environments live: one folder per environment and digest of its pins."""

from __future__ import annotations

import sys

import pytest

from toolcall_conformance.adapters import environments


def test_the_home_is_the_users_cache_folder_unless_configured(monkeypatch, tmp_path):
    monkeypatch.delenv("TOOLCALL_CONFORMANCE_VENVS", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert environments.home() == tmp_path / "xdg" / "toolcall-conformance" / "environments"
    monkeypatch.setenv("TOOLCALL_CONFORMANCE_VENVS", str(tmp_path / "mine"))
    assert environments.home() == tmp_path / "mine"


def test_a_folder_is_named_by_its_pins_so_checkouts_share_it_and_changed_pins_do_not(monkeypatch, tmp_path):
    monkeypatch.setenv("TOOLCALL_CONFORMANCE_VENVS", str(tmp_path))
    after = environments.folder("hermes-after")
    assert after.parent == tmp_path and after.name.startswith("hermes-after-")
    assert environments.folder("hermes-after") == after, "the same pins, the same folder"
    assert environments.folder("hermes-before") != after
    monkeypatch.setattr(environments, "_pins", lambda name: "other pins")
    assert environments.folder("hermes-after") != after


def test_a_current_folder_is_not_installed_again(monkeypatch, tmp_path):
    monkeypatch.setenv("TOOLCALL_CONFORMANCE_VENVS", str(tmp_path))
    target = environments.folder("json-repair")
    target.mkdir()
    (target / environments.MARKER).write_text(environments._pins("json-repair") + "\n")
    monkeypatch.setattr(environments, "_install_python", lambda *args: (_ for _ in ()).throw(AssertionError))
    assert environments.install("json-repair", log=False) == target


def _interpreter(folder, name: str, reports: str | None) -> str:
    """A stand-in `pythonX.Y` on PATH: it reports `reports` as its version, or fails as a pyenv shim
    of an unselected version does."""
    path = folder / name
    body = f"echo {reports}" if reports else "echo 'pyenv: command not found' >&2; exit 127"
    path.write_text(f"#!/bin/sh\n{body}\n")
    path.chmod(0o755)
    return str(path)


@pytest.fixture
def newer():
    """A minor version this Python does not satisfy, so the search must look elsewhere."""
    return sys.version_info.major, sys.version_info.minor + 1


def test_a_declared_python_this_one_satisfies_is_this_one():
    assert environments.find_python(f">={sys.version_info.major}.{sys.version_info.minor}") == sys.executable


def test_a_newer_python_is_found_on_path_past_a_shim_that_does_not_run(monkeypatch, tmp_path, newer):
    major, minor = newer
    _interpreter(tmp_path, f"python{major}.{minor}", None)  # first asked, fails like a pyenv shim
    found = _interpreter(tmp_path, f"python{major}.{minor + 1}", f"{major} {minor + 1}")
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv("PYENV_ROOT", str(tmp_path / "no-pyenv"))
    assert environments.find_python(f">={major}.{minor}") == found


def test_pyenvs_versions_folder_is_searched_after_path(monkeypatch, tmp_path, newer):
    major, minor = newer
    bin_folder = tmp_path / "pyenv" / "versions" / f"{major}.{minor}.1" / "bin"
    bin_folder.mkdir(parents=True)
    found = _interpreter(bin_folder, f"python{major}", f"{major} {minor}")
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setenv("PYENV_ROOT", str(tmp_path / "pyenv"))
    assert environments.find_python(f">={major}.{minor}") == found


def test_no_python_found_names_what_to_install(monkeypatch, tmp_path, newer):
    major, minor = newer
    _interpreter(tmp_path, f"python{major}.{minor}", f"{major} {minor - 1}")  # misnamed: too old
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv("PYENV_ROOT", str(tmp_path / "no-pyenv"))
    monkeypatch.setattr(environments, "_uv", lambda: None)
    with pytest.raises(environments.NotInstalled, match=rf"uv python install {major}\.{minor}`$"):
        environments.find_python(f">={major}.{minor}")


def test_a_declared_python_must_read_at_least_a_version():
    with pytest.raises(ValueError, match=r"python_version '3\.12' is not of the form '>=X\.Y'"):
        environments.find_python("3.12")


def test_every_declared_python_version_is_well_formed():
    for name, spec in environments.declared().items():
        if "python_version" in spec:
            assert environments._minimum(str(spec["python_version"])) >= (3, 12), name
