"""Answers the handshake listing no feature at all, so every case is unsupported."""

from _base import handshake, serve


def start():
    return {**handshake(), "features": []}


serve(start=start)
