"""Tool inputs for the server's side under the MCP rules of 2026-07-28 (SPEC §7): each declares, through
the SDK's own schema generation, keywords a call can break in a way no argument preparation repairs
(a pair given three items, a value outside an enum or a bound, an unknown key, a missing field), and
`$ref`s the server cannot resolve inside the document (SPEC §7.2, §7.3).

Servers build these tools from this module (`source` kind `pydantic`); `corpora/server-2026.json`
holds the cases and the schemas pydantic declares for them.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, WithJsonSchema


class WindowInput(BaseModel):
    """A pair of integers: declared with `prefixItems` (JSON Schema 2020-12) and two items at most."""

    window: tuple[int, int]
    label: str


class ModeInput(BaseModel):
    """An enum, a bounded integer and no keys beyond the declared ones."""

    model_config = ConfigDict(extra="forbid")

    mode: Literal["fast", "safe"]
    retries: int = Field(ge=0, le=5)


# On loopback, at a port no fetch standard blocks (Node refuses 9): a fetch attempt stays on the machine
# and really opens a connection, which the server harnesses watch for (SPEC §7.2).
REMOTE_PAYLOAD = "http://127.0.0.1:65535/toolcall-conformance/payload.json#/$defs/Payload"


class RemoteRefInput(BaseModel):
    """A payload whose declared schema is a `$ref` to another document (SPEC §7.2, §7.3), declared
    with pydantic's `WithJsonSchema`: the server can resolve it only by fetching that document."""

    payload: Annotated[dict[str, Any], WithJsonSchema({"$ref": REMOTE_PAYLOAD})]
    label: str


class DanglingRefInput(BaseModel):
    """A payload whose declared schema is a `$ref` to a `$defs` entry the document lacks (SPEC §7.3)."""

    payload: Annotated[dict[str, Any], WithJsonSchema({"$ref": "#/$defs/Missing"})]
    label: str


MODELS = {
    "window-input": WindowInput,
    "mode-input": ModeInput,
    "remote-ref-input": RemoteRefInput,
    "dangling-ref-input": DanglingRefInput,
}
