"""The JUnit XML report of a run. With a baseline, known failures are skipped with their reason,
so a matching baseline is green; new failures and stale entries are failures. A run cut short by a
signal ends with an errored `interrupted` test case, so it never reads as green; the suite's properties
say how many cases needed a retry and, when it was, what interrupted it.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from toolcall_conformance.model import Outcome
from toolcall_conformance.reporters.tally import retried
from toolcall_conformance.runner.baseline import Status
from toolcall_conformance.runner.run import Run

MESSAGE_CHARS = 200


def _clean(text: str) -> str:
    """XML 1.0 cannot carry most control characters or lone surrogates."""
    return "".join(
        ch if ch in "\t\n\r" or (ch >= " " and not "\ud800" <= ch <= "\udfff") else f"\\x{ord(ch):02x}"
        for ch in text
    )


def write(path: Path, run: Run) -> None:
    verdict = run.verdict
    tally = {"failures": 0, "errors": 0, "skipped": 0}
    suite = ET.Element("testsuite", name=f"toolcall-conformance {run.info.name} {run.info.version}")
    properties = ET.SubElement(suite, "properties")
    ET.SubElement(properties, "property", name="retried", value=str(retried(run.results)))
    for result in run.results:
        classname = result.case.id.rpartition("/")[0].replace("/", ".")
        element = ET.SubElement(suite, "testcase", classname=classname, name=result.case.id)
        status = verdict.status(result) if verdict is not None else None
        message = _clean(result.message)
        first = (message.splitlines() or [str(result.outcome)])[0][:MESSAGE_CHARS]
        if status == Status.KNOWN:
            reason = _clean(verdict.baseline.reasons[result.case.id]) if verdict else ""
            ET.SubElement(
                element, "skipped", message=f"known failure: {reason}"[:MESSAGE_CHARS]
            ).text = message
            tally["skipped"] += 1
        elif status == Status.STALE:
            child = ET.SubElement(element, "failure", message="stale baseline entry: passes now; remove it")
            child.text = "listed in the baseline as a known failure, but it passes now"
            tally["failures"] += 1
        elif result.outcome in (Outcome.FAILED, Outcome.ERRORED):
            tag = "failure" if result.outcome == Outcome.FAILED else "error"
            ET.SubElement(element, tag, message=first).text = message
            tally["failures" if tag == "failure" else "errors"] += 1
        elif result.outcome == Outcome.SKIPPED:
            ET.SubElement(element, "skipped", message=first)
            tally["skipped"] += 1
    tests = len(run.results)
    if run.interrupted:
        said = f"interrupted by {run.interrupted} after {len(run.results)} of {run.selected} cases"
        ET.SubElement(properties, "property", name="interrupted", value=run.interrupted)
        ET.SubElement(properties, "property", name="ran", value=str(len(run.results)))
        element = ET.SubElement(suite, "testcase", classname="toolcall-conformance", name="interrupted")
        ET.SubElement(
            element, "error", message=said, type=run.interrupted
        ).text = f"{said}: the cases not run have no verdict"
        tally["errors"] += 1
        tests += 1
    suite.set("tests", str(tests))
    for key, value in tally.items():
        suite.set(key, str(value))
    root = ET.Element("testsuites")
    root.append(suite)
    ET.indent(root)
    ET.ElementTree(root).write(path, encoding="utf-8", xml_declaration=True)
