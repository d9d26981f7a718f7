"""The command line: `toolcall-conformance`."""

from toolcall_conformance.cli.main import main

__all__ = ["main"]
