"""Cheap draws for the fuzz strategies: choices made from strategies built once.

Hypothesis validates every new strategy object the first time it draws from it, so a strategy
built per draw (`sampled_from` of this example's list) costs far more than the draw. These helpers
draw an index from one shared strategy per count instead; each shrinks like `sampled_from`, toward
the first option.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TypeVar

from hypothesis import strategies as st

T = TypeVar("T")
BOOLEANS = st.booleans()


@cache
def below(count: int) -> st.SearchStrategy[int]:
    """0 to `count - 1`, shrinking to 0."""
    return st.integers(0, count - 1)


def pick(draw: st.DrawFn, options: Sequence[T]) -> T:
    """One of `options` (not empty), shrinking to the first."""
    return options[draw(below(len(options)))] if len(options) > 1 else options[0]


def subset(draw: st.DrawFn, options: Sequence[T], min_size: int = 0, max_size: int | None = None) -> list[T]:
    """Distinct members of `options` in drawn order, shrinking to the shortest and earliest."""
    indexes = draw(_indexes(len(options), min_size, max_size))
    return [options[index] for index in indexes]


@cache
def _indexes(count: int, min_size: int, max_size: int | None) -> st.SearchStrategy[list[int]]:
    return st.lists(below(count), unique=True, min_size=min_size, max_size=max_size)


def chance(draw: st.DrawFn, one_in: int) -> bool:
    """True about once in `one_in` draws; shrinks to False."""
    return draw(below(one_in)) == one_in - 1
