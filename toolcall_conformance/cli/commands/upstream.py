"""`toolcall-conformance upstream IMPL`: issue texts, ready to file, for the reasons no public report names.

A reason of a bundled row's baseline with no `upstream` link is one its maintainers may not know of.
For each such reason (a harness limit is the suite's own, not theirs, and is left out) the command
takes the reason's smallest case (its `repro` case, if the reason names one), runs the row on it to
show what the tool received, and writes an issue text a maintainer can file as it is: a title, the
schema and the call, what the tool received and what it must receive, the SPEC section, how to
reproduce it and the version.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from toolcall_conformance import corpus
from toolcall_conformance.adapters.registry import ROOT, table
from toolcall_conformance.cli.commands import run as run_command
from toolcall_conformance.cli.errors import UsageError
from toolcall_conformance.cli.options import INTERRUPTED_CODES, ExitCode, command_help
from toolcall_conformance.cli.session import execute
from toolcall_conformance.model import JSON, Case, CoerceCase, Result, SplitCase
from toolcall_conformance.runner import baseline
from toolcall_conformance.runner.signatures import section

NOT_FILED = frozenset({"harness-limit"})  # classifications that are the suite's to fix, not upstream's
SPEC = Path(__file__).resolve().parents[2] / "SPEC.md"  # the copy the installed suite carries
HERMES = "-hermes"  # how a baseline keys a reason's hermes-level twin
QUOTED = 700  # characters of the rule's text quoted in an issue


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "upstream",
        **command_help(
            "write issue texts for the reasons of a row no public report names",
            "List the reasons of a bundled row's baseline that carry no `upstream` link (no public issue "
            "or pull request reports them) and write, for each, an issue text its maintainers can file as "
            "it is: title, the smallest failing schema and call, what the tool received (the row is run on "
            "that case) and what it must receive, the SPEC section, the repro command and the version. "
            "Reasons classified as a harness limit are the suite's own and are listed, not written.",
            [
                "toolcall-conformance upstream crewai",
                "toolcall-conformance upstream json-repair --out issues/",
            ],
            [
                "0  the texts were written (or every reason has a public report)",
                "1  the row did not start",
                "2  an unknown row, a row without a baseline, or a baseline error",
                INTERRUPTED_CODES,
            ],
        ),
    )
    parser.add_argument("impl", metavar="IMPL", help="a bundled row with a baseline")
    parser.add_argument(
        "--out",
        type=Path,
        metavar="DIR",
        help="where the texts go, one REASON.md each (default upstream/IMPL)",
    )
    parser.add_argument("--timeout", type=float, help="seconds per request (default: the row's own)")


def run(args: argparse.Namespace) -> int:
    entry = table().get(args.impl)
    if entry is None or not entry.baseline:
        what = "no bundled row" if entry is None else "a row without a baseline"
        raise UsageError(
            f"{args.impl!r} is {what}; see `toolcall-conformance implementations --with-baseline`"
        )
    every = corpus.load_corpora(corpus.corpus_roots([]))
    by_id = {case.id: case for case in every}
    known = baseline.load(ROOT / entry.baseline, {case.id: case.level for case in every})
    unreported = [key for key, reason in known.data.items() if not reason.upstream]
    reported = len(known.data) - len(unreported)
    filed = [key for key in unreported if known.data[key].classification not in NOT_FILED]
    for key in unreported:
        if key not in filed:
            print(f"{key}\t{known.data[key].classification}: the suite's to fix, no issue text")
    for key in [k for k in filed if k.endswith(HERMES) and k.removesuffix(HERMES) in filed]:
        filed.remove(key)  # the same mechanism on hermes-level cases: one issue tells both
        print(f"{key}\tthe same mechanism as {key.removesuffix(HERMES)} (its issue text tells both)")
    if not filed:
        print(f"every reason of {entry.baseline} but harness limits has a public report ({reported})")
        return ExitCode.OK
    members: dict[str, list[str]] = {}
    for case_id, key in known.keys.items():
        members.setdefault(key, []).append(case_id)
    chosen = {key: smallest(known.data[key].repro, members.get(key, []), by_id) for key in filed}
    cases = list({case.id: case for case in chosen.values() if case is not None}.values())
    parser = argparse.ArgumentParser(prog="toolcall-conformance")
    run_command.add_parser(parser.add_subparsers())
    options = parser.parse_args(["run", "--impl", args.impl, "--level", "hermes"])  # run's defaults
    options.timeout = args.timeout
    ran = execute(args.impl, options, cases) if cases else None
    if ran is not None and ran.interrupted:
        print(f"interrupted by {ran.interrupted}", file=sys.stderr)
        return ExitCode.INTERRUPTED
    results = {result.case.id: result for result in ran.results} if ran is not None else {}
    version = ran.info.version if ran is not None else entry.package
    out = args.out or Path("upstream") / args.impl
    out.mkdir(parents=True, exist_ok=True)
    for key in filed:
        case = chosen[key]
        result = results.get(case.id) if case is not None else None
        text = issue(args.impl, entry.package_name() or args.impl, version, key, known, case, result, members)
        path = out / f"{key}.md"
        path.write_text(text, encoding="utf-8")
        print(f"{key}\t{len(members.get(key, []))} cases\t{path}")
    print(f"{len(filed)} issue texts written to {out}; {reported} reasons already have a public report")
    return ExitCode.OK


def smallest(repro: str | None, case_ids: list[str], by_id: dict[str, Case]) -> Case | None:
    """The reason's repro case if it names one, else its case whose request is shortest as JSON."""
    if repro is not None and repro in by_id:
        return by_id[repro]
    present = [by_id[case_id] for case_id in case_ids if case_id in by_id]
    return min(present, key=lambda case: (len(_json(_request(case))), case.id), default=None)


def _request(case: Case) -> JSON:
    if isinstance(case, CoerceCase):
        return {"parameters": case.tool.parameters, "arguments": case.arguments}
    if isinstance(case, SplitCase):
        return {"tool_calls": case.tool_calls, "provider_data": case.provider_data}
    return {}


def _json(value: JSON) -> str:
    return json.dumps(value, ensure_ascii=False, indent=1)


def title(package: str, version: str, reason: baseline.Reason) -> str:
    """The reason's first clause, after the SPEC sections it opens with."""
    text = re.sub(r"^SPEC[^:]*:\s*", "", reason.text.strip())
    clause = re.split(r"(?<=[a-z)\"'])[:.;] ", text, maxsplit=1)[0].rstrip(".")
    clause = clause[0].upper() + clause[1:] if clause else reason.text[:60]
    if len(clause) > 100:
        clause = clause[:97].rsplit(" ", 1)[0] + "..."
    return f"{package} {version}: {clause}"


def _said(message: str) -> str:
    """The library's own words in a result's message: without the suite's verdict before them and the
    harness's stderr tail (earlier cases' too) after them."""
    message = message.split("\n--- stderr", 1)[0]
    if "\nrejected: " in message:
        message = message.split("\nrejected: ", 1)[1]
    return re.sub(r"^coerce seq \d+: implementation replied with an error: ", "", message.strip())


def _received(result: Result | None) -> str:
    if result is None:
        return "(not run)"
    if result.rejected:
        return f"The call was rejected:\n\n```\n{_said(result.message)}\n```"
    if str(result.outcome) == "errored":
        return f"The step raised instead of answering:\n\n```\n{_said(result.message)}\n```"
    if str(result.outcome) == "passed":
        return "(this run passed the case: the failure depends on something this run did not meet)"
    return f"```json\n{_json(result.actual)}\n```\n\n{result.message.strip()}"


def issue(
    impl: str,
    package: str,
    version: str,
    key: str,
    known: baseline.Baseline,
    case: Case | None,
    result: Result | None,
    members: dict[str, list[str]],
) -> str:
    reason = known.data[key]
    count = len(members.get(key, []))
    lines = [f"# {title(package, version, reason)}", "", reason.text, ""]
    if case is not None:
        rule = section(case.spec)
        lines += ["## The smallest failing call", "", case.description, ""]
        if isinstance(case, CoerceCase):
            lines += ["The tool's input schema:", "", f"```json\n{_json(case.tool.parameters)}\n```", ""]
            lines += ["The arguments the model sent:", "", f"```json\n{_json(case.arguments)}\n```", ""]
        else:
            lines += ["The assistant turn:", "", f"```json\n{_json(_request(case))}\n```", ""]
        lines += ["## What the tool received", "", _received(result), ""]
        lines += ["## What it must receive", "", f"```json\n{_json(case.expected)}\n```", ""]
        heading, body = rule_text(rule.lstrip("§"))
        lines += ["## The rule", "", f"toolcall-conformance SPEC.md {rule} {heading}:", ""]
        lines += [*(f"> {line}" if line else ">" for line in body.splitlines()), ""]
        lines += [f"{count} case{'s' if count != 1 else ''} of its corpus fail this way.", ""]
    lines += [
        "## Reproduce",
        "",
        "```sh",
        f"toolcall-conformance repro {impl} {key}",
        *([f"toolcall-conformance run --impl {impl} --level hermes --id {case.id}"] if case else []),
        "```",
        "",
        "## Version",
        "",
        f"{package} {version}" + (f", case `{case.id}`" if case else "") + ".",
        "",
    ]
    return "\n".join(lines)


def rule_text(number: str) -> tuple[str, str]:
    """A SPEC section's heading and the start of its text (a paragraph or two, whole lines)."""
    text = SPEC.read_text("utf-8")
    match = re.search(rf"^#+ {re.escape(number)}\.? (.+)$", text, flags=re.MULTILINE)
    if match is None:
        return "", ""
    rest = text[match.end() :].lstrip("\n")
    body = re.split(r"^#", rest, maxsplit=1, flags=re.MULTILINE)[0]
    kept: list[str] = []
    for line in body.splitlines():
        if sum(map(len, kept)) > QUOTED and not line.strip():
            break
        kept.append(line)
    return match[1].strip(), "\n".join(kept).strip()
