"""The command line: `toolcall-conformance`."""

from suite.cli.main import main

__all__ = ["main"]
