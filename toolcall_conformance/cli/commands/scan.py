"""The `scan` command: will a server's tools get the right types from the agents that call them?

    toolcall-conformance scan --server "cmd:python my_server.py"      # initialize + tools/list over stdio
    toolcall-conformance scan --tools-list tools.json --impl hermes-before --json scan.json
    toolcall-conformance scan --server "cmd:node server.js" --markdown scan.md --html scan.html

The tools come from a running server (`initialize` and every page of `tools/list`, never
`tools/call`) or from a file holding a `tools/list` result (`{"tools": [...]}`, a bare list, or a
harvest capture). Cases are derived from each tool's `inputSchema` as the wild corpus derives them
(`toolcall_conformance.generators.build.group`), for the schema as listed and for the same schema with its
refs
inlined (`toolcall_conformance.generators.inline`); what the tool must receive is the reference's answer. The
same
calls are also made to the schema (inlined where it has refs) with each object or array parameter
taking a string beside it, as a server that parses JSON text there lists it; an answer that delivers
the text, which parses to what the tool must receive, is delivered. Each implementation runs them,
and the report says per tool which properties hide their type behind `$ref`, which implementation
hands which of them a wrong value and which refuses the call whole (in its own words), and a remedy:
what the server's author can change, each change measured by the runs of the changed schema, and
what only the agent can fix. Outputs: the terminal, JSON (`--json`, with every case's arguments,
expectation and answers), Markdown (`--markdown`) and the matrix page (`--html`, the matrix's own
renderer: each tool is a row per schema run, and its cases can be opened).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shlex
import sys
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path

from toolcall_conformance.adapters.reference import ReferenceAdapter
from toolcall_conformance.adapters.registry import create, table
from toolcall_conformance.cli.commands import Subparsers
from toolcall_conformance.cli.errors import UsageError
from toolcall_conformance.cli.options import (
    ExitCode,
    adapter_options,
    add,
    command_help,
    implementation_options,
)
from toolcall_conformance.model import (
    JSON,
    Case,
    CoerceCase,
    ImplementationError,
    Level,
    Origin,
    Outcome,
    Result,
    Tool,
)
from toolcall_conformance.reporters import html
from toolcall_conformance.reporters.matrix import build, cell_counts
from toolcall_conformance.runner.diff import same
from toolcall_conformance.runner.engine import Engine, in_order
from toolcall_conformance.runner.run import Run, corpus_hash
from toolcall_conformance.version import extra_install_command

DEFAULT_IMPLEMENTATIONS = ("hermes-before", "hermes-after", "ajv", "pi-ai", "json-repair")
LISTED, INLINED, TEXT = "listed", "inlined", "text"
VARIANTS = (LISTED, INLINED, TEXT)


def add_parser(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "scan",
        **command_help(
            "which implementations hand a server's tools the wrong types",
            "List an MCP server's tools (initialize and every page of tools/list over stdio, never "
            "tools/call) or read a saved tools/list, derive cases from each tool's inputSchema as the wild "
            "corpus does, run them against the implementations (--impl, repeatable; else "
            + ", ".join(DEFAULT_IMPLEMENTATIONS)
            + "). It speaks first in one summary (how many tools and cases, and per implementation how "
            "many tools it breaks), then says, for each tool something breaks (every tool with "
            "--verbose), which properties hide their type behind $ref, which implementation "
            "hands which of them a wrong value and which rejects the call whole, and per implementation a "
            "remedy: what the server's author can change (inline the refs; accept JSON text for an object "
            "parameter), each measured by running the changed schema, and what only the agent can fix. "
            "Needs the generators' extra (pydantic): pip install 'toolcall-conformance[generate]'.",
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
    parser.add_argument(
        "--verbose", action="store_true", help="the detail of every tool, not only of those something breaks"
    )
    parser.add_argument(
        "--agents",
        action="store_true",
        help="run every bundled agent row (the shipped agents, docs/agents.md) after any --impl, instead of "
        "the defaults: which shipped agent breaks which tool; each runs the agent itself, seconds per case",
    )


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
        from toolcall_conformance.generators.wild.harvest import (
            HarvestError,
            StdioClient,
            initialize_and_list,
        )

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


def cases_for(tool: JSON, index: int) -> tuple[list[CoerceCase], list[str]]:
    """The tool's derived cases, as listed and inlined, each expecting the reference's answer; and the
    same calls to the tool taking JSON text for its object and array parameters (named second)."""
    schema = tool.get("inputSchema")
    variants = [(LISTED, schema)]
    # The generators (pydantic among their imports) are loaded only when a scan runs.
    from toolcall_conformance.generators import build
    from toolcall_conformance.generators.inline import CyclicSchema, inline

    with contextlib.suppress(CyclicSchema, RecursionError):  # a cyclic schema has no inlined twin
        variants.append((INLINED, inline(schema)))
    reference = ReferenceAdapter()
    cases: list[CoerceCase] = []
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
    # The same calls to the schema (refs inlined where that is possible) with each object or array
    # parameter also taking a string: what a server that parses JSON text there lists.
    base = INLINED if holds_ref(schema) and len(variants) > 1 else LISTED
    widened, names = accepting_text(dict(variants)[base])
    if names:
        text_tool = Tool(str(tool["name"]), widened, Origin.MCP)
        prefix = f"{tool['name']}/{base}/"
        cases += [
            replace(case, id=f"{tool['name']}/{TEXT}/{case.id.removeprefix(prefix)}", tool=text_tool)
            for case in cases
            if case.id.startswith(prefix)
        ]
    return cases, names


def takes_container(schema: JSON) -> bool:
    """Whether a property's schema takes an object or an array and no string."""
    if not isinstance(schema, dict):
        return False
    types = schema.get("type")
    declared = {types} if isinstance(types, str) else set(types) if isinstance(types, list) else set()
    branches = [b for key in ("anyOf", "oneOf") for b in schema.get(key) or [] if isinstance(b, dict)]
    if "string" in declared or any(b.get("type") == "string" for b in branches):
        return False
    return bool(
        declared & {"object", "array"}
        or (not declared and ("properties" in schema or "items" in schema))
        or any(takes_container(b) for b in branches)
    )


def accepting_text(schema: JSON) -> tuple[JSON, list[str]]:
    """The schema with each top-level object or array parameter also taking a string (`anyOf` the
    two), and those parameters' names; ([], unchanged) when it has none."""
    properties = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(schema, dict) or not isinstance(properties, dict):
        return schema, []
    names = [name for name, prop in properties.items() if takes_container(prop)]
    widened = {
        name: {"anyOf": [prop, {"type": "string"}]} if name in names else prop
        for name, prop in properties.items()
    }
    return {**schema, "properties": widened}, names


def holds_ref(schema: JSON) -> bool:
    """Whether a `$ref` appears anywhere in the schema: only then can inlining change anything."""
    if isinstance(schema, dict):
        return isinstance(schema.get("$ref"), str) or any(holds_ref(v) for v in schema.values())
    return isinstance(schema, list) and any(holds_ref(v) for v in schema)


def hidden_properties(schema: JSON) -> list[str]:
    """Top-level property names whose type a preparer learns only by following a `$ref`."""
    properties = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(properties, dict):
        return []
    from toolcall_conformance.generators.wild import build as wild

    return [name for name, prop in properties.items() if wild.hides_type(prop)]


def wrong_properties(result: Result) -> set[str]:
    """The top-level properties a result delivered with a wrong value (none for a refused call)."""
    names = set()
    for difference in result.differences:
        path = difference.path.removeprefix("$")
        name = path[1:].split(".")[0].split("[")[0] if path.startswith(".") else path[2:].split('"]')[0]
        names.add(name)
    return names


def sent_as_text(case: Case) -> list[str]:
    """The top-level properties the model sent as text where the tool takes an object or array."""
    if not isinstance(case, CoerceCase):
        return []
    expected = case.expected if isinstance(case.expected, dict) else {}
    return [
        name
        for name, value in case.arguments.items()
        if isinstance(value, str) and isinstance(expected.get(name), (dict, list))
    ]


def json_text_fixes(result: Result, names: list[str]) -> list[str]:
    """Those of `names` a wrong answer delivered as text, when parsing that text as JSON (as a server
    taking JSON text for them does) makes the whole answer the expected one; [] otherwise."""
    actual, case = result.actual, result.case
    if result.rejected or result.outcome != Outcome.FAILED or not isinstance(case, CoerceCase):
        return []
    if not isinstance(actual, dict):
        return []
    parsed, texts = dict(actual), []
    for name in names:
        if isinstance(actual.get(name), str):
            with contextlib.suppress(ValueError):
                parsed[name] = json.loads(actual[name])
                texts.append(name)
    return texts if texts and same(case.expected, parsed) else []


def parsed_by_server(result: Result, text: list[str]) -> Result:
    """A call to the tool that takes JSON text for the parameters `text`, whose answer delivers text
    there that the server then parses to exactly what the tool must receive: delivered."""
    names = json_text_fixes(result, text) if result.case.id.split("/")[1] == TEXT else []
    if not names:
        return result
    said = ", ".join(f"`{name}`" for name in names)
    return Result(
        result.case, Outcome.PASSED, result.actual, f"delivered {said} as JSON text, which the server parses"
    )


def plural(count: int, noun: str) -> str:
    """`1 case`, `2 cases`."""
    return f"{count} {noun}{'s' * (count != 1)}"


def own_words(result: Result, limit: int = 160) -> str:
    """What the implementation itself said when it refused or errored, on one line: the suite's note
    on a refused call (`rejected a call the step could have delivered ...`) is left out, and so is
    what follows a blank line (an echo of the arguments)."""
    message = result.message
    if result.rejected and "\nrejected: " in message:
        message = message.split("\nrejected: ", 1)[1]
    line = " ".join(message.split("\n\n", 1)[0].split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


@dataclass
class Failures:
    """How one implementation failed one variant's cases: delivered wrong, rejected, errored."""

    wrong: list[Result] = field(default_factory=list)
    rejected: list[Result] = field(default_factory=list)
    errored: list[Result] = field(default_factory=list)

    def add(self, result: Result) -> None:
        if result.outcome == Outcome.ERRORED:
            self.errored.append(result)
        elif result.rejected:
            self.rejected.append(result)
        else:
            self.wrong.append(result)

    @property
    def count(self) -> int:
        return len(self.wrong) + len(self.rejected) + len(self.errored)

    def properties(self) -> list[str]:
        return sorted(set().union(*(wrong_properties(r) for r in self.wrong)))

    def messages(self, results: list[Result], limit: int = 3) -> list[str]:
        """The distinct things the implementation said for `results`, at most `limit`."""
        return list(dict.fromkeys(own_words(r) for r in results))[:limit]


@dataclass
class ToolReport:
    name: str
    hidden: list[str]
    refs: bool = True  # the schema holds a $ref (else its inlined twin is the same schema)
    text: list[str] = field(default_factory=list)  # the object and array parameters that may take JSON text
    cases: dict[str, int] = field(default_factory=dict)  # per variant
    failures: dict[str, dict[str, Failures]] = field(default_factory=dict)  # impl -> variant -> failures
    answers: dict[str, dict[str, Result]] = field(default_factory=dict)  # impl -> case id -> result

    def failing(self, impl: str, variant: str) -> int:
        return self.failures[impl][variant].count

    def delivered_inlined(self, impl: str) -> bool:
        return INLINED in self.cases and self.failing(impl, INLINED) == 0

    def remedy(self, impl: str) -> Remedy | None:
        """What the server's author can change (each change measured by running the changed schema) and
        what only the agent can fix, for an implementation that fails the tool as listed; None when it
        delivers every case."""
        best = self.failures[impl][LISTED]
        if not best.count:
            return None
        server: list[str] = []
        changes = []
        if INLINED in self.cases and self.refs:
            changes.append((INLINED, "inline the refs"))
        if TEXT in self.cases:
            names = ", ".join(f"`{name}`" for name in self.text)
            changes.append((TEXT, f"accept JSON text for {names}"))
        for variant, change in changes:
            after = self.failures[impl][variant]
            if after.count >= best.count:
                continue
            if variant == TEXT:  # measured on the schema with its refs inlined, where it has refs
                inlined = len(changes) > 1
                change += " too" if inlined and server else ""
                change += " (a string beside it in the schema, parsed by the server)"
                change += " and inline the refs" if inlined and not server else ""
            total = self.cases[variant]
            server.append(
                f"{change}: every case is then delivered ({total}, measured)"
                if not after.count
                else f"{change}: {best.count - after.count} more of {plural(total, 'case')} then delivered"
                " (measured)"
            )
            best = after
        agent: list[str] = []
        if best.rejected:
            as_text = sorted({name for r in best.rejected for name in sent_as_text(r.case)})
            said = f" (the model sent {', '.join(f'`{n}`' for n in as_text)} as JSON text)" if as_text else ""
            count = len(best.rejected)
            agent.append(f"it rejects {plural(count, 'call')}{said}: " + best.messages(best.rejected, 1)[0])
        if best.wrong:
            names = ", ".join(f"`{name}`" for name in best.properties()) or "values"
            agent.append(f"it delivers {names} wrong in {plural(len(best.wrong), 'case')}")
        if best.errored:
            agent.append(f"it errors on {len(best.errored)}: " + best.messages(best.errored, 1)[0])
        return Remedy(server, agent)

    def as_json(self) -> dict[str, JSON]:
        implementations: dict[str, JSON] = {}
        for impl, every in self.failures.items():
            by_variant = {variant: every[variant] for variant in self.cases}
            remedy = self.remedy(impl)
            implementations[impl] = {
                "failing_cases": {v: f.count for v, f in by_variant.items()},
                "wrong_properties": {v: f.properties() for v, f in by_variant.items()},
                "wrong_cases": {v: len(f.wrong) for v, f in by_variant.items()},
                "rejected_cases": {v: len(f.rejected) for v, f in by_variant.items()},
                "rejections": {v: f.messages(f.rejected) for v, f in by_variant.items()},
                "errored_cases": {v: len(f.errored) for v, f in by_variant.items()},
                "inlined_delivered": self.delivered_inlined(impl),
                "text_delivered": TEXT in self.cases and self.failing(impl, TEXT) == 0,
                "remedy": remedy.as_json() if remedy else None,
            }
        return {
            "tool": self.name,
            "properties_behind_ref": self.hidden,
            "json_text_parameters": self.text,
            "cases": self.cases,
            "implementations": implementations,
            "schemas": self.schemas(),
            "case_data": self.case_data(),
        }

    def schemas(self) -> dict[str, JSON]:
        """The schema each variant's cases were run on: as listed, inlined, taking JSON text."""
        found: dict[str, JSON] = {}
        for answers in self.answers.values():
            for result in answers.values():
                assert isinstance(result.case, CoerceCase)
                found.setdefault(result.case.id.split("/")[1], result.case.tool.parameters)
        return found

    def case_data(self) -> list[JSON]:
        """Every case of the tool: its variant, the model's arguments, what the tool must receive and
        each implementation's answer."""
        ids = list(dict.fromkeys(case_id for found in self.answers.values() for case_id in found))
        data: list[JSON] = []
        for case_id in ids:
            case = next(found[case_id] for found in self.answers.values() if case_id in found).case
            assert isinstance(case, CoerceCase)
            data.append(
                {
                    "id": case.id,
                    "variant": case.id.split("/")[1],
                    "level": str(case.level),
                    "description": case.description,
                    "arguments": case.arguments,
                    "expected": case.expected,
                    "answers": {
                        impl: answer_json(found[case_id])
                        for impl, found in self.answers.items()
                        if case_id in found
                    },
                }
            )
        return data


def answer_json(result: Result) -> dict[str, JSON]:
    return {
        "outcome": str(result.outcome),
        "rejected": result.rejected,
        "actual": result.actual,
        "message": result.message,
        "differences": [d.as_json() for d in result.differences],
    }


@dataclass
class Remedy:
    """One tool and implementation: what the server's author can change (each measured) and what
    only the agent can fix."""

    server: list[str]
    agent: list[str]

    def line(self) -> str:
        server = "; ".join(self.server) or "nothing in the schema helps"
        agent = "; ".join(self.agent) or "nothing is left"
        return f"server: {server}. Only the agent can fix: {agent}."

    def as_json(self) -> dict[str, JSON]:
        return {"server": list(self.server), "agent": list(self.agent), "line": self.line()}


def run(args: argparse.Namespace) -> int:
    try:
        return _scan(args)
    except ModuleNotFoundError as error:
        raise UsageError(
            f"scan needs the generators' extra ({error.name} is missing): {extra_install_command('generate')}"
        ) from None


def implementations_for(named: list[str] | None, agents: bool) -> list[str]:
    """What a scan runs: the --impl rows (else the defaults), or with --agents every bundled agent row
    after the --impl rows (the defaults then left out)."""
    shipped = [name for name, entry in table().items() if entry.agent is not None] if agents else []
    return list(dict.fromkeys([*(named or ([] if shipped else DEFAULT_IMPLEMENTATIONS)), *shipped]))


def _scan(args: argparse.Namespace) -> int:
    tools = (
        tools_from_file(args.tools_list)
        if args.tools_list
        else tools_from_server(args.server, args.list_timeout)
    )
    specs = implementations_for(args.impl, args.agents)
    reports = [
        ToolReport(
            str(tool["name"]), hidden_properties(tool.get("inputSchema")), holds_ref(tool.get("inputSchema"))
        )
        for tool in tools
    ]
    per_tool = []
    for index, (report, tool) in enumerate(zip(reports, tools, strict=True)):
        cases, report.text = cases_for(tool, index)
        per_tool.append(cases)
        for case in cases:
            variant = case.id.split("/")[1]
            report.cases[variant] = report.cases.get(variant, 0) + 1
    everything = [case for cases in per_tool for case in cases]
    text_of = {
        case.id: report.text for report, cases in zip(reports, per_tool, strict=True) for case in cases
    }
    runs: dict[str, Run] = {}
    for spec in specs:
        impl = create(spec, adapter_options(vars(args).get))  # an unknown one: a usage error
        try:
            with Engine(impl) as engine:
                answers = in_order(everything, engine.results(everything))
            ordered = [parsed_by_server(r, text_of[r.case.id]) for r in answers]
            runs[spec] = Run(impl.info, impl.features, ordered, len(everything), corpus_hash(everything))
        except ImplementationError as error:
            print(f"{spec}: did not start: {error.message}", file=sys.stderr)
            continue
        finally:
            impl.close()
        results = {result.case.id: result for result in ordered}
        for report, cases in zip(reports, per_tool, strict=True):
            report.failures[spec] = {variant: Failures() for variant in VARIANTS}
            report.answers[spec] = {case.id: results[case.id] for case in cases}
            for case in cases:
                if results[case.id].not_passing:
                    report.failures[spec][case.id.split("/")[1]].add(results[case.id])
    print(terminal(reports, [tool.get("inputSchema") for tool in tools], args.verbose))
    if args.json:
        args.json.write_text(json.dumps([r.as_json() for r in reports], indent=1) + "\n", encoding="utf-8")
    if args.markdown:
        schemas = [tool.get("inputSchema") for tool in tools]
        args.markdown.write_text(markdown(reports, runs, source_of(args), schemas), encoding="utf-8")
    if args.html:
        args.html.write_text(html.render(scan_matrix(reports, runs, everything, source_of(args))), "utf-8")
    return ExitCode.OK


def source_of(args: argparse.Namespace) -> str:
    return f"--server {args.server}" if args.server else f"--tools-list {args.tools_list}"


def _md(text: str) -> str:
    """Text inside a Markdown table cell, in backticks: no pipe, backtick or line break breaks it."""
    return text.replace("`", "'").replace("|", "\\|").replace("\n", " ")


def said_markdown(failures: Failures, total: int) -> str:
    """One variant's failures in words: delivered wrong (which properties), rejected (why), errored."""
    if not failures.count:
        return f"delivers every case ({total})"
    parts = []
    if failures.wrong:
        names = ", ".join(f"`{name}`" for name in failures.properties()) or "none named"
        parts.append(f"{len(failures.wrong)} of {total} cases delivered wrong; properties: {names}")
    for what, results in (("rejected", failures.rejected), ("errored", failures.errored)):
        if results:
            why = "; ".join(f"`{_md(m)}`" for m in failures.messages(results))
            parts.append(f"{len(results)} of {total} calls {what}: {why}")
    return "; ".join(parts)


def _verdict(report: ToolReport, impl: str) -> list[str]:
    """What `impl` hands the tool as listed, with its refs inlined, and taking JSON text, in words."""
    absent = {LISTED: "no case", INLINED: "no inlined form (a cyclic schema)", TEXT: "no object parameter"}
    return [
        said_markdown(report.failures[impl][variant], report.cases[variant])
        if variant in report.cases
        else absent[variant]
        for variant in VARIANTS
    ]


def markdown(reports: list[ToolReport], runs: dict[str, Run], source: str, schemas: list[JSON]) -> str:
    """The scan as Markdown: the summary, then per tool the properties behind `$ref`, what each
    implementation hands it as listed and with its refs inlined (delivered wrong or rejected), and the
    remedy."""
    impls = [f"`{spec}` ({run.info.name} {run.info.version})" for spec, run in runs.items()]
    lines = [
        "## toolcall-conformance scan",
        "",
        f"{len(reports)} tool{'s' * (len(reports) != 1)} from `{source}`; implementations: "
        f"{', '.join(impls) or 'none started'}. "
        "A case is the model's arguments for a tool, expecting what the reference hands it; a property is "
        "delivered wrong when an implementation hands the tool another value, and a call is rejected when "
        "it refuses the call whole. The remedy says what the server's author can change (each measured) "
        "and what only the agent can fix.",
        "",
        "```",
        *summary(reports, schemas),
        "```",
    ]
    for report in reports:
        hidden = ", ".join(f"`{name}`" for name in report.hidden) or "none"
        text = " for " + ", ".join(f"`{name}`" for name in report.text) if report.text else ""
        lines += [
            "",
            f"### `{report.name}`",
            "",
            f"Properties whose type hides behind `$ref`: {hidden}.",
            "",
            f"| implementation | as listed | with refs inlined | taking JSON text{text} | remedy |",
            "|---|---|---|---|---|",
        ]
        for impl in report.failures:
            remedy = report.remedy(impl)
            said = " | ".join(_verdict(report, impl))
            remedied = remedy.line().replace("|", "\\|") if remedy else "-"
            lines.append(f"| `{impl}` | {said} | {remedied} |")
    return "\n".join(lines) + "\n"


def cell_note(failures: Failures, total: int) -> str:
    """A page cell's note: the properties delivered wrong, the calls rejected and errored."""
    parts = [f"wrong: {', '.join(failures.properties())}"] if failures.properties() else []
    parts += [
        f"{what}: {len(r)} of {total}"
        for what, r in (("rejected", failures.rejected), ("errored", failures.errored))
        if r
    ]
    return "; ".join(parts)


def scan_matrix(
    reports: list[ToolReport], runs: dict[str, Run], cases: list[CoerceCase], source: str
) -> dict[str, JSON]:
    """The scan as a matrix report for the matrix page: a row per tool as listed and one with its refs
    inlined, a column per implementation, each cell noting the properties it gets wrong."""
    matrix = build(runs, cases, {"level": "scan", "source": source})
    matrix["title"] = "toolcall-conformance scan"
    matrix["groups"] = [
        [LISTED, "Tools as listed"],
        [INLINED, "Tools with their refs inlined"],
        [TEXT, "Tools taking JSON text for their object parameters"],
    ]
    by_spec = {spec: {r.case.id: r for r in run.results} for spec, run in runs.items()}
    rows: list[JSON] = []
    for variant in VARIANTS:
        for report in reports:
            ids = [c.id for c in cases if c.id.startswith(f"{report.name}/{variant}/")]
            if not ids:
                continue
            cells: dict[str, JSON] = {}
            for spec, found in by_spec.items():
                remedy = report.remedy(spec) if variant == LISTED else None
                cells[spec] = {
                    **cell_counts([found[i] for i in ids if i in found]),
                    "note": cell_note(report.failures[spec][variant], len(ids)),
                    "remedy": remedy.line() if remedy else "",
                }
            hidden = ", ".join(report.hidden)
            note = f"behind $ref: {hidden}" if hidden else "no property behind $ref"
            if variant == TEXT:
                note = f"taking JSON text for {', '.join(report.text)}"
            rows.append({"group": variant, "label": report.name, "note": note, "cells": cells})
    matrix["rows"] = rows
    cases_json = matrix["cases"]
    assert isinstance(cases_json, list)
    for case in cases_json:
        assert isinstance(case, dict)
        tool, variant = str(case["id"]).split("/")[:2]
        case["rows"] = [f"{variant}:{tool}"]
    return matrix


def said_terminal(report: ToolReport, impl: str) -> str:
    """What `impl` hands the tool as listed: the properties delivered wrong, the calls rejected (why)
    and errored; then whether inlining the refs delivers every case."""
    listed, total = report.failures[impl][LISTED], report.cases.get(LISTED, 0)
    if not listed.count:
        return "delivers every case"
    parts = [f"wrong: {', '.join(listed.properties())}"] if listed.wrong else []
    for what, results in (("rejected", listed.rejected), ("errored", listed.errored)):
        if results:
            parts.append(f"{what}: {len(results)} of {total} calls ({listed.messages(results, 1)[0]})")
    if INLINED in report.cases and report.refs:
        left = report.failing(impl, INLINED)
        parts.append(
            "with refs inlined: " + (f"{plural(left, 'case')} still not delivered" if left else "delivered")
        )
    if TEXT in report.cases:
        left = report.failing(impl, TEXT)
        names = ", ".join(report.text)
        said = f"{plural(left, 'case')} still not delivered" if left else "delivered"
        parts.append(f"taking JSON text for {names}: {said}")
    return "; ".join(parts)


def why_no_case(schema: JSON) -> str:
    """Why a tool yields no case: it takes no parameters, or none whose value needs preparing."""
    properties = schema.get("properties") if isinstance(schema, dict) else None
    return "no parameters" if not properties else "nothing to prepare"


def summary(reports: list[ToolReport], schemas: list[JSON]) -> list[str]:
    """The scan in one line, then a line per implementation: how many of the tools (as listed) it
    breaks, and how (a wrong value, a refused call, an error)."""
    cases = sum(report.cases.get(LISTED, 0) for report in reports)
    empty = [
        f"{report.name} ({why_no_case(schema)})"
        for report, schema in zip(reports, schemas, strict=True)
        if not report.cases.get(LISTED)
    ]
    line = f"{plural(len(reports), 'tool')}, {plural(cases, 'case')} derived from their schemas"
    if empty:
        line += f"; {len(empty)} with no case: {', '.join(empty)}"
    lines = [line]
    impls = dict.fromkeys(impl for report in reports for impl in report.failures)
    for impl in impls:
        listed = [report.failures[impl][LISTED] for report in reports if impl in report.failures]
        broken = sum(1 for failures in listed if failures.count)
        if not broken:
            lines.append(f"  {impl}: delivers every case")
            continue
        kinds = [
            f"{what} in {sum(1 for failures in listed if getattr(failures, attribute))}"
            for what, attribute in (
                ("wrong values", "wrong"),
                ("refused", "rejected"),
                ("errored", "errored"),
            )
        ]
        lines.append(f"  {impl}: breaks {broken} of {plural(len(reports), 'tool')} ({', '.join(kinds)})")
    return lines


def terminal(reports: list[ToolReport], schemas: list[JSON], verbose: bool = False) -> str:
    """The summary, then the detail of each tool something breaks (of every tool with `verbose`)."""
    lines = summary(reports, schemas)
    for report, schema in zip(reports, schemas, strict=True):
        broken = any(failures[LISTED].count for failures in report.failures.values())
        if not (broken or verbose):
            continue
        if not report.cases.get(LISTED):
            lines.append(f"{report.name}: no case ({why_no_case(schema)})")
            continue
        hidden = ", ".join(report.hidden) or "none"
        count = plural(report.cases.get(LISTED, 0), "case")
        lines.append(f"{report.name}: {count}; properties behind $ref: {hidden}")
        for impl in report.failures:
            lines.append(f"  {impl}: {said_terminal(report, impl)}")
            remedy = report.remedy(impl)
            if remedy:
                lines.append(f"    remedy: {remedy.line()}")
    return "\n".join(lines)
