"""Shards: a deterministic slice of a selection, by a stable hash of each case id.

A case belongs to shard K of N when the first eight bytes of the SHA-256 of its id, read as an integer,
leave K-1 modulo N. Its shard never depends on the other cases, so a case added to the corpus does not
move any other case between shards (as slicing by position would).
"""

from __future__ import annotations

import argparse
import hashlib
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from toolcall_conformance.model import Case


@dataclass(frozen=True)
class Shard:
    index: int  # 1-based
    count: int

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"

    def holds(self, case_id: str) -> bool:
        digest = hashlib.sha256(case_id.encode("utf-8", "surrogatepass")).digest()
        return int.from_bytes(digest[:8], "big") % self.count == self.index - 1

    def pick(self, cases: Iterable[Case]) -> Iterator[tuple[int, Case]]:
        """The cases of this shard, each with its position in `cases`."""
        return ((position, case) for position, case in enumerate(cases) if self.holds(case.id))


def parse(text: str) -> Shard:
    """`K/N` with 1 <= K <= N (an argparse type)."""
    match = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    if not match:
        raise argparse.ArgumentTypeError(f"a shard is K/N (say 2/3), got {text!r}")
    index, count = int(match[1]), int(match[2])
    if not 1 <= index <= count:
        raise argparse.ArgumentTypeError(f"shard {text}: K must be from 1 to N")
    return Shard(index, count)
