"""Where the implementations' environments live: one folder per environment and digest of its pins."""

from __future__ import annotations

from suite.adapters import environments


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
