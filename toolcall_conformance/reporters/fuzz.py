"""Print a shrunk failure: both schema forms, the arguments, every answer and what differs."""

from __future__ import annotations

import json

from toolcall_conformance.fuzz.properties import Finding
from toolcall_conformance.fuzz.runner import PropertyRun
from toolcall_conformance.model import JSON


def _json(value: JSON) -> str:
    return json.dumps(value, ensure_ascii=False)


def describe_finding(finding: Finding) -> str:
    example = finding.example
    lines = [
        f"{finding.property} FAILED (origin {example.origin}), shrunk to:",
        f"  ref form:     {_json(example.ref_form)}",
        f"  inlined form: {_json(example.inlined)}",
    ]
    if finding.property == "passthrough":
        lines.append(f"  typed arguments: {_json(example.arguments.typed)}")
    for label, sent in finding.sent.items():
        lines.append(f"  sent ({label}): {_json(sent)}")
        if label in finding.outputs:
            lines.append(f"  received ({label}): {_json(finding.outputs[label])}")
    lines += [f"  {problem}" for problem in finding.problems]
    return "\n".join(lines)


def describe_run(run: PropertyRun) -> str:
    if run.finding is not None:
        return describe_finding(run.finding)
    if run.error:
        return f"{run.property} FAILED: {run.error}"
    return ""


def summary_line(label: str, examples: int, failures: int) -> str:
    return f"{label}: {examples} examples, {failures} failures"
