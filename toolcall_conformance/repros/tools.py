"""The tool a server row's repro declares, written out the way its author writes it.

A server harness builds its tool from the case's `source` (SPEC §5): a pydantic model or tool
function of the suite's generator modules, or a model of a zod fixture. Its repro holds that code as
text, so that it runs with the library alone and reads like a server a maintainer knows:

- `pydantic_tool` writes the model's class, every class, function and assignment of its module it
  uses, and the imports those need, then the tool function the harness registers
  (toolcall_conformance/harnesses/python/server_kit.py's `Recorded`): the model's fields as keyword-only
  parameters
  (`def invoice(*, number: str, total: Annotated[Decimal, Field(description=...)], ...)`), the
  model itself as `params`, or the source's own tool function, with a body that keeps what it was
  called with under the names the arguments have on the wire. `check_pydantic_tool` holds the
  written function to the harness's: the same parameters, defaults and arguments schema.
- `zod_tool` writes the fixture's declarations the model uses (`const Count = z.number()...`,
  helper functions) and the model as `const inputSchema = ...`, with `z` imported from the zod
  major the source names.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import json
import re
import sys
import types
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

from toolcall_conformance.model import Source

ROOT = Path(__file__).resolve().parents[2]  # the checkout (or site-packages): where a source's module is

PARAMS_MODULE = (
    "toolcall_conformance.generators.pydantic_params"  # each of its tools takes one model as `params`
)
WRITER_IMPORTS = {"Annotated": "from typing import Annotated", "Field": "from pydantic import Field"}
ZOD_PACKAGES = {"zod3": "zod3", "zod4": "zod"}  # the harness's package names (zod3 is npm:zod@3)


class ToolSourceError(ValueError):
    """A source whose tool cannot be written out; the message says which and why."""


@dataclass(frozen=True)
class WrittenTool:
    name: str  # the tool's (and the Python function's) name
    code: str  # imports, the definitions it uses, and the function or `inputSchema`


# ---------------------------------------------------------------- pydantic


def target(source: Source) -> Any:
    """The model class or tool function a pydantic source names, as the server harnesses find it."""
    from toolcall_conformance.harnesses.python.server_kit import target_of

    try:
        return target_of(source.as_json())
    except ValueError as error:
        raise ToolSourceError(str(error)) from error


@dataclass(frozen=True)
class _Module:
    """A module's source: its top-level definitions and imported names, by name."""

    text: str
    definitions: dict[str, ast.stmt]
    imports: dict[str, str]  # name -> the import statement that binds it, alone

    @classmethod
    def of(cls, name: str) -> _Module:
        module = importlib.import_module(name)
        text = Path(str(inspect.getsourcefile(module))).read_text("utf-8")
        definitions: dict[str, ast.stmt] = {}
        imports: dict[str, str] = {}
        for node in ast.parse(text).body:
            if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
                definitions[node.name] = node
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                assigned = node.targets if isinstance(node, ast.Assign) else [node.target]
                for name_node in assigned:
                    if isinstance(name_node, ast.Name):
                        definitions[name_node.id] = node
            elif isinstance(node, ast.ImportFrom) and node.module != "__future__":
                for alias in node.names:
                    bound = alias.asname or alias.name
                    written = f"{alias.name} as {alias.asname}" if alias.asname else alias.name
                    imports[bound] = f"from {'.' * node.level}{node.module or ''} import {written}"
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    bound = alias.asname or alias.name.split(".")[0]
                    imports[bound] = f"import {alias.name}" + (f" as {alias.asname}" if alias.asname else "")
        return cls(text, definitions, imports)

    def segment(self, node: ast.AST) -> str:
        return str(ast.get_source_segment(self.text, node))


def _names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _with_uses(module: _Module, function: str, documents: list[str]) -> str:
    """The imports and module definitions the function's text and the named definitions use, in
    the module's order, then the function."""
    wanted = {name for name in documents if name in module.definitions}
    pending = _names(ast.parse(function)) | wanted
    imports: set[str] = set()
    seen: set[str] = set()
    while pending:
        name = pending.pop()
        if name in seen:
            continue
        seen.add(name)
        if name in module.definitions:
            wanted.add(name)
            pending |= _names(module.definitions[name])
        elif name in module.imports:
            imports.add(module.imports[name])
        elif name in WRITER_IMPORTS:
            imports.add(WRITER_IMPORTS[name])
    nodes = sorted({id(module.definitions[n]): module.definitions[n] for n in wanted}.values(), key=_line)
    parts = [_import_lines(imports)] if imports else []
    parts += [module.segment(node) for node in nodes]
    parts.append(function)
    return "\n\n\n".join(parts) + "\n"


def _import_lines(imports: set[str]) -> str:
    """The import statements, one `from X import a, b` per module (ruff sorts them into place)."""
    plain = sorted(line for line in imports if line.startswith("import "))
    members: dict[str, list[str]] = {}
    for line in imports - set(plain):
        module, _, name = line.removeprefix("from ").partition(" import ")
        members.setdefault(module, []).append(name)
    grouped = [
        f"from {module} import {', '.join(sorted(names))}" for module, names in sorted(members.items())
    ]
    return "\n".join(plain + grouped)


def _line(node: ast.stmt) -> int:
    return node.lineno


def _literal(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _recording(wire: list[tuple[str, str]]) -> str:
    """The body of a written tool function: keep the arguments under their wire names."""
    members = ", ".join(f"{_literal(key)}: {name}" for name, key in wire)
    return f'    received.append({{{members}}})\n    return "received"\n'


def _model_parameters(module: _Module, model: type[Any]) -> tuple[list[str], list[tuple[str, str]]]:
    """The model's fields written as parameters, and each field's (parameter, wire name)."""
    metadata = getattr(model, "__pydantic_generic_metadata__", None) or {}
    origin = metadata.get("origin") or model
    node = module.definitions.get(origin.__name__)
    if not isinstance(node, ast.ClassDef):
        raise ToolSourceError(f"{model.__qualname__}: no class {origin.__name__} in {origin.__module__}")
    substitute: dict[str, str] = {}
    if metadata.get("origin") is not None:
        parameters = origin.__pydantic_generic_metadata__["parameters"]
        substitute = {p.__name__: _type_text(a) for p, a in zip(parameters, metadata["args"], strict=True)}
    declared = {
        item.target.id: item
        for item in node.body
        if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
    }
    written, wire = [], []
    for name, field in model.model_fields.items():
        item = declared.get(name)
        if item is None:  # inherited from a base class: not written out here
            raise ToolSourceError(f"{model.__qualname__}.{name}: not declared in class {origin.__name__}")
        annotation = _substituted(module, item.annotation, substitute)
        default, keywords = _default_and_keywords(module, item.value, f"{model.__qualname__}.{name}")
        if field.alias is not None and not any(k.startswith("alias=") for k in keywords):
            keywords.append(f"alias={_literal(field.alias)}")  # from the model's alias_generator
        if keywords:
            annotation = f"Annotated[{annotation}, Field({', '.join(keywords)})]"
        written.append(f"{name}: {annotation}" + (f" = {default}" if default is not None else ""))
        wire.append((name, field.alias or name))
    return written, wire


def _type_text(value: Any) -> str:
    return value.__qualname__ if isinstance(value, type) else repr(value).replace("typing.", "")


def _substituted(module: _Module, node: ast.expr, substitute: dict[str, str]) -> str:
    if not substitute or not _names(node) & set(substitute):
        return module.segment(node)

    class Replace(ast.NodeTransformer):
        def visit_Name(self, name: ast.Name) -> ast.expr:
            if name.id in substitute:
                return ast.parse(substitute[name.id], mode="eval").body
            return name

    return ast.unparse(Replace().visit(ast.parse(module.segment(node), mode="eval")))


def _default_and_keywords(
    module: _Module, value: ast.expr | None, where: str
) -> tuple[str | None, list[str]]:
    """A field's default as a parameter default, and the keywords of its `Field(...)` call that
    belong in the parameter's `Annotated[..., Field(...)]` instead."""
    if value is None:
        return None, []
    called = value.func if isinstance(value, ast.Call) else None
    if not (isinstance(called, ast.Name) and called.id == "Field") or not isinstance(value, ast.Call):
        return module.segment(value), []
    if len(value.args) > 1 or any(k.arg is None or k.arg == "default_factory" for k in value.keywords):
        raise ToolSourceError(f"{where}: a Field() call this writer does not take apart")
    given = [module.segment(value.args[0])] if value.args else []
    given += [module.segment(k.value) for k in value.keywords if k.arg == "default"]
    keywords = [module.segment(k) for k in value.keywords if k.arg != "default"]
    default = given[0] if given and given[0] != "..." else None
    return default, keywords


def pydantic_tool(source: Source) -> WrittenTool:
    """The tool function a server harness registers for a pydantic source, written out."""
    from toolcall_conformance.generators.pydantic_models import tool_name

    found = target(source)
    registry = getattr(importlib.import_module(source.module), "MODELS", {})
    key = next((k for k, v in registry.items() if v is found), None)
    if source.module == PARAMS_MODULE:
        (parameter,) = inspect.signature(found).parameters.values()
        model = parameter.annotation
        module = _Module.of(model.__module__)
        name = found.__name__
        header = "# The tool: the model as its one parameter.\n"
        header += f"def {name}({parameter.name}: {model.__qualname__}):"
        wire = [(parameter.name, parameter.name)]
        documents = [n for n in _names(ast.parse(model.__qualname__)) if n in module.definitions]
    elif isinstance(found, type):
        module = _Module.of(found.__module__)
        name = tool_name(key) if key is not None else _snake(found.__qualname__)
        parameters, wire = _model_parameters(module, found)
        header = (
            f"# The tool: {found.__qualname__}'s fields as its parameters.\n"
            f"def {name}(\n    *,\n" + "".join(f"    {p},\n" for p in parameters) + "):"
        )
        origin = (getattr(found, "__pydantic_generic_metadata__", None) or {}).get("origin") or found
        documents = [origin.__name__]
    else:
        module = _Module.of(found.__module__)
        node = module.definitions.get(found.__name__)
        if not isinstance(node, ast.FunctionDef):
            raise ToolSourceError(f"{source.model}: no function {found.__name__} in {found.__module__}")
        name = found.__name__
        header = "# The tool: the source's own function, keeping what it receives.\n"
        header += _function_header(module, node)
        wire = [(p, p) for p in inspect.signature(found).parameters]
        documents = []
    function = f"received = []\n\n\n{header}\n{_recording(wire)}"
    return WrittenTool(name, _with_uses(module, function, documents))


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", re.sub(r"\W", "", name)).lower()


def _function_header(module: _Module, node: ast.FunctionDef) -> str:
    """The function's `def` line with its parameters as written, without its return annotation
    (the harness registers the parameters alone)."""
    arguments = node.args
    if arguments.vararg or arguments.kwarg or arguments.posonlyargs:
        raise ToolSourceError(f"{node.name}: *args, **kwargs or positional-only parameters")
    written = []
    plain = arguments.args
    defaults = [None] * (len(plain) - len(arguments.defaults)) + list(arguments.defaults)
    for argument, default in zip(plain, defaults, strict=True):
        written.append(_parameter(module, argument, default))
    if arguments.kwonlyargs:
        written.append("*")
        for argument, kw_default in zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True):
            written.append(_parameter(module, argument, kw_default))
    return f"def {node.name}(\n" + "".join(f"    {p},\n" for p in written) + "):"


def _parameter(module: _Module, argument: ast.arg, default: ast.expr | None) -> str:
    text = argument.arg
    if argument.annotation is not None:
        text += f": {module.segment(argument.annotation)}"
    if default is not None:
        text += f" = {module.segment(default)}"
    return text


def load_written(tool: WrittenTool) -> Any:
    """The function a written tool defines, from its code run as a module of its own (left in
    sys.modules: pydantic resolves postponed annotations, `Page[Item]` among them, through it)."""
    module = types.ModuleType(f"written_tool_{tool.name}")
    sys.modules[module.__name__] = module
    code = compile("from __future__ import annotations\n" + tool.code, module.__name__, "exec")
    exec(code, module.__dict__)
    return module.__dict__[tool.name]


def _arguments(function: Any) -> tuple[Any, Any]:
    """What a server makes of a tool function: the arguments model's schema (as FastMCP builds it,
    by alias), or the error pydantic refuses to build it with (a `$ref` it cannot resolve, which the
    server refuses at registration), and each parameter's kind and default, as JSON."""
    from pydantic import BaseModel, Field, create_model
    from pydantic_core import to_jsonable_python

    signature = inspect.signature(function, eval_str=True)
    fields: dict[str, Any] = {}
    shape = []
    for parameter in signature.parameters.values():
        name, extra = parameter.name, Field()
        if callable(getattr(BaseModel, name, None)):
            name, extra = f"field_{name}", Field(alias=name)
        annotation = Annotated[(parameter.annotation, extra)]  # type: ignore[name-defined]  # built at run time
        empty = parameter.default is inspect.Parameter.empty
        fields[name] = annotation if empty else (annotation, parameter.default)
        default = None if empty else to_jsonable_python(parameter.default, by_alias=True)
        shape.append([parameter.name, parameter.kind.name, empty, default])
    model = create_model("Arguments", **fields)
    try:
        schema: Any = model.model_json_schema(by_alias=True)
    except KeyError as error:  # pydantic's schema generation names the reference it could not resolve
        schema = {"refused": f"KeyError: {error}"}
    return schema, shape


def check_pydantic_tool(source: Source, tool: WrittenTool) -> None:
    """Raise ToolSourceError unless the written function takes what the harness's tool takes: the
    same parameters (names, kinds, defaults) and the same arguments schema, aliases included."""
    from toolcall_conformance.harnesses.python.server_kit import Recorded

    harness = Recorded(tool.name, target(source))
    written = load_written(tool)
    theirs, ours = _arguments(harness.function), _arguments(written)
    if theirs != ours:
        raise ToolSourceError(
            f"{source.module}:{source.model}: the written-out tool {tool.name} differs from the one the "
            f"harness registers: {json.dumps(ours)[:300]} against {json.dumps(theirs)[:300]}"
        )


# ---------------------------------------------------------------- zod


_DECLARATION = re.compile(
    r"^([ \t]*)(?:export\s+)?(?:(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=|function\s+([A-Za-z_$][\w$]*)\s*\()",
    re.MULTILINE,
)
_IDENTIFIER = re.compile(r"(?<![\w$.])[A-Za-z_$][\w$]*")
_OPENING, _CLOSING = "([{", ")]}"


def _masked(text: str) -> str:
    """The text with every string, template literal and comment blanked (same length, newlines
    kept), so brackets and names can be found in code only."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        start = i
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
        elif text[i] in "'\"`":
            quote, i = text[i], i + 1
            while i < n and text[i] != quote:
                i += 2 if text[i] == "\\" else 1
            i += 1
        else:
            i += 1
            continue
        for j in range(start, min(i, n)):
            if out[j] != "\n":
                out[j] = " "
        if text[start] in "'\"`":  # keep the quotes, so a string stays a token
            out[start] = out[min(i, n) - 1] = "'"
    return "".join(out)


def _statement_end(masked: str, start: int, function: bool) -> int:
    """Where the statement starting at `start` ends: after the `;` closing a declaration at depth
    0, or after the `}` that closes a function's body."""
    depth, opened = 0, False
    for i in range(start, len(masked)):
        char = masked[i]
        if char in _OPENING:
            depth += 1
            opened = opened or char == "{"
        elif char in _CLOSING:
            depth -= 1
            if function and opened and depth == 0 and char == "}":
                return i + 1
        elif char == ";" and depth == 0 and not function:
            return i + 1
    raise ToolSourceError("a declaration with no end")


def _dedented(text: str, indent: str) -> str:
    lines = text.split("\n")
    return "\n".join([lines[0]] + [line.removeprefix(indent) for line in lines[1:]])


def _uses(masked_expression: str) -> set[str]:
    """Names an expression uses, leaving out property names (`.x`) and object keys (`{ x: ...`)."""
    found = set()
    for match in _IDENTIFIER.finditer(masked_expression):
        before = masked_expression[: match.start()].rstrip()[-1:]
        after = masked_expression[match.end() :].lstrip()[:1]
        if after == ":" and before in ("{", ","):
            continue
        found.add(match.group())
    return found


def _models_entry(text: str, masked: str, model: str, where: str) -> str:
    """The expression a fixture's `models` object gives for `model`, dedented."""
    opening = re.search(r"\bmodels\s*[=:]\s*\{", masked)  # `const models = {` or `{ models: {`
    if opening is None:
        raise ToolSourceError(f"{where}: no `models` object")
    depth, start = 0, opening.end()
    entries, entry_start = [], start
    for i in range(start, len(masked)):
        char = masked[i]
        if char in _OPENING:
            depth += 1
        elif char in _CLOSING:
            if depth == 0:  # the models object's own closing brace
                entries.append((entry_start, i))
                break
            depth -= 1
        elif char == "," and depth == 0:
            entries.append((entry_start, i))
            entry_start = i + 1
    for begin, end in entries:
        key = re.match(r"\s*(?:([A-Za-z_$][\w$]*)|'[^']*')\s*:", masked[begin:end])
        if key is None:
            continue
        name = key.group(1) or json.loads(text[begin:end].strip().split(":", 1)[0].replace("'", '"'))
        if name != model:
            continue
        key_at = begin + len(masked[begin:end]) - len(masked[begin:end].lstrip())
        line_start = text.rfind("\n", 0, key_at) + 1
        indent = text[line_start:key_at]
        return _dedented(text[begin + key.end() : end].strip(), indent)
    raise ToolSourceError(f"{where}: no model {model!r} in its `models`")


def zod_tool(source: Source) -> WrittenTool:
    """A zod fixture's model as its tool's input schema: the fixture's declarations it uses, then
    `const inputSchema = ...`, with `z` imported from the source's zod major."""
    if source.kind not in ZOD_PACKAGES:
        raise ToolSourceError(f"not a zod source: {source.kind!r}")
    path = ROOT / source.module
    where = f"{source.module} ({source.kind})"
    if not path.is_file():
        raise ToolSourceError(f"{where}: no such fixture")
    text = path.read_text("utf-8")
    masked = _masked(text)
    declarations: dict[str, tuple[int, int, str]] = {}  # name -> start, end, dedented text
    for match in _DECLARATION.finditer(masked):
        name = match.group(2) or match.group(3)
        if name in ("models", "shared", "defineModels"):
            continue
        if name in declarations:
            raise ToolSourceError(f"{where}: {name} is declared twice")
        start = match.start() + len(match.group(1))
        function = match.group(3) is not None  # the match ends past its parameters' `(`
        end = _statement_end(masked, match.end() - 1 if function else match.end(), function=function)
        declarations[name] = (start, end, _dedented(text[start:end], match.group(1)))
    expression = _models_entry(text, masked, source.model, where)
    masked_expression = _masked(expression)
    wanted: set[str] = set()
    pending = _uses(masked_expression)
    while pending:
        name = pending.pop()
        if name in declarations and name not in wanted:
            wanted.add(name)
            start, end, _ = declarations[name]
            pending |= _uses(masked[start:end])
    parts = [f'import {{ z }} from "{ZOD_PACKAGES[source.kind]}";']
    parts += [declarations[name][2] for name in sorted(wanted, key=lambda n: declarations[n][0])]
    parts.append(f"// The tool's input: the model `{source.model}` of {source.module}.")
    parts[-1] += f"\nconst inputSchema = {expression};"
    return WrittenTool(f"{re.sub(r'[^A-Za-z0-9_]', '_', source.model)}", "\n\n".join(parts) + "\n")
