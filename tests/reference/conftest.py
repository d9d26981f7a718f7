"""Shared helpers for the reference implementation's unit tests."""

from __future__ import annotations

import json

import pytest


def _canonical(value) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def assert_same(actual, expected) -> None:
    """Type-strict JSON equality: `True`, `1`, `1.0` and `"1"` all differ (SPEC §5)."""
    assert _canonical(actual) == _canonical(expected)


@pytest.fixture
def same():
    return assert_same
