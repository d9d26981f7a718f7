"""Every command that runs an implementation refuses to start without `--impl`."""

import pytest

from suite.cli import main


@pytest.mark.parametrize("command", ["run", "baseline", "compare", "matrix"])
def test_a_command_without_impl_is_a_usage_error_naming_impl(capsys, command):
    with pytest.raises(SystemExit) as info:
        main([command, "--tags", "seed"])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "--impl" in err
    assert "required" in err
