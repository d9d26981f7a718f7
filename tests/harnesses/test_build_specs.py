"""`--impl NAME@path:DIR` and `NAME@file:ARCHIVE`: how a build is named, digested and refused (no install)."""

import json

import pytest

from toolcall_conformance.adapters import builds
from toolcall_conformance.adapters.registry import UnknownImplementation, create, table
from toolcall_conformance.cli import main


def test_a_spec_names_the_row_the_kind_and_the_path_even_with_an_at_sign_in_it():
    assert builds.split("json-repair@path:../a@b/src") == ("json-repair", "path", "../a@b/src")
    assert builds.split("pi-ai@file:pi.tgz") == ("pi-ai", "file", "pi.tgz")
    assert builds.split("json-repair@0.61.0") is None
    assert builds.split("cmd:./x --at path:y") is None


def test_the_digest_follows_the_contents_and_leaves_out_caches_and_version_control(tmp_path):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "lib.py").write_text("A = 1\n")
    first = builds.digest(tmp_path)
    for ignored in (".git", "__pycache__", "node_modules"):
        (tmp_path / ignored).mkdir()
        (tmp_path / ignored / "x").write_text("noise")
    assert builds.digest(tmp_path) == first
    (tmp_path / "src" / "lib.py").write_text("A = 2\n")
    assert builds.digest(tmp_path) != first
    (tmp_path / "src" / "lib.py").write_text("A = 1\n")
    (tmp_path / "src" / "lib.py").rename(tmp_path / "src" / "other.py")  # same bytes, another file
    assert builds.digest(tmp_path) != first


@pytest.mark.parametrize(
    ("files", "version"),
    [
        ({"package.json": json.dumps({"name": "p", "version": "0.74.0-rc.1"})}, "0.74.0-rc.1"),
        ({"pyproject.toml": '[project]\nname = "json-repair"\nversion = "0.65.0"\n'}, "0.65.0"),
        ({"pyproject.toml": '[project]\nname = "x"\ndynamic = ["version"]\n'}, None),
        (
            {"PKG-INFO": "Metadata-Version: 2.1\nName: json_repair\nVersion: 0.61.0\n", "setup.py": ""},
            "0.61.0",
        ),
    ],
)
def test_a_folder_declares_its_version_in_its_own_metadata(tmp_path, files, version):
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    assert builds.declared_version(builds.locate("path", str(tmp_path))) == version


def test_a_wheel_declares_its_version_in_its_name(tmp_path):
    wheel = tmp_path / "json_repair-0.61.0-py3-none-any.whl"
    wheel.write_bytes(b"not read")
    assert builds.declared_version(builds.locate("file", str(wheel))) == "0.61.0"


def test_a_build_takes_the_era_of_its_version_else_that_of_the_pinned_release(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "json-repair"\nversion = "0.57.0"\n')
    old = table()["json-repair"].built(builds.locate("path", str(tmp_path)))
    assert old.build_era is not None and old.build_era.low == "0.56.0"
    assert "--no-schema-definition-error" in old.argv
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "json-repair"\nversion = "9.0.0.dev0"\n')
    new = table()["json-repair"].built(builds.locate("path", str(tmp_path)))
    assert new.build_era is not None and new.build_era.holds(table()["json-repair"].package.split("==")[1])


@pytest.mark.parametrize(
    ("spec", "said"),
    [
        ("json-repair@path:{tmp}/missing", "no such folder"),
        ("json-repair@file:{tmp}/missing.whl", "no such file"),
        ("json-repair@path:{tmp}", "no pyproject.toml or setup.py"),
        ("pi-ai@path:{tmp}", "no package.json"),
        ("reference@path:{tmp}", "not a library row"),
        ("nonesuch@path:{tmp}", "unknown implementation"),
    ],
)
def test_a_build_that_cannot_be_used_is_refused_before_anything_installs(tmp_path, spec, said):
    with pytest.raises(UnknownImplementation, match=said):
        create(spec.format(tmp=tmp_path))


def test_the_command_line_says_what_is_wrong_in_one_line_and_exits_2(tmp_path, capsys):
    code = main(["run", "--impl", f"json-repair@path:{tmp_path}/nowhere", "--id", "seed/", "--quiet"])
    err = capsys.readouterr().err
    assert code == 2 and "no such folder" in err and len(err.strip().splitlines()) == 1
