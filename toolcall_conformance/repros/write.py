"""The repros: for every reason of every field and server baseline, a program that calls the library.

`toolcall-conformance repro IMPL REASON` prints one (`--out DIR` writes them all as
`<implementation>/<reason>.<ext>`, `--run` runs one; toolcall_conformance/repros/run.py). A repro calls the
implementation's library directly, in its own language, on one case of that reason, the way the
suite's harness for that implementation calls it, and prints one line: `returned: <value>`,
`rejected: <message>` (the library's documented refusal) or `threw: <error class>: <message>`. A
server row's repro (an MCP server SDK) declares the case's tool as its author writes it, from the
case's `source` (toolcall_conformance/repros/tools.py: the pydantic model's code or the zod fixture's, written
out), registers it with the SDK's server, calls it through the SDK's own client and in-memory
transport, and prints what the tool function received, or the server's refusal (an `isError`
result). It is written from a template per harness (toolcall_conformance/repros/templates/) and the case's
data:
the case a baseline names for the reason (a reason given as an object with a `repro` case id), else
the reason's smallest case (its schema and arguments as JSON text), the first listed among equals.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from toolcall_conformance.adapters.registry import Entry
from toolcall_conformance.adapters.registry import table as implementations
from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora
from toolcall_conformance.model import JSON, CoerceCase
from toolcall_conformance.repros import tools as repro_tools
from toolcall_conformance.repros.tools import WrittenTool

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = Path(__file__).resolve().parent / "templates"
FAMILIES = ("field", "server")  # the rows that get repros; the Hermes builds have their own notes
WIDTH = 100


class ReproError(ValueError):
    """A baseline or a template the repros cannot be written from; the message names which."""


def _digest(path: str) -> str:
    return hashlib.sha256((ROOT / path).read_bytes()).hexdigest()[:16]


@dataclass(frozen=True)
class Harness:
    """A harness whose library calls the repros make: where it is, how a maintainer installs and runs
    the library, and its template. A template's first lines name each harness it mirrors with the
    sha256 of that harness's source (`// mirrors PATH sha256 HEX`): a harness that changes finds no
    template until one is reviewed against it, so a repro never calls a library as a harness used to.
    A harness whose call runs code of the harness kit (`kit`, e.g. protocol.py's `on_the_wire`) finds
    only a template that names each of those files' digests as well."""

    path: str  # from the repository root
    install: str  # {package}: the row's pinned package; {version}: "==" and its version
    runtime: str  # node, bun or python
    kit: tuple[str, ...] = ()  # kit files, from the repository root, whose code the harness's call runs
    tool: bool = False  # a server: its repro writes out the case's tool from its `source`

    def digest(self) -> str:
        return _digest(self.path)

    def mirrors(self) -> list[str]:
        """The `mirrors` lines its template must have: the harness's, then each kit file's."""
        return [f"mirrors {self.path} sha256 {self.digest()}"] + [
            f"mirrors {path} sha256 {_digest(path)}" for path in self.kit
        ]

    def template(self) -> Path:
        """The template that mirrors this harness (and its kit files) as it is now."""
        lines = self.mirrors()
        found = [path for path in sorted(TEMPLATES.iterdir()) if set(lines) <= set(_mirrors(path))]
        if len(found) != 1:
            raise ReproError(
                f"{self.path} (sha256 {self.digest()}): {len(found)} templates in "
                "toolcall_conformance/repros/templates/ "
                "mirror it as it is now; review its template against it and name "
                + "; ".join(line.removeprefix("mirrors ") for line in lines)
                + " in the template's `mirrors` lines"
            )
        return found[0]


def _metadata(template: Path) -> list[str]:
    """The lines a template opens with that are not part of a repro (`mirrors ...`, `install ...`),
    without their comment marker."""
    found = []
    for line in template.read_text("utf-8").splitlines():
        head = line.lstrip("/#").strip()
        if not head.startswith(("mirrors ", "install ")):
            break
        found.append(head)
    return found


def _mirrors(template: Path) -> list[str]:
    return [line for line in _metadata(template) if line.startswith("mirrors ")]


def _install(harness: Harness, template: Path) -> str:
    """How a maintainer installs the library: the template's `install` line, else the harness's."""
    lines = [line.removeprefix("install ") for line in _metadata(template) if line.startswith("install ")]
    return lines[0] if lines else harness.install


def _pinned(lock: str, package: str) -> str:
    """`package==VERSION` as a harness's requirements file pins it."""
    found = re.search(rf"^{re.escape(package)}==([^\s\\;]+)", (ROOT / lock).read_text("utf-8"), re.MULTILINE)
    if found is None:
        raise ReproError(f"{lock}: no pin for {package}")
    return f"{package}=={found.group(1)}"


def _npm_pins(package_json: str) -> str:
    """The packages a harness's package.json pins, as `npm install` names them."""
    dependencies = json.loads((ROOT / package_json).read_text("utf-8"))["dependencies"]
    return " ".join(f"{name}@{version}" for name, version in dependencies.items())


NODE = "toolcall_conformance/harnesses/node/src"
ON_THE_WIRE = (
    "toolcall_conformance/harnesses/python/protocol.py"  # on_the_wire: what an MCP client session sends
)
SERVER_KIT = (
    "toolcall_conformance/harnesses/python/server_kit.py"  # the tool a server harness builds from a source
)
MCP_SERVER = "toolcall_conformance/harnesses/node/mcp-server"
STAINLESS_MCP = "toolcall_conformance/harnesses/node/stainless-mcp"
# By the row's `node` harness, or its Python harness file (from toolcall_conformance/harnesses/ when its
# file name alone is not unique).
HARNESSES = {
    "ajv": Harness(f"{NODE}/ajv.ts", "npm install {package}", "node"),
    "pi-ai": Harness(f"{NODE}/pi-ai.ts", "npm install {package}", "node"),
    "oh-my-pi": Harness(
        "toolcall_conformance/harnesses/node/oh-my-pi/src/oh-my-pi.ts", "bun add {package}", "bun"
    ),
    "ai-sdk-tool-parser": Harness(f"{NODE}/ai-sdk-tool-parser.ts", "npm install {package}", "node"),
    "typia": Harness(f"{NODE}/typia.ts", "npm install {package}", "node"),
    "qwen-code": Harness(
        "toolcall_conformance/harnesses/node/qwen-code/src/qwen-code.ts", "npm install {package}", "node"
    ),
    "json_repair_harness.py": Harness(
        "toolcall_conformance/harnesses/python/json_repair_harness.py",
        "pip install 'json-repair[schema]{version}'",
        "python",
    ),
    "agentscope_harness.py": Harness(
        "toolcall_conformance/harnesses/python/agentscope_harness.py", "pip install {package}", "python"
    ),
    "crewai_harness.py": Harness(
        "toolcall_conformance/harnesses/python/crewai_harness.py",
        "pip install {package}",
        "python",
        (ON_THE_WIRE,),
    ),
    "dspy_harness.py": Harness(
        "toolcall_conformance/harnesses/python/dspy_harness.py",
        "pip install {package}",
        "python",
        (ON_THE_WIRE,),
    ),
    "openhands_harness.py": Harness(
        "toolcall_conformance/harnesses/python/openhands_harness.py",
        "pip install {package}",
        "python3.12",
        (ON_THE_WIRE,),
    ),
    "mcp_python/harness.py": Harness(
        "toolcall_conformance/harnesses/mcp_python/harness.py",
        "pip install {package} " + _pinned("toolcall_conformance/harnesses/mcp_python/mcp-1.txt", "pydantic"),
        "python",
        (SERVER_KIT,),
        tool=True,
    ),
    "fastmcp/harness.py": Harness(
        "toolcall_conformance/harnesses/fastmcp/harness.py",
        "pip install {package} " + _pinned("toolcall_conformance/harnesses/fastmcp/fastmcp.txt", "pydantic"),
        "python",
        (SERVER_KIT,),
        tool=True,
    ),
    "mcp-server": Harness(
        f"{MCP_SERVER}/src/mcp-server.ts",
        f"npm install {_npm_pins(f'{MCP_SERVER}/package.json')}",
        "node",
        tool=True,
    ),
    "stainless-mcp": Harness(
        f"{STAINLESS_MCP}/src/stainless-mcp.ts",
        f"npm install {_npm_pins(f'{STAINLESS_MCP}/package.json')}",
        "node",
    ),
}


def _row_options(entry: Entry) -> dict[str, str]:
    return dict(zip(entry.node[1::2], entry.node[2::2], strict=True))


ONLY_2020_12 = frozenset({"prefixItems", "$dynamicAnchor", "$dynamicRef"})
ONLY_2019_09 = frozenset(
    {"dependentRequired", "dependentSchemas", "maxContains", "minContains", "unevaluatedItems",
     "unevaluatedProperties", "$recursiveAnchor", "$recursiveRef"}
)  # fmt: skip
AJV_CLASSES = {
    "draft-07": ("Ajv", "ajv"),
    "2019-09": ("Ajv2019", "ajv/dist/2019.js"),
    "2020-12": ("Ajv2020", "ajv/dist/2020.js"),
}


def _mentions(value: JSON, keywords: frozenset[str]) -> bool:
    if isinstance(value, list):
        return any(_mentions(item, keywords) for item in value)
    return isinstance(value, dict) and any(k in keywords or _mentions(v, keywords) for k, v in value.items())


def ajv_dialect(schema: JSON, pinned: str = "per-schema") -> tuple[str, str]:
    """The class the per-dialect ajv harness takes for a schema, and why (its perSchema, in Python)."""
    if pinned != "per-schema":
        return pinned, f"the row pins it (--dialect {pinned})"
    declared = schema.get("$schema") if isinstance(schema, dict) else None
    if isinstance(declared, str):
        dialect = "2020-12" if "2020-12" in declared else "2019-09" if "2019-09" in declared else "draft-07"
        return dialect, f'the schema declares "$schema": {json.dumps(declared)}'
    if _mentions(schema, ONLY_2020_12):
        return "2020-12", "no $schema, and a keyword only 2020-12 has"
    if _mentions(schema, ONLY_2019_09):
        return "2019-09", "no $schema, and a keyword only 2019-09 has"
    return "draft-07", "no $schema and no keyword only a later dialect has: Ajv, as Kimi Code takes it"


def _ajv_per_dialect(entry: Entry, case: CoerceCase) -> dict[str, str]:
    """ajv-per-dialect.mjs: the class for the case's schema, and the row's --coerce and --all-errors."""
    options = _row_options(entry)
    dialect, why = ajv_dialect(case.tool.parameters, options.get("--dialect", "per-schema"))
    name, module = AJV_CLASSES[dialect]
    return {
        "__AJV_CLASS__": name,
        "__AJV_MODULE__": module,
        "__AJV_WHY__": f"{name}, the class for {dialect}: {why}.",
        "__COERCE_TYPES__": '"array"' if options.get("--coerce") == "array" else "true",
        "__ALL_ERRORS__": "false" if options.get("--all-errors") == "false" else "true",
    }


def _package_name(entry: Entry, case: CoerceCase) -> dict[str, str]:
    return {"__PACKAGE__": entry.package.rpartition("@")[0]}


def _written_tool(entry: Entry, case: CoerceCase) -> WrittenTool:
    """The case's tool written out from its source, held to the harness's for a pydantic source."""
    source = case.tool.source
    if source is None:
        raise ReproError(f"{entry.name}: {case.id}: the case names no source to write its tool from")
    try:
        if source.kind == "pydantic":
            tool = repro_tools.pydantic_tool(source)
            repro_tools.check_pydantic_tool(source, tool)
            return tool
        return repro_tools.zod_tool(source)
    except repro_tools.ToolSourceError as error:
        raise ReproError(f"{entry.name}: {case.id}: {error}") from error


def _server_tool(entry: Entry, case: CoerceCase) -> dict[str, str]:
    """A server template's tool: its code and name; for fastmcp, the row's strict_input_validation."""
    tool = _written_tool(entry, case)
    placeholder = "// __TOOL__" if entry.node else "# __TOOL__"
    return {placeholder: tool.code, "__TOOL_NAME__": tool.name, "__STRICT__": str("--strict" in entry.argv)}


def _stainless_call(entry: Entry, case: CoerceCase) -> dict[str, str]:
    """stainless-mcp.mjs: the tool the package lists, and the row's options as the harness reads them."""
    source = case.tool.source
    if source is None or source.kind != "stainless":
        raise ReproError(f"{entry.name}: {case.id}: the case names no tool of a generated server package")
    options = _row_options(entry)
    client = options.get("--client")
    return {
        "__TOOL_NAME__": source.model,
        "__SERVER_ARGS__": json.dumps([] if client is None else ["--client", client]),
        "__CLIENT_NAME__": options.get("--client-name", "toolcall-conformance"),
    }


def _no_options(entry: Entry, case: CoerceCase) -> dict[str, str]:
    return {}


OPTIONS: dict[str, Callable[[Entry, CoerceCase], dict[str, str]]] = {  # by template file
    "ajv-per-dialect.mjs": _ajv_per_dialect,
    "pi-ai.mjs": _package_name,
    "mcp-python.py": _server_tool,
    "fastmcp.py": _server_tool,
    "mcp-server.mjs": _server_tool,
    "stainless-mcp.mjs": _stainless_call,
}


def rows() -> dict[str, Entry]:
    """The implementations that get repros: the field and server rows with a baseline, in
    declaration order."""
    return {name: e for name, e in implementations().items() if e.family in FAMILIES and e.baseline}


def harness_of(entry: Entry) -> Harness:
    scripts = [arg.removeprefix("{harnesses}/") for arg in entry.argv if arg.endswith(".py")]
    name = entry.node[0] if entry.node else scripts[-1] if scripts else ""
    harness = HARNESSES.get(name) or HARNESSES.get(Path(name).name)
    if harness is None:
        raise ReproError(
            f"{entry.name}: no repros for its harness {name!r}"
            " (HARNESSES in toolcall_conformance/repros/write.py)"
        )
    return harness


@dataclass(frozen=True)
class Reason:
    key: str
    text: str
    ids: list[str]
    chosen: str | None  # the case the baseline names for its repro, if it names one


def reasons(entry: Entry) -> list[Reason]:
    """The reasons of a row's baseline. A reason's text may be a string or an object with `text`
    (and optionally `repro`, the case id its repro uses)."""
    path = ROOT / str(entry.baseline)
    document = json.loads(path.read_text("utf-8"))
    found = []
    for key, ids in document["known_failures"].items():
        given = document["reasons"][key]
        if isinstance(given, dict):
            text, chosen = str(given.get("text", "")), given.get("repro")
        else:
            text, chosen = str(given), None
        if chosen is not None and chosen not in ids:
            raise ReproError(f"{path}: reasons.{key}.repro: {chosen!r} is not one of the reason's cases")
        found.append(Reason(key, text, list(ids), chosen))
    return found


def literal_json(value: JSON) -> str:
    """JSON text of a value for a repro file: a container that fits on its line stays on it, others
    open one line per member; non-ASCII is kept where the file can hold it."""
    try:
        text = _pretty(value, 0, ensure_ascii=False)
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: keep it escaped
        text = _pretty(value, 0, ensure_ascii=True)
    return text


def _pretty(value: JSON, depth: int, ensure_ascii: bool) -> str:
    flat = json.dumps(value, ensure_ascii=ensure_ascii, allow_nan=False, separators=(", ", ": "))
    if not isinstance(value, dict | list) or not value or 2 * depth + len(flat) <= WIDTH - 20:
        return flat
    inner = "  " * (depth + 1)
    if isinstance(value, dict):
        members = [
            f"{json.dumps(key, ensure_ascii=ensure_ascii)}: {_pretty(item, depth + 1, ensure_ascii)}"
            for key, item in value.items()
        ]
        opening, closing = "{", "}"
    else:
        members = [_pretty(item, depth + 1, ensure_ascii) for item in value]
        opening, closing = "[", "]"
    body = ",\n".join(inner + member for member in members)
    return f"{opening}\n{body}\n{'  ' * depth}{closing}"


def size(case: CoerceCase) -> int:
    """How long a case's schema and arguments are, as JSON text."""
    return len(json.dumps(case.tool.parameters)) + len(json.dumps(case.arguments))


def choose(reason: Reason, cases: dict[str, CoerceCase], where: str) -> CoerceCase:
    missing = [i for i in reason.ids if i not in cases]
    if missing:
        raise ReproError(f"{where}: known_failures.{reason.key}: {missing[0]!r} is not a coerce case")
    if reason.chosen is not None:
        return cases[reason.chosen]
    return min((cases[i] for i in reason.ids), key=size)  # min keeps the first of equals


def _has_key(value: JSON, key: str) -> bool:
    if isinstance(value, dict):
        return key in value or any(_has_key(v, key) for v in value.values())
    return isinstance(value, list) and any(_has_key(v, key) for v in value)


def _javascript(value: JSON) -> str:
    """A JavaScript expression giving what JSON.parse gives for the value's JSON text."""
    if _has_key(value, "__proto__"):  # an object literal would set the prototype, JSON.parse does not
        return f"JSON.parse({json.dumps(json.dumps(value, allow_nan=False))})"
    return literal_json(value)


def _wrapped(label: str, text: str, comment: str, *, code: bool = False) -> list[str]:
    indent = " " * len(label)
    width = WIDTH - len(comment) - 1 - len(label)
    lines = textwrap.wrap(
        text, width, break_long_words=code, break_on_hyphens=False, drop_whitespace=not code
    ) or [""]
    return [f"{comment} {label if i == 0 else indent}{line}".rstrip() for i, line in enumerate(lines)]


def header(entry: Entry, harness: Harness, template: Path, reason: Reason, case: CoerceCase) -> list[str]:
    c = "#" if template.suffix == ".py" else "//"
    name, _, version = entry.package.replace("==", "@").rpartition("@")
    install = _install(harness, template).format(package=entry.package, version=f"=={version}")
    file = f"{reason.key}{template.suffix}"
    expected = json.dumps(case.expected, ensure_ascii=False)
    return [
        f"{c} Repro: {name} {version}, reason `{reason.key}` of the `{entry.name}` baseline",
        f"{c} (baselines/{entry.name}.json).",
        c,
        *_wrapped("Case:     ", f"{case.id} ({case.level} level, SPEC §{case.spec})", c),
        *_wrapped("          ", case.description, c),
        *_wrapped("Reason:   ", reason.text, c),
        *(_wrapped("Tool:     ", _tool_line(case), c) if harness.tool else []),
        *_wrapped("Expected: ", expected, c, code=True),
        *_wrapped("          ", "(the arguments the tool must receive, compared type-strictly)", c),
        *_wrapped("Call:     ", f"{entry.summary}, as {harness.path} calls it.", c),
        *_wrapped("Prints:   ", "returned: <value> | rejected: <the library's refusal> | threw: <error>", c),
        f"{c} Run:      {install} && {harness.runtime} {file}",
        f"{c}           or: toolcall-conformance repro {entry.name} {reason.key} --case {case.id} --run",
        c,
        f"{c} Written by `toolcall-conformance repro` from"
        f" toolcall_conformance/repros/templates/{template.name}.",
    ]


def _tool_line(case: CoerceCase) -> str:
    """What the header says of the tool a server repro writes out."""
    source = case.tool.source
    if source is None:
        return "the case names no source"
    if source.kind != "pydantic":
        built = {"zod3": "zod 3", "zod4": "zod 4"}.get(source.kind, source.kind)
        return f"the model `{source.model}` of {source.module}, built with {built}, written out below"
    if source.module == repro_tools.PARAMS_MODULE:
        return f"`{source.model}` taken whole as the tool's `params` ({source.module}), written out below"
    if isinstance(repro_tools.target(source), type):
        return f"`{source.model}` of {source.module}, its fields as the tool's parameters, written out below"
    return f"the tool function `{source.model}` of {source.module}, written out below"


def _ruff(text: str, path: Path) -> str:
    """Python text as the project's ruff writes it: imports sorted into one block, then formatted."""
    ruff = Path(sys.executable).with_name("ruff")
    command = str(ruff) if ruff.is_file() else shutil.which("ruff")
    if command is None:  # the program runs the same; only its layout differs from the project's
        return text
    shown = Path("repros") / path
    for step in (["check", "--select", "I", "--fix-only", "--exit-zero"], ["format"]):
        run = subprocess.run(
            [command, *step, "--stdin-filename", str(shown), "-"],
            input=text,
            capture_output=True,
            text=True,
            cwd=ROOT,
            check=False,
        )
        if run.returncode != 0:
            raise ReproError(f"{shown}: ruff {step[0]} failed: {run.stderr.strip()[:500]}")
        text = run.stdout
    return text


def render(entry: Entry, reason: Reason, case: CoerceCase) -> tuple[Path, str]:
    """The repro file of one reason: its path in a folder of repros (<implementation>/<reason>.<ext>)
    and its text."""
    harness = harness_of(entry)
    template = harness.template()
    path = Path(entry.name) / f"{reason.key}{template.suffix}"
    lines = template.read_text("utf-8").splitlines(keepends=True)
    text = "".join(lines[len(_metadata(template)) :])
    javascript = template.suffix != ".py"
    comment = "//" if javascript else "#"
    values = {
        f"{comment} __HEADER__": "\n".join(header(entry, harness, template, reason, case)),
        "__HELPERS__": (TEMPLATES / "helpers.mjs").read_text("utf-8").rstrip("\n") if javascript else "",
        "__NAME__": json.dumps(case.tool.name, ensure_ascii=False)[1:-1],  # inside the template's quotes
        "__SCHEMA__": _javascript(case.tool.parameters) if javascript else literal_json(case.tool.parameters),
        "__ARGUMENTS__": _javascript(case.arguments) if javascript else literal_json(case.arguments),
        **OPTIONS.get(template.name, _no_options)(entry, case),
    }
    unfilled = set(re.findall(r"__[A-Z][A-Z_]*__", text)) - {key.split()[-1] for key in values}
    if unfilled:
        raise ReproError(f"{template.name}: no value for {sorted(unfilled)} in the repros of {entry.name}")
    for placeholder, value in values.items():
        text = text.replace(placeholder, value)
    if harness.tool and not javascript:
        text = _ruff(text, path)
    return path, text


def coerce_cases() -> dict[str, CoerceCase]:
    return {c.id: c for c in load_corpora([DEFAULT_CORPUS_ROOT]) if isinstance(c, CoerceCase)}


@dataclass(frozen=True)
class Repro:
    implementation: str
    reason: str
    case: CoerceCase
    path: Path  # <implementation>/<reason>.<ext>, or where `write` put it
    text: str


def repros(cases: dict[str, CoerceCase] | None = None, names: Sequence[str] = ()) -> list[Repro]:
    """Every repro the baselines call for (of the named rows only, when some are named)."""
    cases = coerce_cases() if cases is None else cases
    found = []
    for entry in rows().values():
        if names and entry.name not in names:
            continue
        for reason in reasons(entry):
            found.append(repro_of(entry, reason, choose(reason, cases, str(entry.baseline))))
    return found


def repro_of(entry: Entry, reason: Reason, case: CoerceCase) -> Repro:
    path, text = render(entry, reason, case)
    return Repro(entry.name, reason.key, case, path, text)


def row(name: str) -> Entry:
    """A row with repros, by name; a usage error names those there are."""
    found = rows().get(name)
    if found is None:
        raise ReproError(
            f"no repros for {name!r}: a field or server row with a baseline, one of {', '.join(rows())}"
        )
    return found


def reason_of(entry: Entry, key: str) -> Reason:
    """A reason of a row's baseline, by key; a usage error names those there are."""
    found = {reason.key: reason for reason in reasons(entry)}
    if key not in found:
        raise ReproError(f"{entry.baseline}: no reason {key!r}; its reasons: {', '.join(found)}")
    return found[key]


def one(name: str, key: str, case_id: str | None = None, cases: dict[str, CoerceCase] | None = None) -> Repro:
    """The repro of one reason of a row: on the given case (one the reason lists), else on the case
    the baseline names for it, else on its smallest."""
    entry = row(name)
    reason = reason_of(entry, key)
    cases = coerce_cases() if cases is None else cases
    if case_id is not None:
        if case_id not in reason.ids:
            raise ReproError(f"{entry.baseline}: reason {key!r} does not list the case {case_id!r}")
        reason = replace(reason, chosen=case_id)
    return repro_of(entry, reason, choose(reason, cases, str(entry.baseline)))


def write(wanted: list[Repro], folder: Path) -> list[Repro]:
    """Each repro written under `folder` (<implementation>/<reason>.<ext>), with the path it has there."""
    written = []
    for each in wanted:
        path = folder / each.path
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(each.text, "utf-8")
        written.append(replace(each, path=path))
    return written
