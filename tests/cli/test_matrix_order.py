"""The matrix starts the slowest implementations first, as its last whole runs measured them."""

from toolcall_conformance.cli.commands import matrix


def test_slowest_first_and_unknown_ones_before_them_in_the_given_order():
    seconds = {"fast": 4.0, "slow": 104.0, "middle": 45.0}
    order = matrix.start_order(["fast", "new-a", "middle", "slow", "new-b"], seconds)
    assert order == ["new-a", "new-b", "slow", "middle", "fast"]


def test_timings_are_remembered_across_runs_and_merged(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert matrix._remembered_seconds() == {}
    matrix._remember_seconds({"a": 10.0, "b": 2.0}, {})
    matrix._remember_seconds({"b": 30.0}, matrix._remembered_seconds())
    assert matrix._remembered_seconds() == {"a": 10.0, "b": 30.0}
    assert matrix.start_order(["a", "b"], matrix._remembered_seconds()) == ["b", "a"]
    (tmp_path / "toolcall-conformance" / "matrix-seconds.json").write_text("not json")
    assert matrix._remembered_seconds() == {}
