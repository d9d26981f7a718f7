"""`python -m suite` is the `toolcall-conformance` command."""

import sys

from suite.cli import main

sys.exit(main())
