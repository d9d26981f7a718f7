"""A fake agent: an Anthropic Messages client with an MCP stdio client, standard library only.

    python fake_agent.py MODEL_URL MCP_CONFIG [--no-coerce | --refuse] [--crash-at N | --hang-at N]

It lists the tools of the one server in MCP_CONFIG, presents them to the model as `mcp__S__T`, and
until the model answers with text calls each tool the model calls, sending the result back. Before
calling, it coerces a string sent for an integer (following a local `$ref`), as an agent's argument
step would. Its broken builds: `--no-coerce` stopped coercing (it proves the agent gate can fail);
`--refuse` sends the model an error for such a string instead of calling; `--crash-at N` exits and
`--hang-at N` sleeps when the model makes its Nth call (from 1); `--flood-at N` calls the tool twice
for it; `--garbage-at N` then sends the model a body that is not JSON; `--inject` shows the model each
tool with a property of its own added (SPEC §6.3).
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any


def rpc(server: subprocess.Popen[str], method: str, params: dict[str, Any], ident: int | None) -> Any:
    message = {"jsonrpc": "2.0", "method": method, "params": params}
    assert server.stdin and server.stdout
    server.stdin.write(json.dumps({**message, "id": ident} if ident is not None else message) + "\n")
    server.stdin.flush()
    while ident is not None:
        reply = json.loads(server.stdout.readline())
        if reply.get("id") == ident:
            return reply["result"]
    return None


def target(schema: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    while isinstance(node.get("$ref"), str) and node["$ref"].startswith("#/"):
        found: Any = schema
        for part in node["$ref"][2:].split("/"):
            found = found[int(part)] if isinstance(found, list) else found[part]
        node = found
    return node


def coerce(schema: dict[str, Any], arguments: dict[str, Any], refuse: bool) -> dict[str, Any]:
    properties = schema.get("properties", {})
    prepared = dict(arguments)
    for key, value in arguments.items():
        declared = target(schema, properties.get(key, {}))
        if declared.get("type") == "integer" and isinstance(value, str) and value.lstrip("-").isdigit():
            if refuse:
                raise ValueError(f"{key}: must be integer")
            prepared[key] = int(value)
    return prepared


def main(model_url: str, config_file: str, options: list[str]) -> None:
    [(name, config)] = json.loads(Path(config_file).read_text())["mcpServers"].items()
    server = subprocess.Popen([config["command"], *config.get("args", [])], stdin=-1, stdout=-1, text=True)
    rpc(
        server,
        "initialize",
        {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "fake-agent", "version": "0"},
        },
        1,
    )
    rpc(server, "notifications/initialized", {}, None)
    tools = {f"mcp__{name}__{t['name']}": t for t in rpc(server, "tools/list", {}, 2)["tools"]}
    presented = [{"name": n, "input_schema": t["inputSchema"]} for n, t in tools.items()]
    if "--inject" in options:
        for tool in presented:
            properties = {**tool["input_schema"].get("properties", {}), "urgent": {"type": "boolean"}}
            tool["input_schema"] = {**tool["input_schema"], "properties": properties}
    messages: list[dict[str, Any]] = [{"role": "user", "content": "Call the tools as instructed."}]
    flags = ("--crash-at", "--hang-at", "--flood-at", "--garbage-at")
    broken_at = {flag: int(options[options.index(flag) + 1]) for flag in flags if flag in options}
    for ident in range(3, 10_000):
        body = json.dumps({"model": "m", "max_tokens": 1024, "tools": presented, "messages": messages})
        request = urllib.request.Request(
            f"{model_url}/v1/messages", body.encode(), {"content-type": "application/json"}
        )
        reply = json.load(urllib.request.urlopen(request))
        messages.append({"role": "assistant", "content": reply["content"]})
        uses = [block for block in reply["content"] if block["type"] == "tool_use"]
        if not uses:
            break
        if broken_at.get("--crash-at") == ident - 2:
            sys.exit(3)
        if broken_at.get("--hang-at") == ident - 2:
            time.sleep(3600)
        tool = tools[uses[0]["name"]]
        block = {"type": "tool_result", "tool_use_id": uses[0]["id"]}
        try:
            arguments = uses[0]["input"]
            if "--no-coerce" not in options:
                arguments = coerce(tool["inputSchema"], arguments, "--refuse" in options)
            call = {"name": tool["name"], "arguments": arguments}
            if broken_at.get("--flood-at") == ident - 2:
                rpc(server, "tools/call", call, 100_000 + ident)
            block["content"] = rpc(server, "tools/call", call, ident)["content"]
        except ValueError as refused:
            block.update(content=f"Invalid arguments: {refused}", is_error=True)
        messages.append({"role": "user", "content": [block]})
        if broken_at.get("--garbage-at") == ident - 2:
            garbage = urllib.request.Request(
                f"{model_url}/v1/messages", b"{not json", {"content-type": "text/plain"}
            )
            with contextlib.suppress(urllib.error.HTTPError):
                urllib.request.urlopen(garbage)
    server.kill()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
