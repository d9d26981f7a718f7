"""Run repros in their implementations' installed environments: one, saying whether it still shows
its finding (`toolcall-conformance repro IMPL REASON --run`), or many, checking each agrees with the
suite's answer for its case (`repro --verify`, and `--sample N` for a spot check: N listed cases of
each row drawn at random, seeded, each written as its reason's repro, as an independent check would
call each library directly on randomly drawn baselined cases).

A repro runs on the runtime its implementation's harness runs on (the pinned Node, Bun for
oh-my-pi, the environment's Python), against the packages installed there. A JavaScript repro is
copied into a scratch folder whose node_modules links to the environment's, as it would sit in a
folder where the package was installed with npm. `verify` runs the repros of one implementation in
one process of that runtime, one after the other (each file's code as its own module, so the
runtime starts once per implementation rather than once per repro), except those the suite got no
answer for in time: each of those runs alone and is killed at the suite's limit plus a start-up
allowance.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path

from toolcall_conformance.adapters import environments
from toolcall_conformance.adapters.registry import DEFAULT_TIMEOUT, Entry, create
from toolcall_conformance.harnesses.node import install as node_install
from toolcall_conformance.model import JSON, CoerceCase, Outcome, Result, parse_answer
from toolcall_conformance.repros.write import ROOT, Repro, coerce_cases, reasons, repro_of, rows, write
from toolcall_conformance.runner import engine
from toolcall_conformance.runner.expectations import check_coerce

RESULT_PREFIXES = ("returned: ", "rejected: ", "threw: ")
MARK = "\u0000repro "  # the batch runners print it and a repro's path before running the repro
ALLOWANCE = 5.0  # seconds a repro gets beyond the suite's limit for the request, to start its runtime
PATIENCE = 300.0  # seconds a batch of repros of cases the suite got answers to may take in all

NODE_BATCH = f"""import {{ pathToFileURL }} from "node:url";
for (const file of process.argv.slice(2)) {{
  console.log({json.dumps(MARK)} + file);
  try {{
    await import(pathToFileURL(file).href);
  }} catch (error) {{
    console.log(`crashed: ${{error instanceof Error ? error.stack : String(error)}}`);
  }}
}}
"""
PYTHON_BATCH = f"""import runpy, sys, traceback
for path in sys.argv[1:]:
    print({json.dumps(MARK)} + path, flush=True)
    try:
        runpy.run_path(path, run_name="__main__")
    except BaseException:
        print("crashed: " + traceback.format_exc().strip().splitlines()[-1])
    sys.stdout.flush()
"""


@dataclass(frozen=True)
class Output:
    """What a repro printed: its result's kind and text, or how it ended without one."""

    kind: str  # returned, rejected, threw, timeout (still running at the limit) or crashed
    text: str
    seconds: float = 0.0  # how long it ran, start-up included (one run alone only)


class Environment:
    """An implementation's installed runtime, with a scratch folder to run its repros from."""

    def __init__(self, entry: Entry) -> None:
        env = environments.ready(str(entry.environment))
        self.modules: Path | None = None
        self.variables: dict[str, str] = {}
        if not entry.node:
            self.runtime = str(env / "bin" / "python")
        elif entry.node[0] == "oh-my-pi":
            self.runtime = node_install.command(env, "oh-my-pi")[0]
            self.modules = env / "oh-my-pi" / "node_modules"
        elif entry.node[0] in ("qwen-code", "mcp-server", "stainless-mcp"):  # a package folder of its own
            self.runtime = str(node_install.node(env))
            self.modules = env / entry.node[0] / "node_modules"
            self.variables = node_install.variables(env)
        else:
            self.runtime = str(node_install.node(env))
            self.modules = env / "node_modules"
            self.variables = node_install.variables(env)
        self.folder = Path(tempfile.mkdtemp(prefix="repros-"))
        if self.modules is not None:
            (self.folder / "node_modules").symlink_to(self.modules, target_is_directory=True)

    def __enter__(self) -> Environment:
        return self

    def __exit__(self, *exc_info: object) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)

    def place(self, path: Path) -> str:
        """Where the runtime reads the repro: beside the linked node_modules for JavaScript."""
        if self.modules is None:
            return str(path.resolve())
        copy = self.folder / f"{path.parent.name}-{path.name}"
        shutil.copyfile(path, copy)
        return str(copy)

    def _output(self, argv: list[str], limit: float) -> tuple[str, str] | None:
        """stdout and stderr of a run, or None when it was still running after `limit` seconds."""
        env = {**os.environ, **self.variables}
        with subprocess.Popen(
            [self.runtime, *argv], cwd=self.folder, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        ) as process:
            try:
                stdout, stderr = process.communicate(timeout=limit)
            except subprocess.TimeoutExpired:
                process.kill()
                process.communicate()
                return None
        return stdout.decode("utf-8", "replace"), stderr.decode("utf-8", "replace")

    def run(self, path: Path, limit: float) -> Output:
        """One repro, as a program of its own; one still running after `limit` seconds is killed."""
        started = time.monotonic()
        found = self._output([self.place(path)], limit)
        if found is None:
            return Output("timeout", f"still running after {limit:g} s", limit)
        stdout, stderr = found
        return replace(_parsed(stdout, stderr), seconds=time.monotonic() - started)

    def run_batch(self, paths: list[Path], limit: float) -> list[Output]:
        """Several repros one after the other in one process of the runtime (see the module doc)."""
        if not paths:
            return []
        javascript = self.modules is not None
        runner = self.folder / ("batch.mjs" if javascript else "batch.py")
        runner.write_text(NODE_BATCH if javascript else PYTHON_BATCH, "utf-8")
        found = self._output([str(runner), *(self.place(p) for p in paths)], limit)
        stdout, stderr = found if found is not None else ("", "")
        parts = stdout.split(MARK)[1:]
        outputs = [_parsed(part.partition("\n")[2], stderr) for part in parts]
        missing = Output("timeout", f"the batch was still running after {limit:g} s")
        return outputs + [missing] * (len(paths) - len(outputs))


def _parsed(stdout: str, stderr: str) -> Output:
    lines = stdout.splitlines()
    for index in reversed(range(len(lines))):  # the result may span lines (a multi-line message)
        for prefix in (*RESULT_PREFIXES, "crashed: "):
            if lines[index].startswith(prefix):
                text = "\n".join([lines[index][len(prefix) :], *lines[index + 1 :]])
                return Output(prefix.rstrip(": "), text)
    tail = " | ".join((stderr.strip().splitlines() or ["no output"])[-3:])
    return Output("crashed", f"no result printed: {tail}")


# Agreement with the suite.


@dataclass(frozen=True)
class Answer:
    """An answer as the agreement check compares it: returned (with its value), rejected, threw (with
    the error's class), timeout, crashed, or errored (an error the suite gives no class for)."""

    kind: str
    value: JSON = None
    text: str = ""


def suite_answer(result: Result) -> Answer:
    """The suite's answer to a case, from its result."""
    first = (result.message.splitlines() or [""])[0]
    if result.rejected:
        return Answer("rejected", text=result.message)
    if result.outcome != Outcome.ERRORED:
        return Answer("returned", result.actual, json.dumps(result.actual))
    said = "implementation replied with an error: "
    if said in first:
        error = first.split(said, 1)[1]
        return Answer("threw", error.split(":", 1)[0], error)
    if first.startswith("no answer to ") and " within " in first:
        return Answer("timeout", text=first)
    if first.startswith("process ") and "before answering" in first:
        return Answer("crashed", text=first)
    return Answer("errored", text=first)


def repro_answer(output: Output) -> Answer:
    """A repro's answer, from what it printed, read as the suite reads an answer (SPEC §5): the bare
    tokens NaN, Infinity and -Infinity are values JSON cannot carry, each equal only to itself."""
    if output.kind == "returned":
        try:
            return Answer("returned", parse_answer(output.text), output.text)
        except ValueError:  # undefined, a bigint: not JSON even with NaN
            return Answer("returned", output.text, output.text)
    if output.kind == "threw":
        return Answer("threw", output.text.split(":", 1)[0], output.text)
    return Answer(output.kind, text=output.text)


def same(repro: JSON, suite: JSON) -> bool:
    """Type-strict equality (1, 1.0 and true differ; key order does not matter); a value JSON cannot
    carry (NaN, ...) equals the same one only."""
    if type(repro) is not type(suite):
        return False
    if isinstance(repro, dict):
        return repro.keys() == suite.keys() and all(same(repro[k], suite[k]) for k in repro)
    if isinstance(repro, list):
        return len(repro) == len(suite) and all(same(a, b) for a, b in zip(repro, suite, strict=True))
    return bool(repro == suite)


def delivered(repro: Answer, sent: JSON) -> Answer:
    """A server repro's answer without what the model never sent (SPEC §5: the defaults a server
    fills in are reported beside the answer, never judged), split off as the server harnesses'
    `split_defaults` splits them."""
    if repro.kind != "returned":
        return repro
    # The server kit imports pydantic, which an installed suite has only with the generators' extra;
    # only a server's repro needs it.
    from toolcall_conformance.harnesses.python.server_kit import split_defaults

    kept, _ = split_defaults(sent, repro.value)
    return replace(repro, value=kept)


def disagreement(repro: Answer, suite: Answer, javascript: bool) -> str | None:
    """Why a repro's answer and the suite's differ, or None when they agree.

    Values agree when `same`; rejections agree; errors agree when their classes are the same; a
    timeout agrees with a timeout, a crash with a crash. A harness that returned undefined errors by
    the protocol.
    """
    if repro.kind == suite.kind == "returned":
        if same(repro.value, suite.value):
            return None
        return f"the repro returned {_short(repro.text)}, the suite got {_short(suite.text)}"
    undefined = repro.kind == "returned" and repro.text == "undefined" and suite.kind == "threw"
    if javascript and undefined and "the library returned undefined" in suite.text:
        return None
    if repro.kind == suite.kind == "threw":
        if repro.value == suite.value:
            return None
        return f"the repro threw {_short(repro.text)!r}, the suite got the error {_short(suite.text)!r}"
    if repro.kind == suite.kind and repro.kind in ("rejected", "timeout", "crashed"):
        return None
    return f"the repro: {repro.kind}: {_short(repro.text)}; the suite: {suite.kind}: {_short(suite.text)}"


@dataclass(frozen=True)
class Check:
    repro: Repro
    output: Output
    suite: Answer
    problem: str | None


def suite_results(entry: Entry, cases: list[CoerceCase]) -> dict[str, Result]:
    """The suite's results for these cases of `entry`, from one run of its harness."""
    impl = create(entry.name)
    try:
        return {result.case.id: result for result in engine.run(impl, cases)}
    finally:
        impl.close()


def _repro_outputs(entry: Entry, group: list[Repro], answers: dict[Path, Answer]) -> list[Output]:
    with Environment(entry) as environment:
        outputs: dict[Path, Output] = {}
        for repro in group:  # the suite got no answer in time: alone, and killed at the suite's limit
            if answers[repro.path].kind == "timeout":
                outputs[repro.path] = _timed(environment, repro, entry.timeout or DEFAULT_TIMEOUT)
        answered = [r.path for r in group if r.path not in outputs]
        outputs.update(zip(answered, environment.run_batch(answered, PATIENCE), strict=True))
    return [outputs[repro.path] for repro in group]


def _timed(environment: Environment, repro: Repro, timeout: float) -> Output:
    """A repro of a case the suite got no answer to in time. It runs alone, killed at the suite's
    limit plus ALLOWANCE for its runtime to start; one that answers, but later than the suite's limit
    (start-up included, which the suite's limit does not count), agrees as a timeout too."""
    limit = repro.case.timeout or timeout
    output = environment.run(repro.path, limit + ALLOWANCE)
    if output.kind in ("timeout", "crashed") or output.seconds < limit:
        return output
    said = _short(f"{output.kind}: {output.text}")
    return Output("timeout", f"answered after {output.seconds:.1f} s, beyond the {limit:g} s limit ({said})")


def _short(text: str, length: int = 300) -> str:
    return text if len(text) <= length else f"{text[:length]}... ({len(text)} characters)"


def verify(wanted: list[Repro], workers: int = 4) -> list[Check]:
    """The suite's answer to each repro's case (one run per implementation), then the repros (one
    runtime per implementation, see the module doc; written into a scratch folder); implementations
    in parallel. One check per repro, in order."""
    with tempfile.TemporaryDirectory(prefix="repros-") as folder:
        return _verify(write(wanted, Path(folder)), workers)


def _verify(wanted: list[Repro], workers: int) -> list[Check]:
    entries = rows()
    groups: dict[str, list[Repro]] = {}
    for repro in wanted:
        groups.setdefault(repro.implementation, []).append(repro)
    with ThreadPoolExecutor(workers) as pool:
        runs = {
            n: pool.submit(suite_results, entries[n], [r.case for r in group]) for n, group in groups.items()
        }
        answers = {r.path: suite_answer(runs[r.implementation].result()[r.case.id]) for r in wanted}
        outputs = {n: pool.submit(_repro_outputs, entries[n], group, answers) for n, group in groups.items()}
        checks = []
        for name, group in groups.items():
            server = entries[name].family == "server"
            for repro, output in zip(group, outputs[name].result(), strict=True):
                answer = repro_answer(output)
                answer = delivered(answer, repro.case.arguments) if server else answer
                problem = disagreement(answer, answers[repro.path], repro.path.suffix != ".py")
                checks.append(Check(repro, output, answers[repro.path], problem))
    order = {repro.path: index for index, repro in enumerate(wanted)}
    return sorted(checks, key=lambda check: order[check.repro.path])


def sampled(per_row: int, seed: int, names: Sequence[str] = ()) -> list[Repro]:
    """`per_row` listed cases of each named row (all with repros when none is named), drawn with
    `seed`, each as the repro of the reason it is listed under (named <reason>.<n>.<ext>)."""
    cases, draw, found = coerce_cases(), random.Random(seed), []
    for entry in rows().values():
        if names and entry.name not in names:
            continue
        listed = [(reason, case_id) for reason in reasons(entry) for case_id in reason.ids]
        for index, (reason, case_id) in enumerate(draw.sample(listed, min(per_row, len(listed)))):
            each = repro_of(entry, reason, cases[case_id])
            path = each.path.with_name(f"{reason.key}.{index}{each.path.suffix}")
            found.append(replace(each, path=path))
    return found


# Whether a repro still shows its finding.


@dataclass(frozen=True)
class Finding:
    """What one repro printed, run alone, and whether that is still the failure its baseline records."""

    output: Output
    recorded: str  # how the baseline records the case failing: wrong, rejected or errored
    shows: bool | None  # None: the repro printed no result to judge
    why: str


def recorded_outcome(entry: Entry, case_id: str) -> str:
    """How a row's baseline records a listed case failing (its `outcomes`; a case in none is wrong)."""
    document = json.loads((ROOT / str(entry.baseline)).read_text("utf-8"))
    for kind, ids in document.get("outcomes", {}).items():
        if case_id in ids:
            return str(kind)
    return "wrong"


def finding(entry: Entry, each: Repro) -> Finding:
    """Run a written repro alone in its row's environment and judge what it printed against the failure
    its baseline records: a wrong value (a returned value the case does not expect), a rejection, or
    an error (a throw, or no answer in time: a repro of a case recorded as errored is killed at the
    suite's limit for the case plus a start-up allowance)."""
    recorded = recorded_outcome(entry, each.case.id)
    with Environment(entry) as environment:
        if recorded == "errored":  # it may be no answer in time: held to the suite's limit
            output = _timed(environment, each, entry.timeout or DEFAULT_TIMEOUT)
        else:
            output = environment.run(each.path, PATIENCE)
    answer = repro_answer(output)
    if entry.family == "server":
        answer = delivered(answer, each.case.arguments)
    kind = {"returned": "wrong", "rejected": "rejected", "threw": "errored", "timeout": "errored"}.get(
        answer.kind
    )
    if kind is None:
        return Finding(output, recorded, None, f"the repro printed no result ({_short(output.text)})")
    if kind == "wrong" and not check_coerce(each.case, answer.value):
        return Finding(
            output, recorded, False, "the repro returned what the case expects: the finding is gone"
        )
    said = {"wrong": "a wrong value", "rejected": "a rejection", "errored": "an error"}
    if kind != recorded:
        why = f"the case still fails, but with {said[kind]} where the baseline records {said[recorded]}"
        return Finding(output, recorded, False, why)
    return Finding(output, recorded, True, f"the finding still shows: {said[kind]}, as the baseline records")
