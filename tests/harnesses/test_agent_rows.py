"""The agents' rows call their library as the agent does: each pins a behaviour of the real call
path (read in the agent's source) that a harness calling a narrower function would not show."""

from __future__ import annotations

import json
import os
import subprocess
from typing import Any

import pytest

from toolcall_conformance.adapters import environments
from toolcall_conformance.adapters.protocol import ProtocolAdapter
from toolcall_conformance.adapters.registry import create, table

pytestmark = pytest.mark.e2e(
    reason="each starts a real agent's library (openhands, crewai, dspy, qwen-code) in its installed "
    "environment, whose import alone takes seconds to half a minute"
)

INTEGER = {"type": "object", "properties": {"n": {"type": "integer"}}}


def exchange(name: str, calls: list[tuple[dict[str, Any], dict[str, Any]]]) -> list[dict[str, Any]]:
    """The replies of implementation `name` to one coerce request per (parameters, arguments)."""
    entry = table()[name]
    try:
        environments.ready(entry.environment or name)
    except environments.NotInstalled as missing:
        pytest.fail(str(missing), pytrace=False)
    impl = create(name)
    assert isinstance(impl, ProtocolAdapter)
    lines = [{"cmd": "start", "protocol": 1}]
    for seq, (parameters, arguments) in enumerate(calls, start=1):
        tool = {"name": "probe", "parameters": parameters, "origin": "mcp"}
        lines.append({"cmd": "coerce", "seq": seq, "tool": tool, "arguments": arguments})
    lines.append({"cmd": "stop"})
    done = subprocess.run(
        impl.argv,
        input="".join(json.dumps(line) + "\n" for line in lines),
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, **(impl.env or {})},
        check=True,
    )
    replies = [json.loads(line) for line in done.stdout.splitlines()]
    assert replies[0]["ok"] is True, replies[0]
    return replies[1:]


def test_openhands_drops_explicit_nulls_and_decodes_an_argument_named_like_its_action_field():
    """Agent._get_action_event: parse_tool_call_arguments drops null values, and for an MCP tool
    fix_malformed_tool_arguments reads MCPToolAction's own field `data` (a dict), not the inputSchema."""
    untyped = {"type": "object", "properties": {"data": {}, "note": {"type": ["string", "null"]}}}
    (reply,) = exchange("openhands", [(untyped, {"data": '{"a": 1}', "note": None})])
    assert reply["arguments"] == {"data": {"a": 1}}


def test_openhands_refuses_with_the_agents_words():
    (reply,) = exchange("openhands", [(INTEGER, {"n": "1e3"})])
    assert reply["rejected"]["message"].startswith("Error validating tool 'probe': ")


def test_crewai_sends_every_field_of_its_model_and_names_a_model_it_cannot_build():
    """BaseTool._validate_kwargs passes on model_dump(): absent optional keys go out as null."""
    two = {"type": "object", "properties": {"n": {"type": "integer"}, "m": {"type": "integer"}}}
    unknown = {"type": "object", "properties": {"n": {"type": "text"}}}
    sent, broken = exchange("crewai", [(two, {"n": "5"}), (unknown, {"n": "5"})])
    assert sent["arguments"] == {"n": 5, "m": None}
    assert "create_model_from_schema could not build a model" in broken["error"]["message"]


def test_dspy_validates_each_argument_before_its_pydantic_parse_would_convert_it():
    """Tool._validate_and_parse_args runs jsonschema.validate first: "5" for an integer is refused."""
    text, number = exchange("dspy", [(INTEGER, {"n": "5"}), (INTEGER, {"n": 5})])
    refusal = "Execution error in probe: Arg n is invalid: '5' is not of type 'integer'"
    assert text["rejected"]["message"] == refusal
    assert number["arguments"] == {"n": 5}


def test_qwen_code_coerces_only_after_ajv_fails_and_rejects_with_ajvs_text():
    """SchemaValidator.validate: fixNumericValues converts "5" but not "1e3", which ajv then refuses."""
    plain, exponent = exchange("qwen-code", [(INTEGER, {"n": "5"}), (INTEGER, {"n": "1e3"})])
    assert plain["arguments"] == {"n": 5}
    assert exponent["rejected"]["message"] == "params/n must be integer"
