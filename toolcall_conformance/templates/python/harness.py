"""The conformance harness of this project: it hands the suite's requests to your code and its answers
back, over the suite's JSON-lines protocol (toolcall_conformance.harness_kit does the protocol, standard
library only).
`./run.sh` runs the suite against it, on a venv of this folder that holds your project and the kit."""

from importlib.metadata import version
from typing import Any

from toolcall_conformance.harness_kit import reject, serve


def prepare_arguments(tool: dict[str, Any], arguments: dict[str, Any]) -> dict[str, Any]:
    """PLACEHOLDER: call your own code here, the way your agent prepares a model's tool-call arguments
    for the tool it calls (import it at the top, for example `from my_agent.tools import prepare`).
    `tool` has `name`, `parameters` (its JSON Schema) and `origin`. Return what the tool would receive.
    Call `reject(message)` only where your code refuses to dispatch the call and tells the model
    `message`; anything else it raises is reported as an error. As written it hands the arguments back
    unchanged: init's placeholder baseline lists what that fails.
    """
    if tool["name"] == "":
        reject("a tool needs a name")  # an example of a refusal; remove it
    return arguments


serve(
    name="@NAME@",  # your project's name and version, as the reports show them
    version=version("@NAME@"),
    features=[
        "coerce",  # answers `coerce` requests: type coercion and local $refs (SPEC §1.2-§2)
        "mcp",  # also takes tools from an MCP server (origin "mcp"); remove it if your code never sees them
        # "split",  # answers `split` requests (batch splitting); add it with split=... below
        # "unmap",  # only if your agent renamed keys in the schema its model saw (SPEC §1.1)
    ],
    # Cases that need a feature not listed here are reported as not run (skipped), not as failures.
    coerce=prepare_arguments,
)
