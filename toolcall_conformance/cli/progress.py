"""A one-line progress counter on stderr, shown only when stderr is a terminal."""

from __future__ import annotations

import sys
from types import TracebackType
from typing import Any, TextIO


class Progress:
    def __init__(self, total: int, stream: TextIO | None = None) -> None:
        self.total = total
        self.done = 0
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty()

    def advance(self, _result: Any = None) -> None:
        self.done += 1
        if self.enabled and (self.done == self.total or self.done % 25 == 0):
            width = 30
            filled = width * self.done // max(self.total, 1)
            bar = "#" * filled + "-" * (width - filled)
            self.stream.write(f"\r[{bar}] {self.done}/{self.total}")
            self.stream.flush()

    def __enter__(self) -> Progress:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self.enabled and self.done:
            self.stream.write("\r" + " " * 60 + "\r")
            self.stream.flush()
