"""Anthropic Messages (`POST .../v1/messages`), streamed and not."""

from __future__ import annotations

import json
from typing import Any

from toolcall_conformance.harnesses.agents.wires import JSON, Call, Presented, Returned, Turn, sse, text_of

MODEL = "scripted-model"


def matches(path: str) -> bool:
    return path.rstrip("/").endswith("/messages")


def read(body: dict[str, Any], path: str = "") -> Turn:
    tools = [
        Presented(str(tool["name"]), tool.get("input_schema"))
        for tool in body.get("tools") or []
        if isinstance(tool, dict) and "name" in tool
    ]
    echoed, returned = [], []
    for message in body.get("messages") or []:
        content = message.get("content")
        if not isinstance(content, list):
            continue
        for block in content:
            if not isinstance(block, dict):
                continue
            if message.get("role") == "assistant" and block.get("type") == "tool_use":
                echoed.append(block.get("input"))
            elif block.get("type") == "tool_result":
                returned.append(Returned(text_of(block.get("content", "")), bool(block.get("is_error"))))
    return Turn(tools, echoed, returned, bool(body.get("stream")))


def _message(content: list[JSON], stop: str) -> dict[str, JSON]:
    return {
        "id": "msg_scripted",
        "type": "message",
        "role": "assistant",
        "model": MODEL,
        "content": content,
        "stop_reason": stop,
        "stop_sequence": None,
        "usage": {"input_tokens": 1, "output_tokens": 1},
    }


def reply(call: Call | None, text: str, stream: bool) -> tuple[JSON, list[str] | None]:
    """(the JSON body, or None and the SSE lines)."""
    if call is None:
        block: dict[str, JSON] = {"type": "text", "text": text}
        stop = "end_turn"
    else:
        block = {"type": "tool_use", "id": call.id, "name": call.tool.name, "input": call.arguments}
        stop = "tool_use"
    if not stream:
        return _message([block], stop), None
    start = {**block, "input": {}} if call else {**block, "text": ""}
    delta = (
        {"type": "input_json_delta", "partial_json": json.dumps(call.arguments, ensure_ascii=False)}
        if call
        else {"type": "text_delta", "text": text}
    )
    events = [
        ("message_start", {"type": "message_start", "message": {**_message([], stop), "stop_reason": None}}),
        ("content_block_start", {"type": "content_block_start", "index": 0, "content_block": start}),
        ("content_block_delta", {"type": "content_block_delta", "index": 0, "delta": delta}),
        ("content_block_stop", {"type": "content_block_stop", "index": 0}),
        (
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": stop, "stop_sequence": None},
                "usage": {"output_tokens": 1},
            },
        ),
        ("message_stop", {"type": "message_stop"}),
    ]
    return None, list(sse(events))
