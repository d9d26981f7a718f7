"""Throughput, side by side on the same cases: in-process, over the protocol, and the bare reference loop.

    python -m toolcall_conformance.bench [--repeat N] [--json FILE] [--tags TAG ...] [--page FILE.html]
                          [--plugin-impl NAME] [--plugin-repeat N] [--agents [NAME ...]]

Corpora are loaded and processes started before the clock runs; each path is timed `--repeat` times and
the best run counts. The targets are printed as met or missed; they never change the exit code. The
pytest plugin is timed beside `run` on the full corpus with a baseline, each as a user starts it (a
process of its own, wall clock). With `--agents`, each installed agent row is timed over its agent
selection as `run` runs it, every agent process's start included. Each committed trend
(trends/<row>/trend.json) reports what its versions cost, install and run, as its `trend` run recorded
them. The matrix page `make matrix` wrote (matrix.html) is weighed and opened in headless Chromium, when
both are there.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from functools import partial
from pathlib import Path
from typing import Any

from toolcall_conformance import corpus, reference
from toolcall_conformance.adapters import environments
from toolcall_conformance.adapters.registry import agent_selection, create, table
from toolcall_conformance.model import CoerceCase, CoerceRequest, Outcome
from toolcall_conformance.runner import engine

EXCLUDED_TAGS = ("adversarial",)  # such cases measure robustness, not throughput
CHROMIUM = Path("/usr/bin/chromium")
ROOT = Path(__file__).resolve().parents[1]
PLUGIN_IMPL = "hermes-before"  # a field row with known failures: every one an xfail in the plugin
PLUGIN_TARGET = 2.0  # the plugin within 2x of `run`


@dataclass(frozen=True)
class Machine:
    cpu: str
    cores: int
    python: str
    system: str

    @classmethod
    def current(cls) -> Machine:
        return cls(
            cpu=cpu_model(),
            cores=os.cpu_count() or 0,
            python=f"{platform.python_implementation()} {platform.python_version()}",
            system=f"{platform.system()} {platform.machine()}",
        )


def cpu_model(cpuinfo: Path = Path("/proc/cpuinfo")) -> str:
    """The first `model name` of /proc/cpuinfo, else what the platform module knows."""
    try:
        for line in cpuinfo.read_text(encoding="utf-8", errors="replace").splitlines():
            key, _, value = line.partition(":")
            if key.strip() == "model name" and value.strip():
                return value.strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


@dataclass(frozen=True)
class Row:
    """One measured path: the best of its runs."""

    name: str
    what: str
    cases: int
    best_seconds: float
    outcomes: dict[str, int]

    @property
    def cases_per_second(self) -> float:
        return self.cases / self.best_seconds if self.best_seconds > 0 else float("inf")


@dataclass(frozen=True)
class Target:
    description: str
    value: float
    unit: str
    met: bool


def bench_cases(tags: Sequence[str] = ()) -> list[corpus.Case]:
    """Every bundled case of both levels and both kinds, less the excluded tags."""
    cases = corpus.load_corpora([corpus.DEFAULT_CORPUS_ROOT])
    return list(corpus.select(cases, level="hermes", tags=tags, exclude_tags=EXCLUDED_TAGS))


def timed(run: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    value = run()
    return time.perf_counter() - start, value


def bare_calls(cases: list[corpus.Case]) -> list[tuple[Callable[..., Any], tuple[Any, ...]]]:
    """The reference calls the engine's requests amount to, with their arguments built in advance."""
    calls: list[tuple[Callable[..., Any], tuple[Any, ...]]] = []
    for case in cases:
        for request in engine.requests_for(case):
            if isinstance(request, CoerceRequest):
                calls.append((reference.prepare_arguments, (request.tool.as_json(), request.arguments)))
            else:
                calls.append((reference.split_tool_calls, (request.tool_calls, request.provider_data)))
    return calls


def call_all(calls: list[tuple[Callable[..., Any], tuple[Any, ...]]]) -> None:
    for function, arguments in calls:
        function(*arguments)


PATHS = {
    "in-process": "engine.run, --impl reference",
    "protocol": "engine.run pipelined, --impl reference-served",
    "bare": "prepare_arguments / split_tool_calls called directly",
}


def measure(cases: list[corpus.Case], repeat: int) -> list[Row]:
    """Best time of each path over `repeat` rounds; every round runs each path once, so a change in
    the machine's load hits all paths alike. The served reference is started before the clock runs."""
    in_process, served = create("reference"), create("reference-served")
    try:
        served.features  # noqa: B018 - starts the process and shakes hands
        calls = bare_calls(cases)
        runs: dict[str, Callable[[], Any]] = {
            "in-process": lambda: engine.run(in_process, cases),
            "protocol": lambda: engine.run(served, cases),
            "bare": lambda: call_all(calls),
        }
        best = dict.fromkeys(runs, float("inf"))
        outcomes: dict[str, dict[str, int]] = {}
        for _ in range(repeat):
            for name, run in runs.items():
                seconds, results = timed(run)
                best[name] = min(best[name], seconds)
                outcomes[name] = dict(Counter(r.outcome for r in results or ()))
    finally:
        served.close()
        in_process.close()
    return [Row(name, PATHS[name], len(cases), best[name], outcomes[name]) for name in runs]


def ref_count(value: Any) -> int:
    if isinstance(value, dict):
        return ("$ref" in value) + sum(ref_count(v) for v in value.values())
    if isinstance(value, list):
        return sum(ref_count(v) for v in value)
    return 0


@dataclass(frozen=True)
class Largest:
    """The wild schema with the most `$ref`s, and how fast its cases run."""

    group: str
    refs: int
    cases: int
    in_process_ms: float
    bare_ms: float


def largest_wild(repeat: int) -> Largest | None:
    """Time the cases of the wild corpus's largest schema, in-process and as bare reference calls."""
    wild = [c for c in bench_cases(["wild"]) if isinstance(c, CoerceCase)]
    if not wild:
        return None
    biggest = max(wild, key=lambda c: ref_count(c.tool.parameters))
    group = biggest.id.rsplit("/", 1)[0]
    cases: list[corpus.Case] = [c for c in wild if c.id.rsplit("/", 1)[0] == group]
    impl, calls = create("reference"), bare_calls(cases)
    in_process = min(timed(lambda: engine.run(impl, cases))[0] for _ in range(repeat))
    bare = min(timed(lambda: call_all(calls))[0] for _ in range(repeat))
    per_case = 1000 / len(cases)
    refs = ref_count(biggest.tool.parameters)
    return Largest(group, refs, len(cases), in_process * per_case, bare * per_case)


@dataclass(frozen=True)
class PageCost:
    """The matrix page's size, and the best time to open it and to open its first failing case."""

    path: str
    size_bytes: int
    open_seconds: float | None = None
    case_seconds: float | None = None
    note: str = ""


def page_cost(path: Path, repeat: int) -> PageCost:
    """Open the page `repeat` times in headless Chromium (file://, no network) until its table is drawn."""
    size = path.stat().st_size
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return PageCost(str(path), size, note="not opened: Playwright for Python is not installed")
    if not CHROMIUM.exists():
        return PageCost(str(path), size, note=f"not opened: no {CHROMIUM} (apt-get install -y chromium)")
    opened, case = float("inf"), float("inf")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=["--no-sandbox", "--disable-gpu"]
        )
        try:
            for _ in range(repeat):
                page = browser.new_page(viewport={"width": 1400, "height": 1000})
                start = time.perf_counter()
                page.goto(path.resolve().as_uri(), timeout=300_000)
                page.wait_for_selector("td.cell", timeout=300_000)
                opened = min(opened, time.perf_counter() - start)
                page.select_option("#filter-outcome", "wrong")
                first = page.locator("#case-list [data-case]").first
                case_id = first.get_attribute("data-case") if first.count() else None
                if case_id is not None:
                    start = time.perf_counter()
                    first.click()
                    page.wait_for_selector(f'#case-detail[data-loaded="{case_id}"]', timeout=300_000)
                    case = min(case, time.perf_counter() - start)
                page.close()
        finally:
            browser.close()
    return PageCost(str(path), size, opened, case if case < float("inf") else None)


def render_page(cost: PageCost) -> str:
    size = f"{cost.size_bytes / 1e6:.1f} MB"
    if cost.open_seconds is None:
        return f"matrix page: {cost.path}: {size}; {cost.note}"
    case = f", a failing case's answers in {cost.case_seconds:.2f} s" if cost.case_seconds is not None else ""
    return f"matrix page: {cost.path}: {size}, drawn in {cost.open_seconds:.2f} s in headless Chromium{case}"


@dataclass(frozen=True)
class PluginCost:
    """`pytest --impl NAME --baseline FILE` beside `run --impl NAME --baseline FILE` over every case of
    the corpus (hermes level): the best wall-clock time of each, processes started as a user would."""

    impl: str
    baseline: str
    run_seconds: float
    pytest_seconds: float
    run_cpu_seconds: float  # user and system time of the process and its children, for a loaded machine
    pytest_cpu_seconds: float
    note: str = ""

    @property
    def ratio(self) -> float:
        return self.pytest_seconds / self.run_seconds

    @property
    def target(self) -> Target:
        return Target(
            f"pytest plugin within {PLUGIN_TARGET:g}x of run", self.ratio, "x", self.ratio <= PLUGIN_TARGET
        )


def _plugin_row(impl: str) -> tuple[str, Path | None, str]:
    """The implementation to time the plugin with, its bundled baseline (None: write one of its own),
    and a note when `impl` could not be used and the reference stands in."""
    entry = table().get(impl)
    if entry is None:
        return "reference", None, f"{impl} is not a bundled implementation; the reference stands in"
    try:
        if entry.environment:
            environments.ready(entry.environment)
    except environments.NotInstalled:
        note = f"{impl} is not installed (`make implementations`); the reference stands in"
        return "reference", None, note
    return impl, ROOT / entry.baseline if entry.baseline else None, ""


def plugin_cost(impl: str, repeat: int, tags: Sequence[str] = ()) -> PluginCost:
    """Time `run` and the pytest plugin, `repeat` rounds each (alternating), over every case (or those
    carrying `tags`) with the bundled baseline of `impl`, or one of its own written first (a run that
    matches it: every known failure an xfail)."""
    impl, known, note = _plugin_row(impl)
    tool = [sys.executable, "-m", "toolcall_conformance"]
    selection = ["--impl", impl, "--level", "hermes", *(["--tags", *tags] if tags else [])]
    # Hypothesis is a tool of this repository's own tests, not of the suite's users: its pytest plugin
    # (1 s to import) stays out, as the repository's tests of the plugin leave it out.
    pytest = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:hypothesispytest", "-q"]
    with tempfile.TemporaryDirectory(prefix="bench-plugin-") as folder:
        if known is None:
            known = Path(folder) / "baseline.json"
            written = subprocess.run([*tool, "baseline", *selection], capture_output=True, check=True)
            known.write_bytes(written.stdout)
        commands = {
            "run": [*tool, "run", *selection, "--baseline", str(known), "--quiet"],
            "pytest": [*pytest, *selection, "--baseline", str(known)],
        }
        best = dict.fromkeys(commands, float("inf"))
        cpu = dict.fromkeys(commands, float("inf"))
        for _ in range(repeat):
            for name, command in commands.items():  # in an empty folder: no project tests collected
                used = _children_cpu()
                start = time.perf_counter()
                done = subprocess.run(command, cwd=folder, capture_output=True, check=False)
                seconds = time.perf_counter() - start
                if done.returncode != 0:
                    tail = (done.stdout + done.stderr).decode(errors="replace").strip().splitlines()[-3:]
                    raise RuntimeError(f"{name} exited {done.returncode}: {' / '.join(tail)}")
                best[name] = min(best[name], seconds)
                cpu[name] = min(cpu[name], _children_cpu() - used)
    shown = str(known.relative_to(ROOT)) if known.is_relative_to(ROOT) else "a baseline of its own"
    where = f"{shown}, cases tagged {' '.join(tags)}" if tags else shown
    return PluginCost(impl, where, best["run"], best["pytest"], cpu["run"], cpu["pytest"], note)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def render_plugin(cost: PluginCost) -> str:
    mark = "met   " if cost.target.met else "MISSED"
    line = (
        f"pytest plugin: --impl {cost.impl} --level hermes --baseline {cost.baseline}: "
        f"pytest {cost.pytest_seconds:.1f} s, run {cost.run_seconds:.1f} s, {cost.ratio:.2f}x "
        f"(CPU {cost.pytest_cpu_seconds:.1f} s and {cost.run_cpu_seconds:.1f} s) "
        f"[{mark}] {cost.target.description}"
    )
    return line + (f"\n  ({cost.note})" if cost.note else "")


@dataclass(frozen=True)
class TrendCost:
    """What a committed trend (trends/<row>/trend.json) cost, as its `trend` run recorded it."""

    row: str
    versions: int
    install_median: float  # seconds per version, an environment installed from the registry
    run_median: float  # seconds per version, the run itself
    serial: float  # the sum of every version's install and run: the trend's time with --jobs 1
    jobs: int  # the --jobs the trend ran with
    wall: float  # its measured time with those jobs
    note: str = (
        ""  # how the measured time was taken, when the trend says (say, environments installed beforehand)
    )


def trend_costs(folder: Path = ROOT / "trends") -> list[TrendCost]:
    costs = []
    for path in sorted(folder.glob("*/trend.json")):
        document = json.loads(path.read_text("utf-8"))
        seconds = [each for each in document.get("seconds", {}).values() if each]
        if not seconds:
            continue
        installs = sorted(each.get("install", 0.0) for each in seconds)
        runs = sorted(each.get("run", 0.0) for each in seconds)
        wall = document.get("wall_seconds", {})
        costs.append(
            TrendCost(
                row=document["row"],
                versions=len(seconds),
                install_median=installs[len(installs) // 2],
                run_median=runs[len(runs) // 2],
                serial=round(sum(installs) + sum(runs), 1),
                jobs=int(wall.get("jobs", 1)),
                wall=float(wall.get("total", 0.0)),
                note=str(wall.get("environments", "")),
            )
        )
    return costs


def render_trends(costs: list[TrendCost]) -> str:
    lines = ["trends (trends/*/trend.json, as each `trend` run recorded its versions):"]
    for cost in costs:
        lines.append(
            f"  {cost.row}: {cost.versions} versions, per version {cost.install_median:.1f} s install + "
            f"{cost.run_median:.1f} s run (medians); whole trend {cost.serial / 60:.1f} min with --jobs 1 "
            f"(the sum), {cost.wall / 60:.1f} min measured with --jobs {cost.jobs}"
            + (f" (environments {cost.note})" if cost.note else "")
        )
    return "\n".join(lines)


AGENT_TARGET = 10.0  # cases per second, for every agent row that walks many calls per process


@dataclass(frozen=True)
class AgentCost:
    """An agent row's throughput over its agent selection, as `run --impl NAME` runs it: every agent
    process it starts (their starts included), the scripted model, the recording servers, the judging."""

    name: str
    cases: int  # the cases it ran: the selection's, less those it skips (an agent row does not split)
    best_seconds: float
    outcomes: dict[str, int]
    load: float  # the 1-minute load average when its best run began

    @property
    def cases_per_second(self) -> float:
        return self.cases / self.best_seconds if self.best_seconds > 0 else float("inf")

    @property
    def target(self) -> Target:
        rate = self.cases_per_second
        return Target(f"{self.name} >= {AGENT_TARGET:g} cases/s", rate, "cases/s", rate >= AGENT_TARGET)


def agent_cases() -> list[corpus.Case]:
    """The agent selection (implementations.json `agent_selection`) at the hermes level: what `make
    matrix` runs an agent row on, and what its baseline covers."""
    cases = corpus.load_corpora([corpus.DEFAULT_CORPUS_ROOT])
    selected = corpus.select(cases, level="hermes", tags=(), exclude_tags=())
    return [case for case in selected if case.id.startswith(agent_selection())]


def agent_costs(names: Sequence[str], repeat: int) -> list[AgentCost]:
    """Each installed agent row of `names` over `agent_cases()`, best of `repeat`, with the run's own
    limits; a row whose environment is not installed is left out (the bench installs nothing)."""
    cases = agent_cases()
    costs = []
    for name in names:
        entry = table().get(name)
        if entry is None or entry.agent is None or not entry.environment:
            continue
        try:
            environments.ready(entry.environment)
        except environments.NotInstalled:
            continue
        impl = create(name)
        best, outcomes, load = float("inf"), {}, 0.0
        for _ in range(repeat):
            began = os.getloadavg()[0]
            seconds, results = timed(partial(engine.run, impl, cases))
            if seconds < best:
                best, load = seconds, began
                outcomes = dict(Counter(str(r.outcome) for r in results))
        ran = sum(count for outcome, count in outcomes.items() if outcome != str(Outcome.SKIPPED))
        costs.append(AgentCost(name, ran, best, outcomes, load))
    return costs


def render_agents(costs: list[AgentCost]) -> str:
    lines = [
        f"agent rows: the agent selection ({', '.join(agent_selection())}), hermes level, as `run` runs it: "
        "wall clock from the first agent process's start to the last case judged"
    ]
    for cost in costs:
        mark = "met   " if cost.target.met else "MISSED"
        lines.append(
            f"  [{mark}] {cost.name:<24}{cost.cases_per_second:>6.1f} cases/s  {cost.cases} cases in "
            f"{cost.best_seconds:.1f} s  load {cost.load:.1f}  {cost.outcomes}"
        )
    return "\n".join(lines)


def targets(rows: list[Row]) -> list[Target]:
    """The throughput targets: absolute rates, and time ratios between the paths."""
    rate = {row.name: row.cases_per_second for row in rows}
    protocol_slowdown = rate["in-process"] / rate["protocol"]
    suite_overhead = rate["bare"] / rate["in-process"]
    return [
        Target("in-process >= 10,000 cases/s", rate["in-process"], "cases/s", rate["in-process"] >= 10_000),
        Target("protocol >= 5,000 cases/s", rate["protocol"], "cases/s", rate["protocol"] >= 5_000),
        Target("protocol within 3x of in-process", protocol_slowdown, "x", protocol_slowdown <= 3),
        Target("suite overhead within 2x of the bare loop", suite_overhead, "x", suite_overhead <= 2),
    ]


def _figure(value: float, unit: str) -> str:
    return f"{value:,.0f} {unit}" if unit == "cases/s" else f"{value:.2f}{unit}"


def render(machine: Machine, cases: list[corpus.Case], repeat: int, rows: list[Row]) -> str:
    kinds = Counter(str(case.kind) for case in cases)
    levels = Counter(str(case.level) for case in cases)
    requests = sum(len(engine.requests_for(case)) for case in cases)
    lines = [
        f"machine: {machine.cpu}, {machine.cores} cores, {machine.python}, {machine.system}",
        f"cases:   {len(cases)} ({kinds['coerce']} coerce, {kinds['split']} split; "
        f"{levels['core']} core, {levels['hermes']} hermes; {requests} requests), best of {repeat}",
        "",
        f"{'path':<12}{'cases/s':>10}{'best run':>11}  what",
    ]
    for row in rows:
        lines.append(f"{row.name:<12}{row.cases_per_second:>10,.0f}{row.best_seconds:>10.3f}s  {row.what}")
    lines += ["", "targets"]
    for target in targets(rows):
        mark = "met   " if target.met else "MISSED"
        lines.append(f"  [{mark}] {target.description:<44}{_figure(target.value, target.unit):>14}")
    lines.append("  (ratios are times: protocol time / in-process time; in-process time / bare time)")
    outcomes = {row.name: row.outcomes for row in rows if row.outcomes}
    if len({tuple(sorted(o.items())) for o in outcomes.values()}) > 1:
        lines.append(f"warning: the paths disagree on outcomes: {outcomes}")
    return "\n".join(lines)


def as_json(machine: Machine, cases: list[corpus.Case], repeat: int, rows: list[Row]) -> dict[str, Any]:
    return {
        "machine": asdict(machine),
        "cases": len(cases),
        "repeat": repeat,
        "rows": [{**asdict(row), "cases_per_second": row.cases_per_second} for row in rows],
        "targets": [asdict(target) for target in targets(rows)],
    }


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m toolcall_conformance.bench", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--repeat", type=int, default=5, metavar="N", help="runs per path, best counts (5)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the results as JSON")
    parser.add_argument("--tags", nargs="+", default=[], metavar="TAG", help="only cases carrying these tags")
    parser.add_argument(
        "--plugin-impl",
        default=PLUGIN_IMPL,
        metavar="NAME",
        help=f"time the pytest plugin beside `run` with this bundled implementation and its baseline "
        f"({PLUGIN_IMPL}; the reference with a baseline of its own when it is not installed)",
    )
    parser.add_argument(
        "--plugin-repeat",
        type=int,
        default=1,
        metavar="N",
        help="rounds of the plugin and `run` over the full corpus, best counts; 0 skips them (1)",
    )
    parser.add_argument(
        "--agents",
        nargs="*",
        default=None,
        metavar="NAME",
        help="agent rows to time; with no NAME every installed one (`make bench` passes it); without the "
        "flag none",
    )
    parser.add_argument(
        "--page",
        type=Path,
        default=Path("matrix.html"),
        metavar="FILE.html",
        help="the matrix page to weigh and open (matrix.html, as `make matrix` writes it)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.repeat < 1:
        print("error: --repeat must be at least 1", file=sys.stderr)
        return 2
    try:
        cases = bench_cases(args.tags)
    except corpus.CorpusError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if not cases:
        print("error: no case matches the selection", file=sys.stderr)
        return 2
    machine = Machine.current()
    rows = measure(cases, args.repeat)
    print(render(machine, cases, args.repeat, rows))
    largest = largest_wild(args.repeat)
    if largest is not None:
        print(
            f"\nlargest wild schema: {largest.group} ({largest.refs} $refs, {largest.cases} cases): "
            f"{largest.in_process_ms:.2f} ms per case in-process, {largest.bare_ms:.2f} ms bare"
        )
    plugin = plugin_cost(args.plugin_impl, args.plugin_repeat, args.tags) if args.plugin_repeat > 0 else None
    if plugin is not None:
        print(f"\n{render_plugin(plugin)}")
    page = page_cost(args.page, args.repeat) if args.page.is_file() else None
    print(
        f"\n{render_page(page)}"
        if page
        else f"\nmatrix page: {args.page} not found (`make matrix` writes it)"
    )
    every_agent = [n for n, e in table().items() if e.agent]
    agent_names = [] if args.agents is None else (args.agents or every_agent)
    agents = agent_costs(agent_names, min(args.repeat, 2)) if agent_names else []
    if agents:
        print(f"\n{render_agents(agents)}")
    trends = trend_costs()
    if trends:
        print(f"\n{render_trends(trends)}")
    if args.json:
        document = as_json(machine, cases, args.repeat, rows)
        document["trends"] = [asdict(cost) for cost in trends]
        document["agents"] = [
            {**asdict(cost), "cases_per_second": cost.cases_per_second, "target": asdict(cost.target)}
            for cost in agents
        ]
        document["largest_wild_schema"] = asdict(largest) if largest is not None else None
        document["matrix_page"] = asdict(page) if page is not None else None
        document["pytest_plugin"] = (
            {**asdict(plugin), "ratio": plugin.ratio, "target": asdict(plugin.target)}
            if plugin is not None
            else None
        )
        text = json.dumps(document, indent=2)
        args.json.write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
