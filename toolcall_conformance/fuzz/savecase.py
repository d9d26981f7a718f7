"""Write a shrunk failure as a corpus file the suite's normal engine runs (corpus.schema.json)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from toolcall_conformance.model import JSON, ImplementationInfo

from .properties import TOOL_NAME, Finding


class CannotSave(Exception):
    """The failure has no expectation to save (e.g. the implementation never answered it)."""


def _case_parts(finding: Finding) -> tuple[dict[str, JSON], JSON, str, str, str]:
    """(arguments, expected, case id, spec section, what the case pins) for the failed property.

    Transparency takes the implementation's own answer for the inlined form as the expectation;
    passthrough expects the typed arguments back. Idempotence is not saved.
    """
    sent, outputs = finding.sent, finding.outputs
    if finding.property == "transparency":
        if "inlined form" not in outputs:
            raise CannotSave("the implementation gave no answer for the inlined form")
        section = "4" if finding.example.origin == "mcp" else "2"
        return (
            sent["inlined form"],
            outputs["inlined form"],
            "ref-form-matches-inlined-form",
            section,
            "the tool receives for the ref form what it receives for the same schema with its refs inlined",
        )
    if finding.property == "idempotence":
        raise CannotSave(
            "an idempotence failure has no expectation independent of the implementation: "
            "either pass may be the wrong one (the report shows both)"
        )
    typed = finding.example.arguments.typed
    return (typed, typed, "typed-arguments-pass-through", "1.2", "arguments already of the right types pass")


def corpus_document(finding: Finding, info: ImplementationInfo) -> dict[str, JSON]:
    """One corpus file holding one coerce group (tool = the ref form) with one core case."""
    arguments, expected, case_id, section, pins = _case_parts(finding)
    if not isinstance(expected, dict) or not isinstance(arguments, dict):
        raise CannotSave(f"the answer to save is not an arguments object: {expected!r}")
    example = finding.example
    tags = ["fuzz", "ref" if finding.property == "transparency" else "passthrough"]
    if example.origin == "mcp":
        tags.append("mcp")
    expected_from = (
        f"expected is {info.name} {info.version}'s answer for the inlined form"
        if finding.property == "transparency"
        else "expected is the typed arguments themselves"
    )
    return {
        "description": f"A {finding.property} failure found by `toolcall-conformance fuzz`, shrunk.",
        "provenance": {
            "generator": "toolcall-conformance fuzz",
            "property": finding.property,
            "implementation": info.as_json(),
            "inlined_form": example.inlined,
            "sent": finding.sent,
            "outputs": finding.outputs,
            "problems": finding.problems,
        },
        "groups": [
            {
                "id": f"fuzz-{finding.property}",
                "description": f"A fuzzed {example.origin} tool schema with local refs, shrunk.",
                "kind": "coerce",
                "tool": {"name": TOOL_NAME, "origin": example.origin, "parameters": example.ref_form},
                "cases": [
                    {
                        "id": case_id,
                        "description": f"Fuzzed and shrunk: {pins}; {expected_from}.",
                        "level": "core",
                        "tags": tags,
                        "spec": section,
                        "arguments": arguments,
                        "expected": expected,
                    }
                ],
            }
        ],
    }


def save_case(finding: Finding, info: ImplementationInfo, directory: Path) -> Path:
    """Write the corpus file into `directory`; its name is stable for the same failure."""
    document = corpus_document(finding, info)
    text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"fuzz-{finding.property}-{digest}.json"
    path.write_text(text, encoding="utf-8")
    return path
