"""The JUnit XML report of a run."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

from suite.model import ImplementationInfo
from suite.reporters.tally import counts
from suite.runner.engine import Result


def write_junit(path: Path, info: ImplementationInfo, results: Sequence[Result]) -> None:
    c = counts(results)
    suite = ET.Element(
        "testsuite",
        name=f"toolcall-conformance {info.name} {info.version}",
        tests=str(len(results)),
        failures=str(c["failed"]),
        errors=str(c["errored"]),
        skipped=str(c["skipped"]),
    )
    for result in results:
        classname = result.case.id.rpartition("/")[0].replace("/", ".")
        element = ET.SubElement(suite, "testcase", classname=classname, name=result.case.id)
        if result.outcome in ("failed", "errored"):
            tag = "failure" if result.outcome == "failed" else "error"
            child = ET.SubElement(element, tag, message=result.message.splitlines()[0][:200])
            child.text = result.message
        elif result.outcome == "skipped":
            ET.SubElement(element, "skipped", message=result.message)
    root = ET.Element("testsuites")
    root.append(suite)
    ET.indent(root)
    ET.ElementTree(root).write(path, encoding="utf-8", xml_declaration=True)
