"""OpenAI Responses (`POST .../responses`), streamed and not; tools may come grouped in a namespace."""

from __future__ import annotations

import json
from typing import Any

from toolcall_conformance.harnesses.agents.wires import JSON, Call, Presented, Turn, openai_turn, sse

MODEL = "scripted-model"


def matches(path: str) -> bool:
    return path.rstrip("/").endswith("/responses")


def _tools(tools: list[JSON], namespace: str | None = None) -> list[Presented]:
    found: list[Presented] = []
    for tool in tools:
        if not isinstance(tool, dict):
            continue
        if tool.get("type") == "namespace":
            found += _tools(tool.get("tools") or [], str(tool.get("name")))
        elif tool.get("type") == "function" and "name" in tool:
            found.append(Presented(str(tool["name"]), tool.get("parameters"), namespace))
    return found


def read(body: dict[str, Any], path: str = "") -> Turn:
    arguments: list[JSON] = []
    results: list[tuple[JSON, bool]] = []
    items = body.get("input")
    for item in items if isinstance(items, list) else []:
        if not isinstance(item, dict):
            continue
        if item.get("type") == "function_call":
            arguments.append(item.get("arguments"))
        elif item.get("type") == "function_call_output":
            results.append((item.get("output", ""), bool(item.get("is_error"))))
    return openai_turn(body, _tools(body.get("tools") or []), arguments, results)


def reply(call: Call | None, text: str, stream: bool) -> tuple[JSON, list[str] | None]:
    if call is None:
        item: dict[str, JSON] = {
            "type": "message",
            "id": "msg_scripted",
            "status": "completed",
            "role": "assistant",
            "content": [{"type": "output_text", "text": text, "annotations": []}],
        }
    else:
        item = {
            "type": "function_call",
            "id": f"fc_{call.id}",
            "call_id": call.id,
            "name": call.tool.name,
            "arguments": json.dumps(call.arguments, ensure_ascii=False),
            "status": "completed",
        }
        if call.tool.namespace:
            item["namespace"] = call.tool.namespace
    response = {
        "id": "resp_scripted",
        "object": "response",
        "created_at": 0,
        "status": "completed",
        "model": MODEL,
        "output": [item],
        "usage": {
            "input_tokens": 1,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": 1,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": 2,
        },
    }
    if not stream:
        return response, None
    started = {**response, "status": "in_progress", "output": []}
    events: list[dict[str, JSON]] = [
        {"type": "response.created", "response": started},
        {"type": "response.in_progress", "response": started},
        {"type": "response.output_item.added", "output_index": 0, "item": item},
        {"type": "response.output_item.done", "output_index": 0, "item": item},
        {"type": "response.completed", "response": response},
    ]
    numbered = [{**event, "sequence_number": n} for n, event in enumerate(events)]
    return None, list(sse((str(event["type"]), event) for event in numbered))
