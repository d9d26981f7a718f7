"""A coerce group's source: the code its tool's schema was generated from (SPEC §5, `source-*`).

A group states it as `tool.source`, or it follows from the group's provenance as the generators
write it: `{"model": "<module>:<name>", ...}` for a pydantic model or tool function of
`toolcall_conformance.generators.pydantic_models`, and with `"style": "wrapped"` for the tool taking that
model
as one parameter `params` (`toolcall_conformance.generators.pydantic_params`, under the model's name);
`{"source": "<fixture file>", "zod": "zod3" | "zod4", "model": "<key>", ...}` for a schema
converted from a fixture's zod model (zod-to-json-schema, zod 4's `z.toJSONSchema()`); and
`{"library": "mcp-sdk", "source": "<fixture file>", "options": {"zod": ..., "model": "<key>"}}`
for a zod schema an MCP SDK server registered. Other provenance (pydantic 1.x captures) names no
source a server builds, nor does a wrapped capture (a group id ending `.wrapped`) whose provenance
does not say its style, nor a schema its converter wrote lossily (`lossy`: it accepts what the
model refuses, so its samples do not fit the model); such groups have none.
"""

from __future__ import annotations

from typing import Any

from toolcall_conformance.model import SOURCE_FEATURES, Source

PYDANTIC_MODULES = (
    "toolcall_conformance.generators.pydantic_models",
    "toolcall_conformance.generators.seed_models",
)
PARAMS_MODULE = "toolcall_conformance.generators.pydantic_params"  # a model's tool as one parameter `params`


LEGACY_PACKAGE = "suite."
"""The package's first import name: captures recorded before the rename name their models under it."""


def current(module: str) -> str:
    """A module as it is imported today: `suite.x`, as a capture recorded it, is `toolcall_conformance.x`."""
    return (
        "toolcall_conformance." + module.removeprefix(LEGACY_PACKAGE)
        if module.startswith(LEGACY_PACKAGE)
        else module
    )


class SourceError(ValueError):
    """A group's stated source cannot be read; the message names the field."""


def stated(value: Any) -> Source:
    """A `tool.source` object as a corpus states it."""
    if not isinstance(value, dict) or set(value) != {"kind", "module", "model"}:
        raise SourceError("field 'tool.source': must be an object with exactly kind, module and model")
    if value["kind"] not in SOURCE_FEATURES:
        raise SourceError(
            f"field 'tool.source.kind': {value['kind']!r} is not one of {sorted(SOURCE_FEATURES)}"
        )
    if not all(isinstance(value[key], str) and value[key] for key in ("module", "model")):
        raise SourceError("field 'tool.source': module and model must be non-empty strings")
    return Source(value["kind"], current(value["module"]), value["model"])


def from_provenance(provenance: Any) -> Source | None:
    """The source a generated group's provenance names, where a server can build it."""
    if not isinstance(provenance, dict):
        return None
    model = provenance.get("model")
    if isinstance(model, str) and ":" in model:
        module, name = model.split(":", 1)
        module = current(module)
        if module in PYDANTIC_MODULES and provenance.get("style") == "wrapped":
            return Source("pydantic", PARAMS_MODULE, name) if module == PYDANTIC_MODULES[0] else None
        if module in PYDANTIC_MODULES:
            return Source("pydantic", module, name)
    if "lossy" in provenance:  # the schema accepts what the model refuses: its cases do not fit the model
        return None
    options = provenance.get("options")
    named = options if provenance.get("library") == "mcp-sdk" and isinstance(options, dict) else provenance
    zod, key, fixture = named.get("zod"), named.get("model"), provenance.get("source")
    if zod in ("zod3", "zod4") and isinstance(key, str) and key and isinstance(fixture, str) and fixture:
        return Source(zod, fixture, key)
    return None


def of_group(group: dict[str, Any]) -> Source | None:
    """The group's source: stated on its tool, else named by its provenance."""
    if "source" in group["tool"]:
        return stated(group["tool"]["source"])
    provenance = group.get("provenance")
    if group["id"].endswith(".wrapped") and not (isinstance(provenance, dict) and "style" in provenance):
        return None  # a wrapped capture whose provenance does not say so would name the wrong tool
    return from_provenance(provenance)
