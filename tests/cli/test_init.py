"""`init` as a user runs it in a repository, and each persona's way from `init` to a green gate.

The persona tests play a TypeScript coercer author (on the system's Node 20) and a Python agent author
from an empty project: `init`, the harness wired to a small coercer of the project's own the way the
skeleton says, the first run (it replaces init's placeholder baseline with one grouped by cause), a
second run that is green, a regression that fails the gate, the fix that passes it; the reports name
the project's own package and version.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from toolcall_conformance.harnesses.node import pack
from toolcall_conformance.harnesses.python.protocol import PROTOCOL_VERSION
from toolcall_conformance.runner import baseline
from toolcall_conformance.version import suite_version

BIN = Path(sys.executable).parent
ENV = {**os.environ, "PATH": f"{BIN}:/usr/bin:/bin"}
ENV.pop("PYTHONPATH", None)
ENV.pop("VIRTUAL_ENV", None)
ENV.pop("PYTHON", None)
KIT_VERSION = str(pack.manifest()["version"])
VERSION = "0.3.1"  # the projects' own version, which the reports must name (not the kit's)
assert VERSION != KIT_VERSION

# The TypeScript project's own coercer: top-level integers, numbers, booleans and nulls sent as text,
# also behind a local $ref.
TOOLS_TS = """\
type Json = unknown;
type Schema = { type?: unknown; $ref?: string; properties?: { [key: string]: Schema } };
type Root = Schema & { $defs?: { [key: string]: Schema }; definitions?: { [key: string]: Schema } };

function follow(root: Root, schema: Schema | undefined): Schema | undefined {
  const ref = schema?.$ref;
  if (ref === undefined) return schema;
  const match = /^#\\/(\\$defs|definitions)\\/([^/]+)$/.exec(ref);
  if (match === null) return schema;
  const table = match[1] === "$defs" ? root.$defs : root.definitions;
  return table?.[match[2]];
}

function coerceOne(type: unknown, value: Json): Json {
  if (typeof value !== "string") return value;
  if (type === "integer" && /^-?[0-9]{1,15}$/.test(value)) return Number(value);
  if (type === "number" && /^-?[0-9]+(\\.[0-9]+)?$/.test(value)) return Number(value);
  if (type === "boolean" && (value === "true" || value === "false")) return value === "true";
  if (type === "null" && value === "null") return null;
  return value;
}

/** What the tool receives: each top-level argument coerced to its property's type. */
export function prepare(parameters: unknown, args: { [key: string]: Json }): { [key: string]: Json } {
  const root = (parameters ?? {}) as Root;
  const properties = root.properties ?? {};
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(args)) {
    const schema = follow(root, properties[key]);
    out[key] = coerceOne(schema?.type, value);
  }
  return out;
}
"""

TOOLS_PY = """\
import re

LOCAL_REF = re.compile(r"^#/(\\$defs|definitions)/([^/]+)$")


def follow(root, schema):
    ref = (schema or {}).get("$ref")
    match = LOCAL_REF.match(ref) if isinstance(ref, str) else None
    if match is None:
        return schema
    return root.get(match.group(1), {}).get(match.group(2))


def coerce_one(kind, value):
    if not isinstance(value, str):
        return value
    if kind == "integer" and re.fullmatch(r"-?[0-9]{1,15}", value):
        return int(value)
    if kind == "number" and re.fullmatch(r"-?[0-9]+(\\.[0-9]+)?", value):
        return float(value)
    if kind == "boolean" and value in ("true", "false"):
        return value == "true"
    if kind == "null" and value == "null":
        return None
    return value


def prepare(parameters, arguments):
    \"\"\"What the tool receives: each top-level argument coerced to its property's type.\"\"\"
    properties = parameters.get("properties", {})
    prepared = {}
    for key, value in arguments.items():
        schema = follow(parameters, properties.get(key)) or {}
        prepared[key] = coerce_one(schema.get("type"), value)
    return prepared
"""

BOOLEANS = ('"boolean"', '"boolean-broken"')  # the regression: booleans are no longer coerced


def init(*argv: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "toolcall_conformance", "init", *argv]
    return subprocess.run(command, env=ENV, capture_output=True, text=True, timeout=900)


def use_prepare(harness: Path) -> None:
    """The one edit a TypeScript user makes: the harness calls their `prepare` from src/tools."""
    edit(
        harness,
        'import type { JsonObject, Tool } from "toolcall-conformance-harness";\n',
        'import type { JsonObject, Tool } from "toolcall-conformance-harness";\n'
        'import { prepare } from "../src/tools.js";\n',
    )
    edit(harness, "  return args;\n", "  return prepare(tool.parameters, args) as JsonObject;\n")


def script(folder: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["./run.sh", *argv], cwd=folder, env=ENV, capture_output=True, text=True, timeout=900
    )


def listed(document: dict) -> dict[str, str]:
    return {case: key for key, cases in document["known_failures"].items() for case in cases}


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert text.count(old) == 1, (path, old)
    path.write_text(text.replace(old, new))


def play(folder: Path, source: Path, harness_is_built: Path | None) -> None:
    """From the wired harness to the fix, as the persona runs it; the commands and what they showed."""
    placeholder = json.loads((folder / "baseline.json").read_text())
    assert placeholder["placeholder"] is True
    assert placeholder["implementation"]["version"] == VERSION, "the project's version, not the kit's"

    first = script(folder)
    assert first.returncode == 0, first.stdout[-3000:] + first.stderr[-3000:]
    assert "replaced init's placeholder baseline with a first baseline" in first.stdout
    assert re.search(r"^\d+ cases · SPEC §", first.stdout, re.MULTILINE), "the result, grouped by cause"
    written = json.loads((folder / "baseline.json").read_text())
    assert "placeholder" not in written
    reasons = written["reasons"]
    assert reasons and all(r["text"].startswith(baseline.UNREVIEWED + "SPEC §") for r in reasons.values())
    assert all(r["spec"] and r["level"] for r in reasons.values()), "each reason names its rule and level"
    mine, its = listed(written), listed(placeholder)
    assert "coerce/integer/plain" in its and "coerce/integer/plain" not in mine, "the user's code runs"
    moved = [case for case in mine if case in its and mine[case] != its[case]]
    assert moved, "cases of another cause now are filed under it, not under the placeholder's keys"
    warning = f"warning: {len(reasons)} of {len(reasons)} reasons in baseline.json are unreviewed"
    assert warning in first.stdout

    stamp = harness_is_built.stat().st_mtime_ns if harness_is_built else None
    second = script(folder, "--quiet")
    assert second.returncode == 0, second.stdout[-3000:] + second.stderr[-3000:]
    assert "baseline: ok" in second.stdout
    if harness_is_built:
        assert harness_is_built.stat().st_mtime_ns == stamp, "nothing changed: tsc did not run"

    edit(source, BOOLEANS[0], BOOLEANS[1])
    regression = script(folder, "--quiet")
    assert regression.returncode == 1, regression.stdout[-3000:]
    assert re.search(r"NEW FAILED coerce/boolean/", regression.stdout)
    assert "baseline: the run does not match its baseline" in regression.stdout
    assert len(regression.stdout.splitlines()) <= 10, regression.stdout

    edit(source, BOOLEANS[1], BOOLEANS[0])
    reports = ("--report", "report.json", "--markdown", "summary.md", "--badge", "b.svg")
    fixed = script(folder, "--quiet", *reports)
    assert fixed.returncode == 0, fixed.stdout[-3000:]
    report = json.loads((folder / "report.json").read_text())
    assert (report["implementation"]["name"], report["implementation"]["version"]) == ("persona", VERSION)
    assert f"persona {VERSION}" in (folder / "summary.md").read_text()


@pytest.mark.e2e(
    reason="a user's whole first session: init installs the harness's npm packages and runs the placeholder "
    "on real Node 20, then run.sh compiles the project's own sources with tsc and runs the gate on the "
    "whole core corpus five times (minutes of npm, tsc and runs)"
)
def test_a_typescript_coercer_author_gets_from_init_to_a_green_gate(tmp_path):
    node = subprocess.run(["node", "--version"], env=ENV, capture_output=True, text=True).stdout
    assert node.startswith("v20."), "the persona runs on the system's Node 20"
    package = {"name": "persona", "version": VERSION, "type": "module"}
    (tmp_path / "package.json").write_text(json.dumps(package))
    source = tmp_path / "src" / "tools.ts"
    source.parent.mkdir()
    source.write_text(TOOLS_TS)

    before = packed_files(tmp_path)
    done = init("--language", "typescript", str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert "\n  1. call your code from the placeholder in" in done.stdout
    folder = tmp_path / "conformance"
    workflow = (tmp_path / ".github" / "workflows" / "conformance.yml").read_text()
    assert "uses: ./.github/actions/toolcall-conformance" in workflow
    assert_the_workflow_runs_this_release(tmp_path)
    assert 'node-version: "20"' in workflow, "CI runs the Node the baseline was made on"
    assert "run: conformance/run.sh --build" in workflow
    assert 'impl: "cmd:node conformance/dist/conformance/harness.js"' in workflow
    assert (folder / "dist" / "conformance" / "harness.js").is_file(), "the path the workflow runs"

    harness = folder / "harness.ts"
    assert 'import { prepare } from "../src/tools.js"' in harness.read_text(), "what the skeleton says"
    use_prepare(harness)
    play(folder, source, folder / "dist" / "conformance" / "harness.js")
    assert (folder / "dist" / "src" / "tools.js").is_file(), "the user's own sources are built and run"
    assert packed_files(tmp_path) == before, "init changed what the project's package holds"


@pytest.mark.e2e(
    reason="a user's whole first session: run.sh makes a venv and pip-installs the project into it, then "
    "runs the gate on the whole core corpus six times (minutes of pip and runs)"
)
def test_a_python_agent_author_gets_from_init_to_a_green_gate(tmp_path):
    pyproject = f'[project]\nname = "persona"\nversion = "{VERSION}"\n'
    (tmp_path / "pyproject.toml").write_text(pyproject)
    source = tmp_path / "src" / "persona" / "__init__.py"
    source.parent.mkdir(parents=True)
    source.write_text(TOOLS_PY)
    project, builder = tmp_path, tmp_path.parent / f"{tmp_path.name}-builder"
    before = wheel_files(project, builder)

    done = init("--language", "python", str(tmp_path))
    assert done.returncode == 0, done.stderr
    folder = tmp_path / "conformance"
    workflow = (tmp_path / ".github" / "workflows" / "conformance.yml").read_text()
    assert f'run: python -m pip install "toolcall-conformance=={suite_version()}" .' in workflow
    assert_the_workflow_runs_this_release(tmp_path)
    assert 'impl: "cmd:python conformance/harness.py"' in workflow

    harness = folder / "harness.py"
    edit(
        harness,
        "from toolcall_conformance.harness_kit",
        "from persona import prepar\n\nfrom toolcall_conformance.harness_kit",
    )
    typo = script(folder)
    assert typo.returncode == 1
    assert typo.stderr.strip().splitlines() == [
        "error: conformance/harness.py does not start on .venv/bin/python: "
        "ImportError: cannot import name 'prepar' from 'persona' "
        f"({source})"
    ], "the harness's import error comes first, in one line"
    edit(harness, "import prepar\n", "import prepare\n")
    edit(harness, "    return arguments\n", '    return prepare(tool["parameters"], arguments)\n')
    play(folder, source, None)
    assert wheel_files(project, builder) == before, "init changed what the project ships"


def wheel_files(project: Path, builder: Path) -> list[str]:
    """The files of the wheel `pip wheel` builds of project, as its user builds it (its own backend)."""
    if not (builder / "bin" / "python").exists():
        subprocess.run(["python3", "-m", "venv", str(builder)], env=ENV, check=True, timeout=300)
    for leftover in [
        project / "build",
        *project.glob("*.egg-info"),
    ]:  # not a stale build
        if leftover.exists():
            shutil.rmtree(leftover)
    out = builder.parent / f"wheel-{len(list(builder.parent.glob('wheel-*')))}"
    pip = [builder / "bin" / "python", "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check"]
    done = subprocess.run([*pip, "-q", "-w", out, "."], cwd=project, env=ENV, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    (wheel,) = out.glob("*.whl")
    with zipfile.ZipFile(wheel) as archive:
        return sorted(archive.namelist())


@pytest.mark.e2e(
    reason="a user's whole first session on a flat layout: pip builds the project's wheel twice with "
    "setuptools from PyPI, run.sh makes a venv and pip-installs the project, then runs the gate on the "
    "whole core corpus six times (minutes of pip and runs)"
)
def test_a_flat_layout_setuptools_author_gets_a_green_gate_and_the_same_wheel(tmp_path):
    """A package folder at the root, found by setuptools' own discovery: a conformance/ beside it would
    become a second top-level package and break the build; init's folder leaves the wheel as it was."""
    project = tmp_path / "tinyprep"
    source = project / "persona" / "__init__.py"
    source.parent.mkdir(parents=True)
    source.write_text(TOOLS_PY)
    (project / "pyproject.toml").write_text(f'[project]\nname = "persona"\nversion = "{VERSION}"\n')
    before = wheel_files(project, tmp_path / "builder")
    assert "persona/__init__.py" in before

    done = init("--language", "python", str(project))
    assert done.returncode == 0, done.stderr
    folder = project / "tests" / "conformance"
    assert not (project / "conformance").exists()
    assert "setuptools finds your packages at the root itself" in done.stdout
    workflow = (project / ".github" / "workflows" / "conformance.yml").read_text()
    assert 'impl: "cmd:python tests/conformance/harness.py"' in workflow
    assert "baseline: tests/conformance/baseline.json" in workflow

    harness = folder / "harness.py"
    edit(
        harness,
        "from toolcall_conformance.harness_kit",
        "from persona import prepare\n\nfrom toolcall_conformance.harness_kit",
    )
    edit(harness, "    return arguments\n", '    return prepare(tool["parameters"], arguments)\n')
    play(folder, source, None)
    assert wheel_files(project, tmp_path / "builder") == before, "init changed what the project ships"


PROJECT = f'[project]\nname = "persona"\nversion = "{VERSION}"\n'
# Python layouts beside the src layout and the setuptools flat layout above: the project's files, the
# module the harness imports, and the folder init writes. Build backends at pinned versions.
LAYOUTS = {
    "modules without pyproject.toml": ({"tools.py": ""}, "tools", "conformance"),
    "uv, [project] with no build section": (
        {"pyproject.toml": PROJECT + 'requires-python = ">=3.11"\ndependencies = []\n', "main.py": ""},
        "main",
        "tests/conformance",
    ),
    "hatch": (
        {
            "pyproject.toml": PROJECT
            + '[build-system]\nrequires = ["hatchling==1.27.0"]\nbuild-backend = "hatchling.build"\n',
            "persona/__init__.py": "",
        },
        "persona",
        "conformance",
    ),
    "poetry": (
        {
            "pyproject.toml": PROJECT
            + '[build-system]\nrequires = ["poetry-core==2.1.3"]\n'
            + 'build-backend = "poetry.core.masonry.api"\n',
            "persona/__init__.py": "",
        },
        "persona",
        "conformance",
    ),
}


@pytest.mark.e2e(
    reason="a user's first session on each Python layout: pip builds the project's wheel with its own "
    "backend from PyPI before and after, run.sh makes a venv, installs the project and runs the gate on "
    "the whole core corpus twice (minutes of pip and runs per layout)"
)
@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_each_python_layout_gets_a_gate_that_catches_a_regression_and_the_same_wheel(tmp_path, layout):
    files, module, written = LAYOUTS[layout]
    project = tmp_path / "project"
    for name, text in files.items():
        (project / name).parent.mkdir(parents=True, exist_ok=True)
        (project / name).write_text(text)
    source = next(project / name for name in files if name.endswith(".py"))
    source.write_text(TOOLS_PY)
    packaged = (project / "pyproject.toml").is_file()
    before = wheel_files(project, tmp_path / "builder") if packaged else None

    done = init("--language", "python", str(project))
    assert done.returncode == 0, done.stderr
    folder = project / written
    harness = folder / "harness.py"
    edit(
        harness,
        "from toolcall_conformance.harness_kit",
        f"from {module} import prepare\n\nfrom toolcall_conformance.harness_kit",
    )
    edit(harness, "    return arguments\n", '    return prepare(tool["parameters"], arguments)\n')
    first = script(folder, "--quiet")
    assert first.returncode == 0, first.stdout[-3000:] + first.stderr[-3000:]
    assert "coerce/integer/plain" not in listed(json.loads((folder / "baseline.json").read_text()))
    green = script(folder, "--quiet")
    assert green.returncode == 0 and "baseline: ok" in green.stdout, green.stdout[-3000:]
    edit(source, BOOLEANS[0], BOOLEANS[1])
    regression = script(folder, "--quiet")
    assert regression.returncode == 1 and "NEW FAILED coerce/boolean/" in regression.stdout, regression.stdout
    if before is not None:
        edit(source, BOOLEANS[1], BOOLEANS[0])
        assert wheel_files(project, tmp_path / "builder") == before, "init changed what the project ships"


# The same coercer in plain JavaScript, with no TypeScript in the project: top-level arguments only.
TOOLS_JS = """\
function coerceOne(type, value) {
  if (typeof value !== "string") return value;
  if (type === "integer" && /^-?[0-9]{1,15}$/.test(value)) return Number(value);
  if (type === "number" && /^-?[0-9]+(\\.[0-9]+)?$/.test(value)) return Number(value);
  if (type === "boolean" && (value === "true" || value === "false")) return value === "true";
  if (type === "null" && value === "null") return null;
  return value;
}

function prepare(parameters, args) {
  const properties = (parameters ?? {}).properties ?? {};
  const out = {};
  for (const [key, value] of Object.entries(args)) out[key] = coerceOne(properties[key]?.type, value);
  return out;
}
"""
JS_MODULES = {
    "ESM": ("module", "export { prepare };\n"),
    "CommonJS": ("commonjs", "exports.prepare = prepare;\n"),
}


def packed_files(project: Path) -> list[str]:
    """What `npm pack` puts into the project's package."""
    done = subprocess.run(
        ["npm", "pack", "--dry-run", "--json", "--ignore-scripts"],
        cwd=project, env=ENV, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return sorted(entry["path"] for entry in json.loads(done.stdout)[0]["files"])


@pytest.mark.e2e(
    reason="a user's first session on a plain JavaScript package: init installs the harness's npm packages, "
    "tsc builds the harness with the project's JavaScript, the gate runs on the whole core corpus three "
    "times on real Node (minutes of npm, tsc and runs per module system)"
)
@pytest.mark.parametrize("system", sorted(JS_MODULES))
def test_a_plain_javascript_package_gets_a_gate_that_catches_a_regression_and_packs_the_same(
    tmp_path, system
):
    kind, export = JS_MODULES[system]
    (tmp_path / "package.json").write_text(json.dumps({"name": "persona", "version": VERSION, "type": kind}))
    source = tmp_path / "src" / "tools.js"
    source.parent.mkdir()
    source.write_text(TOOLS_JS + export)
    before = packed_files(tmp_path)

    done = init("--language", "typescript", str(tmp_path))
    assert done.returncode == 0, done.stderr
    folder = tmp_path / "conformance"
    harness = folder / "harness.ts"
    use_prepare(harness)
    first = script(folder, "--quiet")
    assert first.returncode == 0, first.stdout[-3000:] + first.stderr[-3000:]
    assert "coerce/integer/plain" not in listed(json.loads((folder / "baseline.json").read_text()))
    assert (folder / "dist" / "src" / "tools.js").is_file(), "the project's own JavaScript is built and run"
    green = script(folder, "--quiet")
    assert green.returncode == 0 and "baseline: ok" in green.stdout, green.stdout[-3000:]
    edit(source, BOOLEANS[0], BOOLEANS[1])
    regression = script(folder, "--quiet")
    assert regression.returncode == 1 and "NEW FAILED coerce/boolean/" in regression.stdout, regression.stdout
    edit(source, BOOLEANS[1], BOOLEANS[0])
    assert packed_files(tmp_path) == before, "init changed what the project's package holds"


def assert_the_workflow_runs_this_release(root: Path) -> None:
    """The workflow uses the action init wrote beside it, which installs this release by its PyPI name
    (no placeholder for the user to fill), and actionlint finds nothing wrong with either."""
    action = (root / ".github" / "actions" / "toolcall-conformance" / "action.yml").read_text()
    assert (
        f'pip install --quiet --disable-pip-version-check "toolcall-conformance=={suite_version()}"' in action
    )
    assert "<owner>" not in action and "@VERSION@" not in action
    lint = subprocess.run(
        [BIN / "actionlint", ".github/workflows/conformance.yml"], cwd=root, capture_output=True, text=True
    )
    assert lint.returncode == 0, lint.stdout + lint.stderr


def test_the_written_action_is_the_suites_own_but_for_where_it_installs_the_suite_from():
    """Inputs, outputs and the run step are the suite's action.yml's, so the two cannot drift apart."""
    root = Path(__file__).resolve().parents[2]
    own = (root / "action.yml").read_text()
    written = (root / "toolcall_conformance" / "templates" / "action" / "action.yml").read_text()

    def part(text: str, start: str, end: str | None = None) -> str:
        body = text.split(start, 1)[1]
        return body.split(end, 1)[0] if end else body

    assert part(written, "inputs:", "runs:") == part(own, "inputs:", "runs:")
    pythonpath = (
        "        # A Python harness imports toolcall_conformance.harness_kit (standard library only) from"
        " this checkout.\n"
    )
    pythonpath += '        export PYTHONPATH="$GITHUB_ACTION_PATH${PYTHONPATH:+:$PYTHONPATH}"\n'
    assert part(written, "    - name: Run the suite") == part(own, "    - name: Run the suite").replace(
        pythonpath, ""
    )


def test_init_writes_nothing_when_one_of_its_files_exists(tmp_path):
    for existing in ["conformance/run.sh", ".github/workflows/conformance.yml"]:
        (tmp_path / existing).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / existing).write_text("mine\n")
        done = init("--language", "python", str(tmp_path))
        assert done.returncode == 2 and existing in done.stderr
        assert [p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file()] == [existing]
        (tmp_path / existing).unlink()


def test_init_typescript_needs_the_project_s_package_json(tmp_path):
    done = init("--language", "typescript", str(tmp_path))
    assert done.returncode == 2 and f"{tmp_path}/package.json not found" in done.stderr
    assert not any(tmp_path.iterdir())


def test_the_python_kit_runs_a_harness_on_a_python_without_the_suite(tmp_path):
    """`harness-kit --language python` writes toolcall_conformance.harness_kit alone: a plain Python serves
    with it."""
    out = str(tmp_path / "kit")
    kit = subprocess.run(
        [sys.executable, "-m", "toolcall_conformance", "harness-kit", "--language", "python", "--out", out],
        env=ENV, capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    assert kit == str(tmp_path / "kit")
    (tmp_path / "h.py").write_text(
        "from toolcall_conformance.harness_kit import serve\n"
        "serve(name='h', version='1', features=['coerce'], coerce=lambda tool, arguments: arguments)\n"
    )
    requests = f'{{"cmd": "start", "protocol": {PROTOCOL_VERSION}}}\n{{"cmd": "stop"}}\n'
    done = subprocess.run(
        ["/usr/bin/python3", "-I", "-c", f"import sys; sys.path.append({kit!r}); exec(open('h.py').read())"],
        cwd=tmp_path, input=requests, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[0])["implementation"]["name"] == "h", done.stdout


def test_init_refuses_a_flat_layout_setuptools_cannot_build_in_one_line_before_writing(tmp_path):
    """Two packages at the root and no package list: setuptools builds neither, so no gate can install the
    project; init says so and how to fix it, and writes nothing."""
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "two"\nversion = "1.0"\n')
    for package in ("alpha", "beta", "tests", "_private"):  # tests/ and _private/ setuptools leaves out
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text("")
    before = sorted(tmp_path.rglob("*"))
    done = init("--language", "python", str(tmp_path))
    assert done.returncode == 2
    assert done.stderr.startswith(f"error: setuptools finds 2 top-level packages in {tmp_path} (alpha, beta)")
    assert "[tool.setuptools] packages" in done.stderr and "src/" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert sorted(tmp_path.rglob("*")) == before


# Package managers as their users run them: the versions node_fixtures/package.json pins (installed by
# `make node-deps`), on the persona's PATH as `pnpm` and `yarn`, run by the system's Node 20. Yarn's
# telemetry and pnpm's update check stay off.
FIXTURES = Path(__file__).resolve().parents[2] / "node_fixtures"
MANAGERS = json.loads((FIXTURES / "package.json").read_text())["devDependencies"]
PNPM, YARN = MANAGERS["pnpm"], MANAGERS["@yarnpkg/cli-dist"]

# The TypeScript coercer above, following its local $refs with a dependency of the project's own
# (jsonpointer, with its types), which the project's package manager installs.
FOLLOW_TS = """\
function follow(root: Root, schema: Schema | undefined): Schema | undefined {
  const ref = schema?.$ref;
  if (ref === undefined || !/^#\\/(\\$defs|definitions)\\/[^/]+$/.test(ref)) return schema;
  return jsonpointer.get(root, ref.slice(1));
}
"""
TOOLS_TS_WITH_A_DEPENDENCY = 'import jsonpointer from "jsonpointer";\n\n' + re.sub(
    r"function follow\(.*?\n}\n", lambda _: FOLLOW_TS, TOOLS_TS, count=1, flags=re.DOTALL
)
assert "jsonpointer.get" in TOOLS_TS_WITH_A_DEPENDENCY and "const match" not in TOOLS_TS_WITH_A_DEPENDENCY
PACKAGE = {"name": "persona", "version": VERSION, "type": "module", "dependencies": {"jsonpointer": "5.0.1"}}
WORKSPACE_ROOT = {"name": "mono", "private": True, "workspaces": ["packages/*"]}


def manager_env(tmp_path: Path) -> dict[str, str]:
    """The persona's environment with its pnpm and yarn on PATH."""
    tools = tmp_path / "bin"
    tools.mkdir(exist_ok=True)
    for name in ("pnpm", "yarn"):
        if not (tools / name).exists():
            (tools / name).symlink_to(FIXTURES / "node_modules" / ".bin" / name)
    env = {**ENV, "PATH": f"{tools}:{ENV['PATH']}", "YARN_ENABLE_TELEMETRY": "0"}
    return {**env, "npm_config_update_notifier": "false", "COREPACK_ENABLE_STRICT": "0"}


def manager(env: dict[str, str], cwd: Path, *argv: str) -> str:
    done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"{argv}: {done.stdout[-3000:]}{done.stderr[-3000:]}"
    return done.stdout


def pnpm_packed(env: dict[str, str], package: Path) -> list[str]:
    """What `pnpm pack` puts into the package."""
    listing = json.loads(manager(env, package, "pnpm", "pack", "--dry-run", "--json"))
    return sorted(entry["path"] for entry in listing["files"])


def yarn_packed(env: dict[str, str], package: Path) -> list[str]:
    """What `yarn pack` puts into the package (one JSON line per file)."""
    lines = manager(env, package, "yarn", "pack", "--dry-run", "--json").splitlines()
    return sorted(entry["location"] for entry in map(json.loads, lines) if "location" in entry)


def npm_workspace(root: Path, env: dict[str, str]) -> Path:
    """A root package.json with workspaces, the persona in packages/persona, npm's package-lock.json."""
    (root / "package.json").write_text(json.dumps(WORKSPACE_ROOT))
    package = root / "packages" / "persona"
    package.mkdir(parents=True)
    (package / "package.json").write_text(json.dumps(PACKAGE))
    manager(env, root, "npm", "install", "--no-audit", "--no-fund")
    return package


def pnpm_project(root: Path, env: dict[str, str]) -> Path:
    (root / "package.json").write_text(json.dumps({**PACKAGE, "packageManager": f"pnpm@{PNPM}"}))
    manager(env, root, "pnpm", "install")
    assert (root / "node_modules" / "jsonpointer").is_symlink(), "pnpm's own layout: links into .pnpm/"
    return root


def yarn_project(root: Path, env: dict[str, str]) -> Path:
    """Yarn 4 with its node_modules linker (Plug'n'Play, its default, is refused: see below)."""
    (root / "package.json").write_text(json.dumps({**PACKAGE, "packageManager": f"yarn@{YARN}"}))
    (root / ".yarnrc.yml").write_text("nodeLinker: node-modules\n")
    (root / "yarn.lock").write_text("")
    # The project's first install writes its lockfile: under CI=true (as .ci/run sets it) Yarn 4 would
    # refuse to change the lockfile unless told this install may.
    manager(env, root, "yarn", "install", "--no-immutable")
    return root


PNPM_INSTALL = "corepack enable && pnpm install --frozen-lockfile"
# Each persona: how it sets its project up (returning the package's folder), the lockfile at the root,
# how it packs its package, and what the workflow installs the project with.
PACKAGE_MANAGERS = {
    "npm workspace": (
        npm_workspace,
        "package-lock.json",
        lambda env, package: packed_files(package),
        "npm ci --no-audit --no-fund",
    ),
    "pnpm": (pnpm_project, "pnpm-lock.yaml", pnpm_packed, PNPM_INSTALL),
    "yarn": (yarn_project, "yarn.lock", yarn_packed, "corepack enable && yarn install --immutable"),
}


@pytest.mark.e2e(
    reason="a user's first session on a package its package manager installs: npm, pnpm or yarn installs "
    "the project's dependency from the registry, init installs the harness's npm packages, tsc builds "
    "the harness with the project's sources, the gate runs on the whole core corpus four times on real "
    "Node (minutes of installs, tsc and runs per package manager)"
)
@pytest.mark.parametrize("kind", sorted(PACKAGE_MANAGERS))
def test_a_package_its_package_manager_installs_gets_a_gate_and_packs_the_same(tmp_path, kind):
    setup, lockfile, packed, install = PACKAGE_MANAGERS[kind]
    env = manager_env(tmp_path)
    root = tmp_path / "project"
    root.mkdir()
    package = setup(root, env)
    source = package / "src" / "tools.ts"
    source.parent.mkdir()
    source.write_text(TOOLS_TS_WITH_A_DEPENDENCY)
    before, locked = packed(env, package), (root / lockfile).read_bytes()
    assert "src/tools.ts" in before

    done = init("--language", "typescript", str(package))
    assert done.returncode == 0, done.stderr
    folder = package / "conformance"
    gate = folder.relative_to(root).as_posix()
    workflow = (root / ".github" / "workflows" / "conformance.yml").read_text()
    assert f"run: {install}\n" in workflow, "CI installs the project as its lockfile says"
    assert f"run: {gate}/run.sh --build" in workflow and f"baseline: {gate}/baseline.json" in workflow
    assert f'impl: "cmd:node {gate}/dist/conformance/harness.js"' in workflow
    assert_the_workflow_runs_this_release(root)
    if package != root:
        assert not (package / ".github").exists()
        assert f"the workflow at the root of its workspace, {root}, which CI installs with `{install}`" in (
            done.stdout
        )
    # The workflow's install step as written (the persona's pnpm and yarn are on PATH already): the
    # lockfile still installs as it is, with init's folder in the project.
    manager(env, root, *install.removeprefix("corepack enable && ").split())
    assert (root / lockfile).read_bytes() == locked

    harness = folder / "harness.ts"
    use_prepare(harness)
    its = listed(json.loads((folder / "baseline.json").read_text()))
    first = script(folder, "--quiet")
    assert first.returncode == 0, first.stdout[-3000:] + first.stderr[-3000:]
    mine = listed(json.loads((folder / "baseline.json").read_text()))
    for case in ("coerce/integer/plain", "coerce/null/ref-to-type-null"):  # the latter through jsonpointer
        assert case in its and case not in mine, f"the user's code and its dependency run: {case}"
    assert (folder / "dist" / "src" / "tools.js").is_file(), "the project's own sources are built and run"
    green = script(folder, "--quiet")
    assert green.returncode == 0 and "baseline: ok" in green.stdout, green.stdout[-3000:]
    edit(source, BOOLEANS[0], BOOLEANS[1])
    regression = script(folder, "--quiet")
    assert regression.returncode == 1 and "NEW FAILED coerce/boolean/" in regression.stdout, regression.stdout
    edit(source, BOOLEANS[1], BOOLEANS[0])
    assert packed(env, package) == before, "init changed what the project's package holds"
    assert (root / lockfile).read_bytes() == locked, "init changed how the project installs"


def _refused(tmp_path: Path, target: Path, start: str) -> str:
    """init --language typescript on `target` refuses in one line starting with `start` and writes
    nothing under `tmp_path`; the line."""
    before = sorted(tmp_path.rglob("*"))
    done = init("--language", "typescript", str(target))
    assert done.returncode == 2
    assert done.stderr.startswith(f"error: {start}")
    assert len(done.stderr.strip().splitlines()) == 1
    assert sorted(tmp_path.rglob("*")) == before
    return done.stderr


def test_init_refuses_a_workspace_root_in_one_line_before_writing(tmp_path):
    """The root of a workspace holds no code of its own to test: init names the remedy, the package's
    own folder."""
    (tmp_path / "package.json").write_text(json.dumps(WORKSPACE_ROOT))
    (tmp_path / "packages" / "persona").mkdir(parents=True)
    (tmp_path / "packages" / "persona" / "package.json").write_text(json.dumps(PACKAGE))
    refused = _refused(tmp_path, tmp_path, f"{tmp_path}/package.json is the root of a workspace (packages/*)")
    assert f"init --language typescript {tmp_path}/packages/<name>" in refused


def test_init_refuses_yarn_plug_n_play_in_one_line_before_writing(tmp_path):
    """Yarn 2+ with its default linker leaves no node_modules for tsc and Node: init says to switch the
    linker, and writes nothing."""
    (tmp_path / "package.json").write_text(json.dumps({**PACKAGE, "packageManager": f"yarn@{YARN}"}))
    (tmp_path / "yarn.lock").write_text("__metadata:\n  version: 8\n  cacheKey: 10c0\n")
    (tmp_path / ".yarnrc.yml").write_text("enableTelemetry: false\n")
    refused = _refused(tmp_path, tmp_path, f"{tmp_path} installs with Yarn Plug'n'Play")
    assert f"`nodeLinker: node-modules` in {tmp_path}/.yarnrc.yml" in refused


def test_init_refuses_workspaces_that_would_take_its_folder_for_a_package(tmp_path):
    """npm takes every folder with a package.json under `packages/**` for a workspace, conformance/ too
    (its harness package would join the workspace's install and lockfile): init says so and writes
    nothing."""
    (tmp_path / "package.json").write_text(json.dumps({**WORKSPACE_ROOT, "workspaces": ["packages/**"]}))
    package = tmp_path / "packages" / "persona"
    package.mkdir(parents=True)
    (package / "package.json").write_text(json.dumps(PACKAGE))
    refused = _refused(
        tmp_path,
        package,
        f"the workspaces of {tmp_path}/package.json (packages/**) would take {package}/conformance/",
    )
    assert "`packages/*`" in refused
