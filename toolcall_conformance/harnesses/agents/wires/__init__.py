"""The wire formats the scripted model speaks, one module each.

Each module reads a request into a `Turn` (what the agent presented and sent back) and writes the
model's reply: one tool call, or a final text, streamed (SSE) or not as the request asked.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

JSON = Any


@dataclass(frozen=True)
class Presented:
    """A tool as the agent presented it to the model: its name, the schema shown, its namespace if any."""

    name: str
    schema: JSON
    namespace: str | None = None


@dataclass(frozen=True)
class Returned:
    """What the agent sent the model back for one call: the text, and whether it marked it an error."""

    text: str
    error: bool


@dataclass(frozen=True)
class Turn:
    """One request read: the tools presented, the calls the conversation holds (each call's arguments as
    the agent wrote them back to the model), and their results."""

    tools: list[Presented]
    echoed: list[JSON]
    returned: list[Returned] = field(default_factory=list)
    stream: bool = False

    @property
    def calls(self) -> int:
        return len(self.echoed)


@dataclass(frozen=True)
class Call:
    """The model's call: the presented tool, the arguments as the case's model sent them, an id."""

    tool: Presented
    arguments: dict[str, JSON]
    id: str


def text_of(content: JSON) -> str:
    """The text of a result: a string as it is; content blocks' text joined; anything else as JSON."""
    if isinstance(content, str):
        return content
    if isinstance(content, list) and all(isinstance(b, dict) and "text" in b for b in content):
        return "\n".join(str(block["text"]) for block in content)
    return json.dumps(content, ensure_ascii=False)


def arguments_text(text: JSON) -> JSON:
    """A call's arguments as a wire that carries them as JSON text holds them: the object the text
    encodes, or the text itself where it encodes no object."""
    if isinstance(text, str):
        try:
            value = json.loads(text)
        except ValueError:
            return text
        return value if isinstance(value, dict) else text
    return text


def openai_turn(
    body: dict[str, Any],
    tools: list[Presented],
    arguments: Iterable[JSON],
    results: Iterable[tuple[JSON, bool]],
) -> Turn:
    """A request's turn on an OpenAI wire, given what the wire's module found in its body: the tools,
    each call's arguments (JSON text, as these wires carry them), each result's content and whether the
    agent marked it an error."""
    echoed = [arguments_text(text) for text in arguments]
    returned = [Returned(text_of(content), error) for content, error in results]
    return Turn(tools, echoed, returned, bool(body.get("stream")))


def sse(events: Iterable[tuple[str | None, JSON]]) -> Iterator[str]:
    """Server-sent events: `event:` (where named) and `data:` lines; a str payload is sent as it is."""
    for name, data in events:
        payload = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
        yield (f"event: {name}\n" if name else "") + f"data: {payload}\n\n"
