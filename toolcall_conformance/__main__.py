"""`python -m toolcall_conformance` is the `toolcall-conformance` command."""

import sys

from toolcall_conformance.cli import main

sys.exit(main())
