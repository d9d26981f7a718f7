"""Drive hypothesis over one property: profiles, seeds, counting, and the shrunk failure."""

from __future__ import annotations

import builtins
from dataclasses import dataclass

import hypothesis
from hypothesis import HealthCheck, Phase, Verbosity, given, settings

from toolcall_conformance.model import Feature, Implementation

from . import PROFILES, supported_origins
from .properties import CHECKS, SANITIZED_KEYS_IN_TEXT, Example, Finding, PropertyFailure, examples
from .tidy import tidy


@dataclass(frozen=True)
class PropertyRun:
    """How one property fared: examples tried (shrinking included) and the shrunk failure, if any."""

    property: str
    examples: int
    finding: Finding | None = None
    error: str = ""

    @builtins.property  # the field `property` shadows the builtin for type checkers
    def failures(self) -> int:
        return int(self.finding is not None or bool(self.error))


def hypothesis_settings(profile: str, max_examples: int | None = None, seed: int | None = None) -> settings:
    chosen = PROFILES[profile]
    return settings(
        max_examples=max_examples or chosen["max_examples"],
        derandomize=chosen["derandomize"] and seed is None,
        database=None,
        deadline=None,
        print_blob=False,
        verbosity=Verbosity.quiet,
        report_multiple_bugs=False,
        phases=[Phase.explicit, Phase.generate, Phase.target, Phase.shrink],
        suppress_health_check=list(HealthCheck),
    )


def run_property(
    impl: Implementation,
    name: str,
    profile: str = "ci",
    max_examples: int | None = None,
    seed: int | None = None,
    origins: tuple[str, ...] | None = None,
) -> PropertyRun:
    """Fuzz one property against `impl`; a failure comes back shrunk to a minimal example."""
    check = CHECKS[name]
    origins = origins or supported_origins(impl)
    tried = [0]

    @hypothesis_settings(profile, max_examples, seed)
    @given(examples(origins, SANITIZED_KEYS_IN_TEXT[name], Feature.UNMAP in impl.features))
    def property_holds(example: Example) -> None:
        tried[0] += 1
        check(impl, example)

    if seed is not None:
        property_holds = hypothesis.seed(seed)(property_holds)
    try:
        property_holds()
    except PropertyFailure as failure:
        return PropertyRun(name, tried[0], tidy(impl, failure.finding))
    except Exception as exc:  # hypothesis itself gave up, e.g. a failure that did not reproduce
        return PropertyRun(name, tried[0], error=f"{type(exc).__name__}: {exc}")
    return PropertyRun(name, tried[0])
