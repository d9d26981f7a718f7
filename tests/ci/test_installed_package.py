"""An installed suite (a wheel without extras, not this checkout) is lean and carries its corpora."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from checkout_build import building_the_checkout

from toolcall_conformance.corpus import DEFAULT_CORPUS_ROOT, load_corpora
from toolcall_conformance.harnesses.node import pack
from toolcall_conformance.model import Feature
from toolcall_conformance.runner.baseline import SERVER_FEATURES

ROOT = Path(__file__).resolve().parents[2]
UV = Path(sys.executable).with_name("uv")
MAX_ENVIRONMENT_BYTES = 60 * 1024 * 1024

pytestmark = pytest.mark.e2e(
    reason="builds the checkout as a wheel and installs it, with its dependencies, into fresh environments"
)


def size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The checkout built as a wheel, once for the tests of this file."""
    wheels = tmp_path_factory.mktemp("wheels")
    with building_the_checkout():
        subprocess.run([UV, "build", "-q", "--wheel", "--out-dir", wheels, ROOT], check=True, cwd=wheels)
    (built,) = wheels.glob("*.whl")
    return built


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, wheel: Path) -> Path:
    """The wheel installed without its dependencies into a folder of its own, for `PYTHONPATH`."""
    target = tmp_path_factory.mktemp("site")
    install = [UV, "pip", "install", "-q", "--python", sys.executable, "--no-deps", "--target", target, wheel]
    subprocess.run(install, check=True)
    return target


def test_a_plain_install_is_lean_and_runs_the_bundled_corpora(tmp_path, wheel):
    venv, elsewhere = tmp_path / "venv", tmp_path / "elsewhere"
    elsewhere.mkdir()
    subprocess.run([UV, "venv", "-q", "--python", sys.executable, venv], check=True)
    python = venv / "bin" / "python"
    subprocess.run([UV, "pip", "install", "-q", "--python", python, wheel], check=True)
    installed = subprocess.run(
        [UV, "pip", "freeze", "--python", python], capture_output=True, text=True
    ).stdout
    for heavy in ("pytest", "pydantic", "nodejs-bin", "syrupy", "ruff", "mypy"):
        assert f"{heavy}==" not in installed, f"{heavy} is not a runtime dependency"
    assert size(venv) <= MAX_ENVIRONMENT_BYTES, f"a plain install takes {size(venv) / 2**20:.1f} MB"
    done = subprocess.run(
        [venv / "bin" / "toolcall-conformance", "run", "--impl", "reference", "--level", "hermes", "--quiet"],
        cwd=elsewhere,
        env={"PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    cases = load_corpora([DEFAULT_CORPUS_ROOT])
    # an agent row's cases (SPEC §6) and a server's refusal cases (SPEC §7) are skipped by design
    by_design = sum(1 for case in cases if Feature.SHOWN in case.features or case.features & SERVER_FEATURES)
    assert done.stdout.strip().endswith(f"0 failed, 0 errored, {by_design} skipped")
    site = next((venv / "lib").glob("python*/site-packages"))
    assert (site / "toolcall_conformance" / "harnesses" / "hermes" / "shim.py").exists()
    assert (site / "toolcall_conformance" / "harnesses" / "node" / "src" / "protocol.ts").exists()
    kit = subprocess.run(
        [venv / "bin" / "toolcall-conformance", "harness-kit", "--out", elsewhere],
        capture_output=True,
        text=True,
    )
    tarball = elsewhere / f"toolcall-conformance-harness-{pack.manifest()['version']}.tgz"
    assert kit.returncode == 0 and tarball.is_file(), kit.stderr
    assert (site / "toolcall_conformance" / "implementations.json").exists()
    assert (site / "toolcall_conformance" / "corpora" / "generated" / "__snapshots__").is_dir()


def test_the_served_reference_runs_from_the_installed_package(tmp_path, site):
    argv = [
        sys.executable,
        "-m",
        "toolcall_conformance",
        "run",
        "--level",
        "hermes",
        "--quiet",
        "--validate-protocol",
    ]
    done = subprocess.run(
        [*argv, "--impl", "reference-served", "--tags", "seed", "split", "canary"],
        cwd=tmp_path,
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().endswith("0 failed, 0 errored, 0 skipped")


def test_check_reads_the_spec_sections_from_the_installed_package(tmp_path, site):
    """A case's `spec` is checked against SPEC.md's headings: the package carries SPEC.md itself."""
    assert (site / "toolcall_conformance" / "SPEC.md").read_text("utf-8") == (ROOT / "SPEC.md").read_text(
        "utf-8"
    )
    done = subprocess.run(
        [sys.executable, "-m", "toolcall_conformance", "check"],
        cwd=tmp_path,
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("corpora ok: ")


@pytest.mark.parametrize("name", ["pi-ai", "json-repair"])
def test_the_installed_suite_runs_a_bundled_implementation_from_the_environment_its_pins_name(
    tmp_path, site, name
):
    """A pip-installed suite carries the harnesses and pins, so it finds the environment `make
    implementations` made from the same pins (installing nothing) and judges it as the checkout does."""
    kept = {
        k: v for k, v in os.environ.items() if k in ("HOME", "XDG_CACHE_HOME", "TOOLCALL_CONFORMANCE_VENVS")
    }
    argv = [sys.executable, "-m", "toolcall_conformance", "run", "--impl", name, "--tags", "seed", "--quiet"]
    installed = subprocess.run(
        argv,
        cwd=tmp_path,
        env={**kept, "PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=False,
    )
    checkout = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, check=False)
    assert "installing environment" not in installed.stderr, installed.stderr
    assert "Traceback" not in installed.stderr, installed.stderr[-3000:]
    assert installed.returncode == checkout.returncode == 1, installed.stdout + installed.stderr
    tally = installed.stdout.strip().splitlines()[-1]
    assert tally == checkout.stdout.strip().splitlines()[-1]
    assert " passed, " in tally and not tally.startswith("0 passed")
