"""The `cmd:` adapter: an implementation in its own process, spoken to over SPEC §5.

One JSON object per line on stdin/stdout. Every failure to answer (exit, garbage, wrong `seq`,
timeout, error reply, and in strict mode a schema violation) fails only the request it concerns;
the process is then restarted, lazily, for the next one.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import os
import queue
import shlex
import signal
import subprocess
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from functools import cache
from pathlib import Path
from typing import cast

import jsonschema
from referencing import Registry, Resource

from toolcall_conformance.model import (
    JSON,
    Answer,
    CoerceRequest,
    Feature,
    ImplementationError,
    ImplementationInfo,
    Rejection,
    Request,
    SplitRequest,
    SplitResult,
    Tool,
    parse_answer,
)

PROTOCOL_VERSION = 1
SCHEMA_DIR = Path(__file__).resolve().parent.parent / "schemas" / "protocol"
STDERR_TAIL_BYTES = 4096
START_TIMEOUT = 30.0
"""Seconds a process gets to answer `start` (at least): starting includes its imports, which on a loaded
machine take far longer than answering one request."""
EXCERPT_CHARS = 200
MAX_LINE_BYTES = 64 * 2**20
"""The longest answer line read: a process writing a line without end is cut there, not held in memory."""
FEATURES = tuple(str(feature) for feature in Feature if feature != Feature.SHOWN)  # an agent row's alone
KEEPS_PROCESS = frozenset({"error_reply", "schema", "bad_response"})  # the stream is still in step


@cache
def protocol_validators() -> dict[str, jsonschema.Draft202012Validator]:
    """One validator per message schema, keyed by file name (`coerce-response.json`, ...)."""
    schemas = {path.name: json.loads(path.read_text("utf-8")) for path in SCHEMA_DIR.glob("*.json")}
    registry = Registry().with_resources(
        (schema["$id"], Resource.from_contents(schema)) for schema in schemas.values()
    )
    return {
        name: jsonschema.Draft202012Validator(schema, registry=registry) for name, schema in schemas.items()
    }


def request_message(request: Request, seq: int) -> dict[str, JSON]:
    if isinstance(request, CoerceRequest):
        return {"cmd": "coerce", "seq": seq, "tool": request.tool.as_json(), "arguments": request.arguments}
    return {
        "cmd": "split",
        "seq": seq,
        "tool_calls": request.tool_calls,
        "provider_data": request.provider_data,
    }


def encode_line(message: JSON) -> bytes:
    """UTF-8 JSON text plus newline; lone surrogates, which UTF-8 cannot carry, go as escapes."""
    try:
        return (_text(message) + "\n").encode("utf-8")
    except UnicodeEncodeError:
        return (json.dumps(message, allow_nan=False) + "\n").encode("ascii")


def request_lines(requests: Sequence[Request], seqs: Sequence[int]) -> list[bytes]:
    """`encode_line(request_message(r, seq))` for each request, byte for byte; parameters that several
    requests share (the cases of one group) are encoded once."""
    encoded: dict[int, str] = {}
    lines = []
    for request, seq in zip(requests, seqs, strict=True):
        if not isinstance(request, CoerceRequest):
            lines.append(encode_line(request_message(request, seq)))
            continue
        tool = request.tool
        parameters = encoded.get(id(tool.parameters))
        if parameters is None:
            parameters = encoded[id(tool.parameters)] = _text(tool.parameters)
        text = (
            f'{{"cmd": "coerce", "seq": {_text(seq)}, "tool": {{"name": {_text(tool.name)}, '
            f'"parameters": {parameters}, "origin": {_text(str(tool.origin))}'
            + (f', "source": {_text(tool.source.as_json())}' if tool.source is not None else "")
            + "}, "
            f'"arguments": {_text(request.arguments)}}}\n'
        )
        try:
            lines.append(text.encode("utf-8"))
        except UnicodeEncodeError:
            lines.append(encode_line(request_message(request, seq)))
    return lines


def _text(value: JSON) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


class _Process:
    """One running implementation: a writer, a stdout reader and a bounded stderr tail."""

    def __init__(self, argv: Sequence[str], cwd: str | None, env: dict[str, str] | None) -> None:
        self.popen = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=cwd,
            env=env,
            start_new_session=True,
        )
        self._outgoing: queue.Queue[bytes | None] = queue.Queue()
        self._lines: queue.Queue[bytes | None] = queue.Queue()
        self._stderr = bytearray()
        self._stderr_lock = threading.Lock()
        self._killed = False
        self._kill_lock = threading.Lock()
        self._stderr_reader = self._daemon(self._read_stderr)
        self._daemon(self._write_stdin)
        self._daemon(self._read_stdout)

    @staticmethod
    def _daemon(target: Callable[[], None]) -> threading.Thread:
        thread = threading.Thread(target=target, daemon=True)
        thread.start()
        return thread

    def _write_stdin(self) -> None:
        stdin = cast(io.BufferedWriter, self.popen.stdin)  # every stream is a PIPE: buffered, never None
        with contextlib.suppress(OSError, ValueError):
            while (line := self._outgoing.get()) is not None:
                stdin.write(line)
                stdin.flush()
        with contextlib.suppress(OSError, ValueError):
            stdin.close()

    def _read_stdout(self) -> None:
        """Queue each stdout line; a line past MAX_LINE_BYTES is queued cut there, and reading stops."""
        with contextlib.suppress(OSError, ValueError), cast(io.BufferedReader, self.popen.stdout) as stdout:
            while line := stdout.readline(MAX_LINE_BYTES + 1):
                self._lines.put(line)
                if len(line) > MAX_LINE_BYTES:
                    break
        self._lines.put(None)

    def _read_stderr(self) -> None:
        with contextlib.suppress(OSError, ValueError), cast(io.BufferedReader, self.popen.stderr) as stderr:
            while chunk := stderr.read1(STDERR_TAIL_BYTES):
                with self._stderr_lock:
                    self._stderr += chunk
                    del self._stderr[:-STDERR_TAIL_BYTES]

    def send(self, line: bytes | None) -> None:
        """Queue a line for stdin; None closes stdin once everything before it is written."""
        self._outgoing.put(line)

    def receive(self, timeout: float) -> bytes | None:
        """The next stdout line, or None at end of output; raises TimeoutError."""
        try:
            return self._lines.get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError from None

    def stderr_tail(self) -> str:
        if self.exit_code(grace=0) is not None:
            self._stderr_reader.join(timeout=0.5)  # after an exit, let the last words arrive
        with self._stderr_lock:
            return self._stderr.decode("utf-8", errors="replace")

    def exit_code(self, grace: float) -> int | None:
        """The leader's exit code once it has exited (within `grace` seconds), else None.

        The leader is left unreaped, so its pid, the group's id, cannot be reused before `kill`.
        """
        deadline = time.monotonic() + grace
        while True:
            try:
                info = os.waitid(os.P_PID, self.popen.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
            except ChildProcessError:  # reaped by `kill` already
                return self.popen.returncode
            if info is not None:
                return info.si_status if info.si_code == os.CLD_EXITED else -info.si_status
            if time.monotonic() >= deadline:
                return None
            time.sleep(0.01)

    def stop(self, grace: float) -> None:
        """Ask it to stop, give it `grace` seconds, then kill what is left of its group: whatever it
        started in the background goes with it."""
        self.send(encode_line({"cmd": "stop"}))
        self.send(None)
        self.exit_code(grace)
        self.kill()

    def kill(self) -> None:
        """Kill the whole process group, then reap the leader (once, from any thread: a reaped pid
        may be reused)."""
        with self._kill_lock:
            if self._killed:
                return
            self._killed = True
            self._outgoing.put(None)
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.popen.pid, signal.SIGKILL)
            self.popen.wait()


class ProtocolAdapter:
    """An implementation behind a command line, spoken to over the JSON-lines protocol.

    Not thread-safe. Every ImplementationError carries `details["reason"]`, one of: handshake,
    exited, timeout, not_json, not_object, wrong_seq, error_reply, bad_response, schema (strict
    mode only), and `details["seq"]`; a timeout also `details["limit"]`, the seconds it waited (a
    request's `patience` times the usual limit). The process is restarted except after the last three.
    """

    isolated = True  # it reads its requests from a pipe: the engine hands it the cases' own objects

    def __init__(
        self,
        command: str | Sequence[str],
        *,
        timeout: float = 5.0,
        validate_protocol: bool = False,
        window: int = 64,
        cwd: str | None = None,
        env: dict[str, str] | None = None,
    ) -> None:
        self.argv = shlex.split(command) if isinstance(command, str) else list(command)
        self.timeout = timeout
        self.validate_protocol = validate_protocol
        self.window = window
        self._cwd = cwd
        self.env = env  # the environment its process runs in; None: this one's
        self.build: tuple[tuple[str, str], ...] = ()  # an unreleased build it runs: named in its info
        self._seq = itertools.count(1)
        self._process: _Process | None = None
        self._handshake: dict[str, JSON] | None = None
        self._features: frozenset[Feature] = frozenset()  # read from the handshake that set them
        self._failed_starts = 0
        self._last_start_error: ImplementationError | None = None
        self._abort_lock = threading.Lock()
        self._aborted = False
        self._spawned: _Process | None = None  # the last process started, for `abort` to kill

    @property
    def info(self) -> ImplementationInfo:
        implementation = self._handshake_answer()["implementation"]
        return ImplementationInfo(
            str(implementation["name"]),
            str(implementation["version"]),
            str(implementation["language"]),
            self.build,
        )

    @property
    def features(self) -> frozenset[Feature]:
        self._handshake_answer()
        return self._features

    def coerce(self, tool: Tool, arguments: dict[str, JSON]) -> JSON | Rejection:
        return self._one(CoerceRequest(tool, arguments))

    def split(self, tool_calls: list[JSON], provider_data: JSON | None) -> SplitResult | Rejection:
        answer = self._one(SplitRequest(tool_calls, provider_data))
        assert isinstance(answer, SplitResult | Rejection)
        return answer

    def run_many(self, requests: Sequence[Request]) -> Iterator[Answer | ImplementationError]:
        """Answers in request order as they arrive, pipelined up to `window` requests ahead.

        Closing the iterator early kills a process that still has requests in flight.
        """
        seqs = [next(self._seq) for _ in requests]
        lines = request_lines(requests, seqs)  # every parameters object is alive until they are encoded
        waiting, in_flight = deque(range(len(requests))), deque[int]()
        try:
            while waiting or in_flight:
                try:
                    process = self._running()
                    while waiting and len(in_flight) < self.window:
                        index = waiting.popleft()
                        process.send(lines[index])
                        in_flight.append(index)
                    index = in_flight[0]
                    answer = self._answer(process, requests[index], seqs[index])
                    in_flight.popleft()
                    yield answer
                except ImplementationError as error:
                    (in_flight or waiting).popleft()
                    if error.details.get("reason") not in KEEPS_PROCESS:
                        self._discard_process()
                        waiting.extendleft(reversed(in_flight))
                        in_flight.clear()
                    yield error
        finally:
            if in_flight:
                self._discard_process()

    def abort(self) -> None:
        """From any thread: kill the process and start no other, so whatever waits on it errors at once."""
        with self._abort_lock:
            self._aborted = True
            process = self._spawned
        if process is not None:
            process.kill()

    def close(self) -> None:
        if self._process is not None:
            self._process.stop(grace=min(self.timeout, 2.0))
            self._process = None

    def __enter__(self) -> ProtocolAdapter:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _one(self, request: Request) -> Answer:
        [answer] = self.run_many([request])
        if isinstance(answer, ImplementationError):
            raise answer
        return answer

    def _handshake_answer(self) -> dict[str, JSON]:
        if self._handshake is None:
            self._running()
        assert self._handshake is not None
        return self._handshake

    def _running(self) -> _Process:
        """The live process, started (with its handshake) if there is none."""
        if self._process is not None:
            return self._process
        if self._failed_starts >= 2 and self._last_start_error is not None:
            last = self._last_start_error  # it failed twice in a row: stop retrying
            raise ImplementationError(
                f"not restarted after {self._failed_starts} failed starts; last: {last.message}",
                last.stderr_tail,
                dict(last.details),
            )
        try:
            self._process = self._start()
        except ImplementationError as error:
            self._failed_starts += 1
            self._last_start_error = error
            raise
        self._failed_starts = 0
        return self._process

    def _start(self) -> _Process:
        with self._abort_lock:
            if self._aborted:
                raise ImplementationError("not started: the run was stopped", details={"reason": "handshake"})
            try:
                process = self._spawned = _Process(self.argv, self._cwd, self.env)
            except OSError as error:
                raise ImplementationError(
                    f"cannot start {shlex.join(self.argv)}: {error}", details={"reason": "handshake"}
                ) from None
        process.send(encode_line({"cmd": "start", "protocol": PROTOCOL_VERSION}))
        try:
            answer = self._read_object(process, "start", None, max(self.timeout, START_TIMEOUT))
            self._check_schema(process, answer, "start-response.json")
            problem = self._handshake_problem(answer)
            if problem is not None:
                raise self._failure(process, problem, "handshake")
        except ImplementationError as error:
            process.kill()
            if error.details.get("reason") != "handshake":
                error.message = f"handshake failed: {error.message}"
                error.details["reason"] = "handshake"
            raise
        except BaseException:  # a signal, mid-handshake
            process.kill()
            raise
        self._handshake = answer
        self._features = frozenset(Feature(f) for f in cast(list[str], answer["features"]))
        return process

    def _handshake_problem(self, answer: dict[str, JSON]) -> str | None:
        """What makes a handshake answer unusable (checked without --validate-protocol too)."""
        implementation, features = answer.get("implementation"), answer.get("features")
        if not (answer.get("ok") is True and answer.get("protocol") == PROTOCOL_VERSION):
            return f"handshake answer is not {{'ok': true, 'protocol': 1, ...}}: {_excerpt(answer)}"
        if not isinstance(implementation, dict) or not all(
            isinstance(implementation.get(field), str) for field in ("name", "version", "language")
        ):
            return f"handshake 'implementation' needs string name, version and language: {_excerpt(answer)}"
        if not isinstance(features, list):
            return f"handshake 'features' is not a list: {_excerpt(answer)}"
        unknown = [feature for feature in features if feature not in FEATURES]
        if unknown:
            known = ", ".join(FEATURES)
            return f"handshake lists features the suite does not know: {_excerpt(unknown)} (SPEC §5: {known})"
        return None

    def _answer(self, process: _Process, request: Request, seq: int) -> Answer:
        cmd = "coerce" if isinstance(request, CoerceRequest) else "split"
        limit = self.timeout if request.timeout is None else min(self.timeout, request.timeout)
        if limit < self.timeout:
            # A case's own limit is part of what it pins (a correct step answers at once): a retry gives
            # a load spike a second chance within the same limit, never a longer one.
            why = ["the case's own limit, the same on a retry"]
        else:
            why = [f"{request.patience:g} times {limit:g} s on a retry"] if request.patience != 1 else []
            limit *= request.patience
        answer = self._read_object(process, cmd, seq, limit, ", ".join(why))
        if type(answer.get("seq")) is not int or answer["seq"] != seq:
            raise self._failure(
                process, f"{cmd} answer has seq {answer.get('seq')!r}, expected {seq}", "wrong_seq", seq
            )
        is_error, is_rejection = "error" in answer, "rejected" in answer
        schema = "error-response.json" if is_error else f"{cmd}-response.json"
        self._check_schema(process, answer, "rejected-response.json" if is_rejection else schema, seq)
        if is_rejection and not is_error:
            rejected = answer["rejected"]
            message = rejected.get("message") if isinstance(rejected, dict) else None
            if not isinstance(message, str):
                raise self._failure(
                    process,
                    f"{cmd} answer has no rejected.message string: {_excerpt(answer)}",
                    "bad_response",
                    seq,
                )
            via = rejected.get("via")
            return Rejection(message, via if isinstance(via, str) else None)
        if is_error:
            error = answer["error"]
            message = error.get("message") if isinstance(error, dict) else None
            text = message if isinstance(message, str) else _excerpt(error)
            raise self._failure(
                process, f"{cmd} seq {seq}: implementation replied with an error: {text}", "error_reply", seq
            )
        if cmd == "coerce":
            if "arguments" not in answer:
                raise self._failure(
                    process, f"coerce answer lacks 'arguments': {_excerpt(answer)}", "bad_response", seq
                )
            return answer["arguments"]
        if not isinstance(answer.get("tool_calls"), list) or "provider_data" not in answer:
            raise self._failure(
                process,
                f"split answer lacks a 'tool_calls' list or 'provider_data': {_excerpt(answer)}",
                "bad_response",
                seq,
            )
        return SplitResult(answer["tool_calls"], answer["provider_data"])

    def _read_object(
        self, process: _Process, cmd: str, seq: int | None, timeout: float | None = None, why: str = ""
    ) -> dict[str, JSON]:
        """The next answer, an object; `why` says where a limit other than the run's comes from."""
        what = cmd if seq is None else f"{cmd} seq {seq}"
        wait = self.timeout if timeout is None else timeout
        try:
            line = process.receive(wait)
        except TimeoutError:
            process.kill()
            limit = f"{wait:g} s, {why}" if why else f"{wait:g} s"
            error = self._failure(
                process, f"no answer to {what} within {limit}; process killed", "timeout", seq
            )
            error.details["limit"] = wait
            raise error from None
        if line is None:
            code = process.exit_code(grace=1.0)
            ended = "closed its output" if code is None else f"exited (code {code})"
            raise self._failure(process, f"process {ended} before answering {what}", "exited", seq)
        if len(line) > MAX_LINE_BYTES:
            process.kill()
            raise self._failure(
                process,
                f"answer to {what} is not JSON: a line longer than {MAX_LINE_BYTES} bytes, cut there;"
                " process killed",
                "not_json",
                seq,
            )
        try:
            answer = parse_answer(line.decode("utf-8"))
        except ValueError as error:
            raise self._failure(
                process,
                f"answer to {what} is not JSON: {_excerpt(line.decode('utf-8', 'replace'))} ({error})",
                "not_json",
                seq,
            ) from None
        if not isinstance(answer, dict):
            raise self._failure(
                process, f"answer to {what} is not a JSON object: {_excerpt(answer)}", "not_object", seq
            )
        return answer

    def _check_schema(
        self, process: _Process, answer: JSON, schema_name: str, seq: int | None = None
    ) -> None:
        if not self.validate_protocol:
            return
        error = jsonschema.exceptions.best_match(protocol_validators()[schema_name].iter_errors(answer))
        if error is not None:
            schema_path = "/".join(str(part) for part in error.schema_path)
            raise self._failure(
                process,
                f"answer violates {schema_name} at {error.json_path} "
                f"(schema path {schema_path}): {error.message}",
                "schema",
                seq,
            )

    def _failure(
        self, process: _Process, message: str, reason: str, seq: int | None = None
    ) -> ImplementationError:
        return ImplementationError(message, process.stderr_tail(), {"reason": reason, "seq": seq})

    def _discard_process(self) -> None:
        if self._process is not None:
            self._process.kill()
            self._process = None


def _excerpt(value: JSON) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    text = text.rstrip("\n")
    return text if len(text) <= EXCERPT_CHARS else text[:EXCERPT_CHARS] + "..."
