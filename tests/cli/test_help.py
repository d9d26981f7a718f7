"""Every subcommand's `--help` says what it does, gives an example and lists its exit codes."""

import argparse
import pkgutil
import re

import pytest

from toolcall_conformance.cli import commands
from toolcall_conformance.cli.main import COMMANDS, build_parser, main


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    [action] = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(action.choices)


NAMES = list(_subcommands())


def test_every_command_has_a_parser_and_a_handler():
    handlers = [parser.get_default("handler") for parser in _subcommands().values()]
    assert handlers == [command.run for command in COMMANDS]  # one parser per module, in its order


def test_every_module_of_the_commands_package_is_listed_once():
    modules = sorted(module.name for module in pkgutil.iter_modules(commands.__path__))
    assert sorted(command.__name__.rpartition(".")[2] for command in COMMANDS) == modules


@pytest.mark.parametrize("command", sorted(NAMES))
def test_help_says_what_the_command_does_with_an_example_and_exit_codes(capsys, command):
    with pytest.raises(SystemExit) as exited:
        main([command, "--help"])
    assert exited.value.code == 0
    text = capsys.readouterr().out
    usage, _, rest = text.partition("\n\n")
    assert usage.startswith(f"usage: toolcall-conformance {command}")
    description = rest.split("\n\n")[0]
    assert not description.lstrip().startswith(("-", "options:", "positional")), "no description"
    assert len(description.split()) >= 12, description
    examples = text.partition("\nexamples:\n")[2].partition("\n\n")[0].splitlines()
    assert examples and all(line.startswith(f"  toolcall-conformance {command}") for line in examples), text
    codes = text.partition("\nexit codes:\n")[2].splitlines()
    assert codes and re.match(r"  0  \S", codes[0]), text
    listed = [line for line in codes if line.strip() and not line.startswith("   ")]  # not a wrapped meaning
    assert all(re.match(r"  \d+(?: / \d+)?  \S", line) for line in listed), codes
