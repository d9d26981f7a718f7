"""What the Python MCP server harnesses share: the tool a case's source makes, and what it received.

A server author writes a tool as a function whose parameters are the model's fields, or as one
taking the whole model as `params`. `Recorded` builds that function from the case's `source` (a
model, or a tool function with its own parameters, of the suite's pydantic modules, imported from
this checkout), with a body that only records the keyword arguments the SDK called it with.
`take` reports them as the tool sees them (`to_jsonable_python`, what `model_dump(mode="json",
by_alias=True)` gives for a model), but for a value of a type with several JSON forms: pydantic
takes a `Decimal` from a number or from a decimal string and `to_jsonable_python` writes every one
as a string, so a received `Decimal` is written as the number or string the model sent at its place
when that denotes it (`Decimal(str(sent)) == received`; a bool never does). So does a parameter or
field the author declared `Json[...]`: its wire form is JSON text, and pydantic hands the function the
decoded value, which is what the declared type says the tool receives (SPEC §5); it is written as the
text the model sent when that text decodes to what was received. This holds at any depth: models are
walked field by field (their python-mode dumps keep their Decimals) beside what was sent, JSON text
sent for a container counting as what it holds. Any other Decimal, one the server filled in as a
default among them, keeps the string form. `split_defaults` moves
whatever the model never sent (defaults the SDK filled in) beside the answer, keyed by JSON Pointer.
`Session` keeps one server and one in-process client connected for the whole run on an event loop
of its own.
`source_coerce` is the coerce handler such a harness serves, given how its SDK registers a function
and calls a tool.

Standard library and pydantic only: each harness brings its SDK.
"""

from __future__ import annotations

import asyncio
import importlib
import inspect
import json
import sys
import threading
import types
from collections.abc import Awaitable, Callable, Coroutine
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Union, get_args, get_origin

from pydantic import BaseModel, Json

# The harness's own `protocol` module: a harness runs as a script with this folder on sys.path, and
# its `run` must catch the same `Rejected` this module raises.
if TYPE_CHECKING or __package__:
    from toolcall_conformance.harnesses.python.protocol import Handler, Rejected
else:
    from protocol import Handler, Rejected

ROOT = Path(__file__).resolve().parents[3]
SOURCE_MODULES = (
    "toolcall_conformance.generators.pydantic_models",
    "toolcall_conformance.generators.pydantic_params",
    "toolcall_conformance.generators.seed_models",
    "toolcall_conformance.generators.server_models",
)


def _module(name: str) -> Any:
    if name not in SOURCE_MODULES:
        raise ValueError(f"source module {name!r} is not one of {SOURCE_MODULES}")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    return importlib.import_module(name)


def target_of(source: dict[str, Any]) -> Any:
    """The model class or tool function a `pydantic` source names."""
    if source.get("kind") != "pydantic":
        raise ValueError(f"not a pydantic source: {source!r}")
    module = _module(source["module"])
    found = getattr(module, source["model"], None)
    if found is None:  # a generic model such as `Page[Item]` is reachable only through the registry
        targets = getattr(module, "MODELS", {}).values()
        found = next((t for t in targets if getattr(t, "__qualname__", None) == source["model"]), None)
    if found is None:
        raise ValueError(f"{source['module']} has no model {source['model']!r}")
    return found


class Recorded:
    """A tool function that records what it was called with, and the wire name of each parameter."""

    def __init__(self, name: str, target: Any) -> None:
        self.calls: list[dict[str, Any]] = []
        if isinstance(target, type) and issubclass(target, BaseModel):
            fields_as = _module("toolcall_conformance.generators.pydantic_models").field_as_parameter
            parameters = [fields_as(key, field) for key, field in target.model_fields.items()]
            self.wire = {key: field.alias or key for key, field in target.model_fields.items()}
        else:
            parameters = list(inspect.signature(target, eval_str=True).parameters.values())
            self.wire = {parameter.name: parameter.name for parameter in parameters}

        self.declared = {parameter.name: parameter.annotation for parameter in parameters}
        signature = inspect.Signature(parameters)

        def tool(**arguments: Any) -> str:
            # bound as a function with these parameters binds them: a keyword it does not have
            # fails the call (TypeError) as it would fail the author's function
            self.calls.append(dict(signature.bind(**arguments).arguments))
            return "received"

        tool.__signature__ = signature  # type: ignore[attr-defined]
        # pydantic reads a function's types from its annotations, not from its signature
        tool.__annotations__ = {p.name: p.annotation for p in parameters if p.annotation is not p.empty}
        tool.__name__ = tool.__qualname__ = name
        tool.__doc__ = target.__doc__
        self.function = tool

    def take(self, sent: Any = None) -> dict[str, Any]:
        """The wire-named, JSON-ready arguments of the one call since the last take; `sent` is the
        arguments the model sent, whose form a received Decimal that denotes them keeps."""
        from pydantic_core import to_jsonable_python

        if len(self.calls) != 1:
            raise RuntimeError(f"the tool was called {len(self.calls)} times for one request")
        call = self.calls.pop()
        sent = sent if isinstance(sent, dict) else {}
        taken = {}
        for key, value in call.items():
            wire = self.wire.get(key, key)
            received = as_sent(value, sent.get(wire), self.declared.get(key))
            taken[wire] = to_jsonable_python(received, by_alias=True)
        return taken


def _denotes(sent: Any, received: Decimal) -> bool:
    if isinstance(sent, bool) or not isinstance(sent, (int, float, str)):
        return False
    try:
        return Decimal(str(sent)) == received
    except InvalidOperation:
        return False


def _held(sent: Any, received: Any) -> Any:
    """What the model sent at a place where the tool received a container: JSON text sent for it
    counts as what it holds (None for text that is not JSON); anything else is itself."""
    if isinstance(sent, str) and isinstance(received, (dict, list, tuple)):
        try:
            return json.loads(sent)
        except ValueError:
            return None
    return sent


def declares_json_text(annotation: Any) -> bool:
    """Whether a parameter or field is declared pydantic's `Json[...]` (alone or as a union's member):
    JSON text on the wire, whose decoded value the function receives."""
    origin = get_origin(annotation)
    if origin is Annotated:
        base, *metadata = get_args(annotation)
        return any(m is Json or type(m) is Json for m in metadata) or declares_json_text(base)
    if origin is Union or origin is types.UnionType:
        return any(declares_json_text(member) for member in get_args(annotation))
    return False


def _decodes_to(sent: Any, received: Any) -> bool:
    """Whether `sent` is JSON text whose value is `received`, type for type."""
    from pydantic_core import to_jsonable_python

    if not isinstance(sent, str):
        return False
    try:
        decoded = json.loads(sent)
    except ValueError:
        return False
    as_json = json.dumps(to_jsonable_python(received), sort_keys=True)
    return json.dumps(decoded, sort_keys=True) == as_json


def _model_fields(model: BaseModel, dumped: dict[str, Any], sent: Any) -> dict[str, Any]:
    """A model's python-mode dump, each declared field walked with its own declared type."""
    inside = sent if isinstance(sent, dict) else {}
    for name, field in type(model).model_fields.items():
        key = field.alias or name
        if key in dumped:
            declared = Annotated[(field.annotation, *field.metadata)] if field.metadata else field.annotation
            dumped[key] = as_sent(getattr(model, name), inside.get(key), declared)
    declared_keys = {field.alias or name for name, field in type(model).model_fields.items()}
    return {
        key: value if key in declared_keys else as_sent(value, inside.get(key))
        for key, value in dumped.items()
    }


def as_sent(received: Any, sent: Any, declared: Any = None) -> Any:
    """`received` with each value of a type with several JSON forms written in the form it was sent
    in: a Decimal that denotes the number or string sent at its place, a `Json[...]` value whose text
    was sent (`declared` is the type the author gave that place). Models become their python-mode
    dumps, everything else stays as it is."""
    if declares_json_text(declared) and _decodes_to(sent, received):
        return sent
    if isinstance(received, BaseModel):
        dumped = received.model_dump(by_alias=True)
        if isinstance(dumped, dict):
            return _model_fields(received, dumped, _held(sent, dumped))
        received = dumped  # a root model: its one value
    sent = _held(sent, received)
    if isinstance(received, Decimal):
        return sent if _denotes(sent, received) else received
    if isinstance(received, dict):
        inside = sent if isinstance(sent, dict) else {}
        return {key: as_sent(value, inside.get(key)) for key, value in received.items()}
    if isinstance(received, (list, tuple)):
        paired = isinstance(sent, list) and len(sent) == len(received)
        return [as_sent(value, sent[i] if paired else None) for i, value in enumerate(received)]
    return received


def _pointer(parts: list[str]) -> str:
    return "".join("/" + part.replace("~", "~0").replace("/", "~1") for part in parts)


def split_defaults(sent: Any, received: Any) -> tuple[Any, dict[str, Any]]:
    """`received` without the object members `sent` does not have at the same place, and those
    members by JSON Pointer. JSON text the model sent for a container counts as what it holds."""
    defaults: dict[str, Any] = {}

    def walk(sent: Any, received: Any, at: list[str]) -> Any:
        sent = _held(sent, received)
        if isinstance(sent, dict) and isinstance(received, dict):
            kept = {}
            for key, value in received.items():
                if key in sent:
                    kept[key] = walk(sent[key], value, [*at, key])
                else:
                    defaults[_pointer([*at, key])] = value
            return kept
        if isinstance(sent, list) and isinstance(received, list) and len(sent) == len(received):
            return [walk(s, r, [*at, str(i)]) for i, (s, r) in enumerate(zip(sent, received, strict=True))]
        return received

    return walk(sent, received, []), defaults


class Session:
    """One connected client for the whole run, on an event loop in a thread of its own.

    `connect` is an async context manager factory that yields the SDK's client; `call` runs one
    coroutine on it and waits for the result.
    """

    def __init__(self, connect: Callable[[], Any]) -> None:
        self._loop = asyncio.new_event_loop()
        self._client: Any = None
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self._failure: BaseException | None = None
        threading.Thread(target=self._loop.run_forever, daemon=True).start()
        asyncio.run_coroutine_threadsafe(self._hold(connect), self._loop)
        self._ready.wait()
        if self._failure is not None:
            raise self._failure

    async def _hold(self, connect: Callable[[], Any]) -> None:
        self._stop = asyncio.Event()
        try:
            async with connect() as client:
                self._client = client
                self._ready.set()
                await self._stop.wait()
        except BaseException as failure:
            self._failure = failure
            self._ready.set()

    def call(self, make: Callable[[Any], Awaitable[Any]], timeout: float = 60.0) -> Any:
        async def run() -> Any:
            return await make(self._client)

        coroutine: Coroutine[Any, Any, Any] = run()
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(timeout)


class Outbound:
    """Every network connection (or name lookup, or URL opened) this process attempts, watched through
    Python's audit hooks (PEP 578) from the first instance on: the in-process client and server
    never open one, so any attempt while a tool is registered or called is the SDK reaching outside
    the document (SPEC §7.2, a `$ref` dereferenced)."""

    _seen: ClassVar[list[str]] = []
    _hooked: ClassVar[bool] = False

    def __init__(self) -> None:
        if not Outbound._hooked:
            sys.addaudithook(Outbound._hook)
            Outbound._hooked = True

    @staticmethod
    def _hook(event: str, args: tuple[Any, ...]) -> None:
        if event in ("socket.connect", "socket.getaddrinfo"):
            Outbound._seen.append(f"{event} {args[1] if event == 'socket.connect' else args[:2]!r}")
        elif event == "urllib.Request":
            Outbound._seen.append(f"{event} {args[0]}")

    def take(self) -> list[str]:
        seen, Outbound._seen[:] = list(Outbound._seen), []
        return seen


def source_coerce(register: Callable[[Callable[..., str]], Any], call: Callable[[str, Any], Any]) -> Handler:
    """The coerce handler of a server harness. Each request names its tool's `source` (a pydantic
    model of the suite); the first request for a source registers that model's fields as a
    function's parameters (`register(function)`, the SDK's `add_tool`), each calls the tool with the
    request's arguments (`call(name, arguments)`, through the SDK's client) and answers what the
    function received, with the defaults the server filled in beside it. A tool result with
    `isError`, or a JSON-RPC error, is the server refusing the call (its input validation: the
    function itself never fails): a rejection that says which of the two it was (SPEC §7.4). An
    exception from `register` is the SDK refusing the tool itself (SPEC §7.3): a rejection `via`
    `registration`, and the tool stays unregistered, so the next request for it tries again. A
    network connection the process attempted meanwhile (`Outbound`) fails the request: the SDK
    reached outside the document (SPEC §7.2). The harness never helps."""
    tools: dict[str, Recorded] = {}
    outbound = Outbound()

    def coerce(request: dict[str, Any]) -> dict[str, Any]:
        outbound.take()
        try:
            return answer(request)
        finally:
            reached = outbound.take()
            if reached:  # raised from `finally`, it replaces the answer or the rejection
                raise RuntimeError(
                    f"the server reached outside the document (SPEC §7.2): {'; '.join(reached)}"
                )

    def answer(request: dict[str, Any]) -> dict[str, Any]:
        source, sent = request["tool"].get("source"), request["arguments"]
        if source is None:
            raise ValueError("the request names no source to build the tool from")
        key = f"{source['module']}:{source['model']}"
        recorded = tools.get(key)
        if recorded is None:
            recorded = Recorded(f"tool_{len(tools)}", target_of(source))
            try:
                register(recorded.function)
            except Exception as error:  # the SDK refused the tool: nothing is served under its name
                raise Rejected(f"{type(error).__name__}: {error}", "registration") from None
            tools[key] = recorded
        try:
            result = call(recorded.function.__name__, sent)
        except Exception as error:
            if type(error).__name__ != "McpError":  # the SDK's JSON-RPC error, by either SDK's spelling
                raise
            recorded.calls.clear()
            raise Rejected(str(error) or "the server answered a JSON-RPC error", "protocol-error") from None
        if getattr(result, "isError", None) or getattr(result, "is_error", None):  # 1.x / 2.x spelling
            recorded.calls.clear()
            text = " ".join(getattr(block, "text", "") for block in result.content)
            raise Rejected(text or "the server answered isError without a message", "tool-result")
        arguments, defaults = split_defaults(sent, recorded.take(sent))
        return {"arguments": arguments, "defaults": defaults} if defaults else {"arguments": arguments}

    return coerce
