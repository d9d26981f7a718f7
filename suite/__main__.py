"""Deprecated `python -m suite`: the same as `python -m toolcall_conformance`."""

import sys

from toolcall_conformance.cli import main

sys.exit(main())
