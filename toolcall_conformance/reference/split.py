"""Batch splitting of the `tool_call` bridge (SPEC §3), with Hermes's exact ids (hermes level)."""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from typing import Any

from .jsonvalue import copy_json

JSON = Any

BRIDGE_TOOL = "tool_call"
BRIDGE_TOOLS = frozenset({"tool_call", "tool_search", "tool_describe"})
CONNECTOR_PREFIX = "connectors__"
MAX_ENTRIES = 10


def _loads(text: str) -> tuple[bool, JSON]:
    try:
        return True, json.loads(text)
    except (ValueError, RecursionError):
        return False, None


def dumps(value: JSON) -> str:
    """JSON text as Hermes writes it: `", "` / `": "` separators, non-ASCII kept."""
    return json.dumps(value, ensure_ascii=False)


def normalized_entry(entry: JSON) -> dict[str, JSON] | None:
    """`{"name", "arguments"}` for a valid batch entry, None for a malformed one."""
    if not isinstance(entry, dict) or entry.get("name") is None:
        return None
    name = str(entry["name"]).strip()
    if not name or name in BRIDGE_TOOLS:
        return None
    arguments = entry.get("arguments")
    if isinstance(arguments, str):
        if not arguments.strip():
            arguments = None
        else:
            ok, arguments = _loads(arguments)
            if not ok or not isinstance(arguments, dict):
                return None
    if arguments is None:
        arguments = {}
    if not isinstance(arguments, dict):
        return None
    return {"name": name, "arguments": arguments}


def batch_entries(call: JSON) -> list[dict[str, JSON]] | None:
    """The normalized entries of a `tool_call` that must be split, else None (left as it is)."""
    function = call.get("function") if isinstance(call, dict) else None
    if not isinstance(function, dict) or function.get("name") != BRIDGE_TOOL:
        return None
    text = function.get("arguments")
    ok, arguments = _loads(text) if isinstance(text, str) else (False, None)
    if not ok or not isinstance(arguments, dict):
        return None
    calls = arguments.get("calls")
    if isinstance(calls, str):
        ok, calls = _loads(calls)
    if not isinstance(calls, list) or not 2 <= len(calls) <= MAX_ENTRIES:
        return None
    normalized = [normalized_entry(entry) for entry in calls]
    entries = [entry for entry in normalized if entry is not None]
    if len(entries) != len(normalized):
        return None
    if all(entry["name"].startswith(CONNECTOR_PREFIX) for entry in entries):
        return None
    return entries


def effective_id(call: JSON) -> str:
    """The id that pairs a call with its result: `call_id` when set, else `id` before any `|`."""
    if not isinstance(call, dict):
        return ""
    call_id = call.get("call_id")
    if isinstance(call_id, str) and call_id.strip():
        return call_id.strip()
    raw = call.get("id")
    return raw.split("|", 1)[0].strip() if isinstance(raw, str) else ""


def child_id(parent_id: str, child_arguments: dict[str, JSON], index: int) -> str:
    """(hermes) The id of the entry at 0-based `index`, from its `{"calls": [entry]}` arguments."""
    seed = f"{BRIDGE_TOOL}:{parent_id}{dumps(child_arguments)}:{index}"
    return "call_" + hashlib.sha256(seed.encode()).hexdigest()[:12]


def split_call(call: dict[str, JSON], entries: list[dict[str, JSON]]) -> list[dict[str, JSON]]:
    parent_id = effective_id(call)
    children = []
    for index, entry in enumerate(entries):
        arguments = {"calls": [entry]}
        function = {"name": BRIDGE_TOOL, "arguments": dumps(arguments)}
        if index == 0:
            child = {**call, "function": {**call["function"], **function}}
        else:
            child = {"id": child_id(parent_id, arguments, index), "type": "function", "function": function}
        children.append(child)
    return children


def make_ids_unique(calls: list[JSON], keepers: set[int]) -> None:
    """Give every call in the turn a distinct id. The calls in `keepers` (positions of calls whose
    id was already unique in the incoming turn) keep theirs; any other call whose id is taken is
    renamed (hermes: `<id>_d2`, `_d3`, ..., the first suffix no call holds). Blank ids stay."""
    taken = {effective_id(calls[i]) for i in keepers}
    for position, call in enumerate(calls):
        key = effective_id(call)
        if not key or position in keepers:
            continue
        if key in taken:
            counter = 2
            while f"{key}_d{counter}" in taken:
                counter += 1
            renamed = f"{key}_d{counter}"
            raw = call.get("id")
            rest = raw.split("|", 1)[1] if isinstance(raw, str) and "|" in raw else None
            call["id"] = renamed if rest is None else f"{renamed}|{rest}"
            key = renamed
        taken.add(key)


def _child_input(child: dict[str, JSON]) -> JSON:
    return json.loads(child["function"]["arguments"])


def _expand_blocks(blocks: JSON, replaced: dict[str, list[dict[str, JSON]]], bedrock: bool) -> JSON:
    if not isinstance(blocks, list):
        return blocks
    expanded = []
    for block in blocks:
        inner = block.get("toolUse") if bedrock and isinstance(block, dict) else block
        if isinstance(inner, dict) and (bedrock or inner.get("type") == "tool_use"):
            parent_id = inner.get("toolUseId" if bedrock else "id")
            children = replaced.get(parent_id) if isinstance(parent_id, str) else None
            if children is not None:
                for child in children:
                    if bedrock:
                        tool_use = {**inner, "toolUseId": effective_id(child), "input": _child_input(child)}
                        expanded.append({**block, "toolUse": tool_use})
                    else:
                        expanded.append({**block, "id": effective_id(child), "input": _child_input(child)})
                continue
        expanded.append(block)
    return expanded


def split_tool_calls(
    tool_calls: list[JSON], provider_data: dict[str, JSON] | None
) -> tuple[list[JSON], dict[str, JSON] | None]:
    """The assistant turn's calls with every splittable batch split; the provider blocks to match.

    Returns new values; the inputs are not modified.
    """
    incoming = copy_json(tool_calls) if isinstance(tool_calls, list) else []
    incoming_ids = Counter(effective_id(call) for call in incoming)
    calls: list[JSON] = []
    keepers: set[int] = set()
    replaced: dict[str, list[dict[str, JSON]]] = {}
    for call in incoming:
        if incoming_ids[effective_id(call)] == 1:
            keepers.add(len(calls))
        entries = batch_entries(call)
        if entries is None:
            calls.append(call)
            continue
        children = split_call(call, entries)
        replaced[effective_id(call)] = children
        calls.extend(children)
    make_ids_unique(calls, keepers)
    data = copy_json(provider_data)
    if isinstance(data, dict) and replaced:
        for key, bedrock in (("anthropic_content_blocks", False), ("bedrock_content_blocks", True)):
            if key in data:
                data[key] = _expand_blocks(data[key], replaced, bedrock)
    return calls, data
