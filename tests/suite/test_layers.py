"""The tree shows the design: nothing imports a layer above its own, no module imports itself back
through others, and the reference is reached only through its adapter (the benchmark's bare loop, and
the generators writing core alternatives), so no judge can echo the code under test."""

from __future__ import annotations

import ast
import graphlib
from pathlib import Path

PACKAGE = "toolcall_conformance"
SUITE = Path(__file__).resolve().parents[2] / PACKAGE
RANKS = {
    "model": 0,
    "schemakit": 0,
    "harnesses": 0,
    "harness_kit": 0,  # the public Python kit: harnesses' protocol, for a user's own harness
    "templates": 0,  # what init writes into a user's repository (its harness imports harness_kit)
    "schemas": 0,
    "cachedir": 0,
    "version": 0,  # the suite's own version, which runs and baselines record
    "corpus": 1,
    "runner": 2,
    "generators": 2,
    "adapters": 3,
    "reporters": 4,
    "fuzz": 4,
    "repros": 4,  # standalone programs calling a row's library, and running them in its environment
    "cli": 5,
    "pytest_plugin": 5,
    "bench": 5,
    "soak": 5,
    "__main__": 6,
}
# The generators write each case's core alternatives by running the reference with the choices core
# leaves open made the other way (toolcall_conformance/generators/alternatives.py); `check` holds every
# listed one
# valid against its schema with jsonschema, and no judge imports the reference.
REFERENCE_USERS = {"reference", "adapters.reference", "bench", "generators.alternatives", "generators.build"}


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(SUITE).with_suffix("").parts).removesuffix(".__init__")


def imports(path: Path) -> set[str]:
    """The suite names `path` imports anywhere in it (`toolcall_conformance.x.y` -> `x.y`, `from
    toolcall_conformance.x import y` ->
    `x.y`, whether `y` is a module or a name in `x`), relative imports resolved."""
    found: set[str] = set()
    package = module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            prefix = f"{PACKAGE}."
            found |= {a.name.removeprefix(prefix) for a in node.names if a.name.startswith(prefix)}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(
                    package[: len(package) - node.level + 1] + ([node.module] if node.module else [])
                )
            elif node.module and (node.module == PACKAGE or node.module.startswith(f"{PACKAGE}.")):
                base = node.module.removeprefix(PACKAGE).lstrip(".")
            else:
                continue
            found |= {f"{base}.{a.name}".lstrip(".") for a in node.names}  # a module, or a name in one
    return {name for name in found if name}


def layer(name: str) -> str:
    return name.split(".")[0]


def modules() -> list[Path]:
    return [p for p in SUITE.rglob("*.py") if "node_modules" not in p.parts]


def test_every_module_belongs_to_a_declared_layer():
    layers = {layer(module_name(p)) for p in modules() if module_name(p) != "__init__"}
    assert layers <= set(RANKS) | {"reference"}, layers - set(RANKS)


def upward(name: str, imported: set[str]) -> list[str]:
    """The imports of module `name` that reach a layer above its own."""
    if layer(name) not in RANKS:
        return []
    return [f"{name} imports {i}" for i in sorted(imported) if RANKS.get(layer(i), -1) > RANKS[layer(name)]]


def test_nothing_imports_a_layer_above_its_own():
    wrong = [line for path in modules() for line in upward(module_name(path), imports(path))]
    assert not wrong, "\n".join(wrong)


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A chain of modules each importing the next, back to the first; None when there is none."""
    try:
        graphlib.TopologicalSorter(graph).prepare()
    except graphlib.CycleError as error:
        return list(error.args[1])
    return None


def import_graph() -> dict[str, set[str]]:
    """Each module and the modules it imports (an imported name counts as its module), function-level
    imports included: an import moved into a function does not hide a circle."""
    known = {module_name(path) for path in modules()}

    def module_of(name: str) -> str | None:
        parts = name.split(".")
        return next((m for n in range(len(parts), 0, -1) if (m := ".".join(parts[:n])) in known), None)

    graph = {}
    for path in modules():
        name = module_name(path)
        graph[name] = {m for i in imports(path) if (m := module_of(i)) is not None and m != name}
    return graph


def test_no_module_imports_itself_back_through_others():
    found = cycle(import_graph())
    assert found is None, "import cycle: " + " -> ".join(found or [])


def test_the_check_sees_a_cycle():
    assert cycle({"cli.main": {"cli.matrix"}, "cli.matrix": {"cli.errors"}, "cli.errors": set()}) is None
    assert cycle({"cli.main": {"cli.matrix"}, "cli.matrix": {"cli.main"}}) in (
        ["cli.main", "cli.matrix", "cli.main"],
        ["cli.matrix", "cli.main", "cli.matrix"],
    )


def test_only_its_adapter_and_the_bare_loop_import_the_reference():
    wrong = []
    for path in modules():
        name = module_name(path)
        users_ok = layer(name) == "reference" or name in REFERENCE_USERS
        if not users_ok and any(layer(i) == "reference" for i in imports(path)):
            wrong.append(name)
    assert not wrong, f"modules importing the reference: {wrong}"


def test_the_reference_and_the_harnesses_stay_apart_from_the_suite():
    for path in modules():
        name = module_name(path)
        allowed = {"reference": {"reference", "schemakit"}, "harnesses": {"harnesses"}}.get(layer(name))
        if allowed is not None:
            outside = {i for i in imports(path) if layer(i) not in allowed}
            assert not outside, f"{name} imports {outside}"


def test_the_check_sees_a_wrong_import():
    assert upward("runner.engine", {"cli.main", "model"}) == ["runner.engine imports cli.main"]
    assert upward("cli.main", {"runner.engine"}) == []
