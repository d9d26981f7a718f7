"""The remote-reference canary: an implementation must never fetch (SPEC §2).

Cases tagged `canary` write remote references with the placeholder origin `http://canary.invalid`.
Before such a case is sent, the placeholder in its tool schema is replaced by the address of a
loopback HTTP server that records every request, under a path prefix unique to that sending of the
case; after the answer, any request under that prefix fails the case with the URL fetched.

The server listens on 127.0.0.1 only, on an ephemeral port, in a background thread. It is started
the first time a canary case is prepared and stopped with its run (`Canary.stop()`).
"""

from __future__ import annotations

import dataclasses
import itertools
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from toolcall_conformance.model import JSON, Case, CoerceCase, Tool

TAG = "canary"
PLACEHOLDER = "http://canary.invalid"
LOOPBACK = "127.0.0.1"


class _RecordingHandler(BaseHTTPRequestHandler):
    """Answers 404 to everything, after writing the request down."""

    server: CanaryServer

    def _record(self) -> None:
        self.server.record(self.command, self.path)
        self.send_response(404)
        self.send_header("Content-Length", "0")
        self.end_headers()

    do_GET = do_HEAD = do_POST = do_PUT = do_DELETE = do_OPTIONS = do_PATCH = _record

    def log_message(self, format: str, *args: Any) -> None:  # keep test output clean
        pass


class CanaryServer(ThreadingHTTPServer):
    """A loopback HTTP server that records (method, path) of every request it receives."""

    daemon_threads = True

    def __init__(self) -> None:
        super().__init__((LOOPBACK, 0), _RecordingHandler)
        self._lock = threading.Lock()
        self._requests: list[tuple[str, str]] = []
        self._thread = threading.Thread(
            target=self.serve_forever, kwargs={"poll_interval": 0.02}, name="canary-server", daemon=True
        )
        self._thread.start()

    @property
    def base_url(self) -> str:
        host, port = self.server_address[:2]
        assert isinstance(host, str)
        return f"http://{host}:{port}"

    def record(self, method: str, path: str) -> None:
        with self._lock:
            self._requests.append((method, path))

    def requests(self) -> list[tuple[str, str]]:
        with self._lock:
            return list(self._requests)

    def stop(self) -> None:
        self.shutdown()
        self.server_close()
        self._thread.join(timeout=5)


def rewrite(value: JSON, old: str, new: str) -> JSON:
    """A copy of a JSON value with every string starting with `old` starting with `new` instead."""
    if isinstance(value, str):
        return new + value[len(old) :] if value.startswith(old) else value
    if isinstance(value, list):
        return [rewrite(item, old, new) for item in value]
    if isinstance(value, dict):
        return {key: rewrite(item, old, new) for key, item in value.items()}
    return value


class Canary:
    """One run's canary: its server starts with the first canary case and stops with `stop()`."""

    def __init__(self) -> None:
        self._server: CanaryServer | None = None
        self._prefixes: dict[str, str] = {}
        self._counter = itertools.count(1)
        self._lock = threading.Lock()

    @property
    def server(self) -> CanaryServer | None:
        """The server if one is running."""
        return self._server

    def stop(self) -> None:
        """Stop the server if it runs; the next canary case starts a new one."""
        with self._lock:
            running, self._server = self._server, None
            self._prefixes.clear()
        if running is not None:
            running.stop()

    def __enter__(self) -> Canary:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    def armed_tool(self, case: CoerceCase) -> Tool:
        """The tool to send: for a canary case, its placeholder points at the server."""
        if TAG not in case.tags:
            return case.tool
        prefix = f"/case-{next(self._counter)}"
        with self._lock:
            if self._server is None:
                self._server = CanaryServer()
            live = self._server
            self._prefixes[case.id] = prefix
        parameters = rewrite(case.tool.parameters, PLACEHOLDER, live.base_url + prefix)
        return dataclasses.replace(case.tool, parameters=parameters)

    def fetched_urls(self, case: Case) -> list[str]:
        """Every URL requested under the prefix `case` was last sent with (none for other cases)."""
        with self._lock:
            prefix, live = self._prefixes.get(case.id), self._server
        if prefix is None or live is None:
            return []
        return [
            f"{method} {live.base_url}{path}"
            for method, path in live.requests()
            if path == prefix or path.startswith(prefix + "/")
        ]

    def violation(self, case: Case) -> str | None:
        """The failure message for a canary case whose references were fetched, else None."""
        fetched = self.fetched_urls(case)
        if not fetched:
            return None
        lines = "\n".join(f"  {request}" for request in fetched)
        return (
            "the implementation fetched a remote $ref (SPEC §2: resolution never reads the network):\n"
            + lines
        )
