"""`environments list|prune` on a temporary cache folder (never the user's)."""

import os
import time

import pytest

from toolcall_conformance.adapters import environments
from toolcall_conformance.cli import main

DAY = 86400


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("TOOLCALL_CONFORMANCE_VENVS", raising=False)
    folder = environments.home()
    assert folder == tmp_path / "cache" / "toolcall-conformance" / "environments"
    folder.mkdir(parents=True)
    return folder


def environment(home, name, megabytes, days_unused, used_stamp=True):
    """An installed environment's folder as the installer leaves it: its pins marker and files."""
    folder = home / name
    folder.mkdir()
    (folder / environments.MARKER).write_text("pins\n")
    (folder / "lib.bin").write_bytes(b"\0" * (megabytes << 20))
    stamp = folder / (environments.USED if used_stamp else environments.MARKER)
    stamp.touch()
    when = time.time() - days_unused * DAY
    os.utime(stamp, (when, when))
    return folder


def test_prune_by_age_removes_only_the_unused(home, capsys):
    old = environment(home, "json-repair@0.56.0-aaaa", 1, days_unused=40, used_stamp=False)
    recent = environment(home, "json-repair@0.61.0-bbbb", 1, days_unused=2)
    (home / "not-an-environment").mkdir()
    assert main(["environments", "prune", "--older-than", "30", "--dry-run"]) == 0
    assert "would remove" in capsys.readouterr().out and old.exists()
    assert main(["environments", "prune", "--older-than", "30"]) == 0
    out = capsys.readouterr().out
    assert "json-repair@0.56.0-aaaa" in out and "1 environments pruned" in out
    assert not old.exists() and recent.exists() and (home / "not-an-environment").exists()


def test_prune_by_size_keeps_the_most_recently_used(home, capsys):
    for name, unused in [("a", 5), ("b", 1), ("c", 3)]:
        environment(home, name, 2, days_unused=unused)
    assert main(["environments", "prune", "--max-size", "3M"]) == 0
    assert sorted(p.name for p in home.iterdir() if not p.name.endswith(".lock")) == ["b"]
    assert main(["environments", "list"]) == 0
    assert "1 environments" in capsys.readouterr().out.splitlines()[-1]


def test_a_run_marks_its_environment_used(home):
    folder = environment(home, "x", 0, days_unused=10)
    assert environments._used(folder) == folder
    assert time.time() - (folder / environments.USED).stat().st_mtime < DAY


def test_prune_needs_a_limit(home, capsys):
    assert main(["environments", "prune"]) == 2
    assert "--older-than DAYS or --max-size SIZE" in capsys.readouterr().err
