"""A bare JSON-RPC MCP server on stdio: two pages of tools/list, and a tools/call it must never get.

It appends every method it receives to the file named by its first argument.
"""

import json
import sys

PAGES = {
    None: ({"name": "first", "inputSchema": {"type": "object", "properties": {"n": {"$ref": "#/$defs/N"}},
                                              "$defs": {"N": {"type": "integer"}}}}, "page-2"),
    "page-2": ({"name": "second", "inputSchema": {"type": "object",
                                               "properties": {"on": {"type": "boolean"}}}}, None),
}  # fmt: skip

with open(sys.argv[1], "a") as log:
    for line in sys.stdin:
        message = json.loads(line)
        log.write(message["method"] + "\n")
        log.flush()
        if "id" not in message:
            continue
        if message["method"] == "initialize":
            result = {
                "protocolVersion": "2025-06-18",
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "paged"},
            }
        elif message["method"] == "tools/list":
            tool, cursor = PAGES[message.get("params", {}).get("cursor")]
            result = {"tools": [tool], **({"nextCursor": cursor} if cursor else {})}
        else:
            sys.exit(f"unexpected {message['method']}")
        sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result}) + "\n")
        sys.stdout.flush()
