"""Every command that runs an implementation refuses to start without `--impl`."""

import pytest

from toolcall_conformance.cli import main


def _exit_code(argv: list[str]) -> int:
    """The exit code, whether the parser exits (a missing required option) or the command returns it."""
    try:
        return main(argv)
    except SystemExit as stop:
        return int(stop.code or 0)


@pytest.mark.parametrize("command", ["run", "baseline", "compare", "matrix"])
def test_a_command_without_impl_is_a_usage_error_naming_impl(capsys, command):
    # matrix takes --from FILE.json in place of --impl, so it is its own check that asks for one of them
    assert _exit_code([command, "--tags", "seed"]) == 2
    err = capsys.readouterr().err
    assert "--impl" in err
    assert "required" in err or "needs --impl" in err
