"""The `matrix` command when a row goes wrong: the other rows and the reports are kept, the exit is 1."""

import json
import sys
from pathlib import Path

from toolcall_conformance.cli.main import main
from toolcall_conformance.reporters import html
from toolcall_conformance.reporters.matrix_markdown import render_markdown

WIRE = Path(__file__).resolve().parents[1] / "fakes" / "wire"


def _fake(name: str, *args: str) -> str:
    return " ".join(["cmd:" + sys.executable, str(WIRE / f"{name}.py"), *args])


def test_an_implementation_that_does_not_start_is_a_row_of_errors_beside_the_others(capsys, tmp_path):
    refuses = _fake("bad_handshake")
    report = tmp_path / "m.json"
    code = main(
        ["matrix", "--impl", "reference", "--impl", refuses, "--tags", "seed", "--report", str(report)]
    )
    out, err = capsys.readouterr()
    assert code == 1
    assert f"{refuses}: did not start: handshake" in out
    assert f"{refuses}: error: no selected case got an answer" in err
    matrix = json.loads(report.read_text())
    assert [row["key"] for row in matrix["implementations"]] == ["reference", refuses]
    answers = [case["answers"] for case in matrix["cases"]]
    assert answers and all(a["reference"]["outcome"] == "passed" for a in answers)
    assert all(a[refuses]["outcome"] == "errored" for a in answers)
    assert all(a[refuses]["message"].startswith("not run: the implementation did not start") for a in answers)


def test_a_row_that_got_no_answer_fails_the_matrix(capsys):
    garbage = _fake("answers_badly", "garbage")
    code = main(["matrix", "--impl", "reference", "--impl", garbage, "--tags", "seed"])
    assert code == 1
    assert f"{garbage}: error: no selected case got an answer" in capsys.readouterr().err


def test_baselines_takes_name_equals_file_for_a_cmd_implementation(capsys, tmp_path):
    """A `cmd:` implementation (whose spec holds `=` and spaces) gets the baseline named for it; the
    one that lists nothing makes every failure NEW, and the matrix report and exit say so."""
    echo = _fake("echo", "--flag=x")
    listed_nothing = tmp_path / "echo-baseline.json"
    listed_nothing.write_text(
        json.dumps({"description": "lists nothing", "known_failures": {}}), encoding="utf-8"
    )
    report = tmp_path / "m.json"
    argv = ["matrix", "--impl", "reference", "--impl", echo, "--tags", "seed", "--report", str(report)]
    code = main([*argv, "--baselines", f"{echo}={listed_nothing}"])
    err = capsys.readouterr().err
    assert code == 1 and f"{echo}: NEW" in err
    matrix = json.loads(report.read_text())
    reference, judged = matrix["implementations"]
    assert reference["baseline"] is None
    failing = [c["id"] for c in matrix["cases"] if c["answers"][echo]["outcome"] != "passed"]
    assert failing and judged["baseline"]["file"] == str(listed_nothing)
    assert judged["baseline"]["new"] == len(failing) and judged["baseline"]["ok"] is False
    assert {c["answers"][echo]["baseline"] for c in matrix["cases"] if c["id"] in failing} == {"new"}


def test_baselines_refuses_a_name_that_is_not_an_implementation_of_the_run(capsys, tmp_path):
    code = main(["matrix", "--impl", "reference", "--tags", "seed", "--baselines", "nobody=x.json"])
    assert code == 2
    assert (
        "--baselines nobody=x.json: expected NAME=FILE with NAME one of the --impl given"
        in capsys.readouterr().err
    )


def test_a_through_server_that_names_nothing_is_a_usage_error_before_any_row_runs(capsys):
    code = main(["matrix", "--impl", "reference", "--through", "server-nowhere", "--tags", "seed"])
    out, err = capsys.readouterr()
    assert code == 2 and "--through server-nowhere: no such implementation" in err
    assert "reference:" not in out, "no row ran"


def test_a_judged_row_carries_its_baseline_reasons_and_each_cell_its_top_ones(capsys, tmp_path):
    echo = _fake("echo")
    report = tmp_path / "m.json"
    main(["matrix", "--impl", echo, "--tags", "seed", "--report", str(report)])
    cases = json.loads(report.read_text())["cases"]
    failing = sorted(c["id"] for c in cases if c["answers"][echo]["outcome"] != "passed")
    assert len(failing) > 2
    listed = tmp_path / "echo-baseline.json"
    link = {"url": "https://github.com/o/r/issues/3", "state": "open", "read": "2026-12-01"}
    first = {"text": "SPEC §1.2: the first", "spec": "1.2", "classification": "contested", "upstream": [link]}
    reasons = {"first": first, "rest": "SPEC §2: the others"}
    listed.write_text(
        json.dumps(
            {
                "description": "d",
                "reasons": reasons,
                "known_failures": {"first": failing[:1], "rest": failing[1:]},
            }
        )
    )
    code = main(
        [
            "matrix",
            "--impl",
            echo,
            "--tags",
            "seed",
            "--report",
            str(report),
            "--baselines",
            f"{echo}={listed}",
        ]
    )
    assert code == 0, capsys.readouterr().err
    matrix = json.loads(report.read_text())
    (judged,) = matrix["implementations"]
    assert judged["reasons"] == [
        {
            "key": "rest",
            "text": "SPEC §2: the others",
            "spec": None,
            "level": None,
            "count": len(failing) - 1,
        },
        {
            "key": "first",
            "text": "SPEC §1.2: the first",
            "spec": "1.2",
            "level": None,
            "count": 1,
            "classification": "contested",
            "upstream": [link],
        },
    ]
    reason_of = {c["id"]: c["answers"][echo]["reason"] for c in matrix["cases"]}
    assert reason_of == {c["id"]: "first" if c["id"] == failing[0] else "rest" if c["id"] in failing else None
                         for c in cases}  # fmt: skip
    seed = next(row for row in matrix["rows"] if row["label"] == "seed")
    assert seed["cells"][echo]["reasons"] == [["rest", len(failing) - 1], ["first", 1]]


def test_from_renders_a_saved_report_again_and_runs_nothing(capsys, tmp_path):
    report, page, markdown = tmp_path / "m.json", tmp_path / "again.html", tmp_path / "again.md"
    assert main(["matrix", "--impl", "reference", "--tags", "seed", "--report", str(report)]) == 0
    capsys.readouterr()
    saved = json.loads(report.read_text())
    assert main(["matrix", "--from", str(report), "--html", str(page), "--markdown", str(markdown)]) == 0
    out = capsys.readouterr().out
    assert page.read_text() == html.render(saved)
    assert markdown.read_text() == render_markdown(saved) and out == render_markdown(saved) + "\n"
    assert "reference:" not in out, "nothing ran"
    assert main(["matrix", "--from", str(report), "--impl", "reference", "--html", str(page)]) == 2
    assert "--from renders a saved report and runs nothing: drop --impl" in capsys.readouterr().err
    report.write_text(json.dumps({"implementations": [], "rows": {}}))
    assert main(["matrix", "--from", str(report), "--html", str(page)]) == 2
    err = capsys.readouterr().err
    assert err == f"error: --from {report}: field 'rows': expected a list, as --report writes it\n"


def test_matrix_without_impl_or_from_is_a_usage_error(capsys):
    assert main(["matrix", "--tags", "seed"]) == 2
    assert "matrix needs --impl NAME (repeatable), or --from FILE.json" in capsys.readouterr().err
