"""Serve one miniature over the JSON-lines protocol (SPEC §5): `python serve_miniature.py NAME`."""

import sys

from miniatures import BY_NAME

from suite.reference import serve

if __name__ == "__main__":
    serve.main(BY_NAME[sys.argv[1]])
