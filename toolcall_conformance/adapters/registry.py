"""Named implementations: `--impl NAME` (a row of toolcall_conformance/implementations.json), or `--impl
"cmd:..."`."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from pathlib import Path

from toolcall_conformance.adapters import builds, environments
from toolcall_conformance.adapters.agent import WIRES, Pointing
from toolcall_conformance.adapters.builds import Build
from toolcall_conformance.adapters.releases import Era, NotMeasurable, Releases, split_spec
from toolcall_conformance.harnesses.node import install as node_install
from toolcall_conformance.model import Feature, Implementation, ImplementationError, ImplementationInfo

DEFAULT_TIMEOUT = 5.0
HARNESSES = Path(__file__).resolve().parent.parent / "harnesses"
HERMES_SHIM = HARNESSES / "hermes" / "shim.py"
ROOT = HARNESSES.parent.parent  # the project folder: generated cases name fixtures under it


class UnknownImplementation(ValueError):
    """`--impl` names nothing that can be started; the message says what to do."""


@dataclass(frozen=True)
class AdapterOptions:
    """Settings an adapter may use; each adapter takes what concerns it."""

    timeout: float | None = None  # None: the implementation's declared timeout, else DEFAULT_TIMEOUT
    validate_protocol: bool = False
    hermes_python: str | None = None
    hermes_path: str | None = None
    through: str | None = None  # a server the answers then go through (end to end)


@dataclass(frozen=True)
class Entry:
    """One bundled implementation, as declared in toolcall_conformance/implementations.json."""

    name: str
    language: str
    family: str
    summary: str
    package: str = ""
    environment: str | None = None
    argv: tuple[str, ...] = ()
    node: tuple[str, ...] = ()
    baseline: str | None = None
    in_process: bool = False
    timeout: float | None = None  # seconds per request, where the library is slower than the default
    releases: Releases | None = None  # the other released versions its harness can call
    release: tuple[str, Era] | None = None  # run at this version of its era, not the pinned one
    build: Build | None = None  # run an unreleased build (`NAME@path:DIR`, `NAME@file:ARCHIVE`)
    build_era: Era | None = None  # the era whose entry point, arguments and companions the build takes
    agent: Pointing | None = None  # a shipped agent: how it is pointed at the model and MCP server

    def packages(self) -> str:
        """The package names its releases come under (one, or several where a project renamed it)."""
        names = [era.package for era in self.releases.eras] if self.releases else []
        return ", ".join(dict.fromkeys(names)) or self.package.partition("==")[0] or self.name

    def at(self, version: str) -> Entry:
        """This row at another released version (`--impl NAME@VERSION`), through its era's entry point."""
        if self.releases is None:
            raise UnknownImplementation(
                f"{self.name}@{version}: {self.name} declares no other releases; it runs at its pinned "
                f"{self.package or 'version'}"
            )
        try:
            era = self.releases.era(self.name, version)
        except NotMeasurable as error:
            raise UnknownImplementation(str(error)) from None
        if self.node:  # a Node row: the era's harness, its arguments after the harness's own
            node = (era.harness or self.node[0], *self.node[1:], *era.args)
            return replace(self, release=(version, era), node=node)
        return replace(self, release=(version, era), argv=(*self.argv, *era.args))

    def built(self, build: Build) -> Entry:
        """This row on an unreleased build, through the era that holds the version the build declares
        (else the era of the pinned version: a build continues the API of the release it follows)."""
        if not self.environment or not self.package:
            raise UnknownImplementation(f"{self.name}: not a library row: it runs no build of its own")
        try:
            (builds.node_kind if self.node else builds.python_kind)(build)
        except builds.BadBuild as error:
            raise UnknownImplementation(f"{self.name}@{error}") from None
        if self.node and (self.node[0] in node_install.EXTRAS or self.environment != "node"):
            raise UnknownImplementation(
                f"{self.name}: its harness runs from a package folder of its own; builds run on rows of "
                "the `node` environment and on Python rows"
            )
        era = self._era_of(builds.declared_version(build))
        if self.node:
            node = (era.harness or self.node[0], *self.node[1:], *era.args) if era else self.node
            return replace(self, build=build, build_era=era, release=None, node=node)
        argv = (*self.argv, *era.args) if era else self.argv
        return replace(self, build=build, release=None, argv=argv, build_era=era)

    def _era_of(self, version: str | None) -> Era | None:
        if self.releases is None:
            return None
        pinned = re.split(r"==|(?<=.)@", self.package)[-1]
        for wanted in (version, pinned):
            if wanted is not None:
                try:
                    return self.releases.era(self.name, wanted)
                except NotMeasurable:
                    continue
        return None

    def package_name(self) -> str:
        """The package the row pins, without its version."""
        return self.package.partition("==")[0] if "==" in self.package else self.package.rpartition("@")[0]

    def _node_release(self) -> tuple[str, str, str, dict[str, str]]:
        """(environment, package, version, companions) of a Node row's release."""
        assert self.environment and self.release
        version, era = self.release
        return self.environment, era.package, version, dict(era.companions)

    def _environment(self) -> Path | None:
        if not self.environment:
            return None
        if self.build is not None:
            return self._build_environment(self.build)
        if self.release is None:
            return environments.install(self.environment)
        assert self.releases is not None
        version, era = self.release
        if self.node:
            name, package, version, companions = self._node_release()
            return environments.install_node_release(name, package, version, self.node[0], companions)
        replaced = {e.package for e in self.releases.eras} | {self.package.partition("==")[0]}
        return environments.install_release(self.environment, era.package, version, replaced, era.probe)

    def _build_environment(self, build: Build) -> Path:
        assert self.environment
        era = self.build_era
        if self.node:
            companions = dict(era.companions) if era else {}
            return environments.install_node_build(
                self.environment, self.package_name(), build, self.node[0], companions
            )
        replaced = {e.package for e in self.releases.eras} if self.releases else set()
        replaced |= {self.package_name()}
        probe = era.probe if era else None
        return environments.install_build(self.environment, self.package_name(), build, replaced, probe)

    def command(self) -> list[str]:
        """The argv that starts it; its environment is installed on first use."""
        try:
            env = self._environment()
        except (environments.NotInstalled, OSError, subprocess.CalledProcessError) as error:
            raise ImplementationError(f"{self.name}: cannot install its environment: {error}") from error
        values = {"env": str(env), "harnesses": str(HARNESSES), "python": sys.executable, "root": str(ROOT)}
        if self.node:
            assert env is not None and self.environment, f"{self.name}: a node harness needs an environment"
            runtime = environments.folder(self.environment) if self.release or self.build else None
            parts = (part.format(**values) for part in self.node)
            return environments.node_command(env, *parts, runtime=runtime)
        return [part.format(**values) for part in self.argv]

    def variables(self) -> dict[str, str]:
        """What its process adds to the inherited environment."""
        if self.node and self.environment and self.build is not None:
            companions = dict(self.build_era.companions) if self.build_era else {}
            folder, _ = environments.node_build_folder(
                self.environment, self.package_name(), self.build, self.node[0], companions
            )
            return environments.node_variables(folder)
        if self.node and self.environment and self.release:
            name, package, version, companions = self._node_release()
            folder, _ = environments.node_release_folder(name, package, version, self.node[0], companions)
            return environments.node_variables(folder)
        if self.node and self.environment:
            return environments.node_variables(environments.folder(self.environment))
        return {}


STAINLESS_HARNESS = "stainless-mcp"  # the harness over a Stainless-generated MCP server package


def source_feature(entry: Entry) -> Feature | None:
    """The `source-*` feature a server row lists (SPEC §5): a generated server package serves its own
    tools (`source-stainless`); an SDK server builds them from pydantic (Python) or zod (TypeScript)."""
    if entry.family != "server":
        return None
    if entry.node[:1] == (STAINLESS_HARNESS,):
        return Feature.SOURCE_STAINLESS
    return Feature.SOURCE_PYDANTIC if entry.language == "python" else Feature.SOURCE_ZOD


def builds_sources(entry: Entry) -> bool:
    """Whether a server row builds tools from the seed's sources, so `--through` can send answers
    through it."""
    return source_feature(entry) in (Feature.SOURCE_PYDANTIC, Feature.SOURCE_ZOD)


@cache
def table() -> dict[str, Entry]:
    """Every bundled implementation by name, in declaration order."""
    text = resources.files("toolcall_conformance").joinpath("implementations.json").read_text("utf-8")
    rows = json.loads(text)["implementations"]
    return {
        name: Entry(
            name=name,
            language=row["language"],
            family=row["family"],
            summary=row["summary"],
            package=row.get("package", ""),
            environment=row.get("environment"),
            argv=tuple(row.get("argv", ())),
            node=tuple(row.get("node", ())),
            baseline=row.get("baseline"),
            in_process=row.get("start") == "in-process",
            timeout=row.get("timeout"),
            releases=Releases.of(row["releases"]) if "releases" in row else None,
            agent=Pointing.of(row["agent"], f"toolcall_conformance/implementations.json: {name}")
            if "agent" in row
            else None,
        )
        for name, row in rows.items()
    }


def _command(
    command: str | list[str], options: AdapterOptions, variables: dict[str, str] | None = None
) -> Implementation:
    from toolcall_conformance.adapters.protocol import ProtocolAdapter

    timeout = options.timeout if options.timeout is not None else DEFAULT_TIMEOUT
    env = {**os.environ, **variables} if variables else None
    return ProtocolAdapter(command, timeout=timeout, validate_protocol=options.validate_protocol, env=env)


def _hermes(options: AdapterOptions) -> Implementation:
    """Any Hermes install: its own Python runs the shim, optionally on a source checkout."""
    if not options.hermes_python and not options.hermes_path:
        raise UnknownImplementation(
            "--impl hermes needs --hermes-python PATH (the Python Hermes is installed in) "
            "or --hermes-path DIR (a source checkout)"
        )
    argv = [options.hermes_python or sys.executable, str(HERMES_SHIM)]
    if options.hermes_path:
        argv += ["--hermes-path", options.hermes_path]
    return _command(argv, options)


@cache
def agent_selection() -> tuple[str, ...]:
    """The case id prefixes an agent row runs in a matrix (implementations.json `agent_selection`)."""
    text = resources.files("toolcall_conformance").joinpath("implementations.json").read_text("utf-8")
    return tuple(json.loads(text).get("agent_selection", ()))


def is_agent(spec: str) -> bool:
    """Whether `spec` names a bundled agent row (at any version) or is one's own `agent:` build."""
    entry = table().get(split_spec(spec)[0])
    return spec.startswith("agent:") or (entry is not None and entry.agent is not None)


def names() -> list[str]:
    return [*table(), "hermes", "cmd:<command line>", "agent:<wire>:<command line>"]


def create(spec: str, options: AdapterOptions | None = None) -> Implementation:
    """Build the implementation named by `spec`; with `options.through`, that one followed by the server."""
    options = options or AdapterOptions()
    if options.through:
        from toolcall_conformance.adapters.through import Through

        alone = replace(options, through=None)
        return Through(_create(spec, alone), _create(options.through, alone))
    return _create(spec, options)


def _create(spec: str, options: AdapterOptions) -> Implementation:
    if spec.startswith("cmd:"):
        command = spec[len("cmd:") :].strip()
        if not command:
            raise UnknownImplementation("cmd: needs a command line, e.g. cmd:./my-impl --serve")
        try:
            argv = shlex.split(command)
        except ValueError as exc:  # an unclosed quote
            raise UnknownImplementation(f"{spec}: not a command line: {exc}") from None
        return _command(argv, options)
    if spec.startswith("agent:"):
        return _own_agent(spec, options)
    if spec == "hermes":
        return _hermes(options)
    local = builds.split(spec)
    name, version = (local[0], None) if local else split_spec(spec)
    entry = table().get(name)
    if entry is None:
        raise UnknownImplementation(f"unknown implementation {name!r}; known: {', '.join(names())}")
    if local is not None:
        try:
            entry = entry.built(builds.locate(local[1], local[2]))
        except builds.BadBuild as error:
            raise UnknownImplementation(f"{name}@{error}") from None
    elif version is not None:
        entry = entry.at(version)
    if entry.agent is not None:
        return _agent(entry, options)
    if entry.in_process:
        from toolcall_conformance.adapters.reference import ReferenceAdapter

        return ReferenceAdapter()
    argv = entry.command()
    if entry.family == "hermes" and options.hermes_path:
        argv += ["--hermes-path", options.hermes_path]
    if options.timeout is None and entry.timeout is not None:
        options = replace(options, timeout=entry.timeout)
    adapter = _command(argv, options, entry.variables())
    if entry.build is not None:
        from toolcall_conformance.adapters.protocol import ProtocolAdapter

        assert isinstance(adapter, ProtocolAdapter)
        adapter.build = entry.build.as_info()
    return adapter


AGENT_KIT = "agent-kit"  # the environment the scripted model and the recording MCP server run in


def _kit_python() -> str:
    try:
        return str(environments.install(AGENT_KIT) / "bin" / "python")
    except (environments.NotInstalled, OSError, subprocess.CalledProcessError) as error:
        raise ImplementationError(f"cannot install the agent kit's environment: {error}") from error


def _turn(pointing: Pointing, options: AdapterOptions) -> Pointing:
    """`--timeout` is, for an agent, the seconds of silence after which it is cut as hung."""
    return pointing if options.timeout is None else replace(pointing, turn=options.timeout)


def _agent(entry: Entry, options: AdapterOptions) -> Implementation:
    """A bundled agent row, pointed as its row declares: an npm package on the pinned Node (`{package}`,
    `{node}`), or a Python environment (`{env}`) with its driver program under `{harnesses}`."""
    from toolcall_conformance.adapters.agent import AgentAdapter

    assert entry.agent is not None and entry.environment, f"{entry.name}: an agent row needs an environment"
    try:
        target = environments.install(entry.environment)
    except (environments.NotInstalled, OSError, subprocess.CalledProcessError) as error:
        raise ImplementationError(f"{entry.name}: cannot install its environment: {error}") from error
    inherited = os.environ.get("PATH", "/usr/bin:/bin")
    values = {"env": str(target), "harnesses": str(HARNESSES), "root": str(ROOT)}
    if "npm" in environments.declared()[entry.environment]:
        node = node_install.node(target)
        values |= {"package": str(target / "package"), "node": str(node)}
        values["path"] = os.pathsep.join([str(node.parent), inherited])
    else:  # a Python environment: its console scripts first
        values["path"] = os.pathsep.join([str(target / "bin"), inherited])
    version = entry.package.rpartition("==")[2] if "==" in entry.package else entry.package.rpartition("@")[2]
    info = ImplementationInfo(entry.name, version, entry.language)
    pointing = _turn(entry.agent, options)
    return AgentAdapter(info, pointing, _kit_python(), values, os.environ.get(AGENT_RECORD))


AGENT_RECORD = "TOOLCALL_CONFORMANCE_AGENT_RECORD"  # a folder: keep every request and call recorded


def _own_agent(spec: str, options: AdapterOptions) -> Implementation:
    """`agent:<wire>:<command line>`: one's own agent build, pointed by the placeholders in its command."""
    from toolcall_conformance.adapters.agent import AgentAdapter

    wire, _, command = spec[len("agent:") :].partition(":")
    if wire not in WIRES or not command.strip():
        raise UnknownImplementation(
            f"{spec}: write agent:<wire>:<command line>, the wire one of {', '.join(WIRES)}, e.g. "
            "agent:anthropic:./my-agent --base-url {model_url} --mcp-config {mcp_config}"
        )
    try:
        argv = shlex.split(command)
    except ValueError as exc:
        raise UnknownImplementation(f"{spec}: not a command line: {exc}") from None
    pointing = _turn(Pointing(wire=wire, argv=tuple(argv), cwd=os.getcwd()), options)
    info = ImplementationInfo(spec, "unknown", "unknown")
    return AgentAdapter(
        info, pointing, _kit_python(), {"path": os.environ.get("PATH", "")}, os.environ.get(AGENT_RECORD)
    )
