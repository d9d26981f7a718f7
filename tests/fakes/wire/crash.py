"""Exits without answering the request that asks it to break."""

import sys

from _base import serve

serve(lambda request, write: sys.exit(3))
