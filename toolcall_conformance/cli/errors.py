"""How a command stops early: a usage error (exit 2), or a signal (exit 130 / 143)."""

from __future__ import annotations

import signal
import threading

from toolcall_conformance.adapters.protocol import ProtocolAdapter
from toolcall_conformance.cli.options import ExitCode
from toolcall_conformance.model import Implementation


class UsageError(Exception):
    """The command line asks for something that cannot be done: `error: MESSAGE` on stderr, exit 2.
    `with_usage`: a missing argument, which argparse's own way reports (the usage line first)."""

    def __init__(self, message: str, *, with_usage: bool = False) -> None:
        super().__init__(message)
        self.with_usage = with_usage


class Interrupted(Exception):
    """SIGINT or SIGTERM arrived: stop, clean up, report what ran."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum

    @property
    def exit_code(self) -> ExitCode:
        return ExitCode.INTERRUPTED if self.signum == signal.SIGINT else ExitCode.TERMINATED


class Stop:
    """How a signal reaches runs in other threads (the matrix's rows): the main thread, which Python
    hands every signal, calls `signal`; each run raises Interrupted after its current case, and an
    implementation in a process is killed at once, so that case does not wait out its timeout."""

    def __init__(self) -> None:
        self.signum: int | None = None
        self._lock = threading.Lock()
        self._processes: list[ProtocolAdapter] = []

    def watch(self, impl: Implementation) -> None:
        if isinstance(impl, ProtocolAdapter):
            with self._lock:
                self._processes.append(impl)
                stopped = self.signum is not None
            if stopped:
                impl.abort()

    def signal(self, signum: int) -> None:
        with self._lock:
            self.signum = self.signum or signum
            processes = list(self._processes)
        for impl in processes:
            impl.abort()

    def check(self) -> None:
        if self.signum is not None:
            raise Interrupted(self.signum)
