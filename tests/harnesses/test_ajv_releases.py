"""The ajv row at ajv 6 and ajv 7: each release runs through its era's harness (src/ajv6.ts, src/ajv7.ts).

End to end: each test installs a real ajv release (and ajv 7's ajv-formats 1.6.1) from the npm registry
into the environments cache, never mocked.
"""

import json

import pytest

from toolcall_conformance.cli import main

pytestmark = pytest.mark.e2e(reason="installs a release from the npm registry")

PLAIN = "coerce/integer/plain"  # "42" for an integer: coerceTypes in every major
TUPLE = "coerce/tuples/native-pair"  # prefixItems without $schema: Kimi Code's reading says 2020-12
DECLARED_2020 = "generated/zod4/zod4.annotated_note/typed"  # $schema: 2020-12
NULLABLE = "coerce/null/nullable-without-type.2"  # "nullable" without "type"
NO_META = 'no schema with key or ref "https://json-schema.org/draft/2020-12/schema"'


def _run(tmp_path, spec):
    report = tmp_path / f"{spec}.json"
    ids = [part for case_id in (PLAIN, TUPLE, DECLARED_2020, NULLABLE) for part in ("--id", case_id)]
    main(["run", "--impl", spec, "--level", "hermes", *ids, "--quiet", "--report", str(report)])
    document = json.loads(report.read_text())
    return document["implementation"], {case["id"]: case for case in document["cases"]}


def test_ajv_6_runs_its_one_class_and_errors_on_later_dialects(tmp_path):
    info, cases = _run(tmp_path, "ajv@6.12.6")
    assert (info["name"], info["version"]) == ("ajv", "6.12.6")
    assert cases[PLAIN]["outcome"] == "passed"
    assert cases[TUPLE]["outcome"] == "errored"
    assert "ajv 6.12.6 has no JSON Schema 2019-09 or 2020-12 class" in cases[TUPLE]["message"]
    assert cases[DECLARED_2020]["outcome"] == "errored"  # ajv's own refusal of an unknown meta-schema
    assert NO_META in cases[DECLARED_2020]["message"]
    assert cases[NULLABLE]["outcome"] == "failed"  # ajv 6 ignores "nullable" unless asked to read it


def test_ajv_7_has_ajv2019_but_no_2020_12_class(tmp_path):
    info, cases = _run(tmp_path, "ajv@7.2.4")
    assert (info["name"], info["version"]) == ("ajv", "7.2.4")
    assert cases[PLAIN]["outcome"] == "passed"
    assert cases[TUPLE]["outcome"] == "errored"
    assert "ajv 7.2.4 has no JSON Schema 2020-12 class" in cases[TUPLE]["message"]
    assert cases[DECLARED_2020]["outcome"] == "errored"
    assert NO_META in cases[DECLARED_2020]["message"]
    assert '"nullable" cannot be used without "type"' in cases[NULLABLE]["message"]  # read from 7.0.0 on
