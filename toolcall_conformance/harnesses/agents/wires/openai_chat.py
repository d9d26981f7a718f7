"""OpenAI Chat Completions (`POST .../chat/completions`), streamed and not."""

from __future__ import annotations

import json
from typing import Any

from toolcall_conformance.harnesses.agents.wires import JSON, Call, Presented, Turn, openai_turn, sse

MODEL = "scripted-model"


def matches(path: str) -> bool:
    return path.rstrip("/").endswith("/chat/completions")


def read(body: dict[str, Any], path: str = "") -> Turn:
    tools = [
        Presented(str(tool["function"]["name"]), tool["function"].get("parameters"))
        for tool in body.get("tools") or []
        if isinstance(tool, dict) and isinstance(tool.get("function"), dict) and "name" in tool["function"]
    ]
    arguments: list[JSON] = []
    results: list[tuple[JSON, bool]] = []
    for message in body.get("messages") or []:
        if not isinstance(message, dict):
            continue
        if message.get("role") == "assistant":
            for call in message.get("tool_calls") or []:
                arguments.append((call.get("function") or {}).get("arguments"))
        elif message.get("role") == "tool":
            results.append((message.get("content", ""), False))
    return openai_turn(body, tools, arguments, results)


def reply(call: Call | None, text: str, stream: bool) -> tuple[JSON, list[str] | None]:
    arguments = json.dumps(call.arguments, ensure_ascii=False) if call else ""
    tool_call = (
        {"id": call.id, "type": "function", "function": {"name": call.tool.name, "arguments": arguments}}
        if call
        else None
    )
    finish = "tool_calls" if call else "stop"
    head = {"id": "chatcmpl-scripted", "created": 0, "model": MODEL}
    if not stream:
        message: dict[str, JSON] = {"role": "assistant", "content": None if call else text}
        if tool_call:
            message["tool_calls"] = [tool_call]
        choice = {"index": 0, "message": message, "finish_reason": finish}
        usage = {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}
        return {**head, "object": "chat.completion", "choices": [choice], "usage": usage}, None
    delta: dict[str, JSON] = {"role": "assistant", "content": None if call else text}
    if tool_call:
        delta["tool_calls"] = [{"index": 0, **tool_call}]
    chunks = [
        {
            **head,
            "object": "chat.completion.chunk",
            "choices": [{"index": 0, "delta": delta, "finish_reason": None}],
        },
        {
            **head,
            "object": "chat.completion.chunk",
            "choices": [{"index": 0, "delta": {}, "finish_reason": finish}],
        },
    ]
    return None, [*sse((None, chunk) for chunk in chunks), *sse([(None, "[DONE]")])]
