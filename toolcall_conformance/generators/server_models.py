"""Tool inputs for the server's side under the MCP rules of 2026-07-28 (SPEC §7): each declares, through
the SDK's own schema generation, keywords a call can break in a way no argument preparation repairs
(a pair given three items, a value outside an enum or a bound, an unknown key, a missing field).

Servers build these tools from this module (`source` kind `pydantic`); `corpora/server-2026.json`
holds the cases and the schemas pydantic declares for them.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class WindowInput(BaseModel):
    """A pair of integers: declared with `prefixItems` (JSON Schema 2020-12) and two items at most."""

    window: tuple[int, int]
    label: str


class ModeInput(BaseModel):
    """An enum, a bounded integer and no keys beyond the declared ones."""

    model_config = ConfigDict(extra="forbid")

    mode: Literal["fast", "safe"]
    retries: int = Field(ge=0, le=5)


MODELS = {"window-input": WindowInput, "mode-input": ModeInput}
