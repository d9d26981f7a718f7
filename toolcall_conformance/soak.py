"""A soak: many requests to one served implementation process, watching what the suite's process keeps.

    python -m toolcall_conformance.soak [--impl NAME ...] [--requests N] [--json FILE]

Each implementation is started once and sent `--requests` coerce requests (the bundled coerce cases,
round and round, in batches through the protocol adapter, as `run` sends them). At the start, after
the warm-up (the 10,000th request, or a tenth of a shorter soak), in the middle and at the end it
samples the suite process's resident memory and open descriptors and the implementation process's
memory. Growth from the warm-up to the end beyond the bounds below fails the soak (exit 1); a request
the process did not answer in step (it exited, hung, wrote garbage) fails it too; an error reply is an
answer.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from toolcall_conformance import corpus
from toolcall_conformance.adapters.protocol import ProtocolAdapter
from toolcall_conformance.adapters.registry import AdapterOptions, create
from toolcall_conformance.model import CoerceCase, CoerceRequest, ImplementationError

DEFAULT_IMPLEMENTATIONS = ("reference-served", "ajv")
DEFAULT_REQUESTS = 100_000
WARM_UP = 10_000
BATCH = 500
MEMORY_BOUND = 50 * 2**20
"""Bytes the suite's resident memory may grow from the warm-up to the last request."""
DESCRIPTOR_BOUND = 8
"""Descriptors the suite may hold open at the end beyond those it held after the warm-up."""
TIMEOUT = 60.0
"""Seconds a request may take: a soak looks for what grows, not for what is slow on a loaded machine."""
EXCLUDED_TAGS = ("adversarial",)  # built to be slow or huge: they measure robustness, not leaks


@dataclass(frozen=True)
class Sample:
    """The state after `requests` requests."""

    requests: int
    seconds: float
    suite_rss: int
    descriptors: int
    implementation_rss: int | None


@dataclass(frozen=True)
class Soak:
    implementation: str
    samples: tuple[Sample, ...]
    failures: int

    @property
    def requests_per_second(self) -> float:
        first, last = self.samples[1], self.samples[-1]
        return (last.requests - first.requests) / max(last.seconds - first.seconds, 1e-9)

    @property
    def memory_growth(self) -> int:
        return self.samples[-1].suite_rss - self.samples[1].suite_rss

    @property
    def descriptor_growth(self) -> int:
        return self.samples[-1].descriptors - self.samples[1].descriptors

    def problems(
        self,
        memory_bound: int = MEMORY_BOUND,
        descriptor_bound: int = DESCRIPTOR_BOUND,
    ) -> list[str]:
        """What fails the soak: growth past a bound, or requests that did not get an answer."""
        found = []
        if self.memory_growth > memory_bound:
            found.append(
                f"{self.implementation}: the suite's memory grew {mib(self.memory_growth)} from request"
                f" {self.samples[1].requests} to {self.samples[-1].requests} (bound {mib(memory_bound)})"
            )
        if self.descriptor_growth > descriptor_bound:
            found.append(
                f"{self.implementation}: the suite holds {self.descriptor_growth} more open descriptors at"
                f" the end than after the warm-up (bound {descriptor_bound})"
            )
        if self.failures:
            found.append(f"{self.implementation}: {self.failures} requests got no answer")
        return found


def mib(size: int) -> str:
    return f"{size / 2**20:.1f} MiB"


def resident(pid: int | None = None) -> int | None:
    """Resident memory of a process (this one by default), in bytes; None where /proc cannot say."""
    try:
        for line in Path(f"/proc/{pid or 'self'}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return None if pid else resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def descriptors() -> int:
    for folder in ("/proc/self/fd", "/dev/fd"):
        try:
            return len(os.listdir(folder))
        except OSError:
            continue
    return -1


def requests_from(cases: Sequence[CoerceCase]) -> Iterator[CoerceRequest]:
    """The cases' requests, round and round."""
    while True:
        for case in cases:
            yield CoerceRequest(case.tool, case.arguments)


def unanswered(answer: object) -> bool:
    """A request the process did not answer in step (it exited, hung, wrote garbage): an error reply
    is an answer (a row's library may throw on some schemas, as its baseline says)."""
    return isinstance(answer, ImplementationError) and answer.details.get("reason") != "error_reply"


def implementation_pid(adapter: object) -> int | None:
    process = getattr(adapter, "_process", None)
    popen = getattr(process, "popen", None) or getattr(process, "_popen", None)
    return getattr(popen, "pid", None)


def soak(name: str, total: int, cases: Sequence[CoerceCase]) -> Soak:
    adapter = create(name, AdapterOptions(timeout=TIMEOUT))
    if not isinstance(adapter, ProtocolAdapter):
        raise SystemExit(f"soak: {name} is not served over the protocol (a cmd: or served row is)")
    warm_up = min(WARM_UP, max(total // 10, 1))
    marks = sorted({0, warm_up, total // 2, total})
    samples: list[Sample] = []
    failures = 0
    sent = 0
    source = requests_from(cases)
    start = time.perf_counter()
    with adapter:
        _ = adapter.info  # started, handshake done, before the clock
        for mark in marks:
            while sent < mark:
                batch = [next(source) for _ in range(min(BATCH, mark - sent))]
                failures += sum(unanswered(answer) for answer in adapter.run_many(batch))
                sent += len(batch)
            samples.append(
                Sample(
                    requests=sent,
                    seconds=round(time.perf_counter() - start, 3),
                    suite_rss=resident() or 0,
                    descriptors=descriptors(),
                    implementation_rss=resident(implementation_pid(adapter)),
                )
            )
    return Soak(name, tuple(samples), failures)


def report(result: Soak) -> str:
    lines = [
        f"soak {result.implementation}: {result.samples[-1].requests} requests, "
        f"{result.requests_per_second:.0f} requests/s after the warm-up, {result.failures} failures"
    ]
    for sample in result.samples:
        other = "-" if sample.implementation_rss is None else mib(sample.implementation_rss)
        lines.append(
            f"  after {sample.requests:>7} requests ({sample.seconds:>7.1f} s):"
            f" suite {mib(sample.suite_rss)}, {sample.descriptors} descriptors; implementation {other}"
        )
    lines.append(
        f"  growth from request {result.samples[1].requests}: suite memory {mib(result.memory_growth)}"
        f" (bound {mib(MEMORY_BOUND)}), descriptors {result.descriptor_growth} (bound {DESCRIPTOR_BOUND})"
    )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m toolcall_conformance.soak", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--impl", action="append", metavar="NAME", help="a served row (repeatable)")
    parser.add_argument("--requests", type=int, default=DEFAULT_REQUESTS, metavar="N")
    parser.add_argument("--json", type=Path, metavar="FILE", help="write the samples as JSON")
    args = parser.parse_args(argv)
    if args.requests < 10:
        parser.error("--requests must be at least 10")
    cases = [
        case
        for case in corpus.load_corpora([corpus.DEFAULT_CORPUS_ROOT])
        if isinstance(case, CoerceCase) and not set(case.tags) & set(EXCLUDED_TAGS)
    ]
    results = [soak(name, args.requests, cases) for name in args.impl or DEFAULT_IMPLEMENTATIONS]
    problems = [problem for result in results for problem in result.problems()]
    for result in results:
        print(report(result))
    for problem in problems:
        print(f"soak failed: {problem}", file=sys.stderr)
    if args.json:
        args.json.write_text(
            json.dumps(
                [{**asdict(result), "requests_per_second": result.requests_per_second} for result in results],
                indent=2,
            )
            + "\n",
            "utf-8",
        )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
