"""How numbers are judged (SPEC §5): an integral float is the equal integer at core level and apart from
it at hermes level; a value JSON cannot carry (NaN, undefined) is a wrong value, never an error."""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest
from case_traits import bundled_cases
from miniatures import BY_NAME, Miniature

from toolcall_conformance.adapters.protocol import ProtocolAdapter
from toolcall_conformance.cli import main
from toolcall_conformance.model import Outcome
from toolcall_conformance.runner import engine

WIRE = Path(__file__).parents[1] / "fakes" / "wire"
CORE_FLOAT = "coerce/integer/integral-float-value-left-alone"
HERMES_FLOAT = "coerce/integer/float-value-left-alone"
NAN_STAYS = "coerce/number/nan-stays"


def case(case_id: str):
    return next(c for c in bundled_cases() if c.id == case_id)


def test_an_integral_float_written_as_an_integer_passes_core_and_fails_the_hermes_case():
    javascript = BY_NAME["integral-floats-as-integers"]
    core = engine.run_case(javascript, case(CORE_FLOAT))
    assert core.outcome == Outcome.PASSED and type(core.actual["n"]) is int
    hermes = engine.run_case(javascript, case(HERMES_FLOAT))
    assert hermes.outcome == Outcome.FAILED
    assert "expected number 5.0, got integer 5" in hermes.message


class IntegralFloatsAsText(Miniature):
    name = "integral-floats-as-text"

    def prepare_arguments(self, tool: dict, arguments: dict) -> dict:
        prepared = super().prepare_arguments(tool, arguments)
        return {k: str(int(v)) if type(v) is float and v.is_integer() else v for k, v in prepared.items()}


@pytest.mark.parametrize("case_id", [CORE_FLOAT, HERMES_FLOAT])
def test_an_integral_float_written_as_text_fails_at_both_levels(case_id):
    result = engine.run_case(IntegralFloatsAsText(), case(case_id))
    assert result.outcome == Outcome.FAILED
    assert 'got string "5"' in result.message


def answering(line: str) -> str:
    return shlex.join([sys.executable, str(WIRE / "answers_as.py"), line])


@pytest.mark.parametrize(
    ("value", "shown"),
    [("NaN", "NaN"), ("-Infinity", "-Infinity"), ('{"$nonjson": "undefined"}', "undefined")],
)
@pytest.mark.parametrize("validate", [False, True])
def test_an_answer_json_cannot_carry_is_a_wrong_value_not_an_error(value, shown, validate):
    adapter = ProtocolAdapter(
        answering(f'{{"seq": {{seq}}, "arguments": {{"x": {value}}}}}'), validate_protocol=validate
    )
    with adapter:
        result = engine.run_case(adapter, case(NAN_STAYS))
    assert result.outcome == Outcome.FAILED, result.message
    assert result.message == f'$.x: expected string "NaN", got non-JSON value {shown}'


def test_the_reports_show_nan_and_the_json_report_stays_json(capsys, tmp_path):
    impl = "cmd:" + answering('{"seq": {seq}, "arguments": {"x": NaN}}')
    report, markdown = tmp_path / "r.json", tmp_path / "r.md"
    code = main(
        ["run", "--impl", impl, "--id", NAN_STAYS, "--report", str(report), "--markdown", str(markdown)]
    )
    out = capsys.readouterr().out
    assert code == 1
    assert "got non-JSON value NaN" in out and "got non-JSON value NaN" in markdown.read_text()
    text = report.read_text()
    entry = next(c for c in json.loads(text, parse_constant=pytest.fail)["cases"] if c["id"] == NAN_STAYS)
    assert (entry["outcome"], entry["actual"]) == ("failed", {"x": {"$nonjson": "NaN"}})
