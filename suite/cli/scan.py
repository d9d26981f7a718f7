"""The `scan` command: will a server's tools get the right types from the agents that call them?

    toolcall-conformance scan --server "cmd:python my_server.py"      # initialize + tools/list over stdio
    toolcall-conformance scan --tools-list tools.json --impl hermes-before --json scan.json
    toolcall-conformance scan --server "cmd:node server.js" --markdown scan.md --html scan.html

The tools come from a running server (`initialize` and every page of `tools/list`, never
`tools/call`) or from a file holding a `tools/list` result (`{"tools": [...]}`, a bare list, or a
harvest capture). Cases are derived from each tool's `inputSchema` as the wild corpus derives them
(`suite.generators.build.group`), for the schema as listed and for the same schema with its refs
inlined (`suite.generators.inline`); what the tool must receive is the reference's answer. Each
implementation runs them, and the report says per tool which properties hide their type behind
`$ref`, which implementation hands which of them a wrong value (or refuses the call), and whether
the inlined schema would be delivered correctly: a remedy the server's author controls. Outputs: the
terminal, JSON (`--json`), Markdown (`--markdown`) and the matrix page (`--html`, the matrix's own
renderer: each tool is a row, as listed and with its refs inlined, and its cases can be opened).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shlex
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from suite.adapters.reference import ReferenceAdapter
from suite.adapters.registry import UnknownImplementation, create
from suite.cli.options import ExitCode, adapter_options, add, command_help, implementation_options
from suite.model import JSON, CoerceCase, ImplementationError, Level, Origin, Outcome, Result, Tool
from suite.reporters import html
from suite.reporters.matrix import build, cell_counts
from suite.runner.engine import Engine, in_order
from suite.runner.run import Run, corpus_hash
from suite.version import extra_install_command


class UsageError(Exception):
    """Bad input to `scan`; the message names the file or option."""


DEFAULT_IMPLEMENTATIONS = ("hermes-before", "hermes-after", "ajv", "pi-ai", "json-repair")
LISTED, INLINED = "listed", "inlined"


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "scan",
        **command_help(
            "which implementations hand a server's tools the wrong types",
            "List an MCP server's tools (initialize and every page of tools/list over stdio, never "
            "tools/call) or read a saved tools/list, derive cases from each tool's inputSchema as the wild "
            "corpus does, run them against the implementations (--impl, repeatable; else "
            + ", ".join(DEFAULT_IMPLEMENTATIONS)
            + ") and say per tool which properties hide their type behind $ref, which implementation "
            "hands which of them a wrong value, and whether the tool with its refs inlined would be "
            "delivered correctly. Needs the generators' extra (pydantic): pip install "
            "'toolcall-conformance[generate]'.",
            [
                'toolcall-conformance scan --server "cmd:python my_server.py"',
                "toolcall-conformance scan --tools-list tools.json --impl hermes-before --json scan.json",
                'toolcall-conformance scan --server "cmd:node server.js" --markdown scan.md --html scan.html',
            ],
            [
                "0  the scan ran, whatever it found (an implementation that did not start is named)",
                "2  a usage error: a bad file or option, a server that did not start or answer, or the "
                "generators' extra not installed",
            ],
        ),
    )
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "--server", metavar="cmd:COMMAND", help="start this MCP server on stdio and list its tools"
    )
    source.add_argument(
        "--tools-list", type=Path, metavar="FILE.json", help="a tools/list result saved as JSON"
    )
    add(parser.add_argument, implementation_options(many=True, required=False))
    parser.add_argument("--json", type=Path, metavar="FILE", help="write the report as JSON")
    parser.add_argument("--markdown", type=Path, metavar="FILE.md", help="write the report as Markdown")
    parser.add_argument(
        "--html",
        type=Path,
        metavar="FILE.html",
        help="write the matrix page: a row per tool (as listed, and with refs inlined), every case's answers",
    )
    parser.add_argument("--list-timeout", type=float, default=60.0, help="seconds per request to the server")


def tools_from_file(path: Path) -> list[JSON]:
    try:
        data = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError) as error:
        raise UsageError(f"{path}: cannot read a tools/list result: {error}") from None
    tools = data.get("tools") if isinstance(data, dict) else data
    if not isinstance(tools, list) or not all(isinstance(t, dict) and "name" in t for t in tools):
        raise UsageError(f"{path}: field 'tools': expected a list of tools with a name each")
    return tools


def tools_from_server(spec: str, timeout: float) -> list[JSON]:
    if not spec.startswith("cmd:") or not spec[4:].strip():
        raise UsageError(f"--server {spec!r}: expected cmd:<start command>")
    with tempfile.TemporaryDirectory() as folder:
        log = Path(folder) / "stderr.log"
        from suite.generators.wild.harvest import HarvestError, StdioClient, initialize_and_list

        client = StdioClient(shlex.split(spec[4:]), dict(os.environ), Path.cwd(), log)
        try:
            _, tools = initialize_and_list(client, timeout)
        except HarvestError as error:
            client.close()
            raise UsageError(
                f"--server: {error}; server stderr: {log.read_text(errors='replace')[-500:]}"
            ) from None
        client.close()
    return tools


def cases_for(tool: JSON, index: int) -> list[CoerceCase]:
    """The tool's derived cases, as listed and inlined, each expecting the reference's answer."""
    schema = tool.get("inputSchema")
    variants = [(LISTED, schema)]
    # The generators (pydantic among their imports) are loaded only when a scan runs.
    from suite.generators import build
    from suite.generators.inline import CyclicSchema, inline

    with contextlib.suppress(CyclicSchema, RecursionError):  # a cyclic schema has no inlined twin
        variants.append((INLINED, inline(schema)))
    reference = ReferenceAdapter()
    cases = []
    for variant, parameters in variants:
        made = build.group(f"t{index}", str(tool["name"]), "mcp", parameters, {"tool": tool["name"]})
        for raw in made["cases"] if made else []:
            made_tool = Tool(str(tool["name"]), parameters, Origin.MCP)
            expected = reference.coerce(made_tool, raw["arguments"])
            cases.append(
                CoerceCase(
                    id=f"{tool['name']}/{variant}/{raw['id']}",
                    level=Level(raw["level"]),
                    tags=tuple(raw["tags"]),
                    spec=raw["spec"],
                    description=raw["description"],
                    source=Path("scan"),
                    expected=expected,
                    tool=made_tool,
                    arguments=raw["arguments"],
                )
            )
    return cases


def hidden_properties(schema: JSON) -> list[str]:
    """Top-level property names whose type a preparer learns only by following a `$ref`."""
    properties = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(properties, dict):
        return []
    from suite.generators.wild import build as wild

    return [name for name, prop in properties.items() if wild.hides_type(prop)]


def wrong_properties(result: Result) -> set[str]:
    """The top-level properties a failing result got wrong; every one sent, for a refused call."""
    if result.rejected or result.outcome == Outcome.ERRORED:
        return set(result.case.arguments) if isinstance(result.case, CoerceCase) else set()
    names = set()
    for difference in result.differences:
        path = difference.path.removeprefix("$")
        name = path[1:].split(".")[0].split("[")[0] if path.startswith(".") else path[2:].split('"]')[0]
        names.add(name)
    return names


@dataclass
class ToolReport:
    name: str
    hidden: list[str]
    cases: dict[str, int] = field(default_factory=dict)  # per variant
    wrong: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # impl -> variant -> properties
    failing: dict[str, dict[str, int]] = field(default_factory=dict)  # impl -> variant -> cases

    def as_json(self) -> dict[str, JSON]:
        return {
            "tool": self.name,
            "properties_behind_ref": self.hidden,
            "cases": self.cases,
            "implementations": {
                impl: {
                    "failing_cases": self.failing[impl],
                    "wrong_properties": self.wrong[impl],
                    "inlined_delivered": INLINED in self.cases and self.failing[impl].get(INLINED, 0) == 0,
                }
                for impl in self.failing
            },
        }


def run_scan(args: argparse.Namespace) -> int:
    try:
        return _scan(args)
    except ModuleNotFoundError as error:
        print(
            f"error: scan needs the generators' extra ({error.name} is missing): "
            f"{extra_install_command('generate')}",
            file=sys.stderr,
        )
        return ExitCode.USAGE
    except UsageError as error:
        print(f"error: {error}", file=sys.stderr)
        return ExitCode.USAGE


def _scan(args: argparse.Namespace) -> int:
    tools = (
        tools_from_file(args.tools_list)
        if args.tools_list
        else tools_from_server(args.server, args.list_timeout)
    )
    specs = list(dict.fromkeys(args.impl or DEFAULT_IMPLEMENTATIONS))
    reports = [ToolReport(str(tool["name"]), hidden_properties(tool.get("inputSchema"))) for tool in tools]
    per_tool = [cases_for(tool, index) for index, tool in enumerate(tools)]
    for report, cases in zip(reports, per_tool, strict=True):
        for case in cases:
            variant = case.id.split("/")[1]
            report.cases[variant] = report.cases.get(variant, 0) + 1
    everything = [case for cases in per_tool for case in cases]
    runs: dict[str, Run] = {}
    for spec in specs:
        try:
            impl = create(spec, adapter_options(vars(args).get))
        except UnknownImplementation as error:
            raise UsageError(str(error)) from None
        try:
            with Engine(impl) as engine:
                ordered = in_order(everything, engine.results(everything))
            runs[spec] = Run(impl.info, impl.features, ordered, len(everything), corpus_hash(everything))
        except ImplementationError as error:
            print(f"{spec}: did not start: {error.message}", file=sys.stderr)
            continue
        finally:
            impl.close()
        results = {result.case.id: result for result in ordered}
        for report, cases in zip(reports, per_tool, strict=True):
            report.failing[spec] = {variant: 0 for variant in report.cases}
            report.wrong[spec] = {variant: [] for variant in report.cases}
            for case in cases:
                result = results[case.id]
                if not result.not_passing:
                    continue
                variant = case.id.split("/")[1]
                report.failing[spec][variant] += 1
                wrong = set(report.wrong[spec][variant]) | wrong_properties(result)
                report.wrong[spec][variant] = sorted(wrong)
    print(terminal(reports))
    if args.json:
        args.json.write_text(json.dumps([r.as_json() for r in reports], indent=1) + "\n", encoding="utf-8")
    if args.markdown:
        args.markdown.write_text(markdown(reports, runs, source_of(args)), encoding="utf-8")
    if args.html:
        args.html.write_text(html.render(scan_matrix(reports, runs, everything, source_of(args))), "utf-8")
    return ExitCode.OK


def source_of(args: argparse.Namespace) -> str:
    return f"--server {args.server}" if args.server else f"--tools-list {args.tools_list}"


def _verdict(report: ToolReport, impl: str) -> tuple[str, str]:
    """What `impl` hands the tool as listed, and with its refs inlined, in words."""
    failing, wrong = report.failing[impl], report.wrong[impl]
    said = []
    for variant in (LISTED, INLINED):
        if variant not in report.cases:
            said.append("no inlined form (a cyclic schema)" if variant == INLINED else "no case")
        elif not failing.get(variant):
            said.append(f"delivers every case ({report.cases[variant]})")
        else:
            names = ", ".join(f"`{name}`" for name in wrong[variant]) or "none named"
            said.append(f"{failing[variant]} of {report.cases[variant]} cases wrong; properties: {names}")
    return said[0], said[1]


def markdown(reports: list[ToolReport], runs: dict[str, Run], source: str) -> str:
    """The scan as Markdown: per tool, the properties behind `$ref` and what each implementation hands it,
    as listed and with its refs inlined."""
    impls = [f"`{spec}` ({run.info.name} {run.info.version})" for spec, run in runs.items()]
    lines = [
        "## toolcall-conformance scan",
        "",
        f"{len(reports)} tool{'s' * (len(reports) != 1)} from `{source}`; implementations: "
        f"{', '.join(impls) or 'none started'}. "
        "A case is the model's arguments for a tool, expecting what the reference hands it; a property is "
        "wrong when an implementation hands it another value, or refuses the call.",
    ]
    for report in reports:
        hidden = ", ".join(f"`{name}`" for name in report.hidden) or "none"
        lines += [
            "",
            f"### `{report.name}`",
            "",
            f"Properties whose type hides behind `$ref`: {hidden}.",
            "",
            "| implementation | as listed | with refs inlined |",
            "|---|---|---|",
        ]
        for impl in report.failing:
            listed, inlined = _verdict(report, impl)
            lines.append(f"| `{impl}` | {listed} | {inlined} |")
    return "\n".join(lines) + "\n"


def scan_matrix(
    reports: list[ToolReport], runs: dict[str, Run], cases: list[CoerceCase], source: str
) -> dict[str, JSON]:
    """The scan as a matrix report for the matrix page: a row per tool as listed and one with its refs
    inlined, a column per implementation, each cell noting the properties it gets wrong."""
    matrix = build(runs, cases, {"level": "scan", "source": source})
    matrix["title"] = "toolcall-conformance scan"
    matrix["groups"] = [[LISTED, "Tools as listed"], [INLINED, "Tools with their refs inlined"]]
    by_spec = {spec: {r.case.id: r for r in run.results} for spec, run in runs.items()}
    rows: list[JSON] = []
    for variant in (LISTED, INLINED):
        for report in reports:
            ids = [c.id for c in cases if c.id.startswith(f"{report.name}/{variant}/")]
            if not ids:
                continue
            cells: dict[str, JSON] = {}
            for spec, found in by_spec.items():
                wrong = report.wrong.get(spec, {}).get(variant, [])
                cells[spec] = {
                    **cell_counts([found[i] for i in ids if i in found]),
                    "note": f"wrong: {', '.join(wrong)}" if wrong else "",
                }
            hidden = ", ".join(report.hidden)
            note = f"behind $ref: {hidden}" if hidden else "no property behind $ref"
            rows.append({"group": variant, "label": report.name, "note": note, "cells": cells})
    matrix["rows"] = rows
    cases_json = matrix["cases"]
    assert isinstance(cases_json, list)
    for case in cases_json:
        assert isinstance(case, dict)
        tool, variant = str(case["id"]).split("/")[:2]
        case["rows"] = [f"{variant}:{tool}"]
    return matrix


def terminal(reports: list[ToolReport]) -> str:
    lines = []
    for report in reports:
        hidden = ", ".join(report.hidden) or "none"
        lines.append(f"{report.name}: {report.cases.get(LISTED, 0)} cases; properties behind $ref: {hidden}")
        for impl, failing in report.failing.items():
            listed = report.wrong[impl].get(LISTED, [])
            verdict = f"wrong: {', '.join(listed)}" if listed else "delivers every case"
            if INLINED in report.cases and listed:
                fixed = failing.get(INLINED, 0) == 0
                verdict += "; with refs inlined: " + (
                    "delivered" if fixed else f"{failing[INLINED]} cases still wrong"
                )
            lines.append(f"  {impl}: {verdict}")
    return "\n".join(lines)
