"""The TypeScript/JavaScript harness kit as a user gets it: the tarball `harness-kit` writes, installed
into a fresh project by the system's Node 20 and by the pinned Node 24, type-checked by `tsc --strict`,
and run by the suite."""

from __future__ import annotations

import filecmp
import json
import shutil
import subprocess
import tarfile
import tomllib
from pathlib import Path

import pytest

from toolcall_conformance.adapters import environments
from toolcall_conformance.cli import main
from toolcall_conformance.harnesses.node import pack

ROOT = Path(__file__).resolve().parents[2]
SYSTEM_NODE = shutil.which("node", path="/usr/bin")

HARNESS = """\
import { installedVersion, reject, serve } from "toolcall-conformance-harness";
import type { Json, JsonObject, Tool } from "toolcall-conformance-harness";

/** Coerces top-level integer strings of a `type: "integer"` property, the way a tiny agent might. */
function prepare(tool: Tool, args: JsonObject): JsonObject {
  if (tool.name === "forbidden") reject("this tool is never dispatched");
  const schema = tool.parameters as { properties?: { [key: string]: { type?: Json } } };
  const out: JsonObject = { ...args };
  for (const [key, value] of Object.entries(args)) {
    const wanted = schema.properties?.[key]?.type;
    if (wanted === "integer" && typeof value === "string" && /^-?\\d+$/.test(value)) out[key] = Number(value);
  }
  return out;
}

await serve({
  name: "tiny-agent",
  version: installedVersion("toolcall-conformance-harness", import.meta.url),
  features: ["coerce"],
  coerce: prepare,
});
"""

# Json may be a string or null: using it as a number without narrowing is what --strict refuses.
WRONG = HARNESS.replace("out[key] = Number(value);", "out[key] = value.length + args[key].valueOf();")

EXACT = {
    "description": "An integer argument a double cannot hold, already of the right type.",
    "groups": [
        {
            "id": "exact",
            "description": "A property of type integer.",
            "kind": "coerce",
            "tool": {
                "name": "t",
                "origin": "native",
                "parameters": {"type": "object", "properties": {"n": {"type": "integer"}}},
            },
            "cases": [
                {
                    "id": "beyond-double",
                    "description": "9007199254740993 passes through unchanged.",
                    "level": "core",
                    "tags": ["coerce", "integer"],
                    "spec": "1.2",
                    "arguments": {"n": 9007199254740993},
                    "expected": {"n": 9007199254740993},
                }
            ],
        }
    ],
}


def node_folder() -> Path:
    try:
        return environments.ready("node")
    except environments.NotInstalled as missing:
        pytest.fail(str(missing), pytrace=False)


def pinned_node() -> str:
    return environments.node_command(node_folder(), "example")[0]


def npm(node: str) -> list[str]:
    """npm as it ships with this node: the system's for /usr/bin/node, the wheel's for the pinned one."""
    if node == SYSTEM_NODE:
        return ["/usr/bin/npm"]
    return [node, str(Path(node).parents[1] / "lib" / "node_modules" / "npm" / "bin" / "npm-cli.js")]


@pytest.fixture(scope="module")
def tarball(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("kit")
    assert main(["harness-kit", "--out", str(out)]) == 0
    return out / f"toolcall-conformance-harness-{pack.manifest()['version']}.tgz"


def test_the_kit_is_the_suites_version_and_its_committed_build_is_current():
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert pack.manifest()["version"] == version
    built = node_folder() / "kit" / "dist"  # compiled from this checkout's src/protocol.ts at install
    comparison = filecmp.dircmp(built, pack.KIT / "dist")
    stale = comparison.diff_files + comparison.left_only + comparison.right_only
    assert not stale, f"kit/dist is not what src/protocol.ts compiles to ({stale}): run `make kit`"


def test_the_tarball_is_the_package_and_the_same_every_time(tarball, tmp_path):
    with tarfile.open(tarball) as tar:
        names = sorted(tar.getnames())
        manifest = json.load(tar.extractfile("package/package.json"))  # type: ignore[arg-type]
    files = ["package.json", "README.md", "dist/protocol.js", "dist/protocol.d.ts"]
    assert names == sorted(f"package/{name}" for name in files)
    assert manifest["name"] == "toolcall-conformance-harness" and manifest["engines"] == {"node": ">=20"}
    again = pack.tarball(tmp_path)
    assert again.read_bytes() == tarball.read_bytes()


def install(node: str, tarball: Path, project: Path) -> None:
    """A fresh project that installs the tarball with this node's npm (no network: it has no dependencies)."""
    project.mkdir()
    (project / "package.json").write_text('{"name": "tiny-agent", "private": true, "type": "module"}\n')
    quiet = ["--no-audit", "--no-fund", "--offline", "--loglevel=error"]
    subprocess.run([*npm(node), "install", *quiet, str(tarball)], cwd=project, check=True, timeout=120)


@pytest.fixture(scope="module")
def compiled(tarball: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """harness.ts type-checked by `tsc --strict` against the installed kit and compiled: harness.js."""
    project = tmp_path_factory.mktemp("typed") / "project"
    install(pinned_node(), tarball, project)
    (project / "harness.ts").write_text(HARNESS)
    (project / "wrong.ts").write_text(WRONG)
    tsc = [pinned_node(), str(node_folder() / "node_modules" / "typescript" / "bin" / "tsc")]
    flags = ["--strict", "--module", "nodenext", "--target", "es2022"]
    both = [*tsc, *flags, "harness.ts", "wrong.ts"]
    checked = subprocess.run(both, cwd=project, capture_output=True, text=True, timeout=120)
    errors = [line for line in checked.stdout.splitlines() if ": error TS" in line]
    assert checked.returncode != 0 and errors, "the kit's types let wrong.ts's type error through"
    assert all(line.startswith("wrong.ts(") for line in errors), checked.stdout
    return project / "harness.js"


@pytest.mark.parametrize("which", ["system-node-20", "pinned-node-24"])
def test_a_fresh_project_installs_the_kit_and_the_suite_runs_its_typed_harness(
    which, tarball, compiled, tmp_path, capsys
):
    node = SYSTEM_NODE if which == "system-node-20" else pinned_node()
    assert node is not None, "no node in /usr/bin"
    major = int(subprocess.run([node, "--version"], capture_output=True, text=True).stdout[1:].split(".")[0])
    assert major == (20 if which == "system-node-20" else 24)
    project = tmp_path / "project"
    install(node, tarball, project)
    shutil.copy(compiled, project / "harness.js")

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "kit.json").write_text(json.dumps(EXACT))
    report = tmp_path / "r.json"
    ids = [
        "coerce/integer/plain",
        "coerce/integer/fraction-with-exponent-integral",
        "kit/exact/beyond-double",
    ]
    argv = ["run", "--impl", f"cmd:{node} {project / 'harness.js'}", "--corpus", str(corpus)]
    main([*argv, *(f"--id={case}" for case in ids), "--report", str(report)])
    capsys.readouterr()
    data = json.loads(report.read_text())
    version = pack.manifest()["version"]  # the harness reports the kit's installed version
    assert data["implementation"] == {"name": "tiny-agent", "version": version, "language": "typescript"}
    outcomes = {case["id"]: case["outcome"] for case in data["cases"]}
    # Node >= 21 hands the harness the exact integer and writes it back; Node 20's JSON.parse rounds it.
    exact = "passed" if major >= 21 else "failed"
    assert outcomes == {ids[0]: "passed", ids[1]: "failed", ids[2]: exact}  # it leaves "1.5e1" alone


BIGINT_ANSWER = """\
import { serve } from "toolcall-conformance-harness";
const coerce = () => ({ n: 9007199254740993n, s: "9n" });
await serve({ name: "big", version: "1", features: ["coerce"], coerce });
"""


@pytest.mark.parametrize("which", ["system-node-20", "pinned-node-24"])
def test_a_bigint_in_an_answer_is_written_as_its_exact_digits(which, compiled):
    node = SYSTEM_NODE if which == "system-node-20" else pinned_node()
    assert node is not None
    harness = compiled.parent / "big.mjs"
    harness.write_text(BIGINT_ANSWER)
    tool = {"name": "t", "origin": "native", "parameters": {"type": "object"}}
    lines = [{"cmd": "start", "protocol": 1}, {"cmd": "coerce", "seq": 1, "tool": tool, "arguments": {}}]
    done = subprocess.run(
        [node, str(harness)],
        input="".join(json.dumps(line) + "\n" for line in lines),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    answer = done.stdout.splitlines()[1]
    assert answer == '{"seq":1,"arguments":{"n":9007199254740993,"s":"9n"}}'
