"""SPEC §7.2 and §7.3 in the Python server harnesses' shared kit: an SDK that refuses a tool when it is
registered is reported as a refusal `via` registration, and one that opens a network connection while
a tool is registered or called fails the request, on miniature SDKs that break exactly that rule."""

from __future__ import annotations

import socket
from types import SimpleNamespace
from typing import Any

import pytest

from toolcall_conformance.harnesses.python.protocol import Rejected
from toolcall_conformance.harnesses.python.server_kit import source_coerce

SOURCE = {
    "kind": "pydantic",
    "module": "toolcall_conformance.generators.server_models",
    "model": "WindowInput",
}
SENT = {"window": [1, 5], "label": "a"}


class Miniature:
    """An SDK that registers functions and calls them with the arguments as sent; `on_register` and
    `on_call` run first, the rule a test breaks."""

    def __init__(self, on_register: Any = None, on_call: Any = None) -> None:
        self.tools: dict[str, Any] = {}
        self.on_register, self.on_call = on_register, on_call

    def register(self, function: Any) -> None:
        if self.on_register:
            self.on_register()
        self.tools[function.__name__] = function

    def call(self, name: str, sent: Any) -> Any:
        if self.on_call:
            self.on_call()
        self.tools[name](**sent)
        return SimpleNamespace(isError=False, content=[])


def request() -> dict[str, Any]:
    return {"tool": {"name": "t", "parameters": {}, "source": SOURCE}, "arguments": SENT}


def test_a_well_behaved_server_answers_what_the_tool_received():
    sdk = Miniature()
    assert source_coerce(sdk.register, sdk.call)(request()) == {"arguments": SENT}


def test_a_tool_the_sdk_refuses_at_registration_is_a_refusal_via_registration_each_time():
    attempts = []

    def refuse() -> None:
        attempts.append(1)
        raise KeyError("#/$defs/Missing")

    sdk = Miniature(on_register=refuse)
    coerce = source_coerce(sdk.register, sdk.call)
    for _ in range(2):
        with pytest.raises(Rejected) as refused:
            coerce(request())
        assert refused.value.via == "registration" and "#/$defs/Missing" in refused.value.message
    assert len(attempts) == 2 and sdk.tools == {}


@pytest.mark.parametrize("when", ["on_register", "on_call"])
def test_a_connection_opened_while_registering_or_calling_fails_the_request(when):
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        address = listener.getsockname()

        def fetch() -> None:  # what a validator dereferencing a remote $ref does first
            socket.create_connection(address, timeout=5).close()

        sdk = Miniature(**{when: fetch})
        with pytest.raises(RuntimeError, match=r"§7\.2") as reached:
            source_coerce(sdk.register, sdk.call)(request())
        assert str(address[1]) in str(reached.value)
