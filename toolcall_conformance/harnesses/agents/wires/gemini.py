"""The Gemini API (`POST .../models/M:generateContent`, `...:streamGenerateContent?alt=sse`)."""

from __future__ import annotations

from typing import Any

from toolcall_conformance.harnesses.agents.wires import JSON, Call, Presented, Returned, Turn, sse, text_of

MODEL = "scripted-model"


def matches(path: str) -> bool:
    return path.endswith(":generateContent") or path.endswith(":streamGenerateContent")


def read(body: dict[str, Any], path: str = "") -> Turn:
    tools = []
    for group in body.get("tools") or []:
        for declared in (group or {}).get("functionDeclarations") or []:
            schema = declared.get("parametersJsonSchema", declared.get("parameters"))
            tools.append(Presented(str(declared.get("name")), schema))
    echoed, returned = [], []
    for content in body.get("contents") or []:
        for part in (content or {}).get("parts") or []:
            if not isinstance(part, dict):
                continue
            if "functionCall" in part:
                echoed.append((part["functionCall"] or {}).get("args"))
            elif "functionResponse" in part:
                response = (part["functionResponse"] or {}).get("response")
                if isinstance(response, dict) and "error" in response:
                    returned.append(Returned(text_of(response["error"]), True))
                else:
                    returned.append(Returned(text_of(response), False))
    return Turn(tools, echoed, returned, path.endswith(":streamGenerateContent"))


def reply(call: Call | None, text: str, stream: bool) -> tuple[JSON, list[str] | None]:
    part: dict[str, JSON] = (
        {"functionCall": {"id": call.id, "name": call.tool.name, "args": call.arguments}}
        if call
        else {"text": text}
    )
    body = {
        "candidates": [{"content": {"role": "model", "parts": [part]}, "finishReason": "STOP", "index": 0}],
        "usageMetadata": {"promptTokenCount": 1, "candidatesTokenCount": 1, "totalTokenCount": 2},
        "modelVersion": MODEL,
    }
    if not stream:
        return body, None
    return None, list(sse([(None, body)]))
