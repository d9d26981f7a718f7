"""Property-based conformance: SPEC §2's defining property, idempotence and passthrough, fuzzed.

`schemas` draws ref-free tool schemas, `hoist` turns them into ref forms, `arguments` draws what a
model sends, `properties` states the three properties, `runner` drives hypothesis and `savecase`
writes a shrunk failure as a corpus file. What the `fuzz` command offers is named here, apart from
them, so that its options need no Hypothesis.
"""

from __future__ import annotations

from typing import Any

from toolcall_conformance.model import Implementation

PROPERTIES = ("transparency", "idempotence", "passthrough")
ORIGIN_FEATURES = {"native": "coerce", "mcp": "mcp"}
PROFILES: dict[str, dict[str, Any]] = {
    "ci": {"max_examples": 200, "derandomize": True},
    "dev": {"max_examples": 500, "derandomize": False},
    "nightly": {"max_examples": 5000, "derandomize": False},
}


def supported_origins(impl: Implementation) -> tuple[str, ...]:
    return tuple(origin for origin, feature in ORIGIN_FEATURES.items() if feature in impl.features)
