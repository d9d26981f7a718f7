"""Corpus roots and start failures: the bundled folder named again, a program that does not exist."""

import os

from gate_support import run

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora


def test_naming_the_bundled_corpora_again_loads_them_once(capsys):
    bundled = len(load_corpora([DEFAULT_CORPUS_ROOT]))
    code, out, err = run(capsys, "check", "--corpus", str(DEFAULT_CORPUS_ROOT))
    assert code == 0, err
    assert "duplicate" not in err
    assert out.startswith(f"corpora ok: {bundled} cases")


def test_naming_the_bundled_corpora_by_a_relative_path_loads_them_once(capsys, monkeypatch):
    monkeypatch.chdir(DEFAULT_CORPUS_ROOT.parent)
    code, out, err = run(capsys, "list", "--corpus", os.path.relpath(DEFAULT_CORPUS_ROOT), "--tags", "seed")
    assert code == 0, err
    ids = [line.split("\t")[0] for line in out.splitlines()]
    assert ids and len(ids) == len(set(ids))


def test_a_folder_inside_the_bundled_corpora_is_refused(capsys):
    """Its files would load a second time, under other ids (`adversarial/ref-chain/...`)."""
    inside = DEFAULT_CORPUS_ROOT / "adversarial"
    code, out, err = run(capsys, "check", "--corpus", str(inside))
    assert code == 2
    assert err.startswith(f"error: {inside}: a corpus folder inside {DEFAULT_CORPUS_ROOT}"), err
    assert out == ""


def test_a_folder_around_an_added_one_is_refused(capsys, tmp_path):
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "x.json").write_text("{}")
    code, _, err = run(capsys, "check", "--corpus", str(tmp_path / "mine"), "--corpus", str(tmp_path))
    assert code == 2
    assert err.startswith(f"error: {tmp_path}: a corpus folder around {tmp_path / 'mine'}"), err


def test_a_program_that_does_not_exist_did_not_start(capsys, tmp_path):
    missing = tmp_path / "no-such-program"
    code, out, err = run(capsys, "run", "--impl", f"cmd:{missing} --serve", "--tags", "seed")
    assert code == 1
    assert "the implementation did not start" in err
    assert str(missing) in err
    assert "passed" not in out


def test_loaded_cases_are_kept_out_of_the_cyclic_collectors_walks():
    """The run allocates as it goes; the collections that starts must not walk every case again."""
    import gc

    cases = load_corpora([DEFAULT_CORPUS_ROOT])
    tracked = {id(o) for generation in range(3) for o in gc.get_objects(generation)}
    assert gc.get_freeze_count() > 0
    assert not [case.id for case in cases if id(case) in tracked or id(case.tags) in tracked]
